package io.paydesk.api;

import io.paydesk.api.model.ModelJson;
import io.paydesk.api.model.Subscription;
import io.paydesk.api.model.SubscriptionCreateRequest;
import io.paydesk.api.model.SubscriptionUpdateRequest;

/**
 * Subscriptions: create, retrieve, update (PATCH with only the fields given), pause, resume,
 * cancel. Creation carries an idempotency key and is retried safely; the other writes take none by
 * default, so they are never retried automatically.
 */
public final class SubscriptionsService {
  private final Transport transport;

  SubscriptionsService(Transport transport) {
    this.transport = transport;
  }

  /**
   * POST /subscriptions with an idempotency key (the caller's, or one made for the call), retried
   * safely. frequency and billing_date are mutually exclusive.
   */
  public Subscription create(SubscriptionCreateRequest request, RequestOptions options) {
    String body = Services.body(request, RequestRules::check);
    ApiCall call = ApiCall.keyedPost(body, options, "subscription", "subscriptions");
    return transport.call(call, ModelJson::readSubscription);
  }

  /** GET /subscriptions/{id}. */
  public Subscription retrieve(String subscriptionId) {
    Services.longId("subscription_id", subscriptionId);
    ApiCall call = ApiCall.get("subscription", "subscriptions", subscriptionId).build();
    return transport.call(call, ModelJson::readSubscription);
  }

  /** PATCH /subscriptions/{id}: never retried; a lost answer is an OutcomeUnknownException. */
  public Subscription update(
      String subscriptionId, SubscriptionUpdateRequest request, RequestOptions options) {
    Services.longId("subscription_id", subscriptionId);
    ApiCall call =
        ApiCall.patch("subscription update", "subscriptions", subscriptionId)
            .body(Services.body(request, RequestRules::check))
            .options(options)
            .build();
    return transport.call(call, ModelJson::readSubscription);
  }

  /** POST /subscriptions/{id}/pause (no body). */
  public Subscription pause(String subscriptionId, RequestOptions options) {
    return action(subscriptionId, "pause", options);
  }

  /** POST /subscriptions/{id}/resume (no body); may answer INVALID_DATE. */
  public Subscription resume(String subscriptionId, RequestOptions options) {
    return action(subscriptionId, "resume", options);
  }

  /** POST /subscriptions/{id}/cancel (no body); CANCELED is final. */
  public Subscription cancel(String subscriptionId, RequestOptions options) {
    return action(subscriptionId, "cancel", options);
  }

  private Subscription action(String subscriptionId, String action, RequestOptions options) {
    Services.longId("subscription_id", subscriptionId);
    ApiCall call =
        ApiCall.post("subscription " + action, "subscriptions", subscriptionId, action)
            .options(options)
            .build();
    return transport.call(call, ModelJson::readSubscription);
  }
}
