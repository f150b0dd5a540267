package io.paydesk.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

@ParameterizedClass
@EnumSource(Backend.class)
class PagingStabilityTest {
  static final Instant BASE = Instant.parse("2025-03-01T00:00:00Z");
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

  @Test
  void newPaymentsArrivingWhileReadingNeitherRepeatNorHideRows() {
    List<String> original = new ArrayList<>();
    List<String> jsons = new ArrayList<>();
    for (int i = 0; i < 30; i++) {
      TestPayments p =
          TestPayments.card()
              .status("SUCCEEDED", "APPROVED")
              .created(BASE.plus(i, ChronoUnit.MINUTES));
      original.add(0, p.id());
      jsons.add(p.json());
    }
    store.payments().upsertAllJson(jsons);
    PaymentQuery q = PaymentQuery.builder().status("SUCCEEDED").pageSize(10).build();

    Page<PaymentRow> first = store.payments().search(q);
    // Newer payments arrive, and a refresh moves one already-read payment: pages do not shift.
    List<String> newer = new ArrayList<>();
    for (int i = 0; i < 15; i++) {
      newer.add(
          TestPayments.card()
              .status("SUCCEEDED", "APPROVED")
              .created(BASE.plus(1, ChronoUnit.DAYS).plusSeconds(i))
              .json());
    }
    store.payments().upsertAllJson(newer);
    List<String> seen = new ArrayList<>();
    first.items().forEach(r -> seen.add(r.id()));
    Page<PaymentRow> page = first;
    while (page.hasNext()) {
      page = store.payments().search(q.after(page.nextCursor()));
      page.items().forEach(r -> seen.add(r.id()));
    }

    assertEquals(original, seen);
    Set<String> unique = new HashSet<>(seen);
    assertEquals(seen.size(), unique.size());
    // A fresh first page shows the newcomers.
    assertTrue(
        store.payments().search(q).items().stream().noneMatch(r -> original.contains(r.id())));
  }

  @Test
  void olderPaymentsInsertedBehindTheCursorAppearOnLaterPages() {
    List<String> jsons = new ArrayList<>();
    for (int i = 0; i < 10; i++) {
      jsons.add(TestPayments.card().created(BASE.plus(i, ChronoUnit.HOURS)).json());
    }
    store.payments().upsertAllJson(jsons);
    PaymentQuery q = PaymentQuery.builder().pageSize(5).build();
    Page<PaymentRow> first = store.payments().search(q);
    TestPayments old = TestPayments.card().created(BASE.minus(1, ChronoUnit.DAYS));
    store.payments().upsertJson(old.json());
    Page<PaymentRow> second = store.payments().search(q.after(first.nextCursor()));
    Page<PaymentRow> third = store.payments().search(q.after(second.nextCursor()));
    assertEquals(old.id(), third.items().get(0).id());
  }
}
