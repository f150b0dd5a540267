package io.paydesk.api.model;

/** A sender or beneficiary of account funding. */
public record FundingParty(
    String nationalEntity,
    String firstName,
    String lastName,
    String legalName,
    String email,
    String country,
    String dateOfBirth,
    Document document,
    Phone phone,
    Address address) {}
