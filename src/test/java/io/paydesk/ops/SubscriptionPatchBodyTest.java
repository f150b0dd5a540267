package io.paydesk.ops;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.paydesk.api.ClientConfig;
import io.paydesk.api.PaydeskClient;
import io.paydesk.api.model.Metadata;
import io.paydesk.api.model.ModelJson;
import io.paydesk.api.model.Subscription;
import io.paydesk.store.Store;
import io.paydesk.store.Stores;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The PATCH a subscription edit sends, as a server receives it. */
class SubscriptionPatchBodyTest {
  static final String ID = "7304911d-5df9-429e-8488-ad41abea1a4c";
  static final String SUBSCRIPTION =
      """
      {"id":"%s","name":"Coffee monthly","description":"Monthly coffee",
       "merchant_reference":"SUB-0001","account_id":"64761a45-6e49-4ea5-a6ff-6b52030b92ac",
       "country":"CO","status":"ACTIVE","amount":{"currency":"COP","value":%s},
       "frequency":{"type":"MONTH","value":1},"billing_cycles":{"total":12,"current":2},
       "customer_payer":{"id":"5a0b1b8c-2c3d-4e5f-8a9b-0c1d2e3f4a5b"},
       "payment_method":{"type":"CARD","vaulted_token":"9104911d-5df9-429e-8488-ad41abea1a4c"},
       "availability":{"start_at":"2026-01-01T00:00:00Z","finish_at":null},
       "retries":{"retry_on_decline":true,"amount":3},
       "metadata":[{"key":"plan","value":"gold"},{"key":"channel","value":"web"}]}
      """;

  @StartStop public final MockWebServer server = new MockWebServer();
  @TempDir Path dir;

  @Test
  void thePatchBodyHoldsOnlyTheChangedFields() throws Exception {
    server.enqueue(json(SUBSCRIPTION.formatted(ID, "50000")));
    Subscription s = ModelJson.readSubscription(SUBSCRIPTION.formatted(ID, "40000"));
    SubscriptionEdit e = SubscriptionEdit.of(s);
    SubscriptionEdit edit =
        new SubscriptionEdit(
            e.name(),
            e.description(),
            e.merchantReference(),
            e.accountId(),
            e.country(),
            new BigDecimal("50000"),
            e.currency(),
            e.frequencyType(),
            e.frequencyValue(),
            e.cyclesTotal(),
            e.customerId(),
            e.startAt(),
            e.finishAt(),
            e.retryOnDecline(),
            e.retryAmount(),
            List.of(Metadata.of("plan", "gold")),
            e.vaultedToken(),
            null,
            false);

    try (PaydeskClient client =
            new PaydeskClient(
                ClientConfig.builder(server.url("/").toString(), "pk_test_0123", "sk_test_4567")
                    .build());
        Store store = Stores.openH2(dir.resolve("store"))) {
      SubscriptionResult result = new SubscriptionOperations(client, store).update(s, edit);
      assertThat(result.succeeded()).isTrue();
    }

    RecordedRequest request = server.takeRequest();
    assertThat(request.getMethod()).isEqualTo("PATCH");
    assertThat(request.getUrl().encodedPath()).endsWith("/subscriptions/" + ID);
    JsonNode body = new ObjectMapper().readTree(request.getBody().utf8());
    Set<String> fields = new TreeSet<>();
    body.fieldNames().forEachRemaining(fields::add);
    assertThat(fields).containsExactly("amount", "metadata");
    assertThat(body.get("amount").get("value").decimalValue()).isEqualByComparingTo("50000");
    assertThat(body.get("metadata")).hasSize(1);
    assertThat(body.get("metadata").get(0).get("key").asText()).isEqualTo("channel");
    assertThat(body.get("metadata").get(0).get("value").asText()).isEmpty();
    assertThat(request.getHeaders().get("X-Idempotency-Key")).hasSize(36);
  }

  @Test
  void anUntouchedEditChangesNothing() {
    Subscription s = ModelJson.readSubscription(SUBSCRIPTION.formatted(ID, "40000"));

    assertThat(SubscriptionOperations.changes(s, SubscriptionEdit.of(s)).isEmpty()).isTrue();
  }

  private static MockResponse json(String body) {
    return new MockResponse.Builder()
        .code(200)
        .body(body)
        .setHeader("Content-Type", "application/json")
        .build();
  }
}
