package io.paydesk.api.model;

import java.math.BigDecimal;

/** Dual-currency settlement details of a payment amount. */
public record CurrencyConversion(
    String providerCurrencyConversionId, String cardholderCurrency, BigDecimal cardholderAmount) {}
