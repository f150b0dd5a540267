package io.paydesk.api.model;

/** Card of a subscription update (number and security code are never printed). */
public record SubscriptionCard(
    Boolean verify, CardData cardData, StoredCredentials storeCredentials) {}
