package io.paydesk.api.model;

/** Who sells. */
public record SellerDetails(
    String name,
    String website,
    String email,
    Address address,
    String reference,
    String country,
    Phone phone,
    Document document,
    String industry,
    String merchantCategoryCode) {}
