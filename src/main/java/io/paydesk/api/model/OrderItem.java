package io.paydesk.api.model;

import java.math.BigDecimal;

/** One order item. */
public record OrderItem(
    String id,
    String name,
    BigDecimal quantity,
    BigDecimal unitAmount,
    String category,
    String brand,
    String skuCode,
    String manufacturePartNumber,
    String imageUrl) {}
