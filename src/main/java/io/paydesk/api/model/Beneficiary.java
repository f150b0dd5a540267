package io.paydesk.api.model;

/** Who receives a payout. */
public record Beneficiary(
    String merchantBeneficiaryId,
    String country,
    NationalEntity nationalEntity,
    String firstName,
    String lastName,
    String legalName,
    String email,
    String dateOfBirth,
    Document document,
    Phone phone,
    Address address) {}
