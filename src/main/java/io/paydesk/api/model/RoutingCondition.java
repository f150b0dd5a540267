package io.paydesk.api.model;

/** The routing condition that matched. */
public record RoutingCondition(Long id, String name, String description) {}
