package io.paydesk.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Arrays;
import java.util.Random;
import org.h2.store.fs.encrypt.FileEncrypt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The JDK-AES file layer reads and writes exactly H2's CIPHER=AES format. */
class AesFilesTest {
  private static final String PASSWORD = "0123456789abcdef0123456789abcdef";
  private static final String SECRET = "Maria Fernanda Quintero";
  // Key bytes as H2 passes them to its file layer: each character after a zero byte.
  private static final byte[] KEY_BYTES = {0, 'k', 0, 'e', 0, 'y'};

  @TempDir Path dir;

  @Test
  void aStoreWrittenByH2sAesIsReadThroughTheLayerAndTheOtherWayRound() throws Exception {
    Path h2Base = dir.resolve("by-h2");
    try (Connection c = h2Aes(h2Base)) {
      fill(c, 0);
    }
    try (Connection c = layer(h2Base, PASSWORD)) {
      assertThat(rows(c)).isEqualTo(300);
      fill(c, 300); // and it keeps writing in the same file
    }
    try (Connection c = h2Aes(h2Base)) {
      assertThat(rows(c)).isEqualTo(600);
      assertThat(name(c, 599)).isEqualTo(SECRET + " 599");
    }

    Path ourBase = dir.resolve("by-layer");
    try (Connection c = layer(ourBase, PASSWORD)) {
      fill(c, 0);
      try (Statement st = c.createStatement()) {
        st.execute("SHUTDOWN COMPACT"); // H2's compaction copy goes through the layer too
      }
    }
    Path mvDb = Path.of(ourBase + ".mv.db");
    assertThat(StoreEncryption.isEncrypted(mvDb)).isTrue();
    assertThat(new String(Files.readAllBytes(mvDb), StandardCharsets.ISO_8859_1))
        .doesNotContain("Maria")
        .doesNotContain(PASSWORD);
    try (Connection c = h2Aes(ourBase)) {
      assertThat(rows(c)).isEqualTo(300);
      assertThat(name(c, 7)).isEqualTo(SECRET + " 7");
    }
  }

  @Test
  void theSameFileWithTheSameKeyOpensAgainWhileItIsOpen() throws Exception {
    Path base = dir.resolve("twice");
    try (Connection first = layer(base, PASSWORD);
        Connection second = layer(base, PASSWORD)) {
      fill(first, 0);
      assertThat(rows(second)).isEqualTo(300);
    }
  }

  @Test
  void theKeyCheckTellsTheRightPasswordFromAWrongOneAndAWrongOneChangesNothing() throws Exception {
    Path base = dir.resolve("s");
    try (Connection c = layer(base, PASSWORD)) {
      fill(c, 0);
    }
    Path mvDb = Path.of(base + ".mv.db");
    byte[] before = Files.readAllBytes(mvDb);
    assertThat(AesFiles.keyOpens(mvDb, PASSWORD.toCharArray())).isTrue();
    assertThat(AesFiles.keyOpens(mvDb, "fedcba9876543210fedcba9876543210".toCharArray())).isFalse();
    assertThatThrownBy(() -> layer(base, "fedcba9876543210fedcba9876543210"))
        .isInstanceOf(SQLException.class)
        .satisfies(e -> assertThat(e.getMessage()).doesNotContain("fedcba98"));
    assertThat(Files.readAllBytes(mvDb)).isEqualTo(before);
  }

  @Test
  void unalignedWritesReadsAndTruncationsMatchAPlainCopyAndH2sOwnReader() throws Exception {
    byte[] password = KEY_BYTES.clone();
    Path file = dir.resolve("random.bin");
    Random random = new Random(42);
    byte[] expected = new byte[0];
    try (FileChannel base = created(file);
        AesFileChannel ours = new AesFileChannel("random", password, base)) {
      for (int step = 0; step < 400; step++) {
        int op = random.nextInt(10);
        long size = ours.size();
        assertThat(size).isEqualTo(expected.length);
        if (op == 0 && size > 0) {
          int cut = random.nextInt((int) size);
          ours.truncate(cut);
          expected = Arrays.copyOf(expected, cut);
        } else if (op < 4 && size > 0) {
          int pos = random.nextInt((int) size);
          int len = 1 + random.nextInt(3 * AesFileChannel.BLOCK);
          ByteBuffer got = ByteBuffer.allocate(len);
          int n = ours.read(got, pos);
          int want = (int) Math.min(len, size - pos);
          assertThat(n).isEqualTo(want);
          assertThat(Arrays.copyOf(got.array(), n))
              .isEqualTo(Arrays.copyOfRange(expected, pos, pos + want));
        } else {
          int pos = random.nextInt((int) size + 2 * AesFileChannel.BLOCK);
          boolean aligned = random.nextBoolean();
          if (aligned) {
            pos &= ~(AesFileChannel.BLOCK - 1);
          }
          int len =
              aligned
                  ? AesFileChannel.BLOCK * (1 + random.nextInt(20))
                  : 1 + random.nextInt(3 * AesFileChannel.BLOCK);
          byte[] bytes = new byte[len];
          random.nextBytes(bytes);
          ours.write(ByteBuffer.wrap(bytes), pos);
          if (pos + len > expected.length) {
            expected = Arrays.copyOf(expected, pos + len);
          }
          System.arraycopy(bytes, 0, expected, pos, len);
        }
      }
    }
    assertThat(AesFileChannel.plainSize(Files.size(file))).isEqualTo(expected.length);
    try (FileChannel base = FileChannel.open(file, StandardOpenOption.READ);
        AesFileChannel ours = new AesFileChannel("again", password, base)) {
      assertThat(readAll(ours)).isEqualTo(expected);
    }
    try (FileChannel base = FileChannel.open(file, StandardOpenOption.READ);
        FileEncrypt h2 = new FileEncrypt("h2", password.clone(), base)) {
      assertThat(readAll(h2)).isEqualTo(expected);
    }
  }

  @Test
  void aFileWrittenByH2sChannelReadsTheSameThroughOurs() throws Exception {
    byte[] password = KEY_BYTES.clone();
    Path file = dir.resolve("h2.bin");
    byte[] content = new byte[10 * AesFileChannel.BLOCK];
    new Random(7).nextBytes(content);
    try (FileChannel base = created(file);
        FileEncrypt h2 = new FileEncrypt("h2", password.clone(), base)) {
      h2.write(ByteBuffer.wrap(content), 0);
    }
    try (FileChannel base = FileChannel.open(file, StandardOpenOption.READ);
        AesFileChannel ours = new AesFileChannel("ours", password, base)) {
      assertThat(readAll(ours)).isEqualTo(content);
    }
  }

  private static FileChannel created(Path file) throws Exception {
    return FileChannel.open(
        file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
  }

  private static byte[] readAll(FileChannel channel) throws Exception {
    ByteBuffer all = ByteBuffer.allocate((int) channel.size());
    while (all.hasRemaining() && channel.read(all, all.position()) > 0) {
      // reads until full
    }
    return all.array();
  }

  private static Connection h2Aes(Path base) throws SQLException {
    return DriverManager.getConnection("jdbc:h2:file:" + base + ";CIPHER=AES", "", PASSWORD + " ");
  }

  private static Connection layer(Path base, String password) throws SQLException {
    return DriverManager.getConnection(
        "jdbc:h2:file:" + AesFiles.jdbcPath(base, password.toCharArray()), "", "");
  }

  private static void fill(Connection c, int from) throws SQLException {
    try (Statement st = c.createStatement()) {
      st.execute("CREATE TABLE IF NOT EXISTS t (id INT PRIMARY KEY, name VARCHAR, body CLOB)");
    }
    try (PreparedStatement ps = c.prepareStatement("INSERT INTO t VALUES (?, ?, ?)")) {
      for (int i = from; i < from + 300; i++) {
        ps.setInt(1, i);
        ps.setString(2, SECRET + " " + i);
        ps.setString(3, (SECRET + " ").repeat(i % 50 == 0 ? 2000 : 3));
        ps.addBatch();
      }
      ps.executeBatch();
    }
  }

  private static int rows(Connection c) throws SQLException {
    try (Statement st = c.createStatement();
        ResultSet rs = st.executeQuery("SELECT COUNT(*), SUM(LENGTH(body)) FROM t")) {
      rs.next();
      return rs.getInt(1);
    }
  }

  private static String name(Connection c, int id) throws SQLException {
    try (PreparedStatement ps = c.prepareStatement("SELECT name FROM t WHERE id = ?")) {
      ps.setInt(1, id);
      try (ResultSet rs = ps.executeQuery()) {
        rs.next();
        return rs.getString(1);
      }
    }
  }
}
