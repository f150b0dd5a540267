package io.paydesk.api.model;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.util.List;

/** Order data: items, taxes, shipping, funding, tickets, discounts. */
public record Order(
    BigDecimal feeAmount,
    BigDecimal shippingAmount,
    BigDecimal tipAmount,
    List<OrderItem> items,
    List<OrderTax> taxes,
    JsonNode tax,
    OrderShipping shipping,
    AccountFunding accountFunding,
    List<OrderTicket> tickets,
    JsonNode fulfillment,
    List<Discount> discounts,
    String salesChannel) {

  /** Secrets masked; free-form JSON and the raw JSON are not printed. */
  @Override
  public String toString() {
    return "Order["
        + "feeAmount="
        + feeAmount
        + ", shippingAmount="
        + shippingAmount
        + ", tipAmount="
        + tipAmount
        + ", items="
        + items
        + ", taxes="
        + taxes
        + ", tax="
        + (tax == null ? "null" : "<json>")
        + ", shipping="
        + shipping
        + ", accountFunding="
        + accountFunding
        + ", tickets="
        + tickets
        + ", fulfillment="
        + (fulfillment == null ? "null" : "<json>")
        + ", discounts="
        + discounts
        + ", salesChannel="
        + salesChannel
        + "]";
  }
}
