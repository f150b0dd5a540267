package io.paydesk.ops;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.paydesk.store.Store;
import io.paydesk.store.Stores;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The forms' drafts, saved, read back and dropped through ops. */
class DraftOperationsTest {
  @TempDir Path dir;
  private Store store;
  private DraftOperations drafts;

  @BeforeEach
  void open() {
    store = Stores.openH2(dir.resolve("store"));
    drafts = new DraftOperations(store);
  }

  @AfterEach
  void close() {
    store.close();
  }

  @Test
  void aSavedDraftComesBackAsSavedAndTheLastSaveWins() {
    assertThat(drafts.load("payout", "form")).isEmpty();
    drafts.save("payout", "form", "{\"amount\":\"1\"}");
    drafts.save("payout", "form", "{\"amount\":\"150.25\"}");
    drafts.save("entity", "form", "{\"name\":\"Ana\"}");
    assertThat(drafts.load("payout", "form")).contains("{\"amount\":\"150.25\"}");
    assertThat(drafts.load("entity", "form")).contains("{\"name\":\"Ana\"}");
    // Encrypted in the store, as every draft.
    assertThat(store.drafts().load("payout", "form")).isPresent();
  }

  @Test
  void aDroppedDraftIsGoneAndDroppingNoneIsNothing() {
    drafts.save("payout", "form", "{}");
    drafts.delete("payout", "form");
    drafts.delete("payout", "form");
    assertThat(drafts.load("payout", "form")).isEmpty();
  }

  @Test
  void aDisputesEvidenceDraftIsNotAFormsToTouch() {
    assertThatThrownBy(() -> drafts.save(DisputeOperations.DRAFT_KIND, "pay-1", "{}"))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> drafts.delete(DisputeOperations.DRAFT_KIND, "pay-1"))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
