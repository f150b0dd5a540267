package io.paydesk.api.model;

import com.fasterxml.jackson.annotation.JsonProperty;

/** A postal address; neighborhood is 3 to 255 characters. */
public record Address(
    @JsonProperty("address_line_1") String addressLine1,
    @JsonProperty("address_line_2") String addressLine2,
    @JsonProperty("building_number_1") String buildingNumber1,
    @JsonProperty("building_number_2") String buildingNumber2,
    String country,
    String state,
    String city,
    String zipCode,
    String neighborhood) {}
