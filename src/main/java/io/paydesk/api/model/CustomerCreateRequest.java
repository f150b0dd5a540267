package io.paydesk.api.model;

import java.util.List;

/** Body of POST /customers; merchant_customer_id is required. */
public record CustomerCreateRequest(
    String merchantCustomerId,
    String merchantCustomerCreatedAt,
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
    List<Metadata> metadata) {

  public static Builder builder() {
    return new Builder();
  }

  public Builder toBuilder() {
    Builder b = new Builder();
    b.merchantCustomerId = merchantCustomerId;
    b.merchantCustomerCreatedAt = merchantCustomerCreatedAt;
    b.firstName = firstName;
    b.lastName = lastName;
    b.gender = gender;
    b.dateOfBirth = dateOfBirth;
    b.email = email;
    b.nationality = nationality;
    b.country = country;
    b.document = document;
    b.phone = phone;
    b.billingAddress = billingAddress;
    b.shippingAddress = shippingAddress;
    b.metadata = metadata;
    return b;
  }

  /** Builds the request; only what is set is sent. */
  public static final class Builder {
    private String merchantCustomerId;
    private String merchantCustomerCreatedAt;
    private String firstName;
    private String lastName;
    private String gender;
    private String dateOfBirth;
    private String email;
    private String nationality;
    private String country;
    private Document document;
    private Phone phone;
    private Address billingAddress;
    private Address shippingAddress;
    private List<Metadata> metadata;

    private Builder() {}

    public Builder merchantCustomerId(String merchantCustomerId) {
      this.merchantCustomerId = merchantCustomerId;
      return this;
    }

    public Builder merchantCustomerCreatedAt(String merchantCustomerCreatedAt) {
      this.merchantCustomerCreatedAt = merchantCustomerCreatedAt;
      return this;
    }

    public Builder firstName(String firstName) {
      this.firstName = firstName;
      return this;
    }

    public Builder lastName(String lastName) {
      this.lastName = lastName;
      return this;
    }

    public Builder gender(String gender) {
      this.gender = gender;
      return this;
    }

    public Builder dateOfBirth(String dateOfBirth) {
      this.dateOfBirth = dateOfBirth;
      return this;
    }

    public Builder email(String email) {
      this.email = email;
      return this;
    }

    public Builder nationality(String nationality) {
      this.nationality = nationality;
      return this;
    }

    public Builder country(String country) {
      this.country = country;
      return this;
    }

    public Builder document(Document document) {
      this.document = document;
      return this;
    }

    public Builder phone(Phone phone) {
      this.phone = phone;
      return this;
    }

    public Builder billingAddress(Address billingAddress) {
      this.billingAddress = billingAddress;
      return this;
    }

    public Builder shippingAddress(Address shippingAddress) {
      this.shippingAddress = shippingAddress;
      return this;
    }

    public Builder metadata(List<Metadata> metadata) {
      this.metadata = metadata == null ? null : List.copyOf(metadata);
      return this;
    }

    public CustomerCreateRequest build() {
      return new CustomerCreateRequest(
          merchantCustomerId,
          merchantCustomerCreatedAt,
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
          metadata);
    }
  }
}
