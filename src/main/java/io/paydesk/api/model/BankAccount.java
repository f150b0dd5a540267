package io.paydesk.api.model;

/** A bank account number, digit and type (CHECKINGS, SAVINGS, VISTA, PIX_*). */
public record BankAccount(String number, String digit, String type) {}
