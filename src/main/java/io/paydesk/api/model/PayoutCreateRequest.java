package io.paydesk.api.model;

import java.util.List;

/**
 * Body of POST /payouts. The service takes no idempotency key here, so a payout is never resent
 * automatically.
 */
public record PayoutCreateRequest(
    String accountId,
    String merchantReference,
    String country,
    String purpose,
    Amount amount,
    Beneficiary beneficiary,
    WithdrawalMethod withdrawalMethod,
    String description,
    List<Metadata> metadata) {

  public static Builder builder() {
    return new Builder();
  }

  public Builder toBuilder() {
    Builder b = new Builder();
    b.accountId = accountId;
    b.merchantReference = merchantReference;
    b.country = country;
    b.purpose = purpose;
    b.amount = amount;
    b.beneficiary = beneficiary;
    b.withdrawalMethod = withdrawalMethod;
    b.description = description;
    b.metadata = metadata;
    return b;
  }

  /** Builds the request; only what is set is sent. */
  public static final class Builder {
    private String accountId;
    private String merchantReference;
    private String country;
    private String purpose;
    private Amount amount;
    private Beneficiary beneficiary;
    private WithdrawalMethod withdrawalMethod;
    private String description;
    private List<Metadata> metadata;

    private Builder() {}

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

    public Builder purpose(String purpose) {
      this.purpose = purpose;
      return this;
    }

    public Builder amount(Amount amount) {
      this.amount = amount;
      return this;
    }

    public Builder beneficiary(Beneficiary beneficiary) {
      this.beneficiary = beneficiary;
      return this;
    }

    public Builder withdrawalMethod(WithdrawalMethod withdrawalMethod) {
      this.withdrawalMethod = withdrawalMethod;
      return this;
    }

    public Builder description(String description) {
      this.description = description;
      return this;
    }

    public Builder metadata(List<Metadata> metadata) {
      this.metadata = metadata == null ? null : List.copyOf(metadata);
      return this;
    }

    public PayoutCreateRequest build() {
      return new PayoutCreateRequest(
          accountId,
          merchantReference,
          country,
          purpose,
          amount,
          beneficiary,
          withdrawalMethod,
          description,
          metadata);
    }
  }
}
