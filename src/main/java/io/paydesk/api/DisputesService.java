package io.paydesk.api;

import io.paydesk.api.model.DisputeRequest;
import io.paydesk.api.model.ModelJson;
import io.paydesk.api.model.Payment;

/**
 * Chargeback disputes: submit PDF evidence (POST, with an idempotency key, retried safely) and
 * update it (PATCH on the same path, never retried automatically).
 */
public final class DisputesService {
  private final Transport transport;

  DisputesService(Transport transport) {
    this.transport = transport;
  }

  /** POST /payments/{id}/transactions/{tid}/dispute (200): the payment, now IN_DISPUTE. */
  public Payment submitEvidence(
      String paymentId, String transactionId, DisputeRequest request, RequestOptions options) {
    ApiCall call =
        prepare(
                ApiCall.post(
                    "dispute", "payments", paymentId, "transactions", transactionId, "dispute"),
                paymentId,
                transactionId,
                request)
            .idempotency(ApiCall.Idempotency.REQUIRED)
            .options(options)
            .build();
    return transport.call(call, ModelJson::readPayment);
  }

  /**
   * PATCH on the dispute path. Never retried automatically: a time-out answers {@link
   * OutcomeUnknownException}. An idempotency key given in options is sent.
   */
  public Payment updateEvidence(
      String paymentId, String transactionId, DisputeRequest request, RequestOptions options) {
    ApiCall call =
        prepare(
                ApiCall.patch(
                    "dispute update",
                    "payments",
                    paymentId,
                    "transactions",
                    transactionId,
                    "dispute"),
                paymentId,
                transactionId,
                request)
            .options(options)
            .build();
    return transport.call(call, ModelJson::readPayment);
  }

  private static ApiCall.Builder prepare(
      ApiCall.Builder b, String paymentId, String transactionId, DisputeRequest request) {
    Services.uuid("payment_id", paymentId);
    Services.uuid("transaction_id", transactionId);
    return b.body(Services.body(request, RequestRules::check));
  }
}
