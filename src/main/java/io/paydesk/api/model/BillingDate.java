package io.paydesk.api.model;

/** Billing date option of a subscription: PREPAID, POSTDATE or a DAY of the month. */
public record BillingDate(String type, Integer day) {}
