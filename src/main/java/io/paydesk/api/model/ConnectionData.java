package io.paydesk.api.model;

/** The payment connection used. */
public record ConnectionData(String id, String name) {}
