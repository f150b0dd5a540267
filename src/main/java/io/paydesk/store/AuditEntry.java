package io.paydesk.store;

import java.math.BigDecimal;
import java.time.Instant;

/**
 * One audit row: who (OS user and profile; on a team store the person signed in, stamped by the
 * database), when, what, on which id, with what result, and the amount of a money action.
 */
public record AuditEntry(
    long seq,
    Instant at,
    String osUser,
    String profile,
    String action,
    String targetId,
    String result,
    String detail,
    String prevHash,
    String hash,
    String person,
    BigDecimal amount,
    String currency) {

  /** A row with no person, amount or currency (an H2 store's, or written before version 22). */
  public AuditEntry(
      long seq,
      Instant at,
      String osUser,
      String profile,
      String action,
      String targetId,
      String result,
      String detail,
      String prevHash,
      String hash) {
    this(
        seq, at, osUser, profile, action, targetId, result, detail, prevHash, hash, null, null,
        null);
  }
}
