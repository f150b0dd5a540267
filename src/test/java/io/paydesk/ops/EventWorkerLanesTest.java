package io.paydesk.ops;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.store.EventRepository.StoredEvent;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class EventWorkerLanesTest {
  private static StoredEvent event(long id, String type, String resource) {
    return new StoredEvent(
        id,
        Instant.EPOCH,
        type,
        type + ".x",
        "k" + id,
        "valid",
        0,
        "applying",
        null,
        1,
        Instant.EPOCH,
        resource,
        new byte[0]);
  }

  @Test
  void aResourcesEventsShareOneLaneInClaimOrderAndEnrollmentsShareTheFirst() {
    List<StoredEvent> due = new ArrayList<>();
    for (int i = 0; i < 60; i++) {
      due.add(event(i, i % 5 == 0 ? "enrollment" : "payment", "res-" + (i % 7)));
    }
    List<List<StoredEvent>> lanes = EventWorker.lanes(due);

    assertThat(lanes).hasSizeBetween(2, EventWorker.LANES);
    assertThat(lanes.stream().mapToInt(List::size).sum()).isEqualTo(60);
    for (List<StoredEvent> lane : lanes) {
      assertThat(lane).isSortedAccordingTo((a, b) -> Long.compare(a.id(), b.id()));
    }
    for (StoredEvent e : due) {
      long holding =
          lanes.stream()
              .filter(
                  l ->
                      l.stream()
                          .anyMatch(
                              x ->
                                  x.resourceId().equals(e.resourceId())
                                      && x.type().equals("payment")
                                      && e.type().equals("payment")))
              .count();
      assertThat(holding).isLessThanOrEqualTo(1);
    }
    List<StoredEvent> enrollments =
        due.stream().filter(e -> e.type().equals("enrollment")).toList();
    assertThat(lanes.stream().filter(l -> l.containsAll(enrollments)).count()).isEqualTo(1);
  }
}
