package io.paydesk.ops;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Where Paydesk keeps its files on this computer, decided here alone: the console, the headless
 * commands and {@link StoreOpener} ask. The platform's conventions, from the environment the person
 * started Paydesk with ({@code HOME}, {@code XDG_*}, {@code APPDATA}), not the account's home:
 *
 * <ul>
 *   <li>data (the stores folder, the key's parameters): Linux {@code $XDG_DATA_HOME/paydesk}, else
 *       {@code $HOME/.local/share/paydesk}; macOS {@code ~/Library/Application Support/Paydesk};
 *       Windows {@code %APPDATA%\Paydesk};
 *   <li>preferences: Linux {@code $XDG_CONFIG_HOME/paydesk}, else {@code $HOME/.config/paydesk};
 *       the data folder elsewhere;
 *   <li>cache (JavaFX's native libraries, when started from jars): Linux {@code
 *       $XDG_CACHE_HOME/paydesk}, else {@code $HOME/.cache/paydesk}; macOS {@code
 *       ~/Library/Caches/Paydesk}; Windows {@code %LOCALAPPDATA%\Paydesk\cache}.
 * </ul>
 *
 * Nothing is moved: an earlier Paydesk put its data under the account's home ({@code user.home})
 * even when {@code HOME} said otherwise; when that folder holds a store and the conventional one
 * none, it stays in use (its key in the credential store is kept under that folder's name), and so
 * does a preferences file found in the data folder. {@code -Dpaydesk.data.dir} puts the stores and
 * the preferences in one folder instead.
 */
public final class AppPaths {
  /** The system property naming one folder for the stores and the preferences. */
  public static final String DATA_DIR_PROPERTY = "paydesk.data.dir";

  /** The preference naming the stores folder chosen in Settings (used from the next start). */
  public static final String DATA_FOLDER = "dataFolder";

  static final String PREFERENCES = "preferences.properties";
  private static final String STORE_SUFFIX = ".mv.db";

  private final String os;
  private final Map<String, String> env;
  private final String userHome;
  private final String dataDirProperty;

  /**
   * @param osName the {@code os.name} property
   * @param env the environment Paydesk was started with
   * @param userHome the account's home ({@code user.home}), used when {@code HOME} is not set
   * @param dataDirProperty {@value #DATA_DIR_PROPERTY}, or null
   */
  public AppPaths(String osName, Map<String, String> env, String userHome, String dataDirProperty) {
    this.os = osName.toLowerCase(Locale.ROOT);
    this.env = env;
    this.userHome = userHome;
    this.dataDirProperty =
        dataDirProperty == null || dataDirProperty.isBlank() ? null : dataDirProperty;
  }

  /** This computer's: its system properties and environment. */
  public static AppPaths ofThisComputer() {
    return new AppPaths(
        System.getProperty("os.name", ""),
        System.getenv(),
        System.getProperty("user.home"),
        System.getProperty(DATA_DIR_PROPERTY));
  }

  private boolean windows() {
    return os.contains("win");
  }

  private boolean mac() {
    return os.contains("mac");
  }

  /** {@code HOME} when set to an absolute path, else the account's home. */
  Path home() {
    Path home = absolute("HOME");
    return home != null && !windows() ? home : Path.of(userHome);
  }

  /** An XDG or HOME variable: used when it is an absolute path, as the XDG specification says. */
  private Path absolute(String variable) {
    Path p = set(variable);
    return p != null && p.isAbsolute() ? p : null;
  }

  private Path set(String variable) {
    String value = env.get(variable);
    return value == null || value.isBlank() ? null : Path.of(value);
  }

  /** The data folder by the platform's convention (see the class comment). */
  Path conventionalDataFolder() {
    return dataFolderUnder(home());
  }

  private Path dataFolderUnder(Path home) {
    if (windows()) {
      Path appData = set("APPDATA");
      return (appData != null ? appData : home.resolve("AppData").resolve("Roaming"))
          .resolve("Paydesk");
    }
    if (mac()) {
      return home.resolve("Library").resolve("Application Support").resolve("Paydesk");
    }
    Path xdg = absolute("XDG_DATA_HOME");
    return (xdg != null ? xdg : home.resolve(".local").resolve("share")).resolve("paydesk");
  }

  /**
   * The Paydesk data folder: the conventional one, or the one an earlier Paydesk used (under the
   * account's home) when that one holds a store and the conventional one none.
   */
  public Path dataFolder() {
    Path conventional = conventionalDataFolder();
    Path earlier = dataFolderUnder(Path.of(userHome));
    if (!earlier.equals(conventional) && holdsStore(earlier) && !holdsStore(conventional)) {
      return earlier;
    }
    return conventional;
  }

  /** Whether a data folder holds a store (a store file, or the key's parameters). */
  static boolean holdsStore(Path dataFolder) {
    Path stores = dataFolder.resolve("stores");
    if (Files.exists(stores.resolve(StoreKeys.PARAMS_FILE))) {
      return true;
    }
    if (!Files.isDirectory(stores)) {
      return false;
    }
    try (Stream<Path> files = Files.list(stores)) {
      return files.anyMatch(p -> p.getFileName().toString().endsWith(STORE_SUFFIX));
    } catch (IOException e) {
      return true; // there is something there: better not to leave it behind
    }
  }

  /** The folder of the stores: {@value #DATA_DIR_PROPERTY}, else {@code stores} in the data one. */
  public Path storesFolder() {
    return dataDirProperty != null ? Path.of(dataDirProperty) : dataFolder().resolve("stores");
  }

  /**
   * As {@link #storesFolder()}, with the folder chosen in Settings (null for none) before the
   * default.
   */
  public Path storesFolder(String chosenInSettings) {
    if (dataDirProperty == null && chosenInSettings != null && !chosenInSettings.isBlank()) {
      return Path.of(chosenInSettings);
    }
    return storesFolder();
  }

  /** The preferences file: beside the stores with {@value #DATA_DIR_PROPERTY}, see the class. */
  public Path preferencesFile() {
    if (dataDirProperty != null) {
      return Path.of(dataDirProperty).resolve(PREFERENCES);
    }
    Path conventional = configFolder().resolve(PREFERENCES);
    Path earlier = dataFolder().resolve(PREFERENCES);
    return !Files.exists(conventional) && Files.exists(earlier) ? earlier : conventional;
  }

  /** Where the preferences belong: Linux's config folder, the data folder elsewhere. */
  Path configFolder() {
    if (windows() || mac()) {
      return dataFolder();
    }
    Path xdg = absolute("XDG_CONFIG_HOME");
    return (xdg != null ? xdg : home().resolve(".config")).resolve("paydesk");
  }

  /** What can be made again (JavaFX's native libraries): the platform's cache folder. */
  public Path cacheFolder() {
    if (windows()) {
      Path local = set("LOCALAPPDATA");
      return (local != null ? local : home().resolve("AppData").resolve("Local"))
          .resolve("Paydesk")
          .resolve("cache");
    }
    if (mac()) {
      return home().resolve("Library").resolve("Caches").resolve("Paydesk");
    }
    Path xdg = absolute("XDG_CACHE_HOME");
    return (xdg != null ? xdg : home().resolve(".cache")).resolve("paydesk");
  }

  /**
   * The H2 file of a connection profile in a stores folder. A name with characters a file name
   * should not hold is made safe (profiles that differ only in those still get distinct files),
   * unless a store by the name as it is exists there already.
   */
  public static Path storeFile(Path storesFolder, String profileName) {
    String safe = profileName.replaceAll("[^A-Za-z0-9._-]", "_");
    if (safe.equals(profileName) && !safe.isEmpty() && !safe.startsWith(".")) {
      return storesFolder.resolve(safe + STORE_SUFFIX);
    }
    try {
      Path asIs = storesFolder.resolve(profileName + STORE_SUFFIX).normalize();
      if (storesFolder.normalize().equals(asIs.getParent()) && Files.isRegularFile(asIs)) {
        return asIs; // made by an earlier Paydesk, which kept the name as it was
      }
    } catch (InvalidPathException e) {
      // not a name this file system takes: the safe one
    }
    return storesFolder.resolve(
        "p_" + safe + "-" + sha256Hex(profileName).substring(0, 8) + STORE_SUFFIX);
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

  /** The store file of a profile on this computer ({@link #storesFolder()}). */
  public Path storeFile(String profileName) {
    return storeFile(storesFolder(), profileName);
  }
}
