package io.paydesk.api.model;

/** Wallet that receives a payout. */
public record WalletWithdrawal(
    String code, String email, String country, Document document, Phone phone) {}
