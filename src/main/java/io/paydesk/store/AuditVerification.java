package io.paydesk.store;

/**
 * The outcome of checking the audit hash chain. When {@code intact} is false, {@code firstBadSeq}
 * is the first row whose content or link does not match, and {@code problem} says how.
 */
public record AuditVerification(
    boolean intact, long rowsChecked, Long firstBadSeq, String problem) {
  static AuditVerification ok(long rows) {
    return new AuditVerification(true, rows, null, null);
  }
}
