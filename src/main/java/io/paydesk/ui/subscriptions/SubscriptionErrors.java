package io.paydesk.ui.subscriptions;

import io.paydesk.api.model.Subscription;
import io.paydesk.rules.Cards;
import io.paydesk.rules.FieldError;
import io.paydesk.rules.Limits;
import io.paydesk.rules.SubscriptionRules;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.subscriptions.SubscriptionForm.MetaRow;
import java.util.List;
import java.util.Map;

/**
 * The subscription form's words: each field's label, and the rules' refusals ({@link
 * SubscriptionRules}, {@link Cards}) said at the field they belong to, in the user's language.
 */
final class SubscriptionErrors {
  private static final String CARD = "payment_method.card.card_data.";

  /** The bundle key of each field's label (as the form shows it), for the summary. */
  private static final Map<String, String> LABELS =
      Map.ofEntries(
          Map.entry("name", "subscriptions.field.name"),
          Map.entry("description", "subscriptions.field.description"),
          Map.entry("merchant_reference", "subscriptions.field.merchantReference"),
          Map.entry("account_id", "subscriptions.field.accountId"),
          Map.entry("country", "subscriptions.field.country"),
          Map.entry("amount", "subscriptions.field.amount"),
          Map.entry("frequency", "subscriptions.field.frequency"),
          Map.entry("billing_cycles.total", "subscriptions.field.cyclesTotal"),
          Map.entry("customer_payer.id", "subscriptions.field.customerId"),
          Map.entry("availability.start_at", "subscriptions.field.startAt"),
          Map.entry("availability.finish_at", "subscriptions.field.finishAt"),
          Map.entry("retries.amount", "subscriptions.field.retryAmount"),
          Map.entry("metadata", "subscriptions.metadata.title"),
          Map.entry("payment_method.vaulted_token", "subscriptions.field.vaultedToken"),
          Map.entry("card.number", "subscriptions.card.number"),
          Map.entry("card.expiry", "subscriptions.card.expiry"),
          Map.entry("card.security_code", "subscriptions.card.securityCode"),
          Map.entry("card.holder_name", "subscriptions.card.holder"));

  private SubscriptionErrors() {}

  /** The label of a field, as the form shows it. */
  static String label(String id) {
    return Messages.get(LABELS.get(id));
  }

  /** The form field an error's path belongs to. */
  static String fieldOf(String path) {
    if (path.startsWith("metadata")) {
      return "metadata";
    }
    if (path.startsWith(CARD)) {
      return switch (path.substring(CARD.length())) {
        case "number" -> "card.number";
        case "security_code" -> "card.security_code";
        case "holder_name" -> "card.holder_name";
        default -> "card.expiry";
      };
    }
    return path;
  }

  /**
   * A rule's refusal in the user's language.
   *
   * @param id the field it belongs to
   * @param current the subscription edited
   * @param rows the metadata rows as typed
   */
  static String message(String id, FieldError e, Subscription current, List<MetaRow> rows) {
    int[] length = SubscriptionRules.LENGTHS.get(id);
    if (length != null && "length".equals(e.rule())) {
      return Messages.get("subscriptions.error.length", length[0], length[1]);
    }
    return switch (id) {
      case "country" -> Messages.get("subscriptions.error.country");
      case "amount", "frequency", "billing_cycles.total" ->
          switch (e.rule()) {
            case "below_current" ->
                Messages.get("subscriptions.error.belowCurrent", current.billingCycles().current());
            default -> Messages.get("subscriptions.error.positive");
          };
      case "availability.finish_at" -> Messages.get("subscriptions.error.finishBeforeStart");
      case "retries.amount" -> Messages.get("subscriptions.error.retries");
      case "metadata" -> metadataMessage(e, rows);
      case "card.number" -> Messages.get("subscriptions.error.card." + e.rule());
      case "card.expiry" -> Messages.get("subscriptions.error.expiry." + e.rule());
      case "card.security_code" -> Messages.get("subscriptions.error.securityCode");
      case "card.holder_name" ->
          Messages.get("subscriptions.error.length", Cards.HOLDER_MIN, Cards.HOLDER_MAX);
      default -> e.message();
    };
  }

  private static String metadataMessage(FieldError e, List<MetaRow> rows) {
    return switch (e.rule()) {
      case "required" -> Messages.get("subscriptions.error.metadataKey");
      case "twice" -> Messages.get("subscriptions.error.metadataTwice", keyAt(e.path(), rows));
      case "many" ->
          Messages.get("subscriptions.error.metadataMany", Limits.SUBSCRIPTION_METADATA_MAX);
      default ->
          Messages.get(
              "subscriptions.error.metadataLength",
              Limits.METADATA_KEY_MAX,
              Limits.METADATA_VALUE_MAX);
    };
  }

  /** The key typed in the row a path such as {@code metadata[2].key} names. */
  private static String keyAt(String path, List<MetaRow> rows) {
    int i = Integer.parseInt(path.substring(path.indexOf('[') + 1, path.indexOf(']')));
    String key = rows.get(i).keyProperty().get();
    return key == null ? "" : key.strip();
  }
}
