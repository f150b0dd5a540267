package io.paydesk.api.model;

import java.math.BigDecimal;
import java.util.List;

/** Order amounts of a capture. */
public record CaptureOrder(
    BigDecimal shippingAmount, BigDecimal feeAmount, List<OrderItem> items) {}
