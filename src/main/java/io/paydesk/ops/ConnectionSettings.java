package io.paydesk.ops;

import io.paydesk.api.Environment;
import java.net.URI;
import java.time.Duration;
import java.util.Map;
import java.util.Objects;

/**
 * Where the console connects: the embedded sandbox, or a live base URL with the merchant's key pair
 * and its time-outs; and where the history is kept: this computer's store, or a team store ({@code
 * team}, null for this computer). {@link #toString()} never shows the keys; where they are kept is
 * {@link ApiKeys}'s business.
 */
public record ConnectionSettings(
    boolean embeddedSandbox,
    String baseUrl,
    String accountId,
    String publicApiKey,
    String privateSecretKey,
    Duration connectTimeout,
    Duration readTimeout,
    TeamLogin team) {

  /** How long connecting to the live service may take, unless Settings says otherwise. */
  public static final Duration DEFAULT_CONNECT_TIMEOUT = Duration.ofSeconds(10);

  /** How long an answer may take (the service may take 60 s), unless Settings says otherwise. */
  public static final Duration DEFAULT_READ_TIMEOUT = Duration.ofSeconds(65);

  public ConnectionSettings(
      boolean embeddedSandbox,
      String baseUrl,
      String accountId,
      String publicApiKey,
      String privateSecretKey) {
    this(
        embeddedSandbox,
        baseUrl,
        accountId,
        publicApiKey,
        privateSecretKey,
        DEFAULT_CONNECT_TIMEOUT,
        DEFAULT_READ_TIMEOUT,
        null);
  }

  /** The same connection with other time-outs. */
  public ConnectionSettings withTimeouts(Duration connect, Duration read) {
    return new ConnectionSettings(
        embeddedSandbox,
        baseUrl,
        accountId,
        publicApiKey,
        privateSecretKey,
        Objects.requireNonNull(connect),
        Objects.requireNonNull(read),
        team);
  }

  /** The same service, its history kept in the team store {@code login} (null: this computer). */
  public ConnectionSettings withTeam(TeamLogin login) {
    return new ConnectionSettings(
        embeddedSandbox,
        baseUrl,
        accountId,
        publicApiKey,
        privateSecretKey,
        connectTimeout,
        readTimeout,
        login);
  }

  public static final String ENV_BASE_URL = "PAYDESK_BASE_URL";
  public static final String ENV_ACCOUNT_ID = "PAYDESK_ACCOUNT_ID";
  public static final String ENV_PUBLIC_API_KEY = "PAYDESK_PUBLIC_API_KEY";
  public static final String ENV_PRIVATE_SECRET_KEY = "PAYDESK_PRIVATE_SECRET_KEY";

  public static ConnectionSettings embedded() {
    return new ConnectionSettings(true, null, null, null, null);
  }

  public static ConnectionSettings live(
      String baseUrl, String accountId, String publicApiKey, String privateSecretKey) {
    return new ConnectionSettings(
        false,
        Objects.requireNonNull(baseUrl),
        Objects.requireNonNull(accountId),
        Objects.requireNonNull(publicApiKey),
        Objects.requireNonNull(privateSecretKey));
  }

  /**
   * The live connection described by the environment when all four variables are set; otherwise the
   * embedded sandbox.
   */
  public static ConnectionSettings fromEnvironment(Map<String, String> env) {
    String url = blankToNull(env.get(ENV_BASE_URL));
    String account = blankToNull(env.get(ENV_ACCOUNT_ID));
    String pub = blankToNull(env.get(ENV_PUBLIC_API_KEY));
    String secret = blankToNull(env.get(ENV_PRIVATE_SECRET_KEY));
    if (url == null || account == null || pub == null || secret == null) {
      return embedded();
    }
    return live(url, account, pub, secret);
  }

  /** The name of this connection's store file: one per profile. */
  public String profileName() {
    if (embeddedSandbox) {
      return "sandbox";
    }
    return baseUrl.replaceFirst("^https?://", "").replaceAll("[^A-Za-z0-9.-]", "_")
        + "-"
        + accountId;
  }

  /** A base URL keys may be sent to: https, or http on this computer (a local sandbox). */
  public static boolean validBaseUrl(String url) {
    try {
      URI uri = URI.create(url);
      if (uri.getHost() == null) {
        return false;
      }
      if ("https".equals(uri.getScheme())) {
        return true;
      }
      boolean local = uri.getHost().equals("127.0.0.1") || uri.getHost().equals("localhost");
      return "http".equals(uri.getScheme()) && local;
    } catch (IllegalArgumentException e) {
      return false;
    }
  }

  /** True for a sandbox public key with a production environment's base URL: never sent there. */
  public static boolean sandboxKeyOnProduction(String baseUrl, String publicApiKey) {
    boolean production =
        Environment.PRODUCTION.baseUrl().equals(baseUrl)
            || Environment.EU_PRODUCTION.baseUrl().equals(baseUrl);
    return production && Environment.isSandboxKey(publicApiKey);
  }

  private static String blankToNull(String s) {
    return s == null || s.isBlank() ? null : s.trim();
  }

  @Override
  public String toString() {
    String store = team == null ? "" : ", team store " + team;
    return embeddedSandbox
        ? "ConnectionSettings[embedded sandbox" + store + "]"
        : "ConnectionSettings["
            + baseUrl
            + ", account "
            + accountId
            + ", keys hidden"
            + store
            + "]";
  }
}
