package io.paydesk.ops;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Two agents' evidence sets merged file by file from the version both started from. */
class EvidenceMergeTest {
  private static EvidenceDraft.Item file(String name, String category, String content) {
    return new EvidenceDraft.Item(name, category, content.getBytes(StandardCharsets.UTF_8));
  }

  private static EvidenceDraft set(long version, String by, EvidenceDraft.Item... files) {
    return new EvidenceDraft(
        "pay-1", "cb-1", "key-1", false, List.of(files), Instant.EPOCH, version, by, Instant.EPOCH);
  }

  @Test
  void eachSidesOwnChangesAreKeptAndABothSidedChangeKeepsMine() {
    EvidenceDraft base =
        set(
            3,
            "ana",
            file("a.pdf", "RECEIPT", "a"),
            file("b.pdf", null, "b"),
            file("c.pdf", null, "c"));
    // Mine: b categorised, c removed, d added. Theirs: a re-categorised, b categorised otherwise,
    // e added.
    EvidenceDraft mine =
        set(
            3,
            "ana",
            file("a.pdf", "RECEIPT", "a"),
            file("b.pdf", "REFUND_POLICY", "b"),
            file("d.pdf", null, "d"));
    EvidenceDraft theirs =
        set(
            4,
            "bruno",
            file("a.pdf", "SHIPPING_DOCUMENTATION", "a"),
            file("b.pdf", "RECEIPT", "b"),
            file("c.pdf", null, "c"),
            file("e.pdf", null, "e"));

    EvidenceDraft merged = EvidenceDraft.merge(base, mine, theirs);

    assertThat(merged.files())
        .extracting(EvidenceDraft.Item::fileName, EvidenceDraft.Item::category)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("a.pdf", "SHIPPING_DOCUMENTATION"),
            org.assertj.core.groups.Tuple.tuple("b.pdf", "REFUND_POLICY"),
            org.assertj.core.groups.Tuple.tuple("e.pdf", null),
            org.assertj.core.groups.Tuple.tuple("d.pdf", null));
    assertThat(merged.version()).as("saved over theirs").isEqualTo(4);
    assertThat(merged.idempotencyKey()).isEqualTo("key-1");
  }

  @Test
  void aFileOneRemovedAndTheOtherChangedStaysChanged() {
    EvidenceDraft base = set(1, "ana", file("a.pdf", null, "a"));
    EvidenceDraft mine = set(1, "ana");
    EvidenceDraft theirs = set(2, "bruno", file("a.pdf", "RECEIPT", "a"));
    assertThat(EvidenceDraft.merge(base, mine, theirs).files())
        .extracting(EvidenceDraft.Item::category)
        .containsExactly("RECEIPT");
  }

  @Test
  void theDifferenceNamesWhatTheOtherAddedChangedAndLacks() {
    EvidenceDraft mine = set(1, "ana", file("a.pdf", null, "a"), file("b.pdf", null, "b"));
    EvidenceDraft theirs = set(2, "bruno", file("a.pdf", "RECEIPT", "a"), file("c.pdf", null, "c"));
    EvidenceDraft.Difference d = mine.differenceFrom(theirs);
    assertThat(d.added()).containsExactly("c.pdf");
    assertThat(d.removed()).containsExactly("b.pdf");
    assertThat(d.changed()).containsExactly("a.pdf");
  }
}
