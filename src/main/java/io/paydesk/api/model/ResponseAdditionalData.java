package io.paydesk.api.model;

/**
 * What extra a refund or cancel answer should hold: a receipt (ES, EN, PT), history, raw response.
 */
public record ResponseAdditionalData(
    Boolean receipt, String receiptLanguage, Boolean transactionsHistory, Boolean rawResponse) {}
