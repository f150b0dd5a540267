package io.paydesk.ops;

import io.paydesk.store.AuditEntry;
import io.paydesk.store.AuditLog;
import io.paydesk.store.Store;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * What the audit view reads: who did what and when (on a team store, each person's login), filtered
 * by person, action and dates, newest first, and the same rows written as CSV. Reads only; call off
 * the FX thread.
 */
public final class AuditTrail {
  /** Rows a page shows at most. */
  public static final int PAGE = 200;

  private final Store store;

  AuditTrail(Store store) {
    this.store = store;
  }

  /** The next page: rows the filter keeps logged before row {@code belowSeq} (null: newest). */
  public List<AuditEntry> page(AuditLog.Filter filter, Long belowSeq) {
    return store.audit().search(filter, belowSeq, PAGE);
  }

  /** Everyone who has a row, for the person filter. */
  public List<String> people() {
    return store.audit().people();
  }

  /** Every action that has a row, for the action filter. */
  public List<String> actions() {
    return store.audit().actions();
  }

  /**
   * Writes the rows the filter keeps, oldest first, in the audit's own columns (its hashes
   * included, so a copy can be checked against the chain); answers how many.
   */
  public long export(AuditLog.Filter filter, Path file) throws IOException {
    try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      return store.audit().exportCsv(out, filter);
    }
  }
}
