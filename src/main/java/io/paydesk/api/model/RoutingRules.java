package io.paydesk.api.model;

/** Routing applied to a payment. */
public record RoutingRules(Boolean smartRouting, Boolean monitors, RoutingCondition condition) {}
