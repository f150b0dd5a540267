package io.paydesk.api.model;

/** A device fingerprint from one provider. */
public record DeviceFingerprint(String providerId, String id) {}
