package io.paydesk.api.model;

import com.fasterxml.jackson.databind.JsonNode;

/** Shipping of an order. */
public record OrderShipping(
    String type,
    String description,
    String carrier,
    String deliverAt,
    JsonNode recipients) {
}
