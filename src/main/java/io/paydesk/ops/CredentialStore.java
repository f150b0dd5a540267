package io.paydesk.ops;

import io.paydesk.store.StoreException;
import java.util.Optional;

/**
 * The operating system's credential store (Secret Service on Linux, Keychain on macOS, Credential
 * Manager on Windows), holding short secrets by account name under the service "Paydesk". The
 * stores' master key ({@link StoreKeys}) and the live connection's keys ({@link ApiKeys}) are kept
 * there; tests use one in memory.
 */
public interface CredentialStore {
  /** Whether a credential store answers on this machine. */
  boolean available();

  /** The secret saved under {@code account}, or empty. */
  Optional<String> read(String account);

  /** Saves (or replaces) the secret under {@code account}. */
  void save(String account, String secret);

  /** Removes the secret saved under {@code account}, if there is one. */
  void delete(String account);

  /** None: the machine has no credential store. */
  CredentialStore NONE =
      new CredentialStore() {
        @Override
        public boolean available() {
          return false;
        }

        @Override
        public Optional<String> read(String account) {
          return Optional.empty();
        }

        @Override
        public void save(String account, String secret) {
          throw new StoreException("There is no credential store on this computer.");
        }

        @Override
        public void delete(String account) {
          // nothing is kept
        }
      };
}
