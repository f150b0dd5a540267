package io.paydesk.store;

import java.io.IOException;
import java.io.Writer;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The append-only audit log of mutating operations. Each row holds the SHA-256 of its own content
 * and of the previous row's hash, so an edited, inserted or removed row breaks the chain from that
 * point on ({@link #verify()}). There is no update or delete here by design.
 *
 * <p>A chain alone cannot show its last rows removed, nor a chain recomputed from an edited row on.
 * So each console also keeps, in a file beside its local key, the number and hash of the last row
 * it wrote (the anchor); {@link #verify()} checks that the log still holds that row unchanged.
 */
public final class AuditLog {
  static final String GENESIS = "0".repeat(64);
  private static final String COLUMNS =
      "seq, logged_at, os_user, profile, action, target_id, result, detail, prev_hash, hash,"
          + " person, amount, currency";

  private static final String[] CSV_HEADER = {
    "seq",
    "at",
    "os_user",
    "profile",
    "action",
    "target_id",
    "result",
    "detail",
    "prev_hash",
    "hash",
    "person",
    "amount",
    "currency"
  };

  private static final Logger LOG = LoggerFactory.getLogger(AuditLog.class);

  private final Db db;
  private final String osUser;
  private final String profile;
  private final Path anchorFile;

  /** The key of the anchor's MAC (derived from the store's master key), or null for none. */
  private final byte[] anchorKey;

  AuditLog(Db db, String osUser, String profile, Path anchorFile) {
    this(db, osUser, profile, anchorFile, null);
  }

  AuditLog(Db db, String osUser, String profile, Path anchorFile, byte[] anchorKey) {
    this.db = db;
    this.osUser = osUser;
    this.profile = profile;
    this.anchorFile = anchorFile;
    this.anchorKey = anchorKey;
  }

  /**
   * Appends a row for the current OS user and profile. {@code action} names the operation
   * ("payment.refund"), {@code result} its outcome ("SUCCEEDED", "FAILED", ...), {@code detail} a
   * short plain note: never put card data, document numbers or keys in it.
   */
  public AuditEntry record(String action, String targetId, String result, String detail) {
    return record(action, targetId, result, detail, null, null);
  }

  /**
   * As {@link #record(String, String, String, String)} for a money action, with its amount and
   * currency (kept to 6 decimals). On a team store the database stamps the person, the time and the
   * chain (its trigger), whatever this console sends.
   */
  public AuditEntry record(
      String action,
      String targetId,
      String result,
      String detail,
      BigDecimal amount,
      String currency) {
    if (action == null || action.isBlank() || result == null || result.isBlank()) {
      throw new IllegalArgumentException("An audit row needs an action and a result.");
    }
    String cleanDetail = detail == null ? null : IndexedPayment.cut(detail, 2000);
    for (int attempt = 0; ; attempt++) {
      try {
        BigDecimal scaled = amount == null ? null : amount.setScale(6, RoundingMode.HALF_EVEN);
        AuditEntry entry =
            db.txRaw(c -> append(c, action, targetId, result, cleanDetail, scaled, currency));
        saveAnchor(entry);
        return entry;
      } catch (SQLException e) {
        // Two writers of a shared store took the same sequence number: the loser tries again.
        if (attempt < 10 && Db.isKeyClash(e)) {
          continue;
        }
        throw Db.failure("write the audit log", e);
      }
    }
  }

  private AuditEntry append(
      Connection c,
      String action,
      String targetId,
      String result,
      String detail,
      BigDecimal amount,
      String currency)
      throws SQLException {
    long seq = 1;
    String prev = GENESIS;
    try (PreparedStatement ps =
        c.prepareStatement(
            "SELECT seq, hash FROM audit_log ORDER BY seq DESC FETCH FIRST 1 ROWS ONLY")) {
      try (ResultSet rs = ps.executeQuery()) {
        if (rs.next()) {
          seq = rs.getLong(1) + 1;
          prev = rs.getString(2);
        }
      }
    }
    // PostgreSQL keeps microseconds: hash what the database will give back.
    Instant at = Instant.now().truncatedTo(ChronoUnit.MICROS);
    AuditEntry unhashed =
        new AuditEntry(
            seq, at, osUser, profile, action, targetId, result, detail, prev, null, null, amount,
            currency);
    String hash = hash(unhashed);
    String insert =
        "INSERT INTO audit_log (" + COLUMNS + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?)";
    // A team store's trigger sets seq, time, person and chain: the row is read back as written.
    try (PreparedStatement ps =
        db.h2 ? c.prepareStatement(insert) : c.prepareStatement(insert + " RETURNING " + COLUMNS)) {
      ps.setLong(1, seq);
      ps.setObject(2, PaymentSearchSql.time(at));
      ps.setString(3, osUser);
      ps.setString(4, profile);
      ps.setString(5, action);
      ps.setString(6, targetId);
      ps.setString(7, result);
      ps.setString(8, detail);
      ps.setString(9, prev);
      ps.setString(10, hash);
      ps.setBigDecimal(11, amount);
      ps.setString(12, currency);
      if (!db.h2) {
        try (ResultSet rs = ps.executeQuery()) {
          rs.next();
          return entry(rs);
        }
      }
      ps.executeUpdate();
    }
    return new AuditEntry(
        seq, at, osUser, profile, action, targetId, result, detail, prev, hash, null, amount,
        currency);
  }

  /**
   * SHA-256 over the previous hash and every field, each length-prefixed (no ambiguity); person,
   * amount and currency only when one of them is set, so rows from before version 22 keep their
   * hashes. A team store's trigger (db/team/02_audit.sql) computes the same.
   */
  static String hash(AuditEntry e) {
    try {
      MessageDigest md = MessageDigest.getInstance("SHA-256");
      List<String> fields =
          new ArrayList<>(
              java.util.Arrays.asList(
                  e.prevHash(),
                  Long.toString(e.seq()),
                  Long.toString(e.at().getEpochSecond()) + "." + e.at().getNano(),
                  e.osUser(),
                  e.profile(),
                  e.action(),
                  e.targetId(),
                  e.result(),
                  e.detail()));
      if (e.person() != null || e.amount() != null || e.currency() != null) {
        fields.add(e.person());
        fields.add(e.amount() == null ? null : e.amount().toPlainString());
        fields.add(e.currency());
      }
      for (String field : fields) {
        if (field == null) {
          md.update("-1:".getBytes(StandardCharsets.UTF_8));
        } else {
          byte[] b = field.getBytes(StandardCharsets.UTF_8);
          md.update((b.length + ":").getBytes(StandardCharsets.UTF_8));
          md.update(b);
        }
      }
      return HexFormat.of().formatHex(md.digest());
    } catch (NoSuchAlgorithmException ex) {
      throw new IllegalStateException(ex);
    }
  }

  /** Re-computes the chain from the first row; reports the first row that does not match. */
  public AuditVerification verify() {
    return db.read(
        c -> {
          try (PreparedStatement ps = c.prepareStatement("SELECT * FROM audit_log ORDER BY seq")) {
            ps.setFetchSize(1000);
            Anchor anchor;
            try {
              anchor = readAnchor();
            } catch (StoreException e) {
              return AuditVerification.broken(
                  AuditVerification.Problem.ANCHOR_UNREADABLE, 0, null, null, e.getMessage());
            }
            String hashAtAnchor = null;
            long expectedSeq = 1;
            String prev = GENESIS;
            long n = 0;
            try (ResultSet rs = ps.executeQuery()) {
              while (rs.next()) {
                AuditEntry e = entry(rs);
                n++;
                if (e.seq() != expectedSeq) {
                  return AuditVerification.broken(
                      AuditVerification.Problem.ROW_MISSING,
                      n,
                      expectedSeq,
                      e.seq(),
                      "Row " + expectedSeq + " is missing before row " + e.seq() + ".");
                }
                if (!e.prevHash().equals(prev)) {
                  return AuditVerification.broken(
                      AuditVerification.Problem.LINK_BROKEN,
                      n,
                      e.seq(),
                      null,
                      "Row " + e.seq() + " does not link to the row before it.");
                }
                if (!hash(e).equals(e.hash())) {
                  return AuditVerification.broken(
                      AuditVerification.Problem.ROW_CHANGED,
                      n,
                      e.seq(),
                      null,
                      "Row " + e.seq() + " was changed after it was written.");
                }
                if (anchor != null && e.seq() == anchor.seq()) {
                  hashAtAnchor = e.hash();
                }
                prev = e.hash();
                expectedSeq++;
              }
            }
            if (anchor != null && hashAtAnchor == null) {
              return AuditVerification.broken(
                  AuditVerification.Problem.ROWS_REMOVED_FROM_END,
                  n,
                  anchor.seq(),
                  expectedSeq - 1,
                  "The log ends at row "
                      + (expectedSeq - 1)
                      + ", but this computer wrote row "
                      + anchor.seq()
                      + ": rows were removed from the end.");
            }
            if (anchor != null && !hashAtAnchor.equals(anchor.hash())) {
              return AuditVerification.broken(
                  AuditVerification.Problem.LOG_REWRITTEN,
                  n,
                  anchor.seq(),
                  null,
                  "Row "
                      + anchor.seq()
                      + " is not the row this computer wrote: the log was rewritten at or before"
                      + " it.");
            }
            return AuditVerification.ok(n);
          }
        });
  }

  /** The last row this console wrote, as kept in its anchor file. */
  record Anchor(long seq, String hash) {}

  /** The anchor, or null when this console has written no row (or no anchor file is kept). */
  Anchor readAnchor() {
    if (anchorFile == null || !Files.exists(anchorFile)) {
      return null;
    }
    try {
      String[] parts = Files.readString(anchorFile, StandardCharsets.US_ASCII).trim().split(" ");
      if (anchorKey != null
          && parts.length > 2
          && !parts[2].equals(anchorMac(parts[0] + " " + parts[1]))) {
        throw new StoreException("The audit anchor file " + anchorFile + " was altered.");
      }
      return new Anchor(Long.parseLong(parts[0]), parts[1]);
    } catch (IOException | RuntimeException e) {
      throw new StoreException("The audit anchor file " + anchorFile + " cannot be read.", e);
    }
  }

  private synchronized void saveAnchor(AuditEntry entry) {
    if (anchorFile == null) {
      return;
    }
    try {
      Anchor current = Files.exists(anchorFile) ? readAnchor() : null;
      if (current != null && current.seq() >= entry.seq()) {
        return;
      }
      Path tmp = anchorFile.resolveSibling(anchorFile.getFileName() + ".tmp");
      String line = entry.seq() + " " + entry.hash();
      if (anchorKey != null) {
        line += " " + anchorMac(line);
      }
      Files.writeString(tmp, line + "\n", StandardCharsets.US_ASCII);
      StoreFiles.restrict(tmp);
      Files.move(
          tmp, anchorFile, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException | StoreException e) {
      // The row is written; only this console's check of it is weaker until the next row.
      LOG.warn("Could not update the audit anchor file {}: {}", anchorFile, e.toString());
    }
  }

  /** HMAC-SHA256 of an anchor line, hex, so the anchor cannot be rewritten without the key. */
  private String anchorMac(String line) {
    try {
      javax.crypto.Mac mac = javax.crypto.Mac.getInstance("HmacSHA256");
      mac.init(new javax.crypto.spec.SecretKeySpec(anchorKey, "HmacSHA256"));
      return HexFormat.of().formatHex(mac.doFinal(line.getBytes(StandardCharsets.US_ASCII)));
    } catch (java.security.GeneralSecurityException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * What the audit view asks for: rows of one person (the login on a team store, the operating
   * system's user otherwise) and one action, logged in [from, before); any part may be null.
   */
  public record Filter(String person, String action, Instant from, Instant before) {
    public static final Filter ALL = new Filter(null, null, null, null);

    /** The WHERE clause (with its leading " WHERE", or "") and, after it, a seq bound. */
    String where(Long belowSeq) {
      List<String> parts = new ArrayList<>();
      if (person != null) {
        parts.add("COALESCE(person, os_user) = ?");
      }
      if (action != null) {
        parts.add("action = ?");
      }
      if (from != null) {
        parts.add("logged_at >= ?");
      }
      if (before != null) {
        parts.add("logged_at < ?");
      }
      if (belowSeq != null) {
        parts.add("seq < ?");
      }
      return parts.isEmpty() ? "" : " WHERE " + String.join(" AND ", parts);
    }

    int bind(PreparedStatement ps, Long belowSeq) throws SQLException {
      int i = 1;
      if (person != null) {
        ps.setString(i++, person);
      }
      if (action != null) {
        ps.setString(i++, action);
      }
      if (from != null) {
        ps.setObject(i++, PaymentSearchSql.time(from));
      }
      if (before != null) {
        ps.setObject(i++, PaymentSearchSql.time(before));
      }
      if (belowSeq != null) {
        ps.setLong(i++, belowSeq);
      }
      return i;
    }
  }

  /**
   * One page of the rows the filter keeps, newest first: {@code limit} rows logged before the row
   * numbered {@code belowSeq} (null: from the newest). The next page starts below the last seq.
   */
  public List<AuditEntry> search(Filter filter, Long belowSeq, int limit) {
    return db.read(
        c -> {
          try (PreparedStatement ps =
              c.prepareStatement(
                  "SELECT * FROM audit_log"
                      + filter.where(belowSeq)
                      + " ORDER BY seq DESC FETCH FIRST "
                      + Math.max(1, Math.min(limit, 1000))
                      + " ROWS ONLY")) {
            filter.bind(ps, belowSeq);
            List<AuditEntry> out = new ArrayList<>();
            try (ResultSet rs = ps.executeQuery()) {
              while (rs.next()) {
                out.add(entry(rs));
              }
            }
            return out;
          }
        });
  }

  /** Everyone who has a row (the login, or the operating system's user), in order. */
  public List<String> people() {
    return distinct("COALESCE(person, os_user)");
  }

  /** Every action that has a row, in order. */
  public List<String> actions() {
    return distinct("action");
  }

  private List<String> distinct(String column) {
    return db.read(
        c -> {
          try (PreparedStatement ps =
                  c.prepareStatement("SELECT DISTINCT " + column + " FROM audit_log ORDER BY 1");
              ResultSet rs = ps.executeQuery()) {
            List<String> out = new ArrayList<>();
            while (rs.next()) {
              if (rs.getString(1) != null) {
                out.add(rs.getString(1));
              }
            }
            return out;
          }
        });
  }

  /** Rows logged in [from, before), oldest first; either bound may be null. */
  public List<AuditEntry> list(Instant from, Instant before, int limit) {
    Filter range = new Filter(null, null, from, before);
    return db.read(
        c -> {
          try (PreparedStatement ps =
              c.prepareStatement(
                  "SELECT * FROM audit_log"
                      + range.where(null)
                      + " ORDER BY seq FETCH FIRST "
                      + Math.max(1, limit)
                      + " ROWS ONLY")) {
            range.bind(ps, null);
            List<AuditEntry> out = new ArrayList<>();
            try (ResultSet rs = ps.executeQuery()) {
              while (rs.next()) {
                out.add(entry(rs));
              }
            }
            return out;
          }
        });
  }

  /** Writes rows logged in [from, before) as CSV with a header row; returns how many. */
  public long exportCsv(Writer out, Instant from, Instant before) throws IOException {
    return exportCsv(out, new Filter(null, null, from, before));
  }

  /** Writes the rows the filter keeps, oldest first, as CSV with a header row; how many. */
  public long exportCsv(Writer out, Filter filter) throws IOException {
    try {
      return db.read(
          c -> {
            try (PreparedStatement ps =
                c.prepareStatement(
                    "SELECT * FROM audit_log" + filter.where(null) + " ORDER BY seq")) {
              ps.setFetchSize(1000);
              filter.bind(ps, null);
              long n = 0;
              CSVPrinter csv = CSVFormat.DEFAULT.builder().setHeader(CSV_HEADER).get().print(out);
              try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                  AuditEntry e = entry(rs);
                  csv.printRecord(
                      e.seq(),
                      e.at(),
                      e.osUser(),
                      e.profile(),
                      e.action(),
                      e.targetId(),
                      e.result(),
                      e.detail(),
                      e.prevHash(),
                      e.hash(),
                      e.person(),
                      e.amount() == null ? null : e.amount().toPlainString(),
                      e.currency());
                  n++;
                }
              }
              csv.flush();
              return n;
            } catch (IOException e) {
              throw new UncheckedIo(e);
            }
          });
    } catch (UncheckedIo e) {
      throw e.io;
    }
  }

  private static final class UncheckedIo extends RuntimeException {
    private static final long serialVersionUID = 1L;
    final transient IOException io;

    UncheckedIo(IOException io) {
      super(io);
      this.io = io;
    }
  }

  /**
   * A row read with {@code SELECT *} (table order: seq to hash, then person, amount, currency), or
   * with its ten first columns only: a store not yet at version 22, checked before an upgrade.
   */
  private static AuditEntry entry(ResultSet rs) throws SQLException {
    boolean v22 = rs.getMetaData().getColumnCount() >= 13;
    return new AuditEntry(
        rs.getLong(1),
        PaymentRepository.instant(rs, 2),
        rs.getString(3),
        rs.getString(4),
        rs.getString(5),
        rs.getString(6),
        rs.getString(7),
        rs.getString(8),
        rs.getString(9),
        rs.getString(10),
        v22 ? rs.getString(11) : null,
        v22 ? rs.getBigDecimal(12) : null,
        v22 ? rs.getString(13) : null);
  }
}
