package io.paydesk.inbox;

import java.time.Duration;

/**
 * How an inbox listens and what it accepts.
 *
 * @param bind the address to listen on (127.0.0.1 unless told otherwise: a reverse proxy faces the
 *     internet)
 * @param port the port; 0 picks a free one
 * @param path where the service posts its events
 * @param secret the HMAC secret; null only with {@code noSignature}
 * @param previousSecret the secret before the last rotation, also accepted; may be null
 * @param apiKey the static x-api-key the merchant set, checked when not null
 * @param apiSecret the static x-secret the merchant set, checked when not null
 * @param accountId the merchant's account; an envelope for another is refused (null: not checked)
 * @param noSignature accept events without checking a signature (loopback only)
 * @param quietAfter how long without an event before {@code /health} says so
 * @param retention how long raw bodies are kept
 */
public record InboxSettings(
    String bind,
    int port,
    String path,
    String secret,
    String previousSecret,
    String apiKey,
    String apiSecret,
    String accountId,
    boolean noSignature,
    Duration quietAfter,
    Duration retention) {
  /** The largest body accepted (1 MB). */
  public static final int MAX_BODY = 1024 * 1024;

  public static final String DEFAULT_BIND = "127.0.0.1";
  public static final String DEFAULT_PATH = "/webhooks";
  public static final Duration DEFAULT_QUIET_AFTER = Duration.ofHours(6);
  public static final Duration DEFAULT_RETENTION = Duration.ofDays(30);

  /**
   * Why these settings cannot start an inbox, or null when they can: no secret without
   * --no-signature, --no-signature off loopback, half of the static header pair.
   */
  public String problem() {
    if (!path.startsWith("/") || path.equals("/health")) {
      return "The path must start with / and must not be /health.";
    }
    if ((apiKey == null) != (apiSecret == null)) {
      return "Set both PAYDESK_WEBHOOK_API_KEY and PAYDESK_WEBHOOK_API_SECRET, or neither.";
    }
    if (noSignature) {
      return loopback(bind)
          ? null
          : "--no-signature is accepted only on a loopback address (127.0.0.1, ::1).";
    }
    if (secret == null) {
      return "No webhook secret: set PAYDESK_WEBHOOK_SECRET (or PAYDESK_WEBHOOK_SECRET_FILE), or"
          + " give --no-signature on a loopback address.";
    }
    return null;
  }

  static boolean loopback(String address) {
    try {
      return java.net.InetAddress.getByName(address).isLoopbackAddress();
    } catch (java.net.UnknownHostException e) {
      return false;
    }
  }
}
