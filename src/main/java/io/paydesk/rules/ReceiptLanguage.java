package io.paydesk.rules;

/** Languages of a refund or cancel receipt. */
public enum ReceiptLanguage {
  ES,
  EN,
  PT
}
