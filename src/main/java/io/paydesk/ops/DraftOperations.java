package io.paydesk.ops;

import io.paydesk.store.Draft;
import io.paydesk.store.Store;
import java.util.Optional;

/**
 * The forms' drafts (one per kind and key, encrypted in the store): saved each time a field is
 * left, read back when the form opens, dropped when it starts afresh. A dispute's evidence draft is
 * {@link DisputeOperations}' own, not a form's.
 */
public final class DraftOperations {
  private final Store store;

  DraftOperations(Store store) {
    this.store = store;
  }

  /** Saves a form's draft (the form's own JSON, with no secret in it), replacing the last one. */
  public void save(String kind, String key, String content) {
    store.drafts().save(formKind(kind), key, content);
  }

  /** The form's draft, when there is one. */
  public Optional<String> load(String kind, String key) {
    return store.drafts().load(formKind(kind), key).map(Draft::content);
  }

  /** Drops the form's draft; nothing when there is none. */
  public void delete(String kind, String key) {
    store.drafts().delete(formKind(kind), key);
  }

  private static String formKind(String kind) {
    if (kind == null || kind.isBlank() || kind.equals(DisputeOperations.DRAFT_KIND)) {
      throw new IllegalArgumentException("Not a form's draft kind: " + kind);
    }
    return kind;
  }
}
