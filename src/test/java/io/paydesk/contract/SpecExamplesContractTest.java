package io.paydesk.contract;

import static io.paydesk.contract.SandboxHarness.unique;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.paydesk.api.RequestOptions;
import io.paydesk.api.model.BankingEntityCreateRequest;
import io.paydesk.api.model.CancelRequest;
import io.paydesk.api.model.CaptureRequest;
import io.paydesk.api.model.Customer;
import io.paydesk.api.model.CustomerCreateRequest;
import io.paydesk.api.model.ModelJson;
import io.paydesk.api.model.Payment;
import io.paydesk.api.model.PaymentCreateRequest;
import io.paydesk.api.model.PayoutCreateRequest;
import io.paydesk.api.model.RefundRequest;
import io.paydesk.api.model.Subscription;
import io.paydesk.api.model.SubscriptionCreateRequest;
import io.paydesk.api.model.TransactionResult;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The spec's own request examples (openapi, extracted by the client's tests under
 * io/paydesk/api/examples) read into the client's request records, sent through the client and
 * accepted by the sandbox. The merchant's placeholders (account, customer, token, order id) are
 * replaced with real sandbox values; nothing else is changed. Also checks that the client's request
 * records keep every field of each example.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SpecExamplesContractTest {
  private SandboxHarness h;
  private Customer customer;
  private String vaultedToken;

  @BeforeAll
  void start() {
    h = SandboxHarness.start();
    customer =
        h.client
            .customers()
            .create(CustomersContractTest.customer(unique("ex-cust")), RequestOptions.NONE);
    h.client
        .payments()
        .create(h.vaultingCard(unique("ex-vault"), customer.id()), RequestOptions.NONE);
    vaultedToken = h.client.customers().listPaymentMethods(customer.id()).get(0).vaultedToken();
  }

  @AfterAll
  void stop() {
    h.close();
  }

  static ObjectNode example(String name) {
    try (InputStream in =
        SpecExamplesContractTest.class.getResourceAsStream("/io/paydesk/api/examples/" + name)) {
      assertNotNull(in, "example " + name);
      return (ObjectNode) SandboxHarness.JSON.readTree(in);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The example read by the client's record, which must keep every field of it. */
  static <T> T read(ObjectNode example, Class<T> type) {
    T request = ModelJson.read(example.toString(), type);
    assertEquals(
        List.of(),
        ShapeCheck.lostJson(example.toString(), ModelJson.write(request), Set.of()),
        "fields of the spec's example the client's " + type.getSimpleName() + " does not keep");
    return request;
  }

  private static ObjectNode obj(JsonNode n, String field) {
    return (ObjectNode) n.get(field);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "request-alternative-payment-method.json",
        "request-bank-transfer-with-additional-fields.json",
        "request-card-capture-and-cancel.json",
        "request-card-with-3ds-direct.json",
        "request-card-with-airline-data.json",
        "request-card-with-authorization.json",
        "request-card-with-card-details.json",
        "request-card-with-customer-billing-and-shipping-details.json",
        "request-card-with-customer-billing-shipping-and-order-items.json",
        "request-card-with-device-fingerprint.json",
        "request-card-with-installments.json",
        "request-card-with-shipping-fee-and-tip-amount.json",
        "request-card-with-vault-on-success.json",
        "request-card-with-vaulted-token.json",
        "request-create-payment-with-split.json",
        "request-split-marketplace.json",
        "request-voucher-payment.json",
        "request-wallet-direct.json",
        "request-wallet-google-pay-with-card-last-four.json"
      })
  void paymentExampleOfTheSpecIsCreatedThroughTheClient(String file) {
    ObjectNode ex = example("create-payment/" + file);
    ex.put("account_id", h.accountId());
    ex.put("merchant_order_id", unique("ex"));
    if (ex.has("customer_payer") && ex.get("customer_payer").has("id")) {
      obj(ex, "customer_payer").put("id", customer.id());
    }
    if (ex.at("/payment_method/vaulted_token").isTextual()) {
      obj(ex, "payment_method").put("vaulted_token", vaultedToken);
    }
    if (ex.at("/checkout/session").isTextual()) {
      obj(ex, "checkout").put("session", "9e1c3a56-1f0a-4f5e-9d51-0f8f1a2b3c4d");
    }
    PaymentCreateRequest req = read(ex, PaymentCreateRequest.class);
    Payment p = h.client.payments().create(req, RequestOptions.NONE);
    assertNotNull(p.id());
    assertEquals(req.merchantOrderId(), p.merchantOrderId());
    assertEquals(0, req.amount().value().compareTo(p.amount().value()));
    assertFalse(p.rawJson().contains("\"security_code\""), "no security code echoed");
    List<String> lost =
        ShapeCheck.lostJson(
            ModelJson.write(req),
            p.rawJson(),
            Set.of(
                "payment_method",
                "account_id",
                "amount",
                "checkout",
                "subscription",
                "customer_payer.document.document_number"));
    assertEquals(List.of(), lost, "what was sent and the payment answers");
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"request-create-entity.json", "request-create-individual.json"})
  void entityExampleOfTheSpecIsCreatedThroughTheClientWithMaskedNumbers(String file) {
    ObjectNode ex = example("create-entity/" + file);
    ex.put("account_id", h.accountId());
    BankingEntityCreateRequest req = read(ex, BankingEntityCreateRequest.class);
    var e = h.client.entities().create(req, RequestOptions.NONE);
    assertEquals(req.nationalEntity(), e.nationalEntity());
    assertFalse(e.rawJson().contains("\"tax_id\""), "tax_id answered only as tax_id_last_4");
    assertFalse(
        e.rawJson().contains("\"document_number\""),
        "document_number answered only as document_number_last_4");
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "request-wallet-payout.json",
        "request-wallet-astropay-account.json",
        "request-wallet-astropay-phone.json",
        "request-wallet-paypal-account.json"
      })
  void payoutExampleOfTheSpecIsCreatedThroughTheClient(String file) {
    ObjectNode ex = example("create-payout/" + file);
    ex.put("account_id", h.accountId());
    ex.put("merchant_reference", unique("ex-po"));
    PayoutCreateRequest req = read(ex, PayoutCreateRequest.class);
    var p = h.client.payouts().create(req, RequestOptions.NONE);
    assertEquals(req.merchantReference(), p.merchantReference());
    assertEquals(req.purpose(), p.purpose());
    assertEquals(req.withdrawalMethod().type(), p.transactions().get(0).withdrawalMethod().type());
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"request-customer-full-data.json", "request-customer-min-data.json"})
  void customerExampleOfTheSpecIsCreatedThroughTheClient(String file) {
    ObjectNode ex = example("create-customer/" + file);
    ex.put("merchant_customer_id", unique("ex-mc"));
    CustomerCreateRequest req = read(ex, CustomerCreateRequest.class);
    Customer c = h.client.customers().create(req, RequestOptions.NONE);
    assertEquals(req.merchantCustomerId(), c.merchantCustomerId());
    assertEquals(
        c.id(), h.client.customers().retrieveByMerchantCustomerId(req.merchantCustomerId()).id());
  }

  @Test
  void subscriptionExampleOfTheSpecIsCreatedThroughTheClient() {
    ObjectNode ex = example("create-subscription/request-subscription.json");
    ex.put("account_id", h.accountId());
    obj(ex, "customer_payer").put("id", customer.id());
    obj(ex, "payment_method").put("vaulted_token", vaultedToken);
    SubscriptionCreateRequest req = read(ex, SubscriptionCreateRequest.class);
    Subscription s = h.client.subscriptions().create(req, RequestOptions.NONE);
    assertEquals(req.name(), s.name());
    assertEquals(12, s.billingCycles().total());
  }

  @Test
  void subscriptionExampleWithoutCardOptionsIsCreatedThroughTheClient() {
    ObjectNode ex = example("create-subscription/request-subscription.json");
    ex.put("account_id", h.accountId());
    obj(ex, "customer_payer").put("id", customer.id());
    obj(ex, "payment_method").put("vaulted_token", vaultedToken).remove("card");
    SubscriptionCreateRequest req = read(ex, SubscriptionCreateRequest.class);
    Subscription s = h.client.subscriptions().create(req, RequestOptions.NONE);
    assertEquals(req.name(), s.name());
    assertEquals(12, s.billingCycles().total());
    assertEquals("CLP", s.amount().currency());
  }

  private Payment paid(String currency, String country, String value, boolean capture) {
    return h.client
        .payments()
        .create(
            h.card(unique("ex-pay"), value, capture)
                .amount(new java.math.BigDecimal(value), currency)
                .country(country)
                .build(),
            RequestOptions.NONE);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "request-full-capture.json",
        "request-partial-capture.json",
        "request-card-direct-with-airline-data.json"
      })
  void captureExampleOfTheSpecIsSentThroughTheClient(String file) {
    ObjectNode ex = example("capture-authorization/" + file);
    CaptureRequest req = read(ex, CaptureRequest.class);
    Payment a = paid(req.amount().currency(), "US", "30000", false);
    TransactionResult r =
        h.client.payments().capture(a.id(), a.firstTransaction().id(), req, RequestOptions.NONE);
    assertEquals("CAPTURE", r.type().value());
    assertEquals("SUCCEEDED", r.status().value());
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "refund-payment/request-full-refund.json",
        "refund-payment/request-partial-refund.json"
      })
  void refundExampleOfTheSpecIsSentThroughTheClient(String name) {
    RefundRequest req = read(example(name), RefundRequest.class);
    Payment p = paid("USD", "US", "5000", true);
    Payment r =
        h.client.payments().refund(p.id(), p.firstTransaction().id(), req, RequestOptions.NONE);
    assertEquals("REFUND", r.firstTransaction().type().value());
    assertEquals(req.merchantReference(), r.firstTransaction().merchantReference());
  }

  @Test
  void cancelExampleOfTheSpecIsSentThroughTheClient() {
    CancelRequest req =
        read(example("cancel-payment/request-request-example.json"), CancelRequest.class);
    Payment p = paid("USD", "US", "5000", false);
    TransactionResult r =
        h.client.payments().cancel(p.id(), p.firstTransaction().id(), req, RequestOptions.NONE);
    assertEquals("CANCEL", r.type().value());
    assertEquals("CANCELED", r.payment().status().value());
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {"request-cancel.json", "request-full-refund.json", "request-partial-refund.json"})
  void cancelOrRefundExampleOfTheSpecIsSentThroughTheClient(String file) {
    RefundRequest req = read(example("cancel-or-refund-a-payment/" + file), RefundRequest.class);
    boolean cancel = file.equals("request-cancel.json");
    Payment p =
        req.amount() == null
            ? paid("USD", "US", "5000", !cancel)
            : paid(req.amount().currency(), "CO", "5000", true);
    TransactionResult r = h.client.payments().cancelOrRefund(p.id(), req, RequestOptions.NONE);
    assertEquals(cancel ? "CANCEL" : "REFUND", r.type().value());
    assertTrue(r.status() != null);
  }
}
