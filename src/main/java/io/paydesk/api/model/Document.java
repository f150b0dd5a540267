package io.paydesk.api.model;

import com.fasterxml.jackson.annotation.JsonProperty;

/** An identity document. The number is never printed; responses may carry only its last four. */
public record Document(
    String documentType,
    String documentNumber,
    @JsonProperty("document_number_last_4") String documentNumberLast4,
    String issuingCountry,
    String country,
    String issuedAt,
    String expiresAt) {

  /** Secrets masked; free-form JSON and the raw JSON are not printed. */
  @Override
  public String toString() {
    return "Document["
        + "documentType="
        + documentType
        + ", documentNumber="
        + (documentNumber == null ? "null" : "***")
        + ", documentNumberLast4="
        + documentNumberLast4
        + ", issuingCountry="
        + issuingCountry
        + ", country="
        + country
        + ", issuedAt="
        + issuedAt
        + ", expiresAt="
        + expiresAt
        + "]";
  }
}
