package io.paydesk.api.model;

/** One metadata item. */
public record Metadata(String key, String value) {
  public static Metadata of(String key, String value) {
    return new Metadata(key, value);
  }
}
