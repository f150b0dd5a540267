package io.paydesk.api.model;

/** The event a ticket is for. */
public record TicketEvent(
    String id, String name, String description, String type, String date, Address address) {}
