package io.paydesk.api.model;

/** Card data of an enrolled payment method. */
public record EnrolledCardData(
    String iin,
    String lfd,
    Integer expirationMonth,
    Integer expirationYear,
    Integer numberLength,
    Integer securityCodeLength,
    String brand,
    String issuer,
    String issuerName,
    String issuerCode,
    String category,
    String type) {}
