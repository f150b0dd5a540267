package io.paydesk.api.model;

/** Billing cycles of a subscription update (total only). */
public record SubscriptionBillingCycles(Integer total) {}
