package io.paydesk.ops;

import java.security.SecureRandom;
import java.util.Base64;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The console inbox's HMAC secrets, one per profile: in the operating system's credential store
 * where there is one, else in memory until the console closes. Never in a file, a preference or a
 * log line.
 */
final class InboxSecrets {
  static final String ACCOUNT = "webhook-secret ";

  private final CredentialStore credentials;
  private final Map<String, String> session = new HashMap<>();

  InboxSecrets(CredentialStore credentials) {
    this.credentials = credentials;
  }

  /** The secret of {@code profile}: this session's, then the credential store's. */
  synchronized Optional<String> find(String profile) {
    String kept = session.get(profile);
    if (kept != null) {
      return Optional.of(kept);
    }
    Optional<String> saved =
        credentials.available() ? credentials.read(ACCOUNT + profile) : Optional.empty();
    saved.ifPresent(s -> session.put(profile, s));
    return saved;
  }

  /**
   * Keeps {@code secret} for {@code profile}.
   *
   * @return true when it is in the credential store (back at the next start), false when only for
   *     this session
   */
  synchronized boolean keep(String profile, String secret) {
    session.put(profile, secret);
    if (credentials.available()) {
      try {
        credentials.save(ACCOUNT + profile, secret);
        return true;
      } catch (RuntimeException e) {
        return false; // kept for the session
      }
    }
    return false;
  }

  /** The secret of {@code profile}, a new random one kept when there is none (the sandbox's). */
  synchronized String findOrMake(String profile) {
    return find(profile)
        .orElseGet(
            () -> {
              byte[] b = new byte[24];
              new SecureRandom().nextBytes(b);
              String s = Base64.getUrlEncoder().withoutPadding().encodeToString(b);
              keep(profile, s);
              return s;
            });
  }
}
