package io.paydesk.api.model;

import com.fasterxml.jackson.databind.JsonNode;

/** Shipping of an order. */
public record OrderShipping(
    String type, String description, String carrier, String deliverAt, JsonNode recipients) {

  /** Secrets masked; free-form JSON and the raw JSON are not printed. */
  @Override
  public String toString() {
    return "OrderShipping["
        + "type="
        + type
        + ", description="
        + description
        + ", carrier="
        + carrier
        + ", deliverAt="
        + deliverAt
        + ", recipients="
        + (recipients == null ? "null" : "<json>")
        + "]";
  }
}
