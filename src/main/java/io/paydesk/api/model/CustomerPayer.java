package io.paydesk.api.model;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/** The customer paying. */
public record CustomerPayer(
    String id,
    String merchantCustomerId,
    String firstName,
    String lastName,
    String gender,
    String dateOfBirth,
    String email,
    String nationality,
    String ipAddress,
    String deviceFingerprint,
    List<DeviceFingerprint> deviceFingerprints,
    BrowserInfo browserInfo,
    Document document,
    Phone phone,
    Address billingAddress,
    Address shippingAddress,
    String merchantCustomerCreatedAt,
    Geolocation geolocation,
    JsonNode merchantCustomerValidations) {

  /** Secrets masked; free-form JSON and the raw JSON are not printed. */
  @Override
  public String toString() {
    return "CustomerPayer["
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
        + ", ipAddress="
        + ipAddress
        + ", deviceFingerprint="
        + deviceFingerprint
        + ", deviceFingerprints="
        + deviceFingerprints
        + ", browserInfo="
        + browserInfo
        + ", document="
        + document
        + ", phone="
        + phone
        + ", billingAddress="
        + billingAddress
        + ", shippingAddress="
        + shippingAddress
        + ", merchantCustomerCreatedAt="
        + merchantCustomerCreatedAt
        + ", geolocation="
        + geolocation
        + ", merchantCustomerValidations="
        + (merchantCustomerValidations == null ? "null" : "<json>")
        + "]";
  }
}
