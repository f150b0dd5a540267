package io.paydesk.api.model;

/** A phone number. */
public record Phone(String countryCode, String number) {}
