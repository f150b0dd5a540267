package io.paydesk.api.model;

/** Bank transfer or wallet detail of a withdrawal method. */
public record WithdrawalDetail(BankTransferWithdrawal bankTransfer, WalletWithdrawal wallet) {}
