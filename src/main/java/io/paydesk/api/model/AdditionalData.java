package io.paydesk.api.model;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/** Extra data that improves the payment experience. */
public record AdditionalData(
    Airline airline, List<JsonNode> transportations, Order order, SellerDetails sellerDetails) {

  /** Secrets masked; free-form JSON and the raw JSON are not printed. */
  @Override
  public String toString() {
    return "AdditionalData["
        + "airline="
        + airline
        + ", transportations="
        + (transportations == null ? "null" : "<json>")
        + ", order="
        + order
        + ", sellerDetails="
        + sellerDetails
        + "]";
  }
}
