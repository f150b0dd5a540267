package io.paydesk.api;

import io.paydesk.api.model.ModelJson;
import io.paydesk.api.model.Payout;
import io.paydesk.api.model.PayoutCreateRequest;
import java.util.List;

/**
 * Payouts. Creation takes no idempotency key and is never retried automatically: when no answer
 * comes back it throws {@link OutcomeUnknownException}; settle it with {@link
 * #retrieveByMerchantReference} before sending again.
 */
public final class PayoutsService {
  private final Transport transport;

  PayoutsService(Transport transport) {
    this.transport = transport;
  }

  /** POST /payouts (201). Sent exactly once. */
  /**
   * POST /payouts (201), sent exactly once even when options carry an idempotency key (which is
   * then sent as a header, since the service honours it when present).
   */
  public Payout create(PayoutCreateRequest request, RequestOptions options) {
    ApiCall call =
        ApiCall.post("payout", "payouts")
            .body(Services.body(request, RequestRules::check))
            .options(options)
            .neverRetry()
            .build();
    return transport.call(call, ModelJson::readPayout);
  }

  /** GET /payouts/{payout_id}. */
  public Payout retrieve(String payoutId) {
    Services.longId("payout_id", payoutId);
    ApiCall call = ApiCall.get("payout", "payouts", payoutId).build();
    return transport.call(call, ModelJson::readPayout);
  }

  /** GET /payouts?merchant_reference=...: how an unknown payout outcome is settled. */
  public List<Payout> retrieveByMerchantReference(String merchantReference) {
    Services.present("merchant_reference", merchantReference);
    ApiCall call =
        ApiCall.get("payout", "payouts").query("merchant_reference", merchantReference).build();
    return transport.call(call, ModelJson::readPayouts);
  }
}
