package io.paydesk.ui.base;

/** A chargeback another part of the console asks Disputes to open (a notice, when clicked). */
public record ChargebackRequest(String paymentId) {}
