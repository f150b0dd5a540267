package io.paydesk.store;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.h2.store.fs.FilePath;
import org.h2.store.fs.FilePathWrapper;
import org.h2.store.fs.FileUtils;

/**
 * H2 files encrypted in H2's own format (what {@code CIPHER=AES} writes), with the JDK's AES, which
 * uses the processor's AES instructions, instead of H2's table-driven AES in Java.
 *
 * <p>A database opened as {@code jdbc:h2:file:pdaes:<handle>:/path/base} has every file it opens
 * through this scheme encrypted: the store, H2's compaction copies, its temporary results and its
 * trace file. The handle names a key registered in this process ({@link #jdbcPath}), so the key
 * never appears in a URL, a file name or an error message. Files are interchangeable with H2's
 * {@code CIPHER=AES} with the same file password (AesFilesTest checks both ways), so stores made
 * before need no migration.
 */
public final class AesFiles extends FilePathWrapper {
  static final String SCHEME = "pdaes";
  private static final Map<String, byte[]> KEYS = new ConcurrentHashMap<>();
  private static final Map<String, String> HANDLES = new ConcurrentHashMap<>();
  private static final SecureRandom RANDOM = new SecureRandom();

  static {
    FilePath.register(new AesFiles());
  }

  /** For H2's file-system registry, which makes each path with this constructor. */
  public AesFiles() {}

  /**
   * The H2 database path ({@code pdaes:<handle>:/abs/base}, for {@code jdbc:h2:file:}) of the store
   * file {@code base}.mv.db encrypted with {@code filePassword}, the password H2's CIPHER=AES would
   * be given.
   */
  static String jdbcPath(Path base, char[] filePassword) {
    String path = base.toAbsolutePath().toString();
    byte[] key = passwordBytes(filePassword);
    // The same file with the same key keeps its handle: H2 shares a database already open in this
    // process by its name, and a second name for the same file would find it locked.
    String handle =
        HANDLES.compute(
            path,
            (p, old) -> {
              if (old != null && java.util.Arrays.equals(KEYS.get(old), key)) {
                return old;
              }
              byte[] handleBytes = new byte[8];
              RANDOM.nextBytes(handleBytes);
              String fresh = HexFormat.of().formatHex(handleBytes);
              KEYS.put(fresh, key);
              return fresh;
            });
    return SCHEME + ":" + handle + ":" + path;
  }

  /** {@code file} (open for reading and writing) as an encrypted file with that file password. */
  static FileChannel channel(Path file, char[] filePassword, FileChannel base) {
    return new AesFileChannel(file.toString(), passwordBytes(filePassword), base);
  }

  /**
   * Whether {@code filePassword} opens the encrypted file {@code mvDb}: its first block decrypts to
   * H2's file header. Reads only.
   */
  static boolean keyOpens(Path mvDb, char[] filePassword) {
    try (FileChannel base = FileChannel.open(mvDb);
        AesFileChannel file =
            new AesFileChannel(mvDb.toString(), passwordBytes(filePassword), base)) {
      ByteBuffer first = ByteBuffer.allocate(AesFileChannel.BLOCK);
      if (file.read(first, 0) < 3) {
        return false;
      }
      return new String(first.array(), 0, 3, StandardCharsets.ISO_8859_1).equals("H:2");
    } catch (IOException e) {
      return false;
    }
  }

  /**
   * The bytes H2 derives the file key from for a CIPHER=AES password: each character's low byte
   * after a zero byte (H2 passes the password through its UTF-16 encoding and back, keeping the low
   * byte; our passwords are hex).
   */
  private static byte[] passwordBytes(char[] password) {
    byte[] bytes = new byte[password.length * 2];
    for (int i = 0; i < password.length; i++) {
      bytes[2 * i + 1] = (byte) password[i];
    }
    return bytes;
  }

  private byte[] key() {
    String rest = name.substring(SCHEME.length() + 1);
    int colon = rest.indexOf(':');
    byte[] key = colon < 0 ? null : KEYS.get(rest.substring(0, colon));
    if (key == null) {
      throw new IllegalArgumentException("No key registered for an encrypted store path.");
    }
    return key;
  }

  @Override
  public String getScheme() {
    return SCHEME;
  }

  @Override
  protected String getPrefix() {
    return SCHEME + ":" + name.substring(SCHEME.length() + 1).split(":", 2)[0] + ":";
  }

  @Override
  protected FilePath unwrap(String path) {
    String rest = path.substring(SCHEME.length() + 1);
    return FilePath.get(rest.substring(rest.indexOf(':') + 1));
  }

  @Override
  public FileChannel open(String mode) throws IOException {
    FileChannel base = FileUtils.open(getBase().toString(), mode);
    return new AesFileChannel(name, key(), base);
  }

  @Override
  public long size() {
    return AesFileChannel.plainSize(getBase().size());
  }

  @Override
  public OutputStream newOutputStream(boolean append) throws IOException {
    return newFileChannelOutputStream(open("rw"), append);
  }

  @Override
  public InputStream newInputStream() throws IOException {
    return Channels.newInputStream(open("r"));
  }

  /** The file path of an H2 database path given with or without this scheme's prefix. */
  static String plainPath(String h2Path) {
    if (!h2Path.startsWith(SCHEME + ":")) {
      return h2Path;
    }
    String rest = h2Path.substring(SCHEME.length() + 1);
    return rest.substring(rest.indexOf(':') + 1);
  }
}
