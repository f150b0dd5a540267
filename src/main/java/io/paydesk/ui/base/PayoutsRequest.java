package io.paydesk.ui.base;

import java.time.LocalDate;

/**
 * A list of payouts another screen asks for (the overview, when a payouts bar is clicked): created
 * from one day to another, inclusive (null: open), in one currency (null: any).
 */
public record PayoutsRequest(LocalDate from, LocalDate to, String currency) {}
