package io.paydesk.api.model;

import com.fasterxml.jackson.databind.JsonNode;

/** Individual or entity details; the one matching national_entity is filled. */
public record EntityDetail(
    Individual individual,
    JsonNode entity) {
}
