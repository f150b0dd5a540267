package io.paydesk.inbox;

import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

/** What the inbox received since it started: stored, duplicates, and refusals by reason. */
public final class InboxCounts {
  private final LongAdder stored = new LongAdder();
  private final LongAdder duplicates = new LongAdder();
  private final Map<String, LongAdder> refused = new ConcurrentHashMap<>();

  void stored() {
    stored.increment();
  }

  void duplicate() {
    duplicates.increment();
  }

  void refused(String reason) {
    refused.computeIfAbsent(reason, r -> new LongAdder()).increment();
  }

  public long storedCount() {
    return stored.sum();
  }

  public long duplicateCount() {
    return duplicates.sum();
  }

  /** Refusals by reason (e.g. "signature missing", "too large"). */
  public Map<String, Long> refusedByReason() {
    Map<String, Long> out = new TreeMap<>();
    refused.forEach((k, v) -> out.put(k, v.sum()));
    return out;
  }

  public long refusedCount() {
    return refused.values().stream().mapToLong(LongAdder::sum).sum();
  }
}
