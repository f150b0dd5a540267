package io.paydesk.api.model;

/** Retry of declined subscription payments. */
public record Retries(Boolean retryOnDecline, Integer amount) {}
