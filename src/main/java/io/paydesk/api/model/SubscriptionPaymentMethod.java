package io.paydesk.api.model;

/** Payment method of a subscription: CARD with a vaulted token or a card. */
public record SubscriptionPaymentMethod(String type, String vaultedToken, SubscriptionCard card) {}
