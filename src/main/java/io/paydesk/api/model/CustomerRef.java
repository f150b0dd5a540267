package io.paydesk.api.model;

/** Reference to a customer by id. */
public record CustomerRef(String id) {}
