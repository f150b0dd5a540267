package io.paydesk.api.model;

import java.time.OffsetDateTime;

/** When a subscription runs. */
public record Availability(OffsetDateTime startAt, OffsetDateTime finishAt) {}
