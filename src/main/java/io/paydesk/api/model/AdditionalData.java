package io.paydesk.api.model;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/** Extra data that improves the payment experience. */
public record AdditionalData(
    Airline airline,
    List<JsonNode> transportations,
    Order order,
    SellerDetails sellerDetails) {
}
