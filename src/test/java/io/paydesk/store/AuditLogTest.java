package io.paydesk.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

@ParameterizedClass
@EnumSource(Backend.class)
class AuditLogTest {
  @Parameter Backend backend;
  @TempDir Path dir;
  Store store;
  AuditLog audit;

  @BeforeEach
  void open() {
    store = backend.open(dir);
    audit = store.audit();
    audit.record("payment.refund", "pay-1", "SUCCEEDED", "10.50 BRL");
    audit.record("payout.create", "po-1", "OUTCOME_UNKNOWN", "time-out after 60 s");
    audit.record(
        "subscription.pause", "sub-1", "FAILED", "INVALID_STATE, with \"quotes\", and commas");
  }

  @AfterEach
  void close() {
    store.close();
  }

  @Test
  void rowsRecordWhoWhenWhatAndChainToEachOther() {
    List<AuditEntry> rows = audit.list(null, null, 100);
    assertEquals(3, rows.size());
    assertEquals(System.getProperty("user.name"), rows.get(0).osUser());
    assertEquals(store.profile(), rows.get(0).profile());
    assertEquals(AuditLog.GENESIS, rows.get(0).prevHash());
    assertEquals(rows.get(0).hash(), rows.get(1).prevHash());
    assertEquals(rows.get(1).hash(), rows.get(2).prevHash());
    assertTrue(audit.verify().intact());
    assertEquals(3, audit.verify().rowsChecked());
  }

  @Test
  void anEditedRowBreaksTheChain() {
    store
        .db()
        .tx(
            c ->
                c.createStatement()
                    .executeUpdate("UPDATE audit_log SET result = 'SUCCEEDED' WHERE seq = 2"));
    AuditVerification v = audit.verify();
    assertFalse(v.intact());
    assertEquals(2L, v.firstBadSeq());
    assertEquals(AuditVerification.Problem.ROW_CHANGED, v.kind());
    assertTrue(v.problem().contains("changed"));
  }

  @Test
  void anEditedRowWithARecomputedHashStillBreaksTheNextLink() {
    AuditEntry second = audit.list(null, null, 100).get(1);
    AuditEntry forged =
        new AuditEntry(
            second.seq(),
            second.at(),
            second.osUser(),
            second.profile(),
            second.action(),
            second.targetId(),
            "SUCCEEDED",
            second.detail(),
            second.prevHash(),
            null);
    String forgedHash = AuditLog.hash(forged);
    store
        .db()
        .tx(
            c ->
                c.createStatement()
                    .executeUpdate(
                        "UPDATE audit_log SET result = 'SUCCEEDED', hash = '"
                            + forgedHash
                            + "' WHERE seq = 2"));
    AuditVerification v = audit.verify();
    assertFalse(v.intact());
    assertEquals(3L, v.firstBadSeq());
    assertEquals(AuditVerification.Problem.LINK_BROKEN, v.kind());
  }

  @Test
  void aDeletedRowIsNoticed() {
    store.db().tx(c -> c.createStatement().executeUpdate("DELETE FROM audit_log WHERE seq = 2"));
    AuditVerification v = audit.verify();
    assertFalse(v.intact());
    assertEquals(AuditVerification.Problem.ROW_MISSING, v.kind());
    assertEquals(2L, v.firstBadSeq());
    assertEquals(3L, v.otherSeq());
    assertTrue(v.problem().contains("missing"));
  }

  @Test
  void removingTheLastRowsIsCaughtByThisComputersAnchor() {
    store.db().tx(c -> c.createStatement().executeUpdate("DELETE FROM audit_log WHERE seq = 3"));
    AuditVerification v = audit.verify();
    assertFalse(v.intact());
    assertEquals(2, v.rowsChecked());
    assertEquals(AuditVerification.Problem.ROWS_REMOVED_FROM_END, v.kind());
    assertEquals(3L, v.firstBadSeq());
    assertEquals(2L, v.otherSeq());
    assertTrue(v.problem().contains("removed from the end"), v.problem());
  }

  @Test
  void aChainRecomputedFromAnEditedRowIsCaughtByThisComputersAnchor() {
    List<AuditEntry> rows = audit.list(null, null, 100);
    String prev = rows.get(0).hash();
    for (AuditEntry e : rows.subList(1, rows.size())) {
      AuditEntry forged =
          new AuditEntry(
              e.seq(),
              e.at(),
              e.osUser(),
              e.profile(),
              e.action(),
              e.targetId(),
              e.seq() == 2 ? "SUCCEEDED" : e.result(),
              e.detail(),
              prev,
              null);
      String hash = AuditLog.hash(forged);
      store
          .db()
          .tx(
              c -> {
                try (var ps =
                    c.prepareStatement(
                        "UPDATE audit_log SET result = ?, prev_hash = ?, hash = ? WHERE seq = ?")) {
                  ps.setString(1, forged.result());
                  ps.setString(2, forged.prevHash());
                  ps.setString(3, hash);
                  ps.setLong(4, forged.seq());
                  return ps.executeUpdate();
                }
              });
      prev = hash;
    }
    AuditVerification v = audit.verify();
    assertFalse(v.intact());
    assertEquals(3L, v.firstBadSeq());
    assertEquals(AuditVerification.Problem.LOG_REWRITTEN, v.kind());
    assertTrue(v.problem().contains("rewritten"), v.problem());
  }

  @Test
  void theAnchorFollowsTheLastRowThisComputerWrote() {
    AuditEntry last = audit.record("payment.capture", "pay-3", "SUCCEEDED", null);
    assertEquals(new AuditLog.Anchor(last.seq(), last.hash()), audit.readAnchor());
    assertTrue(audit.verify().intact());
  }

  @Test
  void exportWritesCsvThatReadsBackWithQuotesAndCommas() throws Exception {
    StringWriter out = new StringWriter();
    long n = audit.exportCsv(out, Instant.now().minusSeconds(3600), null);
    assertEquals(3, n);
    List<CSVRecord> records =
        CSVFormat.DEFAULT
            .builder()
            .setHeader()
            .setSkipHeaderRecord(true)
            .get()
            .parse(new StringReader(out.toString()))
            .getRecords();
    assertEquals(3, records.size());
    assertEquals("subscription.pause", records.get(2).get("action"));
    assertEquals("INVALID_STATE, with \"quotes\", and commas", records.get(2).get("detail"));
    assertEquals(audit.list(null, null, 10).get(2).hash(), records.get(2).get("hash"));
  }

  @Test
  void exportOfAnEmptyRangeWritesOnlyTheHeader() throws Exception {
    StringWriter out = new StringWriter();
    assertEquals(
        0,
        audit.exportCsv(
            out, Instant.parse("2000-01-01T00:00:00Z"), Instant.parse("2000-01-02T00:00:00Z")));
    assertTrue(out.toString().startsWith("seq,at,os_user"));
  }

  @Test
  void chainSurvivesReopeningTheStore() {
    store = backend.reopen(store, dir);
    audit = store.audit();
    audit.record("payment.cancel", "pay-2", "SUCCEEDED", null);
    assertTrue(audit.verify().intact());
    assertEquals(4, audit.verify().rowsChecked());
  }
}
