package io.paydesk.api.model;

import java.util.List;

/**
 * Body of PATCH /subscriptions/{id}: only the fields set are sent. An empty metadata list removes
 * every key; an item with an empty value removes that key.
 */
public record SubscriptionUpdateRequest(
    String name,
    String description,
    String accountId,
    String merchantReference,
    String country,
    Amount amount,
    Frequency frequency,
    SubscriptionBillingCycles billingCycles,
    CustomerRef customerPayer,
    SubscriptionPaymentMethod paymentMethod,
    Availability availability,
    Retries retries,
    List<Metadata> metadata) {

  public static Builder builder() {
    return new Builder();
  }

  public Builder toBuilder() {
    Builder b = new Builder();
    b.name = name;
    b.description = description;
    b.accountId = accountId;
    b.merchantReference = merchantReference;
    b.country = country;
    b.amount = amount;
    b.frequency = frequency;
    b.billingCycles = billingCycles;
    b.customerPayer = customerPayer;
    b.paymentMethod = paymentMethod;
    b.availability = availability;
    b.retries = retries;
    b.metadata = metadata;
    return b;
  }

  /** Builds the request; only what is set is sent. */
  public static final class Builder {
    private String name;
    private String description;
    private String accountId;
    private String merchantReference;
    private String country;
    private Amount amount;
    private Frequency frequency;
    private SubscriptionBillingCycles billingCycles;
    private CustomerRef customerPayer;
    private SubscriptionPaymentMethod paymentMethod;
    private Availability availability;
    private Retries retries;
    private List<Metadata> metadata;

    private Builder() {}

    public Builder name(String name) {
      this.name = name;
      return this;
    }

    public Builder description(String description) {
      this.description = description;
      return this;
    }

    public Builder accountId(String accountId) {
      this.accountId = accountId;
      return this;
    }

    public Builder merchantReference(String merchantReference) {
      this.merchantReference = merchantReference;
      return this;
    }

    public Builder country(String country) {
      this.country = country;
      return this;
    }

    public Builder amount(Amount amount) {
      this.amount = amount;
      return this;
    }

    public Builder frequency(Frequency frequency) {
      this.frequency = frequency;
      return this;
    }

    public Builder billingCycles(SubscriptionBillingCycles billingCycles) {
      this.billingCycles = billingCycles;
      return this;
    }

    public Builder customerPayer(CustomerRef customerPayer) {
      this.customerPayer = customerPayer;
      return this;
    }

    public Builder paymentMethod(SubscriptionPaymentMethod paymentMethod) {
      this.paymentMethod = paymentMethod;
      return this;
    }

    public Builder availability(Availability availability) {
      this.availability = availability;
      return this;
    }

    public Builder retries(Retries retries) {
      this.retries = retries;
      return this;
    }

    public Builder metadata(List<Metadata> metadata) {
      this.metadata = metadata == null ? null : List.copyOf(metadata);
      return this;
    }

    public SubscriptionUpdateRequest build() {
      return new SubscriptionUpdateRequest(
          name,
          description,
          accountId,
          merchantReference,
          country,
          amount,
          frequency,
          billingCycles,
          customerPayer,
          paymentMethod,
          availability,
          retries,
          metadata);
    }
  }
}
