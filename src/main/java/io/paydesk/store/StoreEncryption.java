package io.paydesk.store;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Comparator;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * H2 file encryption (H2's CIPHER=AES format, see {@link AesFiles}) of a store file, and the
 * migration of a plain file made before it.
 *
 * <p>The migration never writes to the plain file: it copies it to a backup ({@code
 * name.mv.db.plain-backup}), writes an encrypted copy of the backup in a private work folder (its
 * bytes through {@link AesFiles}'s layer, as H2's ChangeFileEncryption copies them; no SQL), checks
 * the copy (every table's row count against the backup, then the caller's check such as the audit
 * chain), moves it over the plain file in one atomic rename and removes the backup and work folder.
 * Interrupted at any point before the rename, the plain file is as it was and the next open starts
 * again; after it, the next open removes what is left.
 */
public final class StoreEncryption {
  static final String SUFFIX = ".mv.db";
  static final String BACKUP = ".plain-backup";

  private StoreEncryption() {}

  /** Whether a file was written by H2 with file encryption (false for a plain or missing file). */
  public static boolean isEncrypted(Path mvDb) {
    return header(mvDb).startsWith("H2encrypt");
  }

  /** Whether a file is a plain (unencrypted) H2 file. */
  public static boolean isPlain(Path mvDb) {
    return header(mvDb).startsWith("H:2");
  }

  private static String header(Path mvDb) {
    if (!Files.isRegularFile(mvDb)) {
      return "";
    }
    try (InputStream in = Files.newInputStream(mvDb)) {
      return new String(in.readNBytes(16), StandardCharsets.ISO_8859_1);
    } catch (IOException e) {
      return "";
    }
  }

  /** The JDBC password of an encrypted H2 file: the file password, a space, the user password. */
  static String jdbcPassword(char[] filePassword, String userPassword) {
    return new String(filePassword) + " " + userPassword;
  }

  /**
   * Makes {@code mvDb} encrypted with {@code filePassword}: migrates it when plain, removes what an
   * earlier, interrupted migration left. A missing file is left missing (H2 creates it encrypted).
   *
   * @param check run on the encrypted copy's JDBC URL and password before it replaces the plain
   *     file; throws to keep the plain file
   */
  public static void prepare(
      Path mvDb,
      char[] filePassword,
      String user,
      String userPassword,
      Predicate<String> check,
      MigrationProgress progress) {
    Path backup = mvDb.resolveSibling(mvDb.getFileName() + BACKUP);
    Path work = workFolder(mvDb);
    try {
      deleteTree(work);
      if (!isPlain(mvDb)) {
        Files.deleteIfExists(backup); // left after a finished migration's rename
        return;
      }
      try {
        migrate(mvDb, backup, work, filePassword, user, userPassword, check, progress);
      } catch (IOException | RuntimeException e) {
        // The plain file was not written to: drop the copies, keep it as it was.
        if (isPlain(mvDb)) {
          deleteTree(work);
          Files.deleteIfExists(backup);
        }
        throw e;
      }
    } catch (IOException e) {
      throw new StoreException("Could not encrypt the store file " + mvDb + ".", e);
    }
  }

  private static Path workFolder(Path mvDb) {
    return mvDb.resolveSibling("." + mvDb.getFileName() + ".migrating");
  }

  private static void migrate(
      Path mvDb,
      Path backup,
      Path work,
      char[] filePassword,
      String user,
      String userPassword,
      Predicate<String> check,
      MigrationProgress progress)
      throws IOException {
    long size = Math.max(1, Files.size(mvDb));
    progress.update(MigrationProgress.Step.BACKUP, 0);
    copyPrivate(mvDb, backup, null, progress, MigrationProgress.Step.BACKUP, 0, 0.4, size);
    StoreFiles.ownerOnlyFolder(work);
    String name = mvDb.getFileName().toString();
    String dbName = name.substring(0, name.length() - SUFFIX.length());
    Path copy = work.resolve(name);
    progress.update(MigrationProgress.Step.ENCRYPT, 0.4);
    // The file's bytes as they are, written through the encrypting layer: what H2's
    // ChangeFileEncryption does, with the JDK's AES.
    copyPrivate(
        backup, copy, filePassword, progress, MigrationProgress.Step.ENCRYPT, 0.4, 0.8, size);
    progress.update(MigrationProgress.Step.VERIFY, 0.8);
    String encryptedUrl =
        "jdbc:h2:file:"
            + AesFiles.jdbcPath(work.resolve(dbName), filePassword)
            + ";DB_CLOSE_ON_EXIT=FALSE"
            + Stores.NO_TRACE_FILE;
    Map<String, Long> before = rowCounts(plainReadOnlyUrl(mvDb), user, userPassword);
    Map<String, Long> after = rowCounts(encryptedUrl, user, userPassword);
    if (!before.equals(after)) {
      throw new StoreException(
          "The encrypted copy of "
              + mvDb
              + " does not hold the same rows; the plain file is kept.");
    }
    if (!check.test(encryptedUrl)) {
      throw new StoreException(
          "The encrypted copy of " + mvDb + " did not pass its check; the plain file is kept.");
    }
    Files.move(copy, mvDb, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    deleteTree(work);
    Files.deleteIfExists(backup);
    progress.update(MigrationProgress.Step.DONE, 1);
  }

  /** The plain file opened read-only: counting its rows does not write to it. */
  static String plainReadOnlyUrl(Path mvDb) {
    String name = mvDb.toAbsolutePath().toString();
    String base = name.substring(0, name.length() - SUFFIX.length());
    return "jdbc:h2:file:"
        + base
        + ";ACCESS_MODE_DATA=r;DB_CLOSE_ON_EXIT=FALSE"
        + Stores.NO_TRACE_FILE;
  }

  /** Whether opening failed because the file password is not the file's. */
  static boolean isKeyError(SQLException e) {
    int code = e.getErrorCode();
    return code == org.h2.api.ErrorCode.FILE_ENCRYPTION_ERROR_1
        || code == org.h2.api.ErrorCode.WRONG_USER_OR_PASSWORD
        || code == org.h2.api.ErrorCode.FILE_CORRUPTED_1;
  }

  /**
   * Every table's row count (PUBLIC schema). A count only reads: H2 is told not to compact the file
   * when this connection closes it.
   */
  static Map<String, Long> rowCounts(String url, String user, String password) {
    Map<String, Long> counts = new TreeMap<>();
    String reading = url.contains("MAX_COMPACT_TIME") ? url : url + ";MAX_COMPACT_TIME=0";
    try (Connection c = DriverManager.getConnection(reading, user, password);
        Statement st = c.createStatement()) {
      try (ResultSet rs =
          st.executeQuery(
              "SELECT TABLE_NAME FROM INFORMATION_SCHEMA.TABLES WHERE TABLE_SCHEMA = 'PUBLIC'"
                  + " AND TABLE_TYPE = 'BASE TABLE'")) {
        while (rs.next()) {
          counts.put(rs.getString(1), 0L);
        }
      }
      for (String t : counts.keySet()) {
        try (ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM \"" + t + "\"")) {
          rs.next();
          counts.put(t, rs.getLong(1));
        }
      }
    } catch (SQLException e) {
      throw Db.failure("count the rows of a store file", e);
    }
    return counts;
  }

  /** Copies {@code from} to a new owner-only file, encrypted with {@code filePassword} if given. */
  /** Copies a file to a new owner-only one, encrypting it on the way when a password is given. */
  static void copyPrivate(
      Path from,
      Path to,
      char[] filePassword,
      MigrationProgress progress,
      MigrationProgress.Step step,
      double start,
      double end,
      long size)
      throws IOException {
    Files.deleteIfExists(to);
    Files.createFile(to);
    StoreFiles.restrict(to);
    ByteBuffer buf = ByteBuffer.allocate(1 << 20);
    long done = 0;
    try (FileChannel in = FileChannel.open(from, StandardOpenOption.READ);
        FileChannel file = FileChannel.open(to, StandardOpenOption.READ, StandardOpenOption.WRITE);
        FileChannel out = filePassword == null ? file : AesFiles.channel(to, filePassword, file)) {
      while (in.read(buf.clear(), done) > 0) {
        buf.flip();
        while (buf.hasRemaining()) {
          done += out.write(buf, done);
        }
        progress.update(step, start + (end - start) * Math.min(1.0, done / (double) size));
      }
      out.force(true);
    }
  }

  private static void deleteTree(Path folder) throws IOException {
    if (!Files.exists(folder)) {
      return;
    }
    try (Stream<Path> all = Files.walk(folder)) {
      for (Path p : (Iterable<Path>) all.sorted(Comparator.reverseOrder())::iterator) {
        Files.deleteIfExists(p);
      }
    }
  }
}
