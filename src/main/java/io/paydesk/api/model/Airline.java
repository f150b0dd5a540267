package io.paydesk.api.model;

import java.util.List;

/** Airline booking data. */
public record Airline(
    String pnr,
    String type,
    List<AirlineLeg> legs,
    List<AirlinePassenger> passengers,
    AirlineTicket ticket,
    List<AirlineTicket> tickets) {}
