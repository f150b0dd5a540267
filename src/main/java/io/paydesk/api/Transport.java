package io.paydesk.api;

import io.paydesk.rules.FieldError;
import io.paydesk.rules.Rules;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Function;
import javax.net.ssl.SSLException;
import okhttp3.Call;
import okhttp3.ConnectionSpec;
import okhttp3.EventListener;
import okhttp3.HttpUrl;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import okhttp3.ResponseBody;

/**
 * Sends calls over the one shared OkHttpClient: auth and idempotency headers, the retry policy, and
 * the mapping of answers and failures to the exception family.
 *
 * <p>Retried: GETs, and requests carrying an idempotency key, on connection failures, time-outs,
 * 429, 5xx and REQUEST_IN_PROCESS, with the same key each time. Never retried: PATCH and requests
 * without a key (payout creation); when such a request may have left and no answer came back the
 * failure is an {@link OutcomeUnknownException}.
 */
final class Transport {
  private static final MediaType JSON = MediaType.get("application/json");
  private static final byte[] EMPTY = new byte[0];

  /**
   * The one OkHttpClient of the process: every client derives its settings from it with
   * newBuilder(), so all share one connection pool and dispatcher. It speaks plain HTTP only: an
   * https client adds TLS (loading the system's trusted certificates, about a quarter of a second
   * of a cold start), the embedded sandbox's http://127.0.0.1 client never needs it. Made on the
   * first call of any client, not at class load: OkHttp's own start is about a fifth of a second of
   * a cold start, which the console's first screen (read from the store) does not wait for.
   */
  private static final class Shared {
    static final OkHttpClient CLIENT =
        new OkHttpClient.Builder().connectionSpecs(List.of(ConnectionSpec.CLEARTEXT)).build();
  }

  static OkHttpClient shared() {
    return Shared.CLIENT;
  }

  private final ClientConfig config;

  /** This client's OkHttpClient and base URL, made on its first call. */
  private volatile Http http;

  private record Http(OkHttpClient client, HttpUrl base) {}

  Transport(ClientConfig config) {
    this.config = config;
  }

  private Http made() {
    Http h = http;
    if (h == null) {
      synchronized (this) {
        h = http;
        if (h == null) {
          h = make(config);
          http = h;
        }
      }
    }
    return h;
  }

  private static Http make(ClientConfig config) {
    HttpUrl base = HttpUrl.get(config.baseUrl() + "/v1/");
    OkHttpClient client =
        shared()
            .newBuilder()
            .connectTimeout(config.connectTimeout())
            .readTimeout(config.readTimeout())
            .writeTimeout(config.writeTimeout())
            .callTimeout(config.callTimeout())
            // OkHttp may silently resend a request on a stale connection; we decide retries.
            .retryOnConnectionFailure(false)
            .followRedirects(false)
            .eventListenerFactory(call -> new SendTracker.Listener(call))
            .addInterceptor(new LoggingInterceptor())
            .connectionSpecs(
                base.isHttps()
                    ? List.of(ConnectionSpec.MODERN_TLS, ConnectionSpec.CLEARTEXT)
                    : List.of(ConnectionSpec.CLEARTEXT))
            .build();
    return new Http(client, base);
  }

  OkHttpClient http() {
    return made().client();
  }

  HttpUrl url(ApiCall call) {
    HttpUrl.Builder b = made().base().newBuilder();
    for (String s : call.pathSegments()) {
      b.addPathSegment(s);
    }
    for (Map.Entry<String, String> q : call.query().entrySet()) {
      b.addQueryParameter(q.getKey(), q.getValue());
    }
    return b.build();
  }

  /** Sends the call and reads the bytes of a successful answer with reader. */
  <T> T call(ApiCall call, Function<byte[], T> reader) {
    ApiResponse response = execute(call);
    try {
      return reader.apply(response.body());
    } catch (RuntimeException e) {
      throw new UnreadableResponseException(
          "The service accepted the "
              + call.what()
              + " but its answer could not be read; check"
              + " the result before sending anything again. (HTTP "
              + response.status()
              + ")",
          response.status(),
          Redactor.redactJson(response.text()),
          e);
    }
  }

  ApiResponse execute(ApiCall call) {
    String key = call.idempotencyKey();
    if (key != null && key.isBlank()) {
      key = null;
    }
    if (call.idempotency() == ApiCall.Idempotency.REQUIRED_UUID
        && key != null
        && !Rules.isUuid(key)) {
      throw new ValidationException(
          List.of(
              new FieldError(
                  "X-Idempotency-Key",
                  "uuid",
                  "The idempotency key of this operation must be a UUID.")));
    }
    if (key == null && call.idempotency() != ApiCall.Idempotency.OPTIONAL) {
      key = UUID.randomUUID().toString();
    }
    boolean retryable = !call.neverRetry() && ("GET".equals(call.method()) || key != null);
    RetryPolicy policy = config.retryPolicy();
    int maxAttempts = retryable ? policy.maxAttempts() : 1;
    long startNanos = System.nanoTime();
    OkHttpClient http = http();
    OkHttpClient client =
        call.timeout() == null ? http : http.newBuilder().callTimeout(call.timeout()).build();
    HttpUrl url = url(call);

    for (int attempt = 1; ; attempt++) {
      SendTracker tracker = new SendTracker();
      Request request = request(call, url, key, tracker);
      Duration retryAfter = null;
      PaydeskException failure;
      try (Response response = client.newCall(request).execute()) {
        ResponseBody rb = response.body();
        byte[] body = rb == null ? EMPTY : rb.bytes();
        int status = response.code();
        if (status >= 200 && status < 300) {
          return new ApiResponse(status, body);
        }
        failure =
            ErrorMapper.map(
                status, new String(body, StandardCharsets.UTF_8), response.header("Retry-After"));
        if (status == 504 && !retryable && !"GET".equals(call.method())) {
          throw new OutcomeUnknownException(
              "The service timed out, so it is not known whether the "
                  + call.what()
                  + " went through. Look it up before sending again. (HTTP 504)",
              "OUTCOME_UNKNOWN",
              call.method(),
              url.encodedPath(),
              Redactor.redactJson(call.jsonBody()),
              key,
              null);
        }
        retryAfter =
            failure instanceof RateLimitedException rl
                ? rl.retryAfter()
                : ErrorMapper.parseRetryAfter(response.header("Retry-After"));
        if (!failure.isRetryable()) {
          throw failure;
        }
      } catch (IOException e) {
        failure = ioFailure(call, url, key, e, tracker.sent);
      } catch (RuntimeException e) {
        throw e;
      } catch (Exception e) {
        // OkHttp's connect throws InterruptedException, undeclared, when the thread is interrupted
        // (a cancelled fetch): the caller gets the same failure as for any interrupted call.
        Thread.currentThread().interrupt();
        InterruptedIOException interrupted = new InterruptedIOException("interrupted");
        interrupted.initCause(e);
        throw ioFailure(call, url, key, interrupted, tracker.sent);
      }
      if (attempt >= maxAttempts) {
        throw failure;
      }
      Duration delay = policy.delayBefore(attempt + 1, retryAfter);
      Duration elapsed = Duration.ofNanos(System.nanoTime() - startNanos);
      if (elapsed.plus(delay).compareTo(policy.maxTotalTime()) > 0) {
        throw failure;
      }
      try {
        config.sleeper().sleep(delay);
      } catch (InterruptedException ie) {
        Thread.currentThread().interrupt();
        throw failure;
      }
    }
  }

  private Request request(ApiCall call, HttpUrl url, String key, SendTracker tracker) {
    Request.Builder b =
        new Request.Builder()
            .url(url)
            .header("public-api-key", config.publicApiKey())
            .header("private-secret-key", config.privateSecretKey())
            .header("Accept", "application/json")
            .tag(SendTracker.class, tracker);
    if (key != null) {
      b.header("X-Idempotency-Key", key);
    }
    RequestBody body = null;
    if (call.jsonBody() != null) {
      body = RequestBody.create(call.jsonBody(), JSON);
    } else if (!"GET".equals(call.method())) {
      body = RequestBody.create(EMPTY, JSON);
    }
    return b.method(call.method(), body).build();
  }

  private PaydeskException ioFailure(
      ApiCall call, HttpUrl url, String key, IOException e, boolean sent) {
    String cause = describe(e);
    boolean write = !"GET".equals(call.method());
    if (write && sent) {
      String again =
          key != null
              ? " Send it again with the same idempotency key, or look it up first."
              : " Look it up before sending again.";
      return new OutcomeUnknownException(
          "No answer came back ("
              + cause
              + "), so it is not known whether the "
              + call.what()
              + " went through."
              + again,
          "OUTCOME_UNKNOWN",
          call.method(),
          url.encodedPath(),
          Redactor.redactJson(call.jsonBody()),
          key,
          e);
    }
    return new ConnectionException(
        "The service could not be reached: check the connection. (" + cause + ")",
        "CONNECTION_FAILED",
        e);
  }

  static String describe(IOException e) {
    if (e instanceof ConnectException) {
      return "connection refused";
    }
    if (e instanceof UnknownHostException) {
      return "unknown host";
    }
    if (e instanceof NoRouteToHostException) {
      return "no route to host";
    }
    if (e instanceof SSLException) {
      return "secure connection failed";
    }
    if (e instanceof SocketTimeoutException || e instanceof InterruptedIOException) {
      return "timed out";
    }
    return "connection dropped";
  }

  /** Drops idle pooled connections; the shared pool and dispatcher stay for other clients. */
  void close() {
    Http h = http;
    if (h != null) {
      h.client().connectionPool().evictAll();
    }
  }

  /** Records whether any byte of a request may have left, per attempt. */
  static final class SendTracker {
    volatile boolean sent;

    static final class Listener extends EventListener {
      private final SendTracker tracker;

      Listener(Call call) {
        this.tracker = call.request().tag(SendTracker.class);
      }

      @Override
      public void requestHeadersStart(Call call) {
        if (tracker != null) {
          tracker.sent = true;
        }
      }

      @Override
      public void requestBodyStart(Call call) {
        if (tracker != null) {
          tracker.sent = true;
        }
      }
    }
  }
}
