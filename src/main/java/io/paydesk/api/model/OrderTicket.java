package io.paydesk.api.model;

/** An event ticket in an order. */
public record OrderTicket(
    String id, String name, String description, String type, Amount amount, TicketEvent event) {}
