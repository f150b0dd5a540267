package io.paydesk.api.model;

/** Additional data of a capture: order amounts and airline data. */
public record CaptureAdditionalData(CaptureOrder order, Airline airline) {}
