package io.paydesk.ops;

import io.paydesk.store.AuditVerification;
import io.paydesk.store.PaymentQuery;
import io.paydesk.store.Store;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Upkeep of the connection's store that the person starts from Settings. */
public final class StoreUpkeep {
  private static final PaymentQuery ALL = PaymentQuery.builder().build();

  private final Store store;

  StoreUpkeep(Store store) {
    this.store = store;
  }

  /** Where the store is, how many payments it holds and its size on disk (-1 when unknown). */
  public record Facts(String location, long payments, long bytes) {}

  /** The store's size on disk before and after a compaction; -1 where it cannot be told. */
  public record Compacted(long bytesBefore, long bytesAfter) {}

  /** Where the store is and what it holds. Reads only; call off the FX thread. */
  public Facts facts() {
    return new Facts(store.location(), store.payments().count(ALL), store.sizeBytes());
  }

  /** Re-computes the audit log's hash chain. Reads only; call off the FX thread. */
  public AuditVerification verifyAudit() {
    return store.audit().verify();
  }

  /** Writes the whole audit log to a CSV file; returns how many rows were written. */
  public long exportAudit(Path file) throws IOException {
    try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      return store.audit().exportCsv(out, null, null);
    }
  }

  /**
   * Gives the store's free space back (see {@link Store#compact()}): searches and operations wait
   * meanwhile. Slow: call off the FX thread.
   */
  public Compacted compact() {
    long before = store.sizeBytes();
    store.compact();
    return new Compacted(before, store.sizeBytes());
  }
}
