package io.paydesk.contract;

import static io.paydesk.contract.SandboxHarness.unique;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paydesk.api.RequestOptions;
import io.paydesk.api.ValidationException;
import io.paydesk.api.model.Amount;
import io.paydesk.api.model.CustomerPayer;
import io.paydesk.api.model.CustomerRef;
import io.paydesk.api.model.Frequency;
import io.paydesk.api.model.Metadata;
import io.paydesk.api.model.ModelJson;
import io.paydesk.api.model.Payment;
import io.paydesk.api.model.PaymentCreateRequest;
import io.paydesk.api.model.Subscription;
import io.paydesk.api.model.SubscriptionCreateRequest;
import io.paydesk.api.model.SubscriptionPaymentMethod;
import java.math.BigDecimal;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Limits where service-interface.md is silent and the openapi reference (the gap filler) states
 * them: amount precision, metadata key and value lengths, subscription metadata count,
 * customer_payer.email length, subscription frequency being optional. Each disabled test names the
 * side that must change.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class OpenApiLimitsContractTest {
  private SandboxHarness h;
  private String customerId;
  private String vaultedToken;

  @BeforeAll
  void start() {
    h = SandboxHarness.start();
    customerId =
        h.client
            .customers()
            .create(CustomersContractTest.customer(unique("limits")), RequestOptions.NONE)
            .id();
    h.client
        .payments()
        .create(h.vaultingCard(unique("limits-vault"), customerId), RequestOptions.NONE);
    vaultedToken = h.client.customers().listPaymentMethods(customerId).get(0).vaultedToken();
  }

  @AfterAll
  void stop() {
    h.close();
  }

  private SubscriptionCreateRequest.Builder subscription() {
    return SubscriptionCreateRequest.builder()
        .name("Plan L")
        .accountId(h.accountId())
        .country("US")
        .amount(Amount.of(new BigDecimal("5.00"), "USD"))
        .frequency(new Frequency("MONTH", 1))
        .customerPayer(new CustomerRef(customerId))
        .paymentMethod(new SubscriptionPaymentMethod("CARD", vaultedToken, null));
  }

  private static List<Metadata> metadata(int n) {
    return IntStream.range(0, n).mapToObj(i -> Metadata.of("k" + i, "v")).toList();
  }

  @Test
  void paymentAmountWithTheCurrencysOwnDigitsIsAcceptedByBoth() {
    Payment p =
        h.client
            .payments()
            .create(h.card(unique("digits"), "10.05", true).build(), RequestOptions.NONE);
    assertEquals(0, new BigDecimal("10.05").compareTo(p.amount().value()));
  }

  @Test
  void paymentAmountThatIsAMultipleOfOneTenThousandthIsAccepted() {
    Payment usd =
        h.client
            .payments()
            .create(h.card(unique("p4"), "10.0050", true).build(), RequestOptions.NONE);
    assertEquals(0, new BigDecimal("10.005").compareTo(usd.amount().value()));
    Payment clp =
        h.client
            .payments()
            .create(
                h.card(unique("clp"), "1500.50", true)
                    .amount(new BigDecimal("1500.50"), "CLP")
                    .country("CL")
                    .build(),
                RequestOptions.NONE);
    assertEquals(0, new BigDecimal("1500.50").compareTo(clp.amount().value()));
  }

  @Test
  void metadataKeyOver48OrValueOver512IsRefusedByBoth() {
    for (Metadata m :
        List.of(Metadata.of("k".repeat(49), "v"), Metadata.of("k", "v".repeat(513)))) {
      PaymentCreateRequest req = h.card(unique("md"), "10.00", true).metadata(List.of(m)).build();
      assertThrows(
          ValidationException.class, () -> h.client.payments().create(req, RequestOptions.NONE));
      SandboxHarness.Raw raw = h.v1("POST", "/payments", ModelJson.write(req));
      assertEquals(400, raw.status(), raw.body());
    }
  }

  @Test
  void subscriptionWithFiftyOneMetadataItemsIsRefusedByBoth() {
    SubscriptionCreateRequest req = subscription().metadata(metadata(51)).build();
    assertThrows(
        ValidationException.class, () -> h.client.subscriptions().create(req, RequestOptions.NONE));
    SandboxHarness.Raw raw = h.v1("POST", "/subscriptions", ModelJson.write(req));
    assertEquals(400, raw.status(), raw.body());
  }

  @Test
  void subscriptionWithFiftyMetadataItemsIsAcceptedByBoth() {
    Subscription s =
        h.client
            .subscriptions()
            .create(subscription().metadata(metadata(50)).build(), RequestOptions.NONE);
    assertEquals(50, s.metadata().size());
  }

  @Test
  void subscriptionWithoutFrequencyIsCreatedMonthly() {
    Subscription s =
        h.client
            .subscriptions()
            .create(subscription().frequency(null).build(), RequestOptions.NONE);
    assertEquals("MONTH", s.frequency().type());
    assertEquals(1, s.frequency().value());
  }

  @Test
  void subscriptionWithoutFrequencyIsAcceptedByTheSandbox() {
    SubscriptionCreateRequest req = subscription().frequency(null).build();
    SandboxHarness.Raw raw = h.v1("POST", "/subscriptions", ModelJson.write(req));
    assertEquals(2, raw.status() / 100, raw.body());
    assertEquals("MONTH", raw.json().at("/frequency/type").asText());
  }

  @Test
  void customerPayerEmailOfTwoCharactersIsAccepted() {
    CustomerPayer payer =
        new CustomerPayer(
            null, null, "Ana", "Gomez", null, null, "a@", null, null, null, null, null, null, null,
            null, null, null, null, null);
    Payment p =
        h.client
            .payments()
            .create(
                h.card(unique("email"), "10.00", true).customerPayer(payer).build(),
                RequestOptions.NONE);
    assertTrue(p.id() != null);
  }
}
