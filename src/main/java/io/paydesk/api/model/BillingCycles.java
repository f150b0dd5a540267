package io.paydesk.api.model;

import java.time.OffsetDateTime;

/** Billing cycles of a subscription. */
public record BillingCycles(Integer total, Integer current, OffsetDateTime nextAt) {}
