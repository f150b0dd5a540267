package io.paydesk.api.model;

/** Bank account that receives a payout; code at most 8 characters. */
public record BankTransferWithdrawal(
    String code, String branch, String branchDigit, BankAccount account, Address address) {}
