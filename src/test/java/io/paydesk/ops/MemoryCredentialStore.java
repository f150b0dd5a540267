package io.paydesk.ops;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/** A credential store in memory, for tests: the real one needs a desktop session (D-Bus). */
public final class MemoryCredentialStore implements CredentialStore {
  public final Map<String, String> saved = new HashMap<>();

  @Override
  public boolean available() {
    return true;
  }

  @Override
  public synchronized Optional<String> read(String account) {
    return Optional.ofNullable(saved.get(account));
  }

  @Override
  public synchronized void save(String account, String secret) {
    saved.put(account, secret);
  }

  @Override
  public synchronized void delete(String account) {
    saved.remove(account);
  }
}
