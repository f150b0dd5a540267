package io.paydesk.ops;

import io.paydesk.api.model.Amount;
import io.paydesk.api.model.Availability;
import io.paydesk.api.model.CardData;
import io.paydesk.api.model.CustomerRef;
import io.paydesk.api.model.Frequency;
import io.paydesk.api.model.Metadata;
import io.paydesk.api.model.Retries;
import io.paydesk.api.model.StoredCredentials;
import io.paydesk.api.model.Subscription;
import io.paydesk.api.model.SubscriptionBillingCycles;
import io.paydesk.api.model.SubscriptionCard;
import io.paydesk.api.model.SubscriptionPaymentMethod;
import io.paydesk.api.model.SubscriptionUpdateRequest;
import java.math.BigDecimal;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What an edit changes in a subscription: one line per changed field (the review shows them as old
 * -> new) and the PATCH body that carries only those fields. Metadata follows the service's rules:
 * a removed key is sent with an empty value; removing every key sends an empty metadata.
 *
 * @param changes the changed fields, in the order of the form
 * @param request the PATCH body; it holds a new card's number only in memory
 */
public record SubscriptionChanges(List<Change> changes, SubscriptionUpdateRequest request) {
  /** Stored-credential data sent by the repair: a merchant-initiated subscription rebill. */
  public static final StoredCredentials REPAIR =
      new StoredCredentials("SUBSCRIPTION", "USED", null, null);

  /**
   * One changed field.
   *
   * @param field the service's path ("amount", "metadata.plan", "payment_method.card")
   * @param before the value before: text, a number, a boolean, an {@link Amount} or a date-time;
   *     null when unset
   * @param after the value after, of the same kind; null when removed
   */
  public record Change(String field, Object before, Object after) {}

  public SubscriptionChanges {
    changes = List.copyOf(changes);
  }

  public boolean isEmpty() {
    return changes.isEmpty();
  }

  /** Compares an edit with the subscription it started from. */
  public static SubscriptionChanges between(Subscription s, SubscriptionEdit e) {
    List<Change> out = new ArrayList<>();
    SubscriptionUpdateRequest.Builder b = SubscriptionUpdateRequest.builder();
    if (text(e.name(), s.name(), "name", out)) {
      b.name(trim(e.name()));
    }
    if (text(e.description(), s.description(), "description", out)) {
      b.description(trim(e.description()));
    }
    if (text(e.merchantReference(), s.merchantReference(), "merchant_reference", out)) {
      b.merchantReference(trim(e.merchantReference()));
    }
    if (text(e.accountId(), s.accountId(), "account_id", out)) {
      b.accountId(trim(e.accountId()));
    }
    if (text(e.country(), s.country(), "country", out)) {
      b.country(trim(e.country()));
    }
    Amount oldAmount = s.amount();
    BigDecimal oldValue = oldAmount == null ? null : oldAmount.value();
    String oldCurrency = oldAmount == null ? null : oldAmount.currency();
    if (e.amount() != null
        && (oldValue == null
            || oldValue.compareTo(e.amount()) != 0
            || !Objects.equals(oldCurrency, e.currency()))) {
      Amount now = Amount.of(e.amount(), e.currency());
      out.add(
          new Change("amount", oldAmount == null ? null : Amount.of(oldValue, oldCurrency), now));
      b.amount(now);
    }
    Frequency f = s.frequency();
    String oldType = f == null ? null : f.type();
    Integer oldEvery = f == null ? null : f.value();
    if (e.frequencyType() != null
        && (!e.frequencyType().equals(oldType) || !Objects.equals(e.frequencyValue(), oldEvery))) {
      out.add(
          new Change(
              "frequency",
              oldType == null ? null : oldEvery + " " + oldType,
              e.frequencyValue() + " " + e.frequencyType()));
      b.frequency(new Frequency(e.frequencyType(), e.frequencyValue()));
    }
    Integer oldTotal = s.billingCycles() == null ? null : s.billingCycles().total();
    if (!Objects.equals(oldTotal, e.cyclesTotal())) {
      out.add(new Change("billing_cycles.total", oldTotal, e.cyclesTotal()));
      b.billingCycles(new SubscriptionBillingCycles(e.cyclesTotal()));
    }
    String oldCustomer = s.customerPayer() == null ? null : s.customerPayer().id();
    if (text(e.customerId(), oldCustomer, "customer_payer.id", out)) {
      b.customerPayer(new CustomerRef(trim(e.customerId())));
    }
    Availability av = s.availability();
    OffsetDateTime oldStart = av == null ? null : av.startAt();
    OffsetDateTime oldFinish = av == null ? null : av.finishAt();
    boolean startChanged = e.startAt() != null && !sameInstant(e.startAt(), oldStart);
    boolean finishChanged = !sameInstant(e.finishAt(), oldFinish);
    if (startChanged) {
      out.add(new Change("availability.start_at", oldStart, e.startAt()));
    }
    if (finishChanged) {
      out.add(new Change("availability.finish_at", oldFinish, e.finishAt()));
    }
    if (startChanged || finishChanged) {
      // Sent availability without finish_at clears it: the end date always travels.
      b.availability(new Availability(startChanged ? e.startAt() : null, e.finishAt()));
    }
    Retries r = s.retries();
    Boolean oldRetry = r == null ? null : r.retryOnDecline();
    Integer oldRetries = r == null ? null : r.amount();
    boolean retryChanged = e.retryOnDecline() != null && !e.retryOnDecline().equals(oldRetry);
    boolean retriesChanged = e.retryAmount() != null && !e.retryAmount().equals(oldRetries);
    if (retryChanged) {
      out.add(new Change("retries.retry_on_decline", oldRetry, e.retryOnDecline()));
    }
    if (retriesChanged) {
      out.add(new Change("retries.amount", oldRetries, e.retryAmount()));
    }
    if (retryChanged || retriesChanged) {
      b.retries(
          new Retries(
              retryChanged ? e.retryOnDecline() : null, retriesChanged ? e.retryAmount() : null));
    }
    metadata(s.metadata(), e.metadata(), out, b);
    paymentMethod(s, e, out, b);
    return new SubscriptionChanges(out, b.build());
  }

  private static void metadata(
      List<Metadata> before,
      List<Metadata> after,
      List<Change> out,
      SubscriptionUpdateRequest.Builder b) {
    Map<String, String> old = new LinkedHashMap<>();
    if (before != null) {
      before.forEach(m -> old.put(m.key(), m.value()));
    }
    Map<String, String> now = new LinkedHashMap<>();
    after.forEach(m -> now.put(m.key().strip(), m.value() == null ? "" : m.value()));
    now.values().removeIf(String::isEmpty);
    if (now.isEmpty() && !old.isEmpty()) {
      out.add(new Change("metadata", old.size() + " keys", null));
      b.metadata(List.of());
      return;
    }
    List<Metadata> sent = new ArrayList<>();
    for (Map.Entry<String, String> o : old.entrySet()) {
      if (!now.containsKey(o.getKey())) {
        out.add(new Change("metadata." + o.getKey(), o.getValue(), null));
        sent.add(Metadata.of(o.getKey(), ""));
      }
    }
    for (Map.Entry<String, String> n : now.entrySet()) {
      String was = old.get(n.getKey());
      if (!n.getValue().equals(was)) {
        out.add(new Change("metadata." + n.getKey(), was, n.getValue()));
        sent.add(Metadata.of(n.getKey(), n.getValue()));
      }
    }
    if (!sent.isEmpty()) {
      b.metadata(sent);
    }
  }

  private static void paymentMethod(
      Subscription s, SubscriptionEdit e, List<Change> out, SubscriptionUpdateRequest.Builder b) {
    String oldToken = s.paymentMethod() == null ? null : s.paymentMethod().vaultedToken();
    StoredCredentials credentials = e.storeCredentials() ? REPAIR : null;
    if (e.newCard() != null) {
      NewCard c = e.newCard();
      CardData data =
          CardData.of(
              trim(c.holderName()),
              c.number().replaceAll("[ -]", ""),
              c.expirationMonth(),
              c.expirationYear(),
              c.securityCode());
      out.add(new Change("payment_method.card", oldToken, c.masked()));
      b.paymentMethod(
          new SubscriptionPaymentMethod(
              "CARD", null, new SubscriptionCard(null, data, credentials, null)));
    } else if (e.vaultedToken() != null && !e.vaultedToken().strip().equals(oldToken)) {
      out.add(new Change("payment_method.vaulted_token", oldToken, e.vaultedToken().strip()));
      b.paymentMethod(
          new SubscriptionPaymentMethod(
              "CARD",
              e.vaultedToken().strip(),
              credentials == null ? null : new SubscriptionCard(null, null, credentials, null)));
    } else if (credentials != null) {
      out.add(new Change("payment_method.card.store_credentials", null, credentials));
      b.paymentMethod(
          new SubscriptionPaymentMethod(
              "CARD", oldToken, new SubscriptionCard(null, null, credentials, null)));
    }
    if (e.newCard() != null && credentials != null) {
      out.add(new Change("payment_method.card.store_credentials", null, credentials));
    }
  }

  /** The request as the journal keeps it: a new card reduced to its last four and expiry. */
  public SubscriptionUpdateRequest redacted() {
    SubscriptionPaymentMethod pm = request.paymentMethod();
    if (pm == null || pm.card() == null || pm.card().cardData() == null) {
      return request;
    }
    CardData d = pm.card().cardData();
    String number = d.number() == null ? "" : d.number();
    CardData masked =
        new CardData(
            d.holderName(),
            null,
            number.length() < 4 ? null : number.substring(number.length() - 4),
            number.length(),
            null,
            null,
            null,
            null,
            null,
            null,
            null,
            null,
            null,
            d.expirationMonth(),
            d.expirationYear(),
            null,
            null,
            null);
    return request.toBuilder()
        .paymentMethod(
            new SubscriptionPaymentMethod(
                pm.type(),
                pm.vaultedToken(),
                new SubscriptionCard(
                    pm.card().verify(),
                    masked,
                    pm.card().storeCredentials(),
                    pm.card().installments())))
        .build();
  }

  private static boolean text(String now, String before, String field, List<Change> out) {
    if (now == null) {
      return false;
    }
    String t = now.strip();
    String b = before == null ? "" : before;
    if (t.equals(b) || (t.isEmpty() && before == null)) {
      return false;
    }
    out.add(new Change(field, before, t));
    return true;
  }

  private static String trim(String s) {
    return s == null ? null : s.strip();
  }

  private static boolean sameInstant(OffsetDateTime a, OffsetDateTime b) {
    return a == null ? b == null : b != null && a.toInstant().equals(b.toInstant());
  }
}
