package io.paydesk.api.model;

import java.math.BigDecimal;

/** A discount of an order. */
public record Discount(String id, String name, BigDecimal unitAmount) {}
