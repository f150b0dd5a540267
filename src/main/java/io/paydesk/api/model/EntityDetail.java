package io.paydesk.api.model;

import com.fasterxml.jackson.databind.JsonNode;

/** Individual or entity details; the one matching national_entity is filled. */
public record EntityDetail(Individual individual, JsonNode entity) {

  /** Secrets masked; free-form JSON and the raw JSON are not printed. */
  @Override
  public String toString() {
    return "EntityDetail["
        + "individual="
        + individual
        + ", entity="
        + (entity == null ? "null" : "<json>")
        + "]";
  }
}
