package io.paydesk.contract;

import static io.paydesk.contract.SandboxHarness.unique;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paydesk.api.RequestOptions;
import io.paydesk.api.model.Customer;
import io.paydesk.api.model.CustomerCreateRequest;
import io.paydesk.api.model.Document;
import io.paydesk.api.model.EnrolledPaymentMethod;
import io.paydesk.api.model.Payment;
import io.paydesk.api.model.PaymentMethod;
import io.paydesk.api.model.Phone;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/** Customers and enrolled payment methods through the client against the sandbox. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class CustomersContractTest {
  private SandboxHarness h;

  @BeforeAll
  void start() {
    h = SandboxHarness.start();
  }

  @AfterAll
  void stop() {
    h.close();
  }

  static CustomerCreateRequest customer(String merchantCustomerId) {
    return CustomerCreateRequest.builder()
        .merchantCustomerId(merchantCustomerId)
        .firstName("Ana")
        .lastName("Gomez")
        .email("ana.gomez@example.com")
        .country("CO")
        .document(new Document("CC", "1010268952", null, null, null, null, null))
        .phone(new Phone("57", "3001234567"))
        .build();
  }

  @Test
  void createdCustomerHasAnIdTheListOperationAcceptsAndKeepsWhatWasSent() {
    String mcid = unique("cust");
    Customer c = h.client.customers().create(customer(mcid), RequestOptions.NONE);
    assertNotNull(c.id());
    assertTrue(c.id().length() >= 36 && c.id().length() <= 64, c.id());
    assertEquals(mcid, c.merchantCustomerId());
    assertEquals("Ana", c.firstName());
    assertEquals("CO", c.country());
    assertFalse(c.rawJson().contains("1010268952"), "the document number is not echoed in clear");
    assertEquals(c.id(), h.client.customers().retrieve(c.id()).id());
    assertEquals(
        List.of(),
        h.client.customers().listPaymentMethods(c.id()),
        "a new customer has no enrolled methods");
  }

  @Test
  void cardPaidWithVaultOnSuccessIsEnrolledAndListedWithAVaultedToken() {
    Customer c = h.client.customers().create(customer(unique("vault")), RequestOptions.NONE);
    Payment p =
        h.client
            .payments()
            .create(h.vaultingCard(unique("vault-order"), c.id()), RequestOptions.NONE);
    assertEquals("SUCCEEDED", p.status().value());

    List<EnrolledPaymentMethod> methods = h.client.customers().listPaymentMethods(c.id());
    assertEquals(1, methods.size());
    EnrolledPaymentMethod m = methods.get(0);
    assertEquals("ENROLLED", m.status());
    assertEquals("CARD", m.type());
    assertNotNull(m.vaultedToken());
    assertFalse(m.vaultedToken().isBlank());
    assertEquals("1111", m.cardData().lfd());
    assertEquals(11, m.cardData().expirationMonth());
    assertNotNull(m.createdAt());

    // The enrolled card pays by its vaulted token alone.
    Payment again =
        h.client
            .payments()
            .create(
                h.card(unique("vaulted"), "7.00", true)
                    .paymentMethod(PaymentMethod.vaulted("CARD", m.vaultedToken()))
                    .customerPayer(SandboxHarness.payer(c.id()))
                    .build(),
                RequestOptions.NONE);
    assertEquals("SUCCEEDED", again.status().value());
    assertEquals(m.vaultedToken(), again.paymentMethod().vaultedToken());
  }
}
