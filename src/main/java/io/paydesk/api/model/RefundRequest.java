package io.paydesk.api.model;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/** Body of a refund, and of cancel-or-refund. Leave amount null for a full refund. */
public record RefundRequest(
    String merchantReference,
    String description,
    String reason,
    Amount amount,
    List<JsonNode> splitMarketplace,
    CustomerPayer customerPayer,
    ResponseAdditionalData responseAdditionalData,
    Boolean simplifiedMode) {
  /** A full refund (no amount sent). */
  public static RefundRequest full(String merchantReference, String reason) {
    return new RefundRequest(merchantReference, null, reason, null, null, null, null, null);
  }

  /** A partial refund of this amount. */
  public static RefundRequest partial(String merchantReference, String reason, Amount amount) {
    return new RefundRequest(merchantReference, null, reason, amount, null, null, null, null);
  }
}
