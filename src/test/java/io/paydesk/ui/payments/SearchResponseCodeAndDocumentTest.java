package io.paydesk.ui.payments;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.paydesk.store.Store;
import io.paydesk.store.Stores;
import io.paydesk.store.TestPayments;
import io.paydesk.ui.base.TaskRunner;
import io.paydesk.ui.kit.ActiveFilter;
import io.paydesk.ui.payments.SearchViewModel.ResultRow;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import javafx.beans.property.SimpleObjectProperty;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Search's response-code filter and its customer e-mail and masked document columns. */
class SearchResponseCodeAndDocumentTest {
  static final Instant BASE = Instant.parse("2026-09-01T12:00:00Z");
  @TempDir Path dir;
  Store store;
  SearchViewModel model;
  Locale before;
  String declinedId;

  @BeforeEach
  void fill() {
    before = Locale.getDefault();
    Locale.setDefault(Locale.US);
    store = Stores.openH2(dir.resolve("search.mv.db"));
    List<String> jsons = new ArrayList<>();
    for (int i = 0; i < 6; i++) {
      TestPayments p =
          TestPayments.card()
              .id(UUID.randomUUID().toString())
              .created(BASE.plus(i, ChronoUnit.HOURS))
              .customer("Ana", "Silva", "ana" + i + "@example.com");
      if (i == 2) {
        p.status("DECLINED", "DECLINED").document("CPF", "123.456.789-09");
        ObjectNode tx = (ObjectNode) ((ArrayNode) p.node().get("transactions")).get(0);
        tx.put("response_code", "INSUFFICIENT_FUNDS");
        declinedId = p.id();
      }
      jsons.add(p.json());
    }
    store.payments().upsertAllJson(jsons);
    model =
        new SearchViewModel(
            new SimpleObjectProperty<>(store), TaskRunner.sameThread(), id -> {}, ZoneId.of("UTC"));
  }

  @AfterEach
  void close() {
    store.close();
    Locale.setDefault(before);
  }

  @Test
  void aResponseCodeTypedInAnyCaseFindsThePaymentsWithItAndShowsAsARemovableFilter() {
    model.responseCodeProperty().set(" insufficient_funds ");
    model.search();

    assertThat(model.rows()).extracting(ResultRow::id).containsExactly(declinedId);
    List<ActiveFilter> active = model.filters().active();
    assertThat(active).extracting(ActiveFilter::text).contains("Response code: insufficient_funds");

    active.stream()
        .filter(f -> f.text().startsWith("Response code"))
        .findFirst()
        .orElseThrow()
        .remove()
        .run();
    model.search();
    assertThat(model.responseCodeProperty().get()).isEmpty();
    assertThat(model.rows()).hasSize(6);
  }

  @Test
  void theDocumentColumnShowsTheDocumentMaskedAndTheEmailColumnTheEmail() {
    model.search();

    ResultRow declined =
        model.rows().stream().filter(r -> r.id().equals(declinedId)).findFirst().orElseThrow();
    assertThat(declined.document()).contains("\u2022").endsWith("09").doesNotContain("456");
    assertThat(declined.email()).isEqualTo("ana2@example.com");
    assertThat(model.rows()).allMatch(r -> r.document().matches("\u2022+ \\d{1,4}"));
  }
}
