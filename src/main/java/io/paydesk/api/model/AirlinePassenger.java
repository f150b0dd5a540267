package io.paydesk.api.model;

/** One airline passenger. */
public record AirlinePassenger(
    String id,
    String firstName,
    String lastName,
    String middleName,
    String type,
    String dateOfBirth,
    String nationality,
    Document document,
    String country,
    String loyaltyNumber,
    String loyaltyTier,
    String email,
    Phone phone,
    Address address,
    String evidenceDocumentSource) {}
