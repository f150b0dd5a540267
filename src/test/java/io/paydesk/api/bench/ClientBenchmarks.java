package io.paydesk.api.bench;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpServer;
import io.paydesk.api.ClientConfig;
import io.paydesk.api.PaydeskClient;
import io.paydesk.api.RetryPolicy;
import io.paydesk.api.model.Examples;
import io.paydesk.api.model.ModelJson;
import io.paydesk.api.model.Payment;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.slf4j.LoggerFactory;

/**
 * The client's costs beside their baselines, in the same run:
 *
 * <ul>
 *   <li>parse the largest published payment example into {@link Payment} vs plain Jackson {@code
 *       readTree} of the same text;
 *   <li>a get-payment round trip on loopback against a tiny JDK HttpServer with TCP_NODELAY
 *       (MockWebServer's split writes meet delayed ACKs and cost 40 ms a call) through {@link
 *       PaydeskClient} (validation, headers, retry wrapper, logging interceptor, parsing) vs a raw
 *       OkHttp GET of the same URL that only reads the body as text.
 * </ul>
 *
 * <p>The warm-up is long because the round trip's binding keeps compiling: per 2 s warm-up
 * iteration one run took 1,434, 322, 263, 203, 167 µs, then 150 to 210 µs until about the tenth,
 * and 147 to 178 µs after. Five iterations measured partly the compiler.
 *
 * <p>Run (see README): {@code java -cp target/test-classes:target/classes:$(cat target/cp.txt)
 * org.openjdk.jmh.Main ClientBenchmarks -rf json -rff target/bench/client.json}
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 12, time = 2)
@Measurement(iterations = 8, time = 2)
@Fork(2)
@State(Scope.Benchmark)
public class ClientBenchmarks {
  /** The largest single payment among the published examples (18,857 bytes). */
  static final String LARGEST_PAYMENT = "disputes/200-success.json";

  static final String PAYMENT_ID = "bc0489ba-80bf-4bb9-98c5-ff8dfbceebf9";

  String json;
  ObjectMapper plain;
  HttpServer server;
  ExecutorService serverThreads;
  PaydeskClient client;
  OkHttpClient raw;
  String url;

  @Setup(Level.Trial)
  public void setUp() throws IOException {
    // Log events are still created at INFO; they are just not written to the console.
    LoggerContext ctx = (LoggerContext) LoggerFactory.getILoggerFactory();
    Logger root = ctx.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
    root.detachAndStopAllAppenders();
    root.setLevel(ch.qos.logback.classic.Level.INFO);

    json = Examples.text(LARGEST_PAYMENT);
    plain = new ObjectMapper();
    byte[] body =
        Examples.text("retrieve-payment-by-id/200-card-with-card-details.json")
            .getBytes(StandardCharsets.UTF_8);
    // Without TCP_NODELAY the server's second write waits for a delayed ACK (40 ms a call).
    System.setProperty("sun.net.httpserver.nodelay", "true");
    server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 50);
    server.createContext(
        "/",
        exchange -> {
          exchange.getRequestBody().readAllBytes();
          exchange.getResponseHeaders().set("Content-Type", "application/json");
          exchange.sendResponseHeaders(200, body.length);
          exchange.getResponseBody().write(body);
          exchange.close();
        });
    serverThreads = Executors.newFixedThreadPool(2);
    server.setExecutor(serverThreads);
    server.start();
    String origin = "http://127.0.0.1:" + server.getAddress().getPort();
    client =
        new PaydeskClient(
            ClientConfig.builder(origin, "sandbox_pk_bench", "sk_bench_secret")
                .retryPolicy(RetryPolicy.DEFAULT)
                .build());
    raw = new OkHttpClient();
    url = origin + "/v1/payments/" + PAYMENT_ID;
  }

  @TearDown(Level.Trial)
  public void tearDown() throws IOException {
    client.close();
    raw.dispatcher().executorService().shutdown();
    raw.connectionPool().evictAll();
    server.stop(0);
    serverThreads.shutdownNow();
  }

  @Benchmark
  public Payment parseLargestPayment() {
    return ModelJson.readPayment(json);
  }

  @Benchmark
  public JsonNode parseLargestPaymentBaselineReadTree() throws IOException {
    return plain.readTree(json);
  }

  @Benchmark
  public Payment getPaymentRoundTrip() {
    return client.payments().retrieve(PAYMENT_ID);
  }

  @Benchmark
  public String getPaymentRoundTripBaselineRawOkHttp() throws IOException {
    Request request =
        new Request.Builder()
            .url(url)
            .header("public-api-key", "sandbox_pk_bench")
            .header("private-secret-key", "sk_bench_secret")
            .build();
    try (Response response = raw.newCall(request).execute()) {
      return response.body().string();
    }
  }
}
