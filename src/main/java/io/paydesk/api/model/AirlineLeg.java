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

  /** Secrets masked; free-form JSON and the raw JSON are not printed. */
  @Override
  public String toString() {
    return "AirlineLeg["
        + "order="
        + order
        + ", routeOrder="
        + routeOrder
        + ", passengerId="
        + passengerId
        + ", departureAirport="
        + departureAirport
        + ", departureDatetime="
        + departureDatetime
        + ", departureAirportTimezone="
        + departureAirportTimezone
        + ", departureAirportCountry="
        + departureAirportCountry
        + ", departureAirportCity="
        + departureAirportCity
        + ", arrivalAirport="
        + arrivalAirport
        + ", arrivalDatetime="
        + arrivalDatetime
        + ", arrivalAirportTimezone="
        + arrivalAirportTimezone
        + ", arrivalAirportCountry="
        + arrivalAirportCountry
        + ", arrivalAirportCity="
        + arrivalAirportCity
        + ", carrierCode="
        + carrierCode
        + ", flightNumber="
        + flightNumber
        + ", fareBasisCode="
        + fareBasisCode
        + ", fareClassCode="
        + fareClassCode
        + ", baseFare="
        + baseFare
        + ", baseFareCurrency="
        + baseFareCurrency
        + ", stopoverCode="
        + stopoverCode
        + ", expeditedBoarding="
        + (expeditedBoarding == null ? "null" : "<json>")
        + ", extraBaggage="
        + (extraBaggage == null ? "null" : "<json>")
        + ", purchasedMeals="
        + (purchasedMeals == null ? "null" : "<json>")
        + ", selectedSeat="
        + (selectedSeat == null ? "null" : "<json>")
        + "]";
  }
}
