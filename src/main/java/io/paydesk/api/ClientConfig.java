package io.paydesk.api;

import java.time.Duration;
import java.util.Objects;

/**
 * How to reach the service: base URL (origin without {@code /v1}), the two keys, time-outs and
 * retry policy. toString never shows the private secret key.
 */
public final class ClientConfig {
  private final String baseUrl;
  private final String publicApiKey;
  private final String privateSecretKey;
  private final Duration connectTimeout;
  private final Duration readTimeout;
  private final Duration writeTimeout;
  private final Duration callTimeout;
  private final RetryPolicy retryPolicy;
  private final Sleeper sleeper;

  private ClientConfig(Builder b) {
    this.baseUrl = normalise(b.baseUrl);
    this.publicApiKey = Objects.requireNonNull(b.publicApiKey, "publicApiKey");
    this.privateSecretKey = Objects.requireNonNull(b.privateSecretKey, "privateSecretKey");
    this.connectTimeout = b.connectTimeout;
    this.readTimeout = b.readTimeout;
    this.writeTimeout = b.writeTimeout;
    this.callTimeout = b.callTimeout;
    this.retryPolicy = b.retryPolicy;
    this.sleeper = b.sleeper;
  }

  public static Builder builder(String baseUrl, String publicApiKey, String privateSecretKey) {
    return new Builder(baseUrl, publicApiKey, privateSecretKey);
  }

  public static Builder builder(
      Environment environment, String publicApiKey, String privateSecretKey) {
    return new Builder(environment.baseUrl(), publicApiKey, privateSecretKey);
  }

  private static String normalise(String url) {
    Objects.requireNonNull(url, "baseUrl");
    String u = url.trim();
    while (u.endsWith("/")) {
      u = u.substring(0, u.length() - 1);
    }
    if (u.endsWith("/v1")) {
      u = u.substring(0, u.length() - 3);
    }
    if (!u.startsWith("http://") && !u.startsWith("https://")) {
      throw new IllegalArgumentException("The base URL must start with http:// or https://");
    }
    return u;
  }

  /** Origin without {@code /v1}. */
  public String baseUrl() {
    return baseUrl;
  }

  public String publicApiKey() {
    return publicApiKey;
  }

  public String privateSecretKey() {
    return privateSecretKey;
  }

  public Duration connectTimeout() {
    return connectTimeout;
  }

  public Duration readTimeout() {
    return readTimeout;
  }

  public Duration writeTimeout() {
    return writeTimeout;
  }

  /** Whole call including retries' individual attempts (each attempt gets this much). */
  public Duration callTimeout() {
    return callTimeout;
  }

  public RetryPolicy retryPolicy() {
    return retryPolicy;
  }

  Sleeper sleeper() {
    return sleeper;
  }

  /** A copy for another base URL or keys, keeping the rest. */
  public Builder toBuilder() {
    Builder b = new Builder(baseUrl, publicApiKey, privateSecretKey);
    b.connectTimeout = connectTimeout;
    b.readTimeout = readTimeout;
    b.writeTimeout = writeTimeout;
    b.callTimeout = callTimeout;
    b.retryPolicy = retryPolicy;
    b.sleeper = sleeper;
    return b;
  }

  @Override
  public String toString() {
    return "ClientConfig[baseUrl="
        + baseUrl
        + ", publicApiKey="
        + Redactor.maskKey(publicApiKey)
        + ", privateSecretKey=***, connectTimeout="
        + connectTimeout
        + ", readTimeout="
        + readTimeout
        + ", callTimeout="
        + callTimeout
        + ", retryPolicy="
        + retryPolicy
        + "]";
  }

  /** Waits between retries; tests replace it to record the waits instead. */
  @FunctionalInterface
  public interface Sleeper {
    void sleep(Duration d) throws InterruptedException;

    Sleeper REAL = d -> Thread.sleep(d.toMillis());
  }

  public static final class Builder {
    private final String baseUrl;
    private final String publicApiKey;
    private final String privateSecretKey;
    private Duration connectTimeout = Duration.ofSeconds(10);
    private Duration readTimeout = Duration.ofSeconds(65);
    private Duration writeTimeout = Duration.ofSeconds(30);
    private Duration callTimeout = Duration.ofSeconds(90);
    private RetryPolicy retryPolicy = RetryPolicy.DEFAULT;
    private Sleeper sleeper = Sleeper.REAL;

    private Builder(String baseUrl, String publicApiKey, String privateSecretKey) {
      this.baseUrl = baseUrl;
      this.publicApiKey = publicApiKey;
      this.privateSecretKey = privateSecretKey;
    }

    public Builder connectTimeout(Duration d) {
      this.connectTimeout = Objects.requireNonNull(d);
      return this;
    }

    /** The service may take 60 s: the default is 65 s. */
    public Builder readTimeout(Duration d) {
      this.readTimeout = Objects.requireNonNull(d);
      return this;
    }

    public Builder writeTimeout(Duration d) {
      this.writeTimeout = Objects.requireNonNull(d);
      return this;
    }

    public Builder callTimeout(Duration d) {
      this.callTimeout = Objects.requireNonNull(d);
      return this;
    }

    public Builder retryPolicy(RetryPolicy p) {
      this.retryPolicy = Objects.requireNonNull(p);
      return this;
    }

    public Builder sleeper(Sleeper s) {
      this.sleeper = Objects.requireNonNull(s);
      return this;
    }

    public ClientConfig build() {
      return new ClientConfig(this);
    }
  }
}
