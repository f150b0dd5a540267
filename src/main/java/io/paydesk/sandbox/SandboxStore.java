package io.paydesk.sandbox;

import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.PropertyAccessor;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Optional persistence to the sandbox's own H2 file. Demo data is rebuilt from the stored seed;
 * only what changed after seeding is written (a background writer, flushed on close), with the
 * simulated clock offset. Tables are the sandbox's own, not the console store's migrations.
 */
final class SandboxStore implements Sim.Store {
  private static final Logger LOG = LoggerFactory.getLogger(SandboxStore.class);
  private static final ObjectMapper STATE =
      SandboxJson.MAPPER
          .copy()
          .setVisibility(PropertyAccessor.ALL, JsonAutoDetect.Visibility.NONE)
          .setVisibility(PropertyAccessor.FIELD, JsonAutoDetect.Visibility.ANY)
          .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
          .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

  record Loaded(long seed, int demoPayments, Instant anchor, SandboxStore store) {}

  private final Connection conn;
  private final ConcurrentHashMap<String, Object> dirty = new ConcurrentHashMap<>();
  private final Thread writer;
  private volatile boolean running = true;
  private volatile long clockOffset;

  private SandboxStore(Connection conn, long clockOffset) {
    this.conn = conn;
    this.clockOffset = clockOffset;
    this.writer = new Thread(this::loop, "sandbox-store-writer");
    writer.setDaemon(true);
    writer.start();
  }

  static Loaded open(SandboxOptions o) {
    try {
      Connection c =
          o.filePassword() == null
              ? DriverManager.getConnection(
                  "jdbc:h2:file:" + o.persistFile().toAbsolutePath() + ";DB_CLOSE_ON_EXIT=FALSE",
                  "sandbox",
                  "")
              : DriverManager.getConnection(
                  "jdbc:h2:file:"
                      + o.persistFile().toAbsolutePath()
                      + ";CIPHER=AES;DB_CLOSE_ON_EXIT=FALSE",
                  "sandbox",
                  o.filePassword() + " ");
      try (Statement s = c.createStatement()) {
        s.execute(
            "CREATE TABLE IF NOT EXISTS sandbox_meta (k VARCHAR(40) PRIMARY KEY, v VARCHAR(200) NOT NULL)");
        s.execute(
            "CREATE TABLE IF NOT EXISTS sandbox_doc (kind VARCHAR(20) NOT NULL, id VARCHAR(160) NOT NULL,"
                + " body CLOB NOT NULL, PRIMARY KEY (kind, id))");
      }
      Map<String, String> meta = new java.util.HashMap<>();
      try (Statement s = c.createStatement();
          ResultSet rs = s.executeQuery("SELECT k, v FROM sandbox_meta")) {
        while (rs.next()) {
          meta.put(rs.getString(1), rs.getString(2));
        }
      }
      long seed;
      int count;
      Instant anchor;
      long offset;
      if (meta.containsKey("seed")) {
        seed = Long.parseLong(meta.get("seed"));
        count = Integer.parseInt(meta.get("demo_payments"));
        anchor = Instant.parse(meta.get("anchor"));
        offset = Long.parseLong(meta.getOrDefault("clock_offset_nanos", "0"));
      } else {
        seed = o.seed();
        count = o.demoPayments();
        anchor = DemoData.anchorFor(Instant.now());
        offset = 0;
        writeMeta(c, seed, count, anchor, 0);
      }
      return new Loaded(seed, count, anchor, new SandboxStore(c, offset));
    } catch (SQLException e) {
      throw new IllegalStateException(
          "sandbox store could not open " + o.persistFile() + ": " + e.getMessage(), e);
    }
  }

  private static void writeMeta(Connection c, long seed, int count, Instant anchor, long offset)
      throws SQLException {
    try (PreparedStatement ps =
        c.prepareStatement("MERGE INTO sandbox_meta (k, v) KEY (k) VALUES (?, ?)")) {
      String[][] rows = {
        {"seed", Long.toString(seed)},
        {"demo_payments", Integer.toString(count)},
        {"anchor", anchor.toString()},
        {"clock_offset_nanos", Long.toString(offset)}
      };
      for (String[] r : rows) {
        ps.setString(1, r[0]);
        ps.setString(2, r[1]);
        ps.addBatch();
      }
      ps.executeBatch();
    }
  }

  /** Applies what was stored over the freshly seeded demo data. */
  synchronized void restore(Sim sim, Instant anchor) {
    sim.clock.setOffsetNanos(clockOffset);
    try (Statement s = conn.createStatement();
        ResultSet rs = s.executeQuery("SELECT kind, id, body FROM sandbox_doc ORDER BY kind, id")) {
      List<String[]> methods = new ArrayList<>();
      while (rs.next()) {
        String kind = rs.getString(1);
        String id = rs.getString(2);
        String body = rs.getString(3);
        switch (kind) {
          case "payment" -> sim.payments.putOrReplace(STATE.readValue(body, Payment.class));
          case "customer" -> sim.customers.put((ObjectNode) SandboxJson.MAPPER.readTree(body));
          case "method" -> methods.add(new String[] {id, body});
          case "subscription" ->
              sim.subscriptions.put((ObjectNode) SandboxJson.MAPPER.readTree(body));
          case "payout" -> sim.payouts.put((ObjectNode) SandboxJson.MAPPER.readTree(body));
          case "entity" -> sim.entities.put((ObjectNode) SandboxJson.MAPPER.readTree(body));
          default -> LOG.warn("sandbox store: unknown kind {}", kind);
        }
      }
      for (String[] m : methods) {
        String customerId = m[0].substring(0, m[0].indexOf('/'));
        sim.customers.restoreMethod(customerId, (ObjectNode) SandboxJson.MAPPER.readTree(m[1]));
      }
    } catch (SQLException | IOException e) {
      throw new IllegalStateException("sandbox store could not be read: " + e.getMessage(), e);
    }
  }

  @Override
  public void payment(Payment p) {
    dirty.put("payment\u0000" + p.id, p);
  }

  @Override
  public void document(String kind, String id, ObjectNode node) {
    dirty.put(kind + '\u0000' + id, node);
  }

  @Override
  public void clock(long offsetNanos) {
    clockOffset = offsetNanos;
    dirty.put("meta\u0000clock", Boolean.TRUE);
  }

  synchronized void reset(long seed, int count, Instant anchor) {
    dirty.clear();
    clockOffset = 0;
    try (Statement s = conn.createStatement()) {
      s.execute("DELETE FROM sandbox_doc");
      s.execute("DELETE FROM sandbox_meta");
      writeMeta(conn, seed, count, anchor, 0);
    } catch (SQLException e) {
      throw new IllegalStateException("sandbox store could not be reset: " + e.getMessage(), e);
    }
  }

  private void loop() {
    while (running) {
      try {
        TimeUnit.MILLISECONDS.sleep(100);
      } catch (InterruptedException e) {
        return;
      }
      flush();
    }
  }

  /** Writes every pending change. */
  synchronized void flush() {
    if (dirty.isEmpty()) {
      return;
    }
    try (PreparedStatement ps =
        conn.prepareStatement(
            "MERGE INTO sandbox_doc (kind, id, body) KEY (kind, id) VALUES (?, ?, ?)")) {
      int n = 0;
      for (String key : new ArrayList<>(dirty.keySet())) {
        Object v = dirty.remove(key);
        if (v == null) {
          continue;
        }
        int sep = key.indexOf('\u0000');
        String kind = key.substring(0, sep);
        String id = key.substring(sep + 1);
        if (kind.equals("meta")) {
          try (PreparedStatement m =
              conn.prepareStatement(
                  "MERGE INTO sandbox_meta (k, v) KEY (k) VALUES ('clock_offset_nanos', ?)")) {
            m.setString(1, Long.toString(clockOffset));
            m.executeUpdate();
          }
          continue;
        }
        String body;
        if (v instanceof Payment p) {
          synchronized (p) {
            body = STATE.writeValueAsString(p.copy());
          }
        } else {
          synchronized (v) {
            body = SandboxJson.MAPPER.writeValueAsString(v);
          }
        }
        ps.setString(1, kind);
        ps.setString(2, id);
        ps.setString(3, body);
        ps.addBatch();
        if (++n % 500 == 0) {
          ps.executeBatch();
        }
      }
      ps.executeBatch();
    } catch (SQLException | IOException e) {
      LOG.warn("sandbox store: write failed: {}", e.getMessage());
    }
  }

  void close() {
    running = false;
    writer.interrupt();
    try {
      writer.join(5000);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    flush();
    try {
      conn.close();
    } catch (SQLException e) {
      throw new UncheckedIOException(new IOException(e.getMessage(), e));
    }
  }
}
