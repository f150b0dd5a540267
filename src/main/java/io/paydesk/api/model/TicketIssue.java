package io.paydesk.api.model;

/** Where and by whom a ticket was issued. */
public record TicketIssue(
    String carrierPrefixCode,
    String travelAgentCode,
    String travelAgentName,
    String date,
    String address,
    String city,
    String country,
    String zipCode,
    String bookingSystemCode,
    String bookingSystemName) {}
