package io.paydesk.api.model;

/** Customer- or merchant-initiated use under card-network rules. */
public record StoredCredentials(
    String reason, String usage, String subscriptionAgreementId, String networkTransactionId) {}
