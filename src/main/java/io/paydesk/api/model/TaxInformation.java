package io.paydesk.api.model;

import com.fasterxml.jackson.annotation.JsonProperty;

/** Tax identity of an individual; responses carry only the last four. */
public record TaxInformation(
    String country,
    String taxId,
    @JsonProperty("tax_id_last_4") String taxIdLast4,
    String taxIdType,
    Boolean isPrimary) {

  /** Secrets masked; free-form JSON and the raw JSON are not printed. */
  @Override
  public String toString() {
    return "TaxInformation["
        + "country="
        + country
        + ", taxId="
        + (taxId == null ? "null" : "***")
        + ", taxIdLast4="
        + taxIdLast4
        + ", taxIdType="
        + taxIdType
        + ", isPrimary="
        + isPrimary
        + "]";
  }
}
