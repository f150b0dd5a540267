package io.paydesk.api.model;

/** A trial at the start of a subscription: billing cycles at a reduced amount. */
public record TrialPeriod(Integer billingCycles, Amount amount) {}
