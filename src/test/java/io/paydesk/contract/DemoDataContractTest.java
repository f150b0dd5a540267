package io.paydesk.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paydesk.api.RetrieveOptions;
import io.paydesk.api.model.EnrolledPaymentMethod;
import io.paydesk.api.model.Payment;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The sandbox's seeded history (every status, country, method, chargebacks and disputes) is what
 * the console shows at first start: every demo payment and enrolled method is read by the client
 * without losing a field.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class DemoDataContractTest {
  private SandboxHarness h;

  @BeforeAll
  void start() {
    h = SandboxHarness.withDemoPayments(400);
  }

  @AfterAll
  void stop() {
    h.close();
  }

  @Test
  void everyDemoPaymentIsReadWithoutLosingAField() {
    List<String> problems = new ArrayList<>();
    Set<String> statuses = new TreeSet<>();
    Set<String> countries = new TreeSet<>();
    Set<String> types = new TreeSet<>();
    for (String id : h.sandbox.demoPaymentIds()) {
      Payment p = h.client.payments().retrieve(id, RetrieveOptions.ALL);
      statuses.add(p.status().value() + "/" + p.subStatus().value());
      countries.add(p.country());
      p.transactions().forEach(t -> types.add(t.type().value()));
      for (String lost : ShapeCheck.lost(p.rawJson(), p, Set.of())) {
        problems.add(id + " " + lost);
      }
    }
    assertEquals(List.of(), problems.stream().limit(20).toList());
    assertTrue(statuses.size() >= 6, "a varied history: " + statuses);
    assertTrue(countries.size() >= 10, "many countries: " + countries);
    assertTrue(types.contains("CHARGEBACK"), "chargebacks are seeded: " + types);
  }

  @Test
  void everyDemoCustomersEnrolledMethodsAreReadWithoutLosingAField() {
    List<String> problems = new ArrayList<>();
    int methods = 0;
    for (String customer : h.sandbox.demoCustomerIds()) {
      for (EnrolledPaymentMethod m : h.client.customers().listPaymentMethods(customer)) {
        methods++;
        assertFalse(m.vaultedToken() == null || m.vaultedToken().isBlank());
        ShapeCheck.lost(m.rawJson(), m, Set.of()).forEach(l -> problems.add(customer + " " + l));
      }
    }
    assertTrue(methods > 0, "demo customers have enrolled cards");
    assertEquals(List.of(), problems.stream().limit(20).toList());
  }
}
