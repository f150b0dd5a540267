package io.paydesk.api.model;

/** Where the customer was. */
public record Geolocation(String latitude, String longitude) {}
