package io.paydesk.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.paydesk.api.model.BankingEntity;
import io.paydesk.api.model.Customer;
import io.paydesk.api.model.EnrolledPaymentMethod;
import io.paydesk.api.model.ModelJson;
import io.paydesk.api.model.Payout;
import io.paydesk.api.model.Subscription;
import io.paydesk.api.model.Transaction;
import io.paydesk.api.model.TransactionResult;
import java.nio.file.Path;
import java.time.YearMonth;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/** Transactions, subscriptions, payouts, entities, enrolled methods and customers. */
@ParameterizedClass
@EnumSource(Backend.class)
class ResourceRepositoriesTest {
  @Parameter Backend backend;
  @TempDir Path dir;
  Store store;

  @BeforeEach
  void open() {
    store = backend.open(dir);
  }

  @AfterEach
  void close() {
    store.close();
  }

  private static ObjectNode fixture(String name) {
    return (ObjectNode) TestPayments.load(name).deepCopy();
  }

  @Test
  void storingAPaymentStoresItsTransactions() {
    TestPayments p = TestPayments.card().withChargeback();
    store.payments().upsertJson(p.json());
    List<Transaction> txs = store.transactions().forPayment(p.id());
    assertEquals(2, txs.size());
    assertEquals(1, store.transactions().ofType("CHARGEBACK", 10).size());
    String txId = p.node().get("transactions").get(0).get("id").asText();
    assertEquals(txId, store.transactions().find(txId).orElseThrow().id());
  }

  @Test
  void captureAnswerStoresTheTransactionAndItsNestedPayment() {
    String json = TestPayments.resource("capture-result.json");
    TransactionResult result = ModelJson.readTransactionResult(json);
    String paymentId = result.payment().id();
    store.transactions().upsert(paymentId, result, store.payments());
    assertTrue(store.transactions().find(result.id()).isPresent());
    assertTrue(store.payments().find(paymentId).isPresent());
  }

  @Test
  void subscriptionRoundTripsAndAnOlderAnswerDoesNotWin() {
    ObjectNode n = fixture("subscription.json");
    n.put("updated_at", "2025-02-01T00:00:00Z");
    Subscription s = ModelJson.readSubscription(n.toString());
    store.subscriptions().upsert(s);
    ObjectNode older = n.deepCopy();
    older.put("updated_at", "2025-01-01T00:00:00Z");
    older.put("status", "CANCELED");
    store.subscriptions().upsert(ModelJson.readSubscription(older.toString()));

    Subscription back = store.subscriptions().find(s.id()).orElseThrow();
    assertEquals(s.status(), back.status());
    assertEquals(1, store.subscriptions().list(null, 10).size());
    assertEquals(1, store.subscriptions().list(s.status().value(), 10).size());
    if (s.customerPayer() != null && s.customerPayer().id() != null) {
      assertEquals(1, store.subscriptions().forCustomer(s.customerPayer().id()).size());
    }
  }

  @Test
  void payoutIsFoundByMerchantReferenceAndBeneficiaryDocumentButNeverStoresTheNumber() {
    Payout p = ModelJson.readPayout(TestPayments.resource("payout.json"));
    store.payouts().upsert(p);
    assertEquals(
        p.id(), store.payouts().findByMerchantReference(p.merchantReference()).get(0).id());
    assertEquals(1, store.payouts().findByBeneficiaryDocument("123456789").size());
    Payout back = store.payouts().find(p.id()).orElseThrow();
    assertEquals("****6789", back.beneficiary().document().documentNumber());
    assertEquals(1, store.payouts().recent(null, 5).size());
    String raw = store.db().read(c -> PayoutRepository.TABLE.jsonWhere(c, "1 = 1").get(0));
    assertFalse(raw.contains("123-45-6789"));
  }

  @Test
  void bankingEntityKeepsTheServicesMaskedNumbers() {
    BankingEntity e = ModelJson.readBankingEntity(TestPayments.resource("entity.json"));
    store.entities().upsert(e);
    BankingEntity back = store.entities().find(e.id()).orElseThrow();
    assertEquals(e.merchantEntityId(), back.merchantEntityId());
    assertEquals(1, store.entities().findByMerchantEntityId(e.merchantEntityId()).size());
    assertEquals(1, store.entities().recent(5).size());
  }

  @Test
  void enrolledMethodsAreReplacedByTheLatestListAndExpiringCardsFound() {
    List<EnrolledPaymentMethod> methods =
        ModelJson.readEnrolledPaymentMethods(TestPayments.resource("enrolled-methods.json"));
    store.enrolledMethods().replaceForCustomer("cust-1", methods);
    assertEquals(methods.size(), store.enrolledMethods().forCustomer("cust-1").size());
    assertEquals(
        1,
        store.enrolledMethods().expiringBy(YearMonth.of(2027, 3)).stream()
            .filter(m -> m.vaultedToken().equals(methods.get(0).vaultedToken()))
            .count());
    assertTrue(store.enrolledMethods().expiringBy(YearMonth.of(2020, 1)).isEmpty());

    store.enrolledMethods().replaceForCustomer("cust-1", methods.subList(0, 1));
    assertEquals(1, store.enrolledMethods().forCustomer("cust-1").size());
    store.enrolledMethods().replaceForCustomer("cust-1", List.of());
    assertTrue(store.enrolledMethods().forCustomer("cust-1").isEmpty());
  }

  @Test
  void customerIsFoundByEmailAndDocumentStoredMasked() {
    Customer c = ModelJson.readCustomer(TestPayments.resource("customer.json"));
    store.customers().upsert(c);
    assertEquals(c.id(), store.customers().find(c.id()).orElseThrow().id());
    assertEquals(1, store.customers().findByDocument("1010268952").size());
    assertEquals(1, store.customers().findByMerchantCustomerId(c.merchantCustomerId()).size());
    if (c.email() != null) {
      assertEquals(1, store.customers().findByEmail(c.email().toUpperCase()).size());
    }
    assertEquals(
        "****8952", store.customers().find(c.id()).orElseThrow().document().documentNumber());
  }

  @Test
  void payoutsAreFilteredByDatesCurrencyStatusAndTextAndCountedBeyondTheCap() {
    store
        .payouts()
        .upsertAll(
            List.of(
                payout("p-1", "PO-A-1", "SUCCEEDED", "BRL", "2026-03-01T10:00:00Z", "Maria Silva"),
                payout(
                    "p-2", "PO-A-2", "DECLINED", "BRL", "2026-03-02T10:00:00Z", "Jo\u00e3o Souza"),
                payout(
                    "p-3", "PO-B-1", "SUCCEEDED", "MXN", "2026-03-02T23:00:00Z", "Ana Maria Ruiz"),
                payout(
                    "p-4", "PO_B-2", "SUCCEEDED", "BRL", "2026-03-03T10:00:00Z", "Carlos Ruiz")));
    java.time.Instant day2 = java.time.Instant.parse("2026-03-02T00:00:00Z");
    java.time.Instant day3 = java.time.Instant.parse("2026-03-03T00:00:00Z");

    assertEquals(List.of("p-4", "p-3", "p-2", "p-1"), ids(PayoutQuery.ALL, 10));
    assertEquals(List.of("p-3", "p-2"), ids(new PayoutQuery(day2, day3, null, null, null), 10));
    assertEquals(List.of("p-2"), ids(new PayoutQuery(day2, day3, "BRL", null, null), 10));
    assertEquals(
        List.of("p-4", "p-3", "p-1"),
        ids(new PayoutQuery(null, null, null, "SUCCEEDED", null), 10));
    assertEquals(List.of("p-2", "p-1"), ids(new PayoutQuery(null, null, null, null, "PO-A"), 10));
    assertEquals(List.of("p-3"), ids(new PayoutQuery(null, null, null, null, "p-3"), 10));
    assertEquals(
        List.of("p-3", "p-1"), ids(new PayoutQuery(null, null, null, null, "  MARIA "), 10));
    // The underscore of a reference is a character to match, not a wildcard.
    assertEquals(List.of("p-4"), ids(new PayoutQuery(null, null, null, null, "PO_"), 10));

    PayoutRepository.Found capped = store.payouts().search(PayoutQuery.ALL, 2);
    assertEquals(2, capped.payouts().size());
    assertEquals(4, capped.total());
    assertEquals(List.of("BRL", "MXN"), store.payouts().currencies());
  }

  private List<String> ids(PayoutQuery q, int limit) {
    return store.payouts().search(q, limit).payouts().stream().map(Payout::id).toList();
  }

  private static Payout payout(
      String id, String ref, String status, String currency, String createdAt, String name) {
    ObjectNode p = fixture("payout.json");
    p.put("id", id);
    p.put("merchant_reference", ref);
    p.put("status", status);
    p.put("created_at", createdAt);
    p.put("updated_at", createdAt);
    ((ObjectNode) p.get("amount")).put("currency", currency);
    ((ObjectNode) p.get("beneficiary")).put("legal_name", name);
    return ModelJson.readPayout(p.toString());
  }
}
