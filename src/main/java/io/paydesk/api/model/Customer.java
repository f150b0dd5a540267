package io.paydesk.api.model;

import com.fasterxml.jackson.annotation.JsonIgnore;
import java.time.OffsetDateTime;
import java.util.List;

/** A customer of the merchant. */
public record Customer(
    String id,
    String merchantCustomerId,
    String firstName,
    String lastName,
    String gender,
    String dateOfBirth,
    String email,
    String nationality,
    String country,
    Document document,
    Phone phone,
    Address billingAddress,
    Address shippingAddress,
    List<Metadata> metadata,
    String merchantCustomerCreatedAt,
    OffsetDateTime createdAt,
    OffsetDateTime updatedAt,
    @JsonIgnore String rawJson) {
  /** The same value with the JSON text it was read from. */
  public Customer withRawJson(String json) {
    return new Customer(
        id,
        merchantCustomerId,
        firstName,
        lastName,
        gender,
        dateOfBirth,
        email,
        nationality,
        country,
        document,
        phone,
        billingAddress,
        shippingAddress,
        metadata,
        merchantCustomerCreatedAt,
        createdAt,
        updatedAt,
        json);
  }

  /** Secrets masked; free-form JSON and the raw JSON are not printed. */
  @Override
  public String toString() {
    return "Customer["
        + "id="
        + id
        + ", merchantCustomerId="
        + merchantCustomerId
        + ", firstName="
        + firstName
        + ", lastName="
        + lastName
        + ", gender="
        + gender
        + ", dateOfBirth="
        + dateOfBirth
        + ", email="
        + email
        + ", nationality="
        + nationality
        + ", country="
        + country
        + ", document="
        + document
        + ", phone="
        + phone
        + ", billingAddress="
        + billingAddress
        + ", shippingAddress="
        + shippingAddress
        + ", metadata="
        + metadata
        + ", merchantCustomerCreatedAt="
        + merchantCustomerCreatedAt
        + ", createdAt="
        + createdAt
        + ", updatedAt="
        + updatedAt
        + ", rawJson="
        + (rawJson == null ? "null" : "<" + rawJson.length() + " chars>")
        + "]";
  }
}
