package io.paydesk.ui.kit;

import java.time.Instant;

/** One payment in a short list of payments (a customer's, a subscription's). */
public record PaymentLine(String id, Instant createdAt, Money amount, String status) {}
