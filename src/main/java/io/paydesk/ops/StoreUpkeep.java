package io.paydesk.ops;

import io.paydesk.store.Store;

/** Upkeep of the connection's store that the person starts from Settings. */
public final class StoreUpkeep {
  private final Store store;

  StoreUpkeep(Store store) {
    this.store = store;
  }

  /** The store's size on disk before and after a compaction; -1 where it cannot be told. */
  public record Compacted(long bytesBefore, long bytesAfter) {}

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
