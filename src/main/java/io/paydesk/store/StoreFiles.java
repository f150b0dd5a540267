package io.paydesk.store;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The files around a store: the user's data folder, the local key (drafts encryption) and the audit
 * anchor beside it, and the machine's name for the journal's owner.
 */
final class StoreFiles {
  private StoreFiles() {}

  static Path dataFolder(String osName, Map<String, String> env, String home) {
    String os = osName.toLowerCase(Locale.ROOT);
    if (os.contains("win")) {
      String appData = env.get("APPDATA");
      Path root =
          appData != null && !appData.isBlank()
              ? Path.of(appData)
              : Path.of(home, "AppData", "Roaming");
      return root.resolve("Paydesk");
    }
    if (os.contains("mac")) {
      return Path.of(home, "Library", "Application Support", "Paydesk");
    }
    String xdg = env.get("XDG_DATA_HOME");
    Path root =
        xdg != null && !xdg.isBlank() && Path.of(xdg).isAbsolute()
            ? Path.of(xdg)
            : Path.of(home, ".local", "share");
    return root.resolve("paydesk");
  }

  /** Beside the local key: "paydesk.key" gives "paydesk.audit-anchor". */
  static Path auditAnchorFile(Path localKeyFile) {
    String name = localKeyFile.getFileName().toString();
    String base = name.endsWith(".key") ? name.substring(0, name.length() - 4) : name;
    return localKeyFile.resolveSibling(base + ".audit-anchor");
  }

  /** The local key (drafts encryption): a 256-bit file readable by the user only. */
  static byte[] readOrCreateKey(Path file) {
    try {
      if (Files.exists(file)) {
        byte[] key =
            Base64.getDecoder().decode(Files.readString(file, StandardCharsets.US_ASCII).trim());
        if (key.length == 32) {
          return key;
        }
        throw new StoreException("The key file " + file + " is damaged.");
      }
      Files.createDirectories(file.getParent());
      byte[] key = new byte[32];
      new SecureRandom().nextBytes(key);
      Path tmp = Files.createTempFile(file.getParent(), "key", ".tmp");
      restrict(tmp);
      Files.writeString(tmp, Base64.getEncoder().encodeToString(key), StandardCharsets.US_ASCII);
      try {
        Files.move(tmp, file);
      } catch (FileAlreadyExistsException e) {
        Files.deleteIfExists(tmp);
        return readOrCreateKey(file);
      }
      return key;
    } catch (IOException | IllegalArgumentException e) {
      throw new StoreException("Could not read or create the key file " + file + ".", e);
    }
  }

  private static void restrict(Path p) throws IOException {
    if (p.getFileSystem().supportedFileAttributeViews().contains("posix")) {
      Set<PosixFilePermission> perms = PosixFilePermissions.fromString("rw-------");
      Files.setPosixFilePermissions(p, perms);
    }
  }

  static String sha256Hex(String s) {
    try {
      return HexFormat.of()
          .formatHex(
              MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  /** The machine's name without a DNS look-up (which can stall start-up on a bad network). */
  static String hostName() {
    for (String env : new String[] {"COMPUTERNAME", "HOSTNAME"}) {
      String v = System.getenv(env);
      if (v != null && !v.isBlank()) {
        return v.trim();
      }
    }
    try {
      Path etc = Path.of("/etc/hostname");
      if (Files.isReadable(etc)) {
        String v = Files.readString(etc, StandardCharsets.UTF_8).trim();
        if (!v.isEmpty()) {
          return v;
        }
      }
    } catch (IOException e) {
      // fall through
    }
    return "localhost";
  }
}
