package io.paydesk.rules;

/**
 * One input problem: path as the service spells it (e.g. {@code customer_payer.email}, {@code
 * metadata[3].key}), the rule broken (e.g. {@code length}, {@code required}) and a plain-English
 * message. Messages never contain the value that was checked.
 */
public record FieldError(String path, String rule, String message) {
  @Override
  public String toString() {
    return path + ": " + message;
  }
}
