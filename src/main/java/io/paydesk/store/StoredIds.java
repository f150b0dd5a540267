package io.paydesk.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * Where an H2 store holds each payment id, kept in memory by its writer: since version 20 the id
 * index is keyed by period first, so asking for one id costs a seek in every period (1.5 ms at a
 * million payments), and a load of new payments would pay it for each. An id not held here is
 * certainly not stored; for one held, the seq given is where it is unless two ids share a 64-bit
 * hash (about 2^-64 a pair), which the writer tells by reading the row's id. An open-addressing
 * table of (hash, seq): 32 to 64 bytes a payment, filled on the first write from the id index and
 * then from the rows past the newest seq seen, so rows written by another connection are caught up
 * too (payments are never deleted, and new ones always get seqs past the newest).
 */
final class StoredIds {
  private long[] hashes = new long[1024];
  private long[] seqs = new long[1024];
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
      hashes = new long[1024];
      seqs = new long[1024];
      size = 0;
      known = -1;
    }
    if (newest == known) {
      return;
    }
    // The first fill reads the id index alone (rows committed meanwhile may come too: harmless).
    String sql =
        known < 0
            ? "SELECT id, seq FROM payments"
            : "SELECT id, seq FROM payments WHERE seq > ? AND seq <= ?";
    try (PreparedStatement ps = c.prepareStatement(sql)) {
      if (known >= 0) {
        ps.setLong(1, known);
        ps.setLong(2, newest);
      }
      try (ResultSet rs = ps.executeQuery()) {
        while (rs.next()) {
          add(rs.getString(1), rs.getLong(2));
        }
      }
    }
    known = newest;
  }

  /**
   * The seq of the row that may hold the id, or -1 when the id is certainly not stored (after
   * {@link #catchUp}).
   */
  synchronized long seqOf(String id) {
    long h = hash(id);
    int mask = hashes.length - 1;
    for (int i = (int) h & mask; hashes[i] != 0; i = (i + 1) & mask) {
      if (hashes[i] == h) {
        return seqs[i];
      }
    }
    return -1;
  }

  synchronized int size() {
    return size;
  }

  private void add(String id, long seq) {
    if ((size + 1) * 2 > hashes.length) {
      long[] oldHashes = hashes;
      long[] oldSeqs = seqs;
      hashes = new long[oldHashes.length * 2];
      seqs = new long[oldHashes.length * 2];
      size = 0;
      for (int i = 0; i < oldHashes.length; i++) {
        if (oldHashes[i] != 0) {
          put(oldHashes[i], oldSeqs[i]);
        }
      }
    }
    put(hash(id), seq);
  }

  /** Keeps the first seq given for a hash: another id with the same hash is sought instead. */
  private void put(long h, long seq) {
    int mask = hashes.length - 1;
    int i = (int) h & mask;
    while (hashes[i] != 0) {
      if (hashes[i] == h) {
        return;
      }
      i = (i + 1) & mask;
    }
    hashes[i] = h;
    seqs[i] = seq;
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
