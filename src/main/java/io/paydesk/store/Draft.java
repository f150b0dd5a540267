package io.paydesk.store;

import java.time.Instant;

/** A saved form: {@code kind} names the form ("payout", "evidence"), {@code key} the instance. */
public record Draft(String kind, String key, String content, Instant savedAt) {
  @Override
  public String toString() {
    return "Draft[" + kind + "/" + key + " saved " + savedAt + "]";
  }
}
