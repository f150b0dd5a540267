package io.paydesk.api.model;

/**
 * Automatic delayed capture or cancel of an authorisation (delay as an ISO 8601 period, e.g. P20D).
 */
public record DelaySettings(String delay, Boolean simplifiedMode) {}
