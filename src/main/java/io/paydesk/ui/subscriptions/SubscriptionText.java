package io.paydesk.ui.subscriptions;

import io.paydesk.api.model.Amount;
import io.paydesk.api.model.StoredCredentials;
import io.paydesk.api.model.Subscription;
import io.paydesk.ui.base.Formats;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.kit.DateInput;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Locale;
import java.util.MissingResourceException;

/** How subscription values read on screen: frequency, cycles, availability, diff values. */
final class SubscriptionText {
  private SubscriptionText() {}

  /**
   * "Every month", "Every 3 months" in the user's language (its own plural); an unknown unit as
   * received ("Every 2 FORTNIGHT").
   */
  static String frequency(String type, Integer value) {
    if (type == null) {
      return "";
    }
    int n = value == null ? 1 : value;
    try {
      return Messages.get("subscriptions.every." + type, n);
    } catch (MissingResourceException e) {
      return Messages.get("subscriptions.frequency", n, type);
    }
  }

  /** A unit for the form's picker beside the typed number ("month(s)"); unknown: as received. */
  static String unit(String type) {
    try {
      return Messages.get("subscriptions.unit." + type);
    } catch (MissingResourceException e) {
      return type;
    }
  }

  /** "3 / 12", "3 / ∞" without a total. */
  static String cycles(Subscription s) {
    if (s.billingCycles() == null) {
      return "";
    }
    Integer current = s.billingCycles().current();
    Integer total = s.billingCycles().total();
    return (current == null ? 0 : current) + " / " + (total == null ? "\u221e" : total);
  }

  /**
   * When the subscription bills next, or null when it bills no more or not while it stays as it is
   * (paused, canceled, completed: the service still answers the date it had).
   */
  static OffsetDateTime nextBilling(Subscription s) {
    if (s.billingCycles() == null || s.status() == null) {
      return null;
    }
    String status = s.status().value();
    boolean bills =
        !"PAUSED".equals(status) && !"CANCELED".equals(status) && !"COMPLETED".equals(status);
    return bills ? s.billingCycles().nextAt() : null;
  }

  /** The detail's next billing: its date, "none while paused", or "—". */
  static String nextBillingText(Subscription s) {
    OffsetDateTime next = nextBilling(s);
    if (next != null) {
      return date(next);
    }
    return s.status() != null && "PAUSED".equals(s.status().value())
        ? Messages.get("subscriptions.detail.nextPaused")
        : "\u2014";
  }

  /** "from Jan 2, 2026 until Jan 2, 2027" or "from Jan 2, 2026". */
  static String availability(Subscription s) {
    if (s.availability() == null || s.availability().startAt() == null) {
      return "";
    }
    String from = date(s.availability().startAt());
    return s.availability().finishAt() == null
        ? Messages.get("subscriptions.availability.open", from)
        : Messages.get("subscriptions.availability.until", from, date(s.availability().finishAt()));
  }

  /** The service's day of an instant (its UTC date): a billing day is the same in every zone. */
  static java.time.LocalDate day(OffsetDateTime t) {
    return t == null ? null : t.withOffsetSameInstant(ZoneOffset.UTC).toLocalDate();
  }

  /** The service's day of an instant as dates read everywhere ("Dec 25, 2026"); null as "". */
  static String date(OffsetDateTime t) {
    return t == null ? "" : Formats.date(day(t));
  }

  /** The service's day of an instant as a date field shows it to edit ("12/25/2026"). */
  static String typedDate(OffsetDateTime t) {
    return t == null
        ? ""
        : DateInput.format(
            t.withOffsetSameInstant(ZoneOffset.UTC).toLocalDate(), Locale.getDefault());
  }

  /** A diff value as the user reads it; "—" for nothing. */
  static String value(Object v) {
    if (v == null) {
      return "\u2014";
    }
    if (v instanceof Amount a) {
      return Formats.money(a.value(), a.currency());
    }
    if (v instanceof OffsetDateTime t) {
      return date(t);
    }
    if (v instanceof Boolean b) {
      return Messages.get(b ? "subscriptions.yes" : "subscriptions.no");
    }
    if (v instanceof StoredCredentials c) {
      // In words, the codes the service gets after them: "Recurring, used before (SUBSCRIPTION /
      // USED)".
      String codes = c.reason() + " / " + c.usage();
      try {
        return Messages.get("subscriptions.storedCredentials." + c.reason() + "." + c.usage())
            + " ("
            + codes
            + ")";
      } catch (MissingResourceException unknown) {
        return codes;
      }
    }
    return v.toString();
  }

  /** The label of a changed field: "Amount", "Metadata key plan". */
  static String field(String path) {
    if (path.startsWith("metadata.")) {
      return Messages.get("subscriptions.diff.metadataKey", path.substring("metadata.".length()));
    }
    try {
      return Messages.get("subscriptions.diff." + path);
    } catch (MissingResourceException e) {
      return path;
    }
  }
}
