package io.paydesk.api.model;

import java.math.BigDecimal;

/** One tax of an order. */
public record OrderTax(String type, BigDecimal taxBase, BigDecimal value, BigDecimal percentage) {}
