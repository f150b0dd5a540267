package io.paydesk.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * The payment ids an H2 store may hold, kept in memory by its writer: since version 20 the id index
 * is keyed by period first, so asking for one id costs a seek in every period, and a load of new
 * payments would pay it for each. An id not in this set is certainly not stored; one in it (stored,
 * or one of about 2^-64 hash collisions) is looked up. 64-bit hashes in an open-addressing table:
 * 16 bytes a payment at most, filled on the first write from the id index and then from the rows
 * past the newest seq seen, so rows written by another connection are caught up too (payments are
 * never deleted, and new ones always get seqs past the newest).
 */
final class StoredIds {
  private long[] slots = new long[1024];
  private int size;

  /** Every row up to this seq is in the set; -1 before the first fill. */
  private long known = -1;

  /**
   * Brings the set up to the rows the connection sees. A row inserted by a transaction not yet
   * committed is not seen; the seq key makes such a writer and this one clash, and the loser reads
   * again.
   */
  synchronized void catchUp(Connection c) throws SQLException {
    long newest = newestSeq(c);
    if (newest < known) {
      // Not expected (payments are never deleted): start again rather than miss a row.
      slots = new long[1024];
      size = 0;
      known = -1;
    }
    if (newest == known) {
      return;
    }
    // The first fill reads the id index alone (rows committed meanwhile may come too: harmless).
    String sql =
        known < 0
            ? "SELECT id FROM payments"
            : "SELECT id FROM payments WHERE seq > ? AND seq <= ?";
    try (PreparedStatement ps = c.prepareStatement(sql)) {
      if (known >= 0) {
        ps.setLong(1, known);
        ps.setLong(2, newest);
      }
      try (ResultSet rs = ps.executeQuery()) {
        while (rs.next()) {
          add(rs.getString(1));
        }
      }
    }
    known = newest;
  }

  /** Whether the id may be stored; false means it certainly is not (after {@link #catchUp}). */
  synchronized boolean mayHold(String id) {
    long h = hash(id);
    int mask = slots.length - 1;
    for (int i = (int) h & mask; slots[i] != 0; i = (i + 1) & mask) {
      if (slots[i] == h) {
        return true;
      }
    }
    return false;
  }

  synchronized int size() {
    return size;
  }

  private void add(String id) {
    if ((size + 1) * 2 > slots.length) {
      long[] old = slots;
      slots = new long[old.length * 2];
      size = 0;
      for (long h : old) {
        if (h != 0) {
          put(h);
        }
      }
    }
    put(hash(id));
  }

  private void put(long h) {
    int mask = slots.length - 1;
    int i = (int) h & mask;
    while (slots[i] != 0) {
      if (slots[i] == h) {
        return;
      }
      i = (i + 1) & mask;
    }
    slots[i] = h;
    size++;
  }

  private static long newestSeq(Connection c) throws SQLException {
    try (PreparedStatement ps = c.prepareStatement("SELECT MAX(seq) FROM payments");
        ResultSet rs = ps.executeQuery()) {
      rs.next();
      return rs.getLong(1);
    }
  }

  /** A 64-bit hash of the id (FNV-1a, then mixed); never 0, which marks an empty slot. */
  static long hash(String id) {
    long h = 0xcbf29ce484222325L;
    for (int i = 0; i < id.length(); i++) {
      h ^= id.charAt(i);
      h *= 0x100000001b3L;
    }
    h ^= h >>> 33;
    h *= 0xff51afd7ed558ccdL;
    h ^= h >>> 33;
    return h == 0 ? 1 : h;
  }
}
