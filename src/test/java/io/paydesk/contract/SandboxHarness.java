package io.paydesk.contract;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.paydesk.api.ClientConfig;
import io.paydesk.api.PaydeskClient;
import io.paydesk.api.RetryPolicy;
import io.paydesk.api.model.Amount;
import io.paydesk.api.model.CardData;
import io.paydesk.api.model.CardDetail;
import io.paydesk.api.model.CustomerPayer;
import io.paydesk.api.model.PaymentCreateRequest;
import io.paydesk.api.model.PaymentMethod;
import io.paydesk.api.model.PaymentMethodDetail;
import io.paydesk.api.model.Workflow;
import io.paydesk.sandbox.Sandbox;
import io.paydesk.sandbox.SandboxOptions;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.UUID;

/**
 * One in-process sandbox on an ephemeral port and a {@link PaydeskClient} pointed at it. The client
 * retries without waiting (its sleeper returns at once) so fault tests stay fast. The /sandbox
 * control API (chargeback, clock, faults, reset) is driven with plain HTTP.
 */
final class SandboxHarness implements AutoCloseable {
  static final ObjectMapper JSON = new ObjectMapper();

  /** A test card number (Luhn-valid Visa test number). */
  static final String CARD_NUMBER = "4111111111111111";

  final Sandbox sandbox;
  final PaydeskClient client;
  private final HttpClient http =
      HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

  private SandboxHarness(Sandbox sandbox) {
    this.sandbox = sandbox;
    this.client =
        clientWithKeys(Sandbox.DEFAULT_PUBLIC_API_KEY, Sandbox.DEFAULT_PRIVATE_SECRET_KEY);
  }

  /** A sandbox with a small demo history (fast to build), and its client. */
  static SandboxHarness start() {
    return new SandboxHarness(Sandbox.start(SandboxOptions.defaults().withDemoPayments(20)));
  }

  /** A sandbox seeded with {@code demoPayments} demo payments, and its client. */
  static SandboxHarness withDemoPayments(int demoPayments) {
    return new SandboxHarness(
        Sandbox.start(SandboxOptions.defaults().withDemoPayments(demoPayments)));
  }

  /** A client of this sandbox with other keys (the caller closes it). */
  PaydeskClient clientWithKeys(String publicKey, String secretKey) {
    return new PaydeskClient(
        ClientConfig.builder(sandbox.baseUrl(), publicKey, secretKey)
            .readTimeout(Duration.ofSeconds(10))
            .callTimeout(Duration.ofSeconds(15))
            .retryPolicy(
                RetryPolicy.DEFAULT.withBackoff(Duration.ofMillis(1), Duration.ofMillis(5)))
            .sleeper(d -> {})
            .build());
  }

  String accountId() {
    return sandbox.accountId();
  }

  // ---- request builders ----

  static String unique(String prefix) {
    return prefix + "-" + UUID.randomUUID().toString().substring(0, 8);
  }

  /** A DIRECT card payment; capture false makes it two-step (authorise only). */
  PaymentCreateRequest.Builder card(String merchantOrderId, String value, boolean capture) {
    return PaymentCreateRequest.builder()
        .accountId(accountId())
        .merchantOrderId(merchantOrderId)
        .description("Contract test order")
        .amount(new BigDecimal(value), "USD")
        .country("US")
        .workflow(Workflow.DIRECT)
        .paymentMethod(
            PaymentMethod.of(
                "CARD",
                PaymentMethodDetail.card(
                    CardDetail.of(capture, CardData.of("JOHN DOE", CARD_NUMBER, 12, 30, "123")))));
  }

  /** A card payment that asks to enrol the card for the customer when it succeeds. */
  PaymentCreateRequest vaultingCard(String merchantOrderId, String customerId) {
    PaymentMethod pm =
        new PaymentMethod(
            "CARD",
            null,
            null,
            true,
            null,
            null,
            PaymentMethodDetail.card(
                CardDetail.of(true, CardData.of("ANA GOMEZ", CARD_NUMBER, 11, 31, "321"))));
    return card(merchantOrderId, "12.00", true)
        .paymentMethod(pm)
        .customerPayer(payer(customerId))
        .build();
  }

  static CustomerPayer payer(String id) {
    return new CustomerPayer(
        id, null, null, null, null, null, null, null, null, null, null, null, null, null, null,
        null, null, null, null);
  }

  static Amount usd(String value) {
    return Amount.of(new BigDecimal(value), "USD");
  }

  // ---- plain HTTP: the /sandbox control API and set-up the client does not cover ----

  /** POST /sandbox/payments/{id}/chargeback: the CHARGEBACK transaction and the payment. */
  JsonNode openChargeback(String paymentId) {
    return control("POST", "/sandbox/payments/" + paymentId + "/chargeback", "{}");
  }

  /** POST /sandbox/clock {"advance": iso}: moves simulated time, runs what fell due. */
  JsonNode advanceClock(String isoDuration) {
    return control("POST", "/sandbox/clock", "{\"advance\":\"" + isoDuration + "\"}");
  }

  /** POST /sandbox/faults with the given settings. */
  JsonNode faults(ObjectNode settings) {
    return control("POST", "/sandbox/faults", settings.toString());
  }

  JsonNode clearFaults() {
    return control("POST", "/sandbox/faults", "{}");
  }

  JsonNode reset() {
    return control("POST", "/sandbox/reset", "");
  }

  JsonNode control(String method, String path, String body) {
    Raw r = send(method, path, body, false);
    if (r.status() != 200) {
      throw new IllegalStateException(
          method + " " + path + " answered " + r.status() + ": " + r.body());
    }
    return r.json();
  }

  /**
   * A /v1 call with the sandbox keys, for set-up the client does not offer (subscription creation)
   * and for counting effects independently of the client.
   */
  Raw v1(String method, String path, String body) {
    return send(method, "/v1" + path, body, true);
  }

  private Raw send(String method, String path, String body, boolean keys) {
    HttpRequest.Builder b =
        HttpRequest.newBuilder(URI.create(sandbox.baseUrl() + path))
            .timeout(Duration.ofSeconds(15))
            .header("Content-Type", "application/json")
            .method(
                method,
                body == null || body.isEmpty()
                    ? HttpRequest.BodyPublishers.noBody()
                    : HttpRequest.BodyPublishers.ofString(body));
    if (keys) {
      b.header("public-api-key", Sandbox.DEFAULT_PUBLIC_API_KEY)
          .header("private-secret-key", Sandbox.DEFAULT_PRIVATE_SECRET_KEY)
          .header("X-Idempotency-Key", UUID.randomUUID().toString());
    }
    try {
      HttpResponse<String> r = http.send(b.build(), HttpResponse.BodyHandlers.ofString());
      return new Raw(r.statusCode(), r.body());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  /** A plain HTTP answer. */
  record Raw(int status, String body) {
    JsonNode json() {
      try {
        return body == null || body.isEmpty() ? JSON.createObjectNode() : JSON.readTree(body);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  @Override
  public void close() {
    client.close();
    sandbox.close();
  }
}
