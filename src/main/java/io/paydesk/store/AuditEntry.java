package io.paydesk.store;

import java.time.Instant;

/** One audit row: who (OS user and profile), when, what, on which id, with what result. */
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
    String hash) {}
