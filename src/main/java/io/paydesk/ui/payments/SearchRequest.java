package io.paydesk.ui.payments;

import java.time.LocalDate;
import java.util.Set;

/**
 * A search another screen asks for (the overview, when a chart bar is clicked): payment statuses
 * (empty: any), one currency (null: any), creation dates inclusive (null: open), chargebacks only.
 */
public record SearchRequest(
    Set<String> statuses,
    String currency,
    LocalDate createdFrom,
    LocalDate createdTo,
    boolean chargebacksOnly) {
  public SearchRequest {
    statuses = Set.copyOf(statuses);
  }
}
