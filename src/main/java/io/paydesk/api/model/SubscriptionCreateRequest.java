package io.paydesk.api.model;

import java.util.List;

/** Body of POST /subscriptions. frequency and billing_date are mutually exclusive. */
public record SubscriptionCreateRequest(
    String name,
    String description,
    String accountId,
    String merchantReference,
    String softDescriptor,
    String country,
    Amount amount,
    Frequency frequency,
    BillingDate billingDate,
    SubscriptionBillingCycles billingCycles,
    CustomerRef customerPayer,
    SubscriptionPaymentMethod paymentMethod,
    Availability availability,
    Retries retries,
    TrialPeriod trialPeriod,
    Boolean initialPaymentValidation,
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
    b.softDescriptor = softDescriptor;
    b.country = country;
    b.amount = amount;
    b.frequency = frequency;
    b.billingDate = billingDate;
    b.billingCycles = billingCycles;
    b.customerPayer = customerPayer;
    b.paymentMethod = paymentMethod;
    b.availability = availability;
    b.retries = retries;
    b.trialPeriod = trialPeriod;
    b.initialPaymentValidation = initialPaymentValidation;
    b.metadata = metadata;
    return b;
  }

  /** Builds the request; only what is set is sent. */
  public static final class Builder {
    private String name;
    private String description;
    private String accountId;
    private String merchantReference;
    private String softDescriptor;
    private String country;
    private Amount amount;
    private Frequency frequency;
    private BillingDate billingDate;
    private SubscriptionBillingCycles billingCycles;
    private CustomerRef customerPayer;
    private SubscriptionPaymentMethod paymentMethod;
    private Availability availability;
    private Retries retries;
    private TrialPeriod trialPeriod;
    private Boolean initialPaymentValidation;
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

    public Builder softDescriptor(String softDescriptor) {
      this.softDescriptor = softDescriptor;
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

    public Builder billingDate(BillingDate billingDate) {
      this.billingDate = billingDate;
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

    public Builder trialPeriod(TrialPeriod trialPeriod) {
      this.trialPeriod = trialPeriod;
      return this;
    }

    public Builder initialPaymentValidation(Boolean initialPaymentValidation) {
      this.initialPaymentValidation = initialPaymentValidation;
      return this;
    }

    public Builder metadata(List<Metadata> metadata) {
      this.metadata = metadata == null ? null : List.copyOf(metadata);
      return this;
    }

    public SubscriptionCreateRequest build() {
      return new SubscriptionCreateRequest(
          name,
          description,
          accountId,
          merchantReference,
          softDescriptor,
          country,
          amount,
          frequency,
          billingDate,
          billingCycles,
          customerPayer,
          paymentMethod,
          availability,
          retries,
          trialPeriod,
          initialPaymentValidation,
          metadata);
    }
  }
}
