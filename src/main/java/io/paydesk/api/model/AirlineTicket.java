package io.paydesk.api.model;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.math.BigDecimal;

/** One airline ticket. */
public record AirlineTicket(
    String ticketNumber,
    String passengerId,
    @JsonProperty("e_ticket") Boolean eTicket,
    Boolean restricted,
    BigDecimal totalFareAmount,
    BigDecimal totalTaxAmount,
    BigDecimal totalFeeAmount,
    TicketIssue issue) {}
