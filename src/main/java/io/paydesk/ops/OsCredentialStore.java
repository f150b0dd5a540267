package io.paydesk.ops;

import com.github.javakeyring.Keyring;
import com.github.javakeyring.PasswordAccessException;
import io.paydesk.store.StoreException;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The operating system's credential store through java-keyring. On Linux it is used only in a
 * desktop session (a D-Bus session bus, where the Secret Service lives); elsewhere, or when the
 * library finds no backend, {@link #available()} is false: the console asks for the stores'
 * passphrase and keeps the live connection's keys in memory only.
 */
public final class OsCredentialStore implements CredentialStore {
  private static final Logger LOG = LoggerFactory.getLogger(OsCredentialStore.class);
  static final String SERVICE = "Paydesk";

  private final Keyring keyring;

  private OsCredentialStore(Keyring keyring) {
    this.keyring = keyring;
  }

  /** The machine's credential store, or {@link CredentialStore#NONE} when there is none. */
  public static CredentialStore open() {
    String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
    boolean linux = !os.contains("win") && !os.contains("mac");
    String bus = System.getenv("DBUS_SESSION_BUS_ADDRESS");
    if (linux && (bus == null || bus.isBlank())) {
      return NONE;
    }
    try {
      return new OsCredentialStore(Keyring.create());
    } catch (Exception | LinkageError e) {
      LOG.info("No credential store on this computer ({}); a passphrase is used.", e.getClass());
      return NONE;
    }
  }

  /**
   * As {@link #open()}, opened on a thread of its own from now: the library loads its native bridge
   * (a fifth of a second on Linux), and the console's window is built meanwhile. Each call waits
   * for the opening first.
   */
  public static CredentialStore openAhead() {
    FutureTask<CredentialStore> opening = new FutureTask<>(OsCredentialStore::open);
    Thread t = new Thread(opening, "paydesk-credential-store");
    t.setDaemon(true);
    t.start();
    return new CredentialStore() {
      private CredentialStore store() {
        try {
          return opening.get();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          throw new StoreException("The credential store could not be opened.");
        } catch (ExecutionException e) {
          return NONE; // open() answers NONE on every failure; nothing else is thrown
        }
      }

      @Override
      public boolean available() {
        return store().available();
      }

      @Override
      public Optional<String> read(String account) {
        return store().read(account);
      }

      @Override
      public void save(String account, String secret) {
        store().save(account, secret);
      }

      @Override
      public void delete(String account) {
        store().delete(account);
      }
    };
  }

  @Override
  public boolean available() {
    return true;
  }

  @Override
  public Optional<String> read(String account) {
    try {
      return Optional.ofNullable(keyring.getPassword(SERVICE, account));
    } catch (PasswordAccessException e) {
      return Optional.empty();
    } catch (RuntimeException e) {
      throw new StoreException("The credential store could not be read.");
    }
  }

  @Override
  public void save(String account, String secret) {
    try {
      keyring.setPassword(SERVICE, account, secret);
    } catch (PasswordAccessException | RuntimeException e) {
      throw new StoreException("The credential store could not save a secret.");
    }
  }

  @Override
  public void delete(String account) {
    try {
      keyring.deletePassword(SERVICE, account);
    } catch (PasswordAccessException e) {
      // nothing was saved under that name
    } catch (RuntimeException e) {
      throw new StoreException("The credential store could not delete a secret.");
    }
  }
}
