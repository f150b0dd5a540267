package io.paydesk.ops;

import io.paydesk.api.model.Metadata;
import io.paydesk.api.model.Subscription;
import java.math.BigDecimal;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;

/**
 * What a subscription should become: every field the PATCH accepts, as the user left it. Compared
 * with the subscription by {@link SubscriptionChanges#between} to send only what changed.
 *
 * @param metadata the keys wanted afterwards, in order (a key left out is removed)
 * @param newCard a card typed to replace the payment method; null to keep a vaulted token
 * @param storeCredentials add store_credentials (the repair of rebills failing for missing
 *     stored-credential data)
 */
public record SubscriptionEdit(
    String name,
    String description,
    String merchantReference,
    String accountId,
    String country,
    BigDecimal amount,
    String currency,
    String frequencyType,
    Integer frequencyValue,
    Integer cyclesTotal,
    String customerId,
    OffsetDateTime startAt,
    OffsetDateTime finishAt,
    Boolean retryOnDecline,
    Integer retryAmount,
    List<Metadata> metadata,
    String vaultedToken,
    NewCard newCard,
    boolean storeCredentials) {

  public SubscriptionEdit {
    metadata = metadata == null ? List.of() : List.copyOf(metadata);
  }

  /** The subscription as it stands, ready to edit. */
  public static SubscriptionEdit of(Subscription s) {
    return new SubscriptionEdit(
        s.name(),
        s.description(),
        s.merchantReference(),
        s.accountId(),
        s.country(),
        s.amount() == null ? null : s.amount().value(),
        s.amount() == null ? null : s.amount().currency(),
        s.frequency() == null ? null : s.frequency().type(),
        s.frequency() == null ? null : s.frequency().value(),
        s.billingCycles() == null ? null : s.billingCycles().total(),
        s.customerPayer() == null ? null : s.customerPayer().id(),
        s.availability() == null ? null : s.availability().startAt(),
        s.availability() == null ? null : s.availability().finishAt(),
        s.retries() == null ? null : s.retries().retryOnDecline(),
        s.retries() == null ? null : s.retries().amount(),
        s.metadata() == null ? List.of() : new ArrayList<>(s.metadata()),
        s.paymentMethod() == null ? null : s.paymentMethod().vaultedToken(),
        null,
        false);
  }
}
