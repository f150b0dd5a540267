package io.paydesk.store;

/**
 * The outcome of checking the audit hash chain. When {@code intact} is false, {@code firstBadSeq}
 * is the first row whose content or link does not match, {@code kind} says what is wrong (for a
 * screen to say it in the user's language, with {@code firstBadSeq} and {@code otherSeq}), and
 * {@code problem} says it in English.
 */
public record AuditVerification(
    boolean intact,
    long rowsChecked,
    Long firstBadSeq,
    Problem kind,
    Long otherSeq,
    String problem) {

  /** What is wrong with the chain. */
  public enum Problem {
    /** The anchor file beside the local key cannot be read. */
    ANCHOR_UNREADABLE,
    /** Row firstBadSeq is missing before row otherSeq. */
    ROW_MISSING,
    /** Row firstBadSeq does not link to the row before it. */
    LINK_BROKEN,
    /** Row firstBadSeq was changed after it was written. */
    ROW_CHANGED,
    /** The log ends at row otherSeq, but this computer wrote row firstBadSeq. */
    ROWS_REMOVED_FROM_END,
    /** Row firstBadSeq is not the row this computer wrote: the log was rewritten up to it. */
    LOG_REWRITTEN
  }

  static AuditVerification ok(long rows) {
    return new AuditVerification(true, rows, null, null, null, null);
  }

  static AuditVerification broken(
      Problem kind, long rows, Long firstBadSeq, Long otherSeq, String problem) {
    return new AuditVerification(false, rows, firstBadSeq, kind, otherSeq, problem);
  }
}
