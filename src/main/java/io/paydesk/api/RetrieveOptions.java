package io.paydesk.api;

/**
 * Query flags of payment retrieval: raw_response and transactions_history (both false by default).
 */
public record RetrieveOptions(boolean rawResponse, boolean transactionsHistory) {
  public static final RetrieveOptions NONE = new RetrieveOptions(false, false);
  public static final RetrieveOptions ALL = new RetrieveOptions(true, true);
}
