package io.paydesk.ui.base;

import java.time.LocalDate;
import java.util.Set;

/**
 * A search another screen asks for (the overview, when a chart bar is clicked): payment statuses
 * (empty: any), one currency (null: any), creation dates inclusive (null: open), chargebacks only,
 * the newest transaction's response code (null: any).
 */
public record SearchRequest(
    Set<String> statuses,
    String currency,
    LocalDate createdFrom,
    LocalDate createdTo,
    boolean chargebacksOnly,
    String responseCode) {
  public SearchRequest {
    statuses = Set.copyOf(statuses);
  }

  /** Any response code. */
  public SearchRequest(
      Set<String> statuses,
      String currency,
      LocalDate createdFrom,
      LocalDate createdTo,
      boolean chargebacksOnly) {
    this(statuses, currency, createdFrom, createdTo, chargebacksOnly, null);
  }
}
