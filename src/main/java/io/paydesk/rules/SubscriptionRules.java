package io.paydesk.rules;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a change of a subscription may send: lengths, a country the service takes, a positive amount
 * and frequency, no fewer cycles than already billed, an end after the start, 0 to 7 retries, the
 * metadata's keys and sizes, a vaulted token's length. Paths are the service's ({@code
 * billing_cycles.total}, {@code metadata[2].key}); a new card's rules are {@link Cards}.
 */
public final class SubscriptionRules {
  /** The most retries of a declined payment. */
  public static final int RETRIES_MAX = 7;

  /** The length limits of the text fields, by path. */
  public static final Map<String, int[]> LENGTHS =
      Map.of(
          "name", new int[] {Limits.TEXT_MIN, Limits.TEXT_MAX},
          "description", new int[] {Limits.TEXT_MIN, Limits.TEXT_MAX},
          "merchant_reference", new int[] {Limits.TEXT_MIN, Limits.TEXT_MAX},
          "account_id", new int[] {Limits.LONG_ID_MIN, Limits.LONG_ID_MAX},
          "customer_payer.id", new int[] {Limits.LONG_ID_MIN, Limits.LONG_ID_MAX},
          "payment_method.vaulted_token", new int[] {Limits.LONG_ID_MIN, Limits.LONG_ID_MAX});

  private SubscriptionRules() {}

  /**
   * The subscription as the change leaves it; a null is a field left as it was.
   *
   * @param vaultedToken null when a new card replaces it or it is left as it was
   * @param metadata every key and value wanted afterwards, in order
   */
  public record After(
      String name,
      String description,
      String merchantReference,
      String accountId,
      String country,
      BigDecimal amount,
      Integer every,
      Integer cyclesTotal,
      String customerId,
      LocalDate startAt,
      LocalDate finishAt,
      Integer retries,
      List<Map.Entry<String, String>> metadata,
      String vaultedToken) {}

  /**
   * What the subscription had before: a text field it never had may stay empty, an amount it had
   * may not, and the total may not fall below the cycles already billed.
   *
   * @param present the paths of the text fields that had a value, and {@code amount} when it had
   *     one
   * @param cyclesDone the cycles already billed; null when unknown
   */
  public record Before(Set<String> present, Integer cyclesDone) {}

  /** Every problem of the change, in the order of the form's fields. */
  public static List<FieldError> check(After a, Before b) {
    Checks c = new Checks();
    text(c, "name", a.name(), b);
    text(c, "description", a.description(), b);
    text(c, "merchant_reference", a.merchantReference(), b);
    text(c, "account_id", a.accountId(), b);
    String country = strip(a.country());
    if (!country.isEmpty() && !Rules.isAcceptedCountry(country)) {
      c.add("country", "country", "Not a country the service takes.");
    }
    if (a.amount() != null && a.amount().signum() <= 0) {
      c.add("amount", "positive", "Must be more than zero.");
    }
    if (a.every() != null && a.every() < 1) {
      c.add("frequency", "positive", "Must be more than zero.");
    }
    if (a.cyclesTotal() != null) {
      if (a.cyclesTotal() < 1) {
        c.add("billing_cycles.total", "positive", "Must be more than zero.");
      } else if (b.cyclesDone() != null && a.cyclesTotal() < b.cyclesDone()) {
        c.add("billing_cycles.total", "below_current", "Fewer than the cycles already billed.");
      }
    }
    text(c, "customer_payer.id", a.customerId(), b);
    if (a.startAt() != null && a.finishAt() != null && !a.finishAt().isAfter(a.startAt())) {
      c.add("availability.finish_at", "before_start", "Must be after the start.");
    }
    if (a.retries() != null && (a.retries() < 0 || a.retries() > RETRIES_MAX)) {
      c.add("retries.amount", "range", "Must be 0 to " + RETRIES_MAX + ".");
    }
    metadata(c, a.metadata());
    if (a.vaultedToken() != null) {
      int[] l = LENGTHS.get("payment_method.vaulted_token");
      c.length("payment_method.vaulted_token", a.vaultedToken().strip(), l[0], l[1]);
    }
    return c.errors();
  }

  private static void text(Checks c, String path, String value, Before b) {
    if (value == null) {
      return; // left as it was
    }
    String t = value.strip();
    if (t.isEmpty() && !b.present().contains(path)) {
      return;
    }
    int[] l = LENGTHS.get(path);
    c.length(path, t, l[0], l[1]);
  }

  private static void metadata(Checks c, List<Map.Entry<String, String>> rows) {
    Set<String> seen = new HashSet<>();
    List<Map.Entry<String, String>> list = rows == null ? List.of() : new ArrayList<>(rows);
    for (int i = 0; i < list.size(); i++) {
      String k = strip(list.get(i).getKey());
      String v = list.get(i).getValue() == null ? "" : list.get(i).getValue();
      String path = "metadata[" + i + "].key";
      if (k.isEmpty() && !v.isEmpty()) {
        c.add(path, "required", "A value needs a key.");
      } else if (k.length() > Limits.METADATA_KEY_MAX || v.length() > Limits.METADATA_VALUE_MAX) {
        c.add(path, "length", "Key or value too long.");
      } else if (!k.isEmpty() && seen.contains(k)) {
        c.add(path, "twice", "The key appears twice.");
      }
      seen.add(k);
    }
    if (list.size() > Limits.SUBSCRIPTION_METADATA_MAX) {
      c.add("metadata", "many", "More keys than the service takes.");
    }
  }

  private static String strip(String s) {
    return s == null ? "" : s.strip();
  }
}
