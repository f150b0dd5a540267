package io.paydesk.ui.base;

import io.paydesk.ops.AppPaths;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Optional;
import java.util.Properties;
import java.util.TreeMap;

/**
 * The user's console preferences (language, theme, density, data folder, window, splits, columns,
 * last area), kept in preferences.properties where {@link AppPaths#preferencesFile()} says (beside
 * the stores when -Dpaydesk.data.dir is given). No secret is ever kept here.
 */
public final class Preferences implements Remember.Memory {
  private final Path file;
  private final Properties values = new Properties();
  private boolean changed;

  public Preferences(Path file) {
    this.file = file;
    if (Files.isRegularFile(file)) {
      try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
        values.load(in);
      } catch (IOException | IllegalArgumentException e) {
        values.clear(); // an unreadable file: start from the defaults
      }
    }
  }

  /** The console's preferences file (see the class comment). */
  public static Preferences load() {
    return new Preferences(AppPaths.ofThisComputer().preferencesFile());
  }

  @Override
  public synchronized Optional<String> get(String key) {
    return Optional.ofNullable(values.getProperty(key));
  }

  @Override
  public synchronized void put(String key, String value) {
    if (!value.equals(values.getProperty(key))) {
      values.setProperty(key, value);
      changed = true;
    }
  }

  public synchronized void remove(String key) {
    changed |= values.remove(key) != null;
  }

  /** Writes the file when anything changed (atomically: a crash never leaves half a file). */
  public synchronized void save() {
    if (!changed) {
      return;
    }
    try {
      if (file.getFileSystem().supportedFileAttributeViews().contains("posix")) {
        // the data folder, when this makes it, is this user's only (the stores folder is too)
        Files.createDirectories(
            file.getParent(),
            PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
      } else {
        Files.createDirectories(file.getParent());
      }
      Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
      Files.deleteIfExists(tmp);
      if (file.getFileSystem().supportedFileAttributeViews().contains("posix")) {
        // readable by this user only, as every file in the data folder
        Files.createFile(
            tmp,
            PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
      }
      try (Writer out = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8)) {
        for (var e : new TreeMap<>(values).entrySet()) {
          out.write(escape(e.getKey().toString()) + "=" + escape(e.getValue().toString()) + "\n");
        }
      }
      Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
      changed = false;
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot write " + file, e);
    }
  }

  public Path file() {
    return file;
  }

  private static String escape(String s) {
    StringBuilder b = new StringBuilder();
    for (char c : s.toCharArray()) {
      switch (c) {
        case '\\' -> b.append("\\\\");
        case '\n' -> b.append("\\n");
        case '\r' -> b.append("\\r");
        case '=', ':', '#', '!' -> b.append('\\').append(c);
        default -> {
          if (c < 0x20 || c > 0x7e) {
            b.append(String.format("\\u%04x", (int) c));
          } else {
            b.append(c);
          }
        }
      }
    }
    return b.toString();
  }
}
