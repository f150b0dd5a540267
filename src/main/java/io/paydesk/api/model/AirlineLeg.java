package io.paydesk.api.model;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;

/** One flight leg. */
public record AirlineLeg(
    Integer order,
    Integer routeOrder,
    String passengerId,
    String departureAirport,
    String departureDatetime,
    String departureAirportTimezone,
    String departureAirportCountry,
    String departureAirportCity,
    String arrivalAirport,
    String arrivalDatetime,
    String arrivalAirportTimezone,
    String arrivalAirportCountry,
    String arrivalAirportCity,
    String carrierCode,
    String flightNumber,
    String fareBasisCode,
    String fareClassCode,
    BigDecimal baseFare,
    String baseFareCurrency,
    String stopoverCode,
    JsonNode expeditedBoarding,
    JsonNode extraBaggage,
    JsonNode purchasedMeals,
    JsonNode selectedSeat) {
}
