package io.paydesk.api.model;

/**
 * Card of a subscription: card data for an update (never printed), or options such as installments.
 */
public record SubscriptionCard(
    Boolean verify, CardData cardData, StoredCredentials storeCredentials, Integer installments) {}
