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
}
