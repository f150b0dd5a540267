package io.paydesk.api.model;

/** How often a subscription bills; exclusive with billing_date. */
public record Frequency(String type, Integer value) {}
