package io.paydesk.ops;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * People's team store passwords: for this session in memory, and in the operating system's
 * credential store when the person asks to keep it there. Never in a file, a preference or a log.
 */
public final class TeamPasswords {
  static final String ACCOUNT = "team-store ";

  private final CredentialStore credentials;
  private final Map<String, String> session = new HashMap<>();

  public TeamPasswords(CredentialStore credentials) {
    this.credentials = credentials;
  }

  /** The password of {@code login}: this session's, then the credential store's. */
  public synchronized Optional<String> find(TeamLogin login) {
    String kept = session.get(login.toString());
    if (kept != null) {
      return Optional.of(kept);
    }
    Optional<String> saved;
    try {
      saved = credentials.available() ? credentials.read(ACCOUNT + login) : Optional.empty();
    } catch (RuntimeException e) {
      saved = Optional.empty(); // the credential store did not answer: the password is asked
    }
    saved.ifPresent(s -> session.put(login.toString(), s));
    return saved;
  }

  /**
   * Keeps {@code password} for this session, and in the credential store when {@code remember}.
   *
   * @return true when it is in the credential store
   */
  public synchronized boolean keep(TeamLogin login, String password, boolean remember) {
    session.put(login.toString(), password);
    if (!remember || !credentials.available()) {
      forgetSaved(login);
      return false;
    }
    try {
      credentials.save(ACCOUNT + login, password);
      return true;
    } catch (RuntimeException e) {
      return false;
    }
  }

  /**
   * Replaces the password of {@code login} where it is kept (the credential store or the session).
   */
  public synchronized boolean replace(TeamLogin login, String password) {
    boolean saved;
    try {
      saved = credentials.available() && credentials.read(ACCOUNT + login).isPresent();
    } catch (RuntimeException e) {
      saved = false;
    }
    return keep(login, password, saved);
  }

  /** Whether this computer can keep a password (a credential store answers). */
  public boolean canRemember() {
    return credentials.available();
  }

  /** Forgets the password of {@code login} here and in the credential store (a wrong one). */
  public synchronized void forget(TeamLogin login) {
    session.remove(login.toString());
    forgetSaved(login);
  }

  private void forgetSaved(TeamLogin login) {
    try {
      if (credentials.available()) {
        credentials.delete(ACCOUNT + login);
      }
    } catch (RuntimeException e) {
      // nothing was kept there
    }
  }
}
