package io.paydesk.store;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * Form drafts, so nothing typed is lost when a window closes or the app dies. Drafts belong to the
 * user who saved them and are encrypted (AES-GCM) with a key derived from the store's master key (a
 * plain store's local key file), because a payout form holds a beneficiary's document number. Card
 * numbers and security codes in a JSON draft are removed before saving: they are never stored, even
 * encrypted.
 */
public final class Drafts {
  private static final int IV_BYTES = 12;
  private static final int TAG_BITS = 128;

  private final Db db;
  private final String owner;
  private final String person;
  private final SecretKeySpec key;
  private final SecureRandom random = new SecureRandom();

  /**
   * @param owner whose drafts these are: a console's own, or the team's shared ones
   * @param person who saves (on a team store the database stamps the login instead)
   */
  Drafts(Db db, String owner, String person, byte[] localKey) {
    this.db = db;
    this.owner = owner;
    this.person = person;
    this.key = new SecretKeySpec(localKey, "AES");
  }

  /**
   * Saves a draft only one writer changes (a person's own form on this console), over whatever
   * version is stored: it still names that version in its update, so a save racing another is told
   * and tried again rather than lost.
   */
  public Draft save(String kind, String draftKey, String content) {
    for (int attempt = 0; ; attempt++) {
      long stored = load(kind, draftKey).map(Draft::version).orElse(0L);
      try {
        return save(kind, draftKey, content, stored);
      } catch (DraftConflictException raced) {
        if (attempt >= 3) {
          throw raced;
        }
      }
    }
  }

  /**
   * Saves a draft over the version this person last read ({@code expected}; 0 for a draft they
   * believe new). The update says {@code WHERE version = ?}: when someone saved in between, nothing
   * is written and the answer is a {@link DraftConflictException} holding what is stored now, who
   * saved it and when. Content that is a JSON object loses any card data first.
   *
   * @return the draft as saved, with its new version
   */
  public Draft save(String kind, String draftKey, String content, long expected) {
    check(kind, draftKey);
    String clean = withoutCardData(content == null ? "" : content);
    Instant now = Instant.now().truncatedTo(java.time.temporal.ChronoUnit.MICROS); // as stored
    String sealed = encrypt(clean);
    long saved =
        txOr(
            c -> {
              if (expected > 0) {
                try (PreparedStatement ps =
                    c.prepareStatement(
                        "UPDATE drafts SET content = ?, saved_at = ?, version = ?, saved_by = ?"
                            + " WHERE owner = ? AND kind = ? AND draft_key = ? AND version = ?")) {
                  ps.setString(1, sealed);
                  ps.setObject(2, PaymentSearchSql.time(now));
                  ps.setLong(3, expected + 1);
                  ps.setString(4, person);
                  ps.setString(5, owner);
                  ps.setString(6, kind);
                  ps.setString(7, draftKey);
                  ps.setLong(8, expected);
                  return ps.executeUpdate() == 1 ? expected + 1 : -1L;
                }
              }
              try (PreparedStatement ps =
                  c.prepareStatement(
                      "INSERT INTO drafts (owner, kind, draft_key, content, saved_at, version,"
                          + " saved_by) SELECT ?, ?, ?, ?, ?, 1, ? WHERE NOT EXISTS (SELECT 1 FROM"
                          + " drafts WHERE owner = ? AND kind = ? AND draft_key = ?)")) {
                ps.setString(1, owner);
                ps.setString(2, kind);
                ps.setString(3, draftKey);
                ps.setString(4, sealed);
                ps.setObject(5, PaymentSearchSql.time(now));
                ps.setString(6, person);
                ps.setString(7, owner);
                ps.setString(8, kind);
                ps.setString(9, draftKey);
                return ps.executeUpdate() == 1 ? 1L : -1L;
              }
            },
            -1L); // inserted by someone else at the same moment
    if (saved < 0) {
      Draft current =
          load(kind, draftKey)
              .orElseGet(() -> new Draft(kind, draftKey, null, null, 0, null)); // deleted
      throw new DraftConflictException(current);
    }
    Draft out = new Draft(kind, draftKey, clean, now, saved, person);
    return out;
  }

  public Optional<Draft> load(String kind, String draftKey) {
    check(kind, draftKey);
    return db.read(
        c -> {
          try (PreparedStatement ps =
              c.prepareStatement(
                  "SELECT content, saved_at, version, saved_by FROM drafts WHERE owner = ? AND"
                      + " kind = ? AND draft_key = ?")) {
            ps.setString(1, owner);
            ps.setString(2, kind);
            ps.setString(3, draftKey);
            try (ResultSet rs = ps.executeQuery()) {
              if (!rs.next()) {
                return Optional.empty();
              }
              return Optional.of(
                  new Draft(
                      kind,
                      draftKey,
                      decrypt(rs.getString(1)),
                      PaymentRepository.instant(rs, 2),
                      rs.getLong(3),
                      rs.getString(4)));
            }
          }
        });
  }

  /** Runs {@code work} in a transaction; {@code clash} when it broke a unique key. */
  private long txOr(Db.Work<Long> work, long clash) {
    try {
      return db.txRaw(work);
    } catch (SQLException e) {
      if (Db.isKeyClash(e)) {
        return clash;
      }
      throw Db.failure("save a draft", e);
    }
  }

  /** Removes a draft (after the form was sent or discarded). True if there was one. */
  public boolean delete(String kind, String draftKey) {
    check(kind, draftKey);
    return db.tx(
        c -> {
          try (PreparedStatement ps =
              c.prepareStatement(
                  "DELETE FROM drafts WHERE owner = ? AND kind = ? AND draft_key = ?")) {
            ps.setString(1, owner);
            ps.setString(2, kind);
            ps.setString(3, draftKey);
            return ps.executeUpdate() > 0;
          }
        });
  }

  /** This user's drafts of one kind (all kinds when null), newest first. */
  public List<Draft> list(String kind) {
    return db.read(
        c -> {
          String sql =
              "SELECT kind, draft_key, content, saved_at, version, saved_by FROM drafts WHERE"
                  + " owner = ?"
                  + (kind == null ? "" : " AND kind = ?")
                  + " ORDER BY saved_at DESC";
          try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setString(1, owner);
            if (kind != null) {
              ps.setString(2, kind);
            }
            List<Draft> out = new ArrayList<>();
            try (ResultSet rs = ps.executeQuery()) {
              while (rs.next()) {
                out.add(
                    new Draft(
                        rs.getString(1),
                        rs.getString(2),
                        decrypt(rs.getString(3)),
                        PaymentRepository.instant(rs, 4),
                        rs.getLong(5),
                        rs.getString(6)));
              }
            }
            return out;
          }
        });
  }

  private static void check(String kind, String draftKey) {
    if (kind == null || kind.isBlank() || kind.length() > 60) {
      throw new IllegalArgumentException("A draft kind is 1 to 60 characters.");
    }
    if (draftKey == null || draftKey.isBlank() || draftKey.length() > 200) {
      throw new IllegalArgumentException("A draft key is 1 to 200 characters.");
    }
  }

  private static String withoutCardData(String content) {
    String t = content.trim();
    if (!t.startsWith("{")) {
      return content;
    }
    JsonNode node;
    try {
      node = JsonFields.parse(t);
    } catch (StoreException notJson) {
      return content;
    }
    return JsonFields.write(Sensitive.removeCardData(node));
  }

  /**
   * Encrypts every draft again, from the old local key file's key to the key derived from the
   * master key, in one transaction; a draft the old key cannot open is left as it is.
   */
  static void rekey(Db db, byte[] oldKey, byte[] newKey) {
    Drafts from = new Drafts(db, "", "", oldKey);
    Drafts to = new Drafts(db, "", "", newKey);
    db.tx(
        c -> {
          List<String[]> rows = new ArrayList<>();
          try (PreparedStatement ps =
                  c.prepareStatement("SELECT owner, kind, draft_key, content FROM drafts");
              ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
              rows.add(
                  new String[] {
                    rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4)
                  });
            }
          }
          try (PreparedStatement ps =
              c.prepareStatement(
                  "UPDATE drafts SET content = ? WHERE owner = ? AND kind = ? AND draft_key = ?")) {
            for (String[] r : rows) {
              String plain;
              try {
                plain = from.decrypt(r[3]);
              } catch (StoreException notThisKey) {
                continue;
              }
              ps.setString(1, to.encrypt(plain));
              ps.setString(2, r[0]);
              ps.setString(3, r[1]);
              ps.setString(4, r[2]);
              ps.addBatch();
            }
            ps.executeBatch();
          }
          return null;
        });
  }

  private String encrypt(String plain) {
    try {
      byte[] iv = new byte[IV_BYTES];
      random.nextBytes(iv);
      Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
      cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(TAG_BITS, iv));
      byte[] sealed = cipher.doFinal(plain.getBytes(StandardCharsets.UTF_8));
      return Base64.getEncoder()
          .encodeToString(
              ByteBuffer.allocate(iv.length + sealed.length).put(iv).put(sealed).array());
    } catch (GeneralSecurityException e) {
      throw new StoreException("Could not encrypt the draft.", e);
    }
  }

  private String decrypt(String stored) throws SQLException {
    try {
      byte[] all = Base64.getDecoder().decode(stored);
      Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
      cipher.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(TAG_BITS, all, 0, IV_BYTES));
      return new String(
          cipher.doFinal(all, IV_BYTES, all.length - IV_BYTES), StandardCharsets.UTF_8);
    } catch (GeneralSecurityException | IllegalArgumentException e) {
      throw new StoreException(
          "This draft cannot be opened with this computer's key (it was saved elsewhere, or the key"
              + " file changed).");
    }
  }
}
