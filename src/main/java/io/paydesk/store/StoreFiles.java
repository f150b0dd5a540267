package io.paydesk.store;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.AclEntry;
import java.nio.file.attribute.AclEntryFlag;
import java.nio.file.attribute.AclEntryPermission;
import java.nio.file.attribute.AclEntryType;
import java.nio.file.attribute.AclFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Base64;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The files around a store: the local key (drafts encryption) and the audit anchor beside it, and
 * the machine's name for the journal's owner.
 */
final class StoreFiles {
  private StoreFiles() {}

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
      ownerOnlyFolder(file.getParent());
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

  /**
   * Makes a file readable and writable by the user only: mode 0600 where modes exist, an ACL with
   * the owner alone where ACLs do (Windows).
   */
  static void restrict(Path p) throws IOException {
    if (posix(p)) {
      Set<PosixFilePermission> perms = PosixFilePermissions.fromString("rw-------");
      Files.setPosixFilePermissions(p, perms);
    } else {
      ownerOnlyAcl(p, false);
    }
  }

  /**
   * Replaces a file's or folder's ACL with one entry: its owner, full control (a folder's entry is
   * inherited by what is created in it). Does nothing where the file system has no ACLs.
   */
  static void ownerOnlyAcl(Path p, boolean folder) throws IOException {
    AclFileAttributeView view = Files.getFileAttributeView(p, AclFileAttributeView.class);
    if (view == null) {
      return;
    }
    UserPrincipal owner = Files.getOwner(p);
    AclEntry.Builder entry =
        AclEntry.newBuilder()
            .setType(AclEntryType.ALLOW)
            .setPrincipal(owner)
            .setPermissions(EnumSet.allOf(AclEntryPermission.class));
    if (folder) {
      entry.setFlags(AclEntryFlag.FILE_INHERIT, AclEntryFlag.DIRECTORY_INHERIT);
    }
    view.setAcl(List.of(entry.build()));
  }

  /** Whether an ACL lets anyone but the owner in (an ALLOW entry for another principal). */
  static boolean widerThanOwner(List<AclEntry> acl, UserPrincipal owner) {
    return acl.stream()
        .anyMatch(e -> e.type() == AclEntryType.ALLOW && !e.principal().equals(owner));
  }

  /**
   * Creates a folder (and its missing parents) readable by the user only (0700), and makes it so
   * when it exists: what Paydesk writes inside cannot be read by other accounts, even before a new
   * file's own mode is set.
   */
  static void ownerOnlyFolder(Path folder) throws IOException {
    Path absolute = folder.toAbsolutePath();
    if (!Files.exists(absolute) && posix(absolute.getRoot())) {
      // the missing parents too (such as the paydesk folder above stores/)
      Files.createDirectories(
          absolute,
          PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
    }
    Files.createDirectories(folder);
    if (posix(folder)) {
      Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwx------"));
    } else {
      ownerOnlyAcl(folder, true);
    }
  }

  /**
   * Makes every file in a folder (not below) and the folder itself owner-only: files 0600, folders
   * 0700; on a file system with ACLs instead of modes (Windows), an ACL with the owner alone.
   * Answers the paths that were readable or writable by others.
   */
  static List<Path> tighten(Path folder) throws IOException {
    List<Path> widened = new ArrayList<>();
    if (!Files.isDirectory(folder)) {
      return widened;
    }
    if (!posix(folder)) {
      tightenAcls(folder, widened);
      return widened;
    }
    tightenOne(folder, true, widened);
    try (var entries = Files.list(folder)) {
      for (Path p : (Iterable<Path>) entries::iterator) {
        if (!Files.isSymbolicLink(p)) {
          tightenOne(p, Files.isDirectory(p), widened);
        }
      }
    }
    return widened;
  }

  /** The ACL side of {@link #tighten}: the folder and the files in it, owner-only. */
  private static void tightenAcls(Path folder, List<Path> widened) throws IOException {
    if (Files.getFileAttributeView(folder, AclFileAttributeView.class) == null) {
      return;
    }
    List<Path> all = new ArrayList<>();
    all.add(folder);
    try (var entries = Files.list(folder)) {
      entries.filter(p -> !Files.isSymbolicLink(p)).forEach(all::add);
    }
    for (Path p : all) {
      AclFileAttributeView view = Files.getFileAttributeView(p, AclFileAttributeView.class);
      if (widerThanOwner(view.getAcl(), Files.getOwner(p))) {
        ownerOnlyAcl(p, Files.isDirectory(p));
        widened.add(p);
      }
    }
  }

  private static void tightenOne(Path p, boolean folder, List<Path> widened) throws IOException {
    Set<PosixFilePermission> perms = Files.getPosixFilePermissions(p);
    Set<PosixFilePermission> others =
        Set.of(
            PosixFilePermission.GROUP_READ,
            PosixFilePermission.GROUP_WRITE,
            PosixFilePermission.GROUP_EXECUTE,
            PosixFilePermission.OTHERS_READ,
            PosixFilePermission.OTHERS_WRITE,
            PosixFilePermission.OTHERS_EXECUTE);
    if (perms.stream().anyMatch(others::contains)) {
      Files.setPosixFilePermissions(
          p, PosixFilePermissions.fromString(folder ? "rwx------" : "rw-------"));
      widened.add(p);
    }
  }

  private static boolean posix(Path p) {
    return p.getFileSystem().supportedFileAttributeViews().contains("posix");
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
