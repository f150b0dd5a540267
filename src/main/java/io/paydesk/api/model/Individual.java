package io.paydesk.api.model;

import java.util.List;

/** A person in a banking entity. */
public record Individual(
    String firstName,
    String lastName,
    String email,
    String dateOfBirth,
    String gender,
    String countryOfResidence,
    List<TaxInformation> taxInformation,
    Document document) {}
