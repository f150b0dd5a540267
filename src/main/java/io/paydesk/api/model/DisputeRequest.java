package io.paydesk.api.model;

import java.util.List;

/** Body of a chargeback dispute: the merchant account and the evidence. */
public record DisputeRequest(String accountId, List<Evidence> evidence) {}
