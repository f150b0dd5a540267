package io.paydesk.ops;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The live connection's two keys, one pair per profile (base URL and account id): kept in the
 * operating system's credential store where there is one, else in memory until the console closes.
 * Nothing here writes a key to a file or a log, and {@link Pair#toString()} never shows them.
 */
public final class ApiKeys {
  /** Where a profile's keys were found. */
  public enum Source {
    /** The operating system's credential store: they come back at the next start. */
    CREDENTIAL_STORE,
    /** Typed in this session on a computer without a credential store: gone at exit. */
    MEMORY,
    /** The environment variables of {@link ConnectionSettings}. */
    ENVIRONMENT
  }

  /** A profile's two keys. */
  public record Pair(String publicApiKey, String privateSecretKey, Source source) {
    /** The last four characters of the public key, all a screen may show of it. */
    public String publicKeyEnding() {
      return publicApiKey.length() <= 4
          ? publicApiKey
          : publicApiKey.substring(publicApiKey.length() - 4);
    }

    @Override
    public String toString() {
      return "ApiKeys.Pair[public ..." + publicKeyEnding() + ", secret hidden, " + source + "]";
    }
  }

  private final CredentialStore credentials;
  private final Map<String, Pair> inMemory = new HashMap<>();

  public ApiKeys(CredentialStore credentials) {
    this.credentials = credentials;
  }

  /** Whether keys saved here come back at the next start (a credential store answers). */
  public boolean persistent() {
    return credentials.available();
  }

  /** The keys of a profile: from this session's memory first, then the credential store. */
  public synchronized Optional<Pair> find(String baseUrl, String accountId) {
    String account = account(baseUrl, accountId);
    Pair kept = inMemory.get(account);
    if (kept != null) {
      return Optional.of(kept);
    }
    if (!credentials.available()) {
      return Optional.empty();
    }
    return credentials
        .read(account)
        .flatMap(ApiKeys::parse)
        .map(
            p -> {
              inMemory.put(account, p);
              return p;
            });
  }

  /**
   * Keeps a profile's keys: in the credential store when there is one (replacing what was there),
   * else in memory.
   *
   * @return the pair as kept, with its source
   */
  public synchronized Pair keep(
      String baseUrl, String accountId, String publicApiKey, String privateSecretKey) {
    String account = account(baseUrl, accountId);
    Source source = credentials.available() ? Source.CREDENTIAL_STORE : Source.MEMORY;
    if (source == Source.CREDENTIAL_STORE) {
      credentials.save(account, publicApiKey + "\n" + privateSecretKey);
    }
    Pair pair = new Pair(publicApiKey, privateSecretKey, source);
    inMemory.put(account, pair);
    return pair;
  }

  /** Keys given by the environment: used for this session, never saved. */
  public synchronized void useFromEnvironment(ConnectionSettings settings) {
    if (!settings.embeddedSandbox()) {
      inMemory.put(
          account(settings.baseUrl(), settings.accountId()),
          new Pair(settings.publicApiKey(), settings.privateSecretKey(), Source.ENVIRONMENT));
    }
  }

  /** Forgets a profile's keys, from memory and from the credential store. */
  public synchronized void forget(String baseUrl, String accountId) {
    String account = account(baseUrl, accountId);
    inMemory.remove(account);
    if (credentials.available()) {
      credentials.delete(account);
    }
  }

  /** The credential store's account name of a profile's keys: one entry per URL and account. */
  static String account(String baseUrl, String accountId) {
    return "api-keys:" + baseUrl.strip().replaceAll("/+$", "") + "#" + accountId.strip();
  }

  private static Optional<Pair> parse(String saved) {
    int cut = saved.indexOf('\n');
    if (cut <= 0 || cut == saved.length() - 1) {
      return Optional.empty(); // not a pair this class saved
    }
    return Optional.of(
        new Pair(saved.substring(0, cut), saved.substring(cut + 1), Source.CREDENTIAL_STORE));
  }
}
