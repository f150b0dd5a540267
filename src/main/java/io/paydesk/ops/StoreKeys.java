package io.paydesk.ops;

import io.paydesk.store.StoreKey;
import io.paydesk.store.StoreKeyException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Base64;
import java.util.Map;

/**
 * Where the master key of a data folder's stores comes from, once per console:
 *
 * <ol>
 *   <li>the passphrase in the environment variable {@value #PASSPHRASE_ENV} or the file its {@code
 *       _FILE} form names (tests, headless runs; never logged);
 *   <li>the operating system's credential store, where a random key is kept the first time (unless
 *       the folder's stores were made with a passphrase);
 *   <li>a passphrase asked at start, through Argon2id with the salt in {@value #PARAMS_FILE}.
 * </ol>
 */
public final class StoreKeys {
  public static final String PASSPHRASE_ENV = "PAYDESK_STORE_PASSPHRASE";

  /** The passphrase's salt, Argon2id parameters and check value, beside the stores. */
  public static final String PARAMS_FILE = "store-key.params";

  /** Asks the user for the passphrase (blocking, called off the FX thread). */
  @FunctionalInterface
  public interface PassphrasePrompt {
    /**
     * @param creating true when no store has a passphrase yet (the user chooses one)
     * @param problem why the last answer was refused, or null on the first ask
     * @return the passphrase, or null when the user cancels
     */
    char[] ask(boolean creating, StoreKeyException.Reason problem);
  }

  private final Path dataDir;
  private final Map<String, String> env;
  private final CredentialStore credentials;
  private final PassphrasePrompt prompt;
  private StoreKey key;

  public StoreKeys(
      Path dataDir, Map<String, String> env, CredentialStore credentials, PassphrasePrompt prompt) {
    this.dataDir = dataDir;
    this.env = env;
    this.credentials = credentials;
    this.prompt = prompt;
  }

  /** The machine's credential store and environment; {@code prompt} null asks nobody. */
  public static StoreKeys standard(Path dataDir, PassphrasePrompt prompt) {
    return new StoreKeys(dataDir, System.getenv(), OsCredentialStore.open(), prompt);
  }

  /** The account name of this data folder's key in the credential store. */
  String account() {
    return "store-key:" + dataDir.toAbsolutePath().normalize();
  }

  /**
   * The master key, found or made once.
   *
   * @throws StoreKeyException when there is none: no credential store and no passphrase given
   */
  public synchronized StoreKey key() {
    if (key == null) {
      key = find();
    }
    return key;
  }

  /**
   * Derives the key now when it comes from the environment's passphrase (Argon2id, the slow part of
   * opening), so that it can run while the window is built; other ways are left to {@link #key()},
   * which a prompt or the credential store may need the window for. A passphrase that fails is told
   * by {@link #key()}.
   */
  public void prepare() {
    if (passphraseFromEnv() == null) {
      return;
    }
    try {
      key();
    } catch (RuntimeException e) {
      // key() says it again, when the connection opens
    }
  }

  /**
   * The passphrase in {@value #PASSPHRASE_ENV}, or in the file {@code
   * PAYDESK_STORE_PASSPHRASE_FILE} names.
   */
  private String passphraseFromEnv() {
    return new EnvironmentSecrets(env).get(PASSPHRASE_ENV);
  }

  private StoreKey find() {
    Path params = dataDir.resolve(PARAMS_FILE);
    String fromEnv = passphraseFromEnv();
    if (fromEnv != null) {
      return StoreKey.fromPassphrase(fromEnv.toCharArray(), params);
    }
    boolean passphraseMade = Files.exists(params);
    if (credentials.available() && !passphraseMade) {
      var saved = credentials.read(account());
      if (saved.isPresent()) {
        return StoreKey.of(Base64.getDecoder().decode(saved.get()));
      }
      StoreKey fresh = StoreKey.random();
      credentials.save(account(), Base64.getEncoder().encodeToString(fresh.bytes()));
      return fresh;
    }
    if (prompt == null) {
      throw new StoreKeyException(
          StoreKeyException.Reason.NO_KEY,
          "The local store is encrypted and this computer has no credential store: set "
              + PASSPHRASE_ENV
              + " or start the console to type the passphrase.");
    }
    StoreKeyException.Reason problem = null;
    while (true) {
      char[] typed = prompt.ask(!passphraseMade, problem);
      if (typed == null) {
        throw new StoreKeyException(
            StoreKeyException.Reason.NO_KEY,
            "No passphrase was given: the local store stays closed.");
      }
      try {
        return StoreKey.fromPassphrase(typed, params);
      } catch (StoreKeyException e) {
        if (e.reason() != StoreKeyException.Reason.WRONG_PASSPHRASE) {
          throw e;
        }
        problem = e.reason();
      } finally {
        Arrays.fill(typed, '\0');
      }
    }
  }
}
