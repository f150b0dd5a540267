package io.paydesk.store;

import java.time.Instant;

/**
 * A saved form: {@code kind} names the form ("payout", "evidence"), {@code key} the instance.
 *
 * @param version moves by one at each save (0: no draft is stored, e.g. someone deleted it)
 * @param savedBy who saved this version (the login on a team store), null when unknown
 */
public record Draft(
    String kind, String key, String content, Instant savedAt, long version, String savedBy) {
  @Override
  public String toString() {
    return "Draft[" + kind + "/" + key + " v" + version + " saved " + savedAt + " by " + savedBy
        + "]";
  }
}
