package io.paydesk.api;

/** Where the service runs. Any other origin (a local sandbox) is a custom base URL. */
public enum Environment {
  SANDBOX("https://api-sandbox.y.uno"),
  PRODUCTION("https://api.y.uno"),
  EU_PRODUCTION("https://api.eu.y.uno");

  private final String baseUrl;

  Environment(String baseUrl) {
    this.baseUrl = baseUrl;
  }

  /** The origin without {@code /v1}. */
  public String baseUrl() {
    return baseUrl;
  }

  /** The environment a public key belongs to: keys starting {@code sandbox_} are sandbox keys. */
  public static boolean isSandboxKey(String publicApiKey) {
    return publicApiKey != null && publicApiKey.startsWith("sandbox_");
  }
}
