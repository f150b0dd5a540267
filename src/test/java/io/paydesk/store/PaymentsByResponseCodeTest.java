package io.paydesk.store;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Search by the response code of a payment's newest transaction, through its own index. */
class PaymentsByResponseCodeTest {
  static final Instant START = Instant.parse("2026-10-01T00:00:00Z");
  @TempDir Path dir;
  Store store;
  final List<String> insufficient = new ArrayList<>();

  @BeforeEach
  void fill() {
    store = Stores.openH2(dir.resolve("store.mv.db"));
    List<String> jsons = new ArrayList<>();
    for (int i = 0; i < 40; i++) {
      String code = i % 4 == 0 ? "INSUFFICIENT_FUNDS" : i % 4 == 1 ? "DO_NOT_HONOR" : null;
      String status = code == null ? "SUCCEEDED" : "DECLINED";
      TestPayments p =
          TestPayments.card()
              .id(UUID.randomUUID().toString())
              .status(status, status)
              .created(START.plus(i, ChronoUnit.HOURS));
      ObjectNode n = p.node();
      ObjectNode tx = (ObjectNode) ((ArrayNode) n.get("transactions")).get(0);
      if (code != null) {
        tx.put("response_code", code);
      }
      if ("INSUFFICIENT_FUNDS".equals(code)) {
        insufficient.add(0, p.id()); // newest first
      }
      jsons.add(p.json());
    }
    store.payments().upsertAllJson(jsons);
  }

  @AfterEach
  void close() {
    store.close();
  }

  @Test
  void onlyThePaymentsWithThatCodeAreFoundNewestFirstAndCounted() {
    PaymentQuery q = PaymentQuery.builder().responseCode("INSUFFICIENT_FUNDS").build();

    List<String> ids = store.payments().search(q).items().stream().map(PaymentRow::id).toList();

    assertThat(ids).isEqualTo(insufficient);
    assertThat(store.payments().count(q)).isEqualTo(10);
  }

  @Test
  void theCodeCombinesWithOtherFiltersAndAnUnknownCodeFindsNothing() {
    assertThat(
            store
                .payments()
                .count(
                    PaymentQuery.builder().responseCode("DO_NOT_HONOR").status("DECLINED").build()))
        .isEqualTo(10);
    assertThat(
            store
                .payments()
                .count(
                    PaymentQuery.builder()
                        .responseCode("DO_NOT_HONOR")
                        .status("SUCCEEDED")
                        .build()))
        .isZero();
    assertThat(store.payments().count(PaymentQuery.builder().responseCode("NO_SUCH").build()))
        .isZero();
  }

  @Test
  void aPageWithACodeIsOrderedAsTheResponseCodeIndex() {
    PaymentQuery q = PaymentQuery.builder().responseCode("INSUFFICIENT_FUNDS").build();

    String sql = PaymentSearchSql.page(q, new Sensitive(new byte[32])).text();

    // Led by the code, then the date order: the order of payments_response_code's columns.
    assertThat(sql)
        .contains("WHERE p.response_code = ?")
        .contains("ORDER BY p.response_code, p.created_at DESC, p.seq DESC");
  }
}
