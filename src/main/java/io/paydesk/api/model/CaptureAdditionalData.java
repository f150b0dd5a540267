package io.paydesk.api.model;


/** Additional data of a capture. */
public record CaptureAdditionalData(
    CaptureOrder order) {
}
