package io.paydesk.api.model;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/**
 * Body of POST /payments. Fields left null are not sent. With payment_method.detail.card.capture
 * false the payment is only authorised.
 */
public record PaymentCreateRequest(
    String accountId,
    String merchantOrderId,
    String description,
    Amount amount,
    Checkout checkout,
    String country,
    PaymentMethod paymentMethod,
    AdditionalData additionalData,
    String merchantReference,
    CustomerPayer customerPayer,
    Workflow workflow,
    JsonNode subscription,
    String callbackUrl,
    JsonNode fraudScreening,
    List<JsonNode> splitMarketplace,
    List<Metadata> metadata) {

  public static Builder builder() {
    return new Builder();
  }

  public Builder toBuilder() {
    Builder b = new Builder();
    b.accountId = accountId;
    b.merchantOrderId = merchantOrderId;
    b.description = description;
    b.amount = amount;
    b.checkout = checkout;
    b.country = country;
    b.paymentMethod = paymentMethod;
    b.additionalData = additionalData;
    b.merchantReference = merchantReference;
    b.customerPayer = customerPayer;
    b.workflow = workflow;
    b.subscription = subscription;
    b.callbackUrl = callbackUrl;
    b.fraudScreening = fraudScreening;
    b.splitMarketplace = splitMarketplace;
    b.metadata = metadata;
    return b;
  }

  /** Builds a request; only what is set is sent. */
  public static final class Builder {
    private String accountId;
    private String merchantOrderId;
    private String description;
    private Amount amount;
    private Checkout checkout;
    private String country;
    private PaymentMethod paymentMethod;
    private AdditionalData additionalData;
    private String merchantReference;
    private CustomerPayer customerPayer;
    private Workflow workflow;
    private JsonNode subscription;
    private String callbackUrl;
    private JsonNode fraudScreening;
    private List<JsonNode> splitMarketplace;
    private List<Metadata> metadata;

    private Builder() {}

    public Builder accountId(String v) {
      accountId = v;
      return this;
    }

    public Builder merchantOrderId(String v) {
      merchantOrderId = v;
      return this;
    }

    public Builder description(String v) {
      description = v;
      return this;
    }

    public Builder amount(Amount v) {
      amount = v;
      return this;
    }

    public Builder amount(java.math.BigDecimal value, String currency) {
      amount = Amount.of(value, currency);
      return this;
    }

    public Builder checkout(Checkout v) {
      checkout = v;
      return this;
    }

    public Builder checkoutSession(String session) {
      checkout = Checkout.of(session);
      return this;
    }

    public Builder country(String v) {
      country = v;
      return this;
    }

    public Builder paymentMethod(PaymentMethod v) {
      paymentMethod = v;
      return this;
    }

    public Builder additionalData(AdditionalData v) {
      additionalData = v;
      return this;
    }

    public Builder merchantReference(String v) {
      merchantReference = v;
      return this;
    }

    public Builder customerPayer(CustomerPayer v) {
      customerPayer = v;
      return this;
    }

    public Builder workflow(Workflow v) {
      workflow = v;
      return this;
    }

    public Builder subscription(JsonNode v) {
      subscription = v;
      return this;
    }

    public Builder callbackUrl(String v) {
      callbackUrl = v;
      return this;
    }

    public Builder fraudScreening(JsonNode v) {
      fraudScreening = v;
      return this;
    }

    public Builder splitMarketplace(List<JsonNode> v) {
      splitMarketplace = v == null ? null : List.copyOf(v);
      return this;
    }

    public Builder metadata(List<Metadata> v) {
      metadata = v == null ? null : List.copyOf(v);
      return this;
    }

    public PaymentCreateRequest build() {
      return new PaymentCreateRequest(
          accountId,
          merchantOrderId,
          description,
          amount,
          checkout,
          country,
          paymentMethod,
          additionalData,
          merchantReference,
          customerPayer,
          workflow,
          subscription,
          callbackUrl,
          fraudScreening,
          splitMarketplace,
          metadata);
    }
  }
}
