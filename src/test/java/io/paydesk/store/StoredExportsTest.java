package io.paydesk.store;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.paydesk.api.model.ModelJson;
import io.paydesk.api.model.Payment;
import io.paydesk.api.model.Transaction;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The headless export's reads, on H2 and PostgreSQL: every stored payment once, page by page, with
 * its transactions.
 */
class StoredExportsTest {
  @TempDir Path dir;
  private Store store;
  private StoredExports exports;

  private void open(Backend backend) {
    store = backend.open(dir);
    exports = StoredExports.of(store);
  }

  @AfterEach
  void close() {
    if (store != null) {
      store.close();
    }
  }

  private List<String> allPayments(Instant since, int pageSize) {
    List<String> out = new ArrayList<>();
    String cursor = null;
    do {
      Page<String> page = exports.paymentJson(since, cursor, pageSize);
      out.addAll(page.items());
      cursor = page.nextCursor();
    } while (cursor != null);
    return out;
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void everyPaymentOnceAcrossPagesAndSinceKeepsTheLaterOnes(Backend backend) {
    open(backend);
    List<String> ids = new ArrayList<>();
    for (int i = 0; i < 7; i++) {
      TestPayments p =
          TestPayments.card()
              .id(UUID.randomUUID().toString())
              .created(Instant.parse("2026-01-0" + (i + 1) + "T10:00:00Z"));
      store.payments().upsertJson(p.json());
      ids.add(p.id());
    }

    List<String> all = allPayments(null, 2);
    assertThat(all).extracting(j -> ModelJson.readPayment(j).id()).containsExactlyElementsOf(ids);
    assertThat(allPayments(Instant.parse("2026-01-05T00:00:00Z"), 3))
        .extracting(j -> ModelJson.readPayment(j).id())
        .containsExactlyElementsOf(ids.subList(4, 7));
    assertThat(exports.paymentRows(null, null, 5).items()).hasSize(5);
    assertThat(exports.paymentRows(null, null, 5).nextCursor()).isNotNull();
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void aTransactionStoredLaterOnItsOwnJoinsThePaymentsArray(Backend backend) {
    open(backend);
    TestPayments p = TestPayments.card().id(UUID.randomUUID().toString());
    store.payments().upsertJson(p.json());
    JsonNode first = p.node().get("transactions").get(0);
    ObjectNode refund = first.deepCopy();
    refund.put("id", UUID.randomUUID().toString());
    refund.put("type", "REFUND");
    refund.put("created_at", "2030-01-01T00:00:00Z");
    refund.put("updated_at", "2030-01-01T00:00:00Z");
    store
        .transactions()
        .upsert(p.id(), ModelJson.readTransactionResult(refund.toString()), store.payments());

    Payment exported = ModelJson.readPayment(allPayments(null, 10).get(0));

    assertThat(exported.transactions())
        .extracting(Transaction::id)
        .containsExactly(first.get("id").asText(), refund.get("id").asText());
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void aPaymentCarryingOneTransactionObjectIsWrittenWithAnArray(Backend backend) {
    open(backend);
    TestPayments p = TestPayments.card().id(UUID.randomUUID().toString());
    JsonNode only = p.node().get("transactions").get(0);
    p.node().set("transactions", only);
    store.payments().upsertJson(p.json());

    String json = allPayments(null, 10).get(0);

    assertThat(json).contains("\"transactions\":[{");
    assertThat(ModelJson.readPayment(json).transactions())
        .extracting(Transaction::id)
        .containsExactly(only.get("id").asText());
  }
}
