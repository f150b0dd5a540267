package io.paydesk.ops;

import io.paydesk.store.MigrationProgress;
import io.paydesk.store.Store;
import io.paydesk.store.StoreEncryption;
import io.paydesk.store.StoreException;
import io.paydesk.store.Stores;
import java.io.Console;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * Opens the stores of one stores folder, for the console ({@link Connector}) and the headless
 * commands alike, with the master key {@link StoreKeys} finds (the passphrase in {@value
 * StoreKeys#PASSPHRASE_ENV}, the credential store, or the passphrase asked). Where a profile's file
 * is comes from {@link AppPaths}. A command opens its store with:
 *
 * <pre>{@code
 * Path file = AppPaths.ofThisComputer().storeFile(profile); // or a file or JDBC URL it was given
 * try (Store store = StoreOpener.forCommand(file.getParent()).open(file.toString(), user, pw)) {
 * }</pre>
 */
public final class StoreOpener {
  private final Path folder;
  private final Supplier<StoreKeys> keys;

  /**
   * @param folder the stores folder: the key's parameters live there, a team store's drafts key in
   *     its {@code keys} folder
   */
  public StoreOpener(Path folder, StoreKeys keys) {
    this(folder, () -> keys);
  }

  private StoreOpener(Path folder, Supplier<StoreKeys> keys) {
    this.folder = folder;
    this.keys = keys;
  }

  /**
   * For a headless command: the key from {@value StoreKeys#PASSPHRASE_ENV}, else the credential
   * store, else the passphrase typed at the terminal (when there is one; never echoed).
   */
  public static StoreOpener forCommand(Path folder) {
    // The credential store is opened only when a key is wanted: a plain store needs none.
    StoreKeys[] made = new StoreKeys[1];
    return new StoreOpener(
        folder,
        () -> {
          synchronized (made) {
            if (made[0] == null) {
              made[0] =
                  StoreKeys.standard(
                      folder, System.console() == null ? null : terminalPrompt(folder));
            }
            return made[0];
          }
        });
  }

  /**
   * Opens {@code where}: a JDBC URL (a team store; {@code user} and {@code password} are its
   * account) or an H2 store file, made (encrypted) when missing, a plain one made before encryption
   * encrypted first.
   */
  public Store open(String where, String user, String password) {
    if (where.startsWith("jdbc:")) {
      return openTeamStore(where, user, password, "shared");
    }
    return open(Path.of(where), MigrationProgress.NONE);
  }

  /**
   * Opens an H2 store file (with or without .mv.db), made encrypted when missing; a plain file made
   * before encryption is encrypted first, {@code progress} told how far it has come.
   */
  public Store open(Path file, MigrationProgress progress) {
    return Stores.openH2(file, keys.get().key(), progress);
  }

  /**
   * Opens an H2 store file that exists as it is: an encrypted one with the key, a plain one made
   * before encryption left plain (a command that only reads does not rewrite it: the console
   * encrypts it, with a progress bar).
   */
  public Store openAsFound(Path file) {
    if (!Files.isRegularFile(file)) {
      throw new StoreException("There is no store file " + file + ".");
    }
    return StoreEncryption.isEncrypted(file)
        ? Stores.openH2(file, keys.get().key(), MigrationProgress.NONE)
        : Stores.openH2(file);
  }

  /**
   * Opens a team store by JDBC URL (PostgreSQL), recording {@code profile} in the audit log; this
   * computer's drafts in it are encrypted with a key kept in the stores folder's {@code keys}.
   */
  public Store openTeamStore(String jdbcUrl, String user, String password, String profile) {
    Path keyFile =
        folder.resolve("keys").resolve(AppPaths.sha256Hex(jdbcUrl).substring(0, 16) + ".key");
    return Stores.open(jdbcUrl, user, password, profile, keyFile);
  }

  /**
   * The passphrase typed at the terminal; a new one typed twice, at least 10 characters, and only
   * where no store is encrypted yet (one made with a credential store's key, which this terminal
   * cannot reach, would not open with a passphrase chosen now).
   */
  static StoreKeys.PassphrasePrompt terminalPrompt(Path folder) {
    return (creating, problem) -> {
      Console console = System.console();
      if (creating && encryptedStoreIn(folder)) {
        console.printf(
            "The stores in %s were encrypted with a key kept in a credential store that cannot be"
                + " reached from here: set %s, or open them in the console.%n",
            folder, StoreKeys.PASSPHRASE_ENV);
        return null;
      }
      if (problem != null) {
        console.printf("The passphrase is wrong.%n");
      }
      if (!creating) {
        return typed(console.readPassword("Passphrase of the local store (Enter alone to stop): "));
      }
      while (true) {
        char[] first =
            typed(
                console.readPassword(
                    "Choose a passphrase for the local store, at least %d characters (Enter alone"
                        + " to stop): ",
                    MIN_PASSPHRASE));
        if (first == null) {
          return null;
        }
        if (first.length < MIN_PASSPHRASE) {
          console.printf("That is shorter than %d characters.%n", MIN_PASSPHRASE);
          Arrays.fill(first, '\0');
          continue;
        }
        char[] again = console.readPassword("Type it again: ");
        if (again != null && Arrays.equals(first, again)) {
          Arrays.fill(again, '\0');
          return first;
        }
        console.printf("The two differ.%n");
        Arrays.fill(first, '\0');
        if (again != null) {
          Arrays.fill(again, '\0');
        }
      }
    };
  }

  /** The shortest passphrase a store is made with (the console's dialog asks the same). */
  static final int MIN_PASSPHRASE = 10;

  private static boolean encryptedStoreIn(Path folder) {
    try (Stream<Path> files = Files.list(folder)) {
      return files.anyMatch(
          p -> p.getFileName().toString().endsWith(".mv.db") && StoreEncryption.isEncrypted(p));
    } catch (IOException e) {
      return false;
    }
  }

  private static char[] typed(char[] typed) {
    return typed == null || typed.length == 0 ? null : typed;
  }
}
