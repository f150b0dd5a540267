package io.paydesk.ui.subscriptions;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.api.model.ModelJson;
import io.paydesk.api.model.Subscription;
import io.paydesk.ui.base.TaskRunner;
import io.paydesk.ui.subscriptions.SubscriptionForm.DiffLine;
import java.time.Year;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The edit form's checks and review, with no service behind it. */
class SubscriptionEditorTest {
  static final String JSON =
      """
      {"id":"7304911d-5df9-429e-8488-ad41abea1a4c","name":"Coffee monthly",
       "description":"Monthly coffee","merchant_reference":"SUB-0001",
       "account_id":"64761a45-6e49-4ea5-a6ff-6b52030b92ac","country":"CO","status":"PAST_DUE",
       "amount":{"currency":"USD","value":12.50},"frequency":{"type":"MONTH","value":1},
       "billing_cycles":{"total":12,"current":3},
       "customer_payer":{"id":"5a0b1b8c-2c3d-4e5f-8a9b-0c1d2e3f4a5b"},
       "payment_method":{"type":"CARD","vaulted_token":"9104911d-5df9-429e-8488-ad41abea1a4c"},
       "availability":{"start_at":"2026-01-01T00:00:00Z","finish_at":null},
       "retries":{"retry_on_decline":true,"amount":3},
       "metadata":[{"key":"plan","value":"gold"},{"key":"channel","value":"web"}]}
      """;

  private Locale before;
  private SubscriptionEditor editor;

  @BeforeEach
  void show() {
    before = Locale.getDefault();
    Locale.setDefault(Locale.ENGLISH);
    editor =
        new SubscriptionEditor(
            () -> null,
            new javafx.beans.property.SimpleObjectProperty<>(),
            TaskRunner.sameThread(),
            s -> {});
    editor.show(ModelJson.readSubscription(JSON));
  }

  @AfterEach
  void restore() {
    Locale.setDefault(before);
  }

  @Test
  void anUntouchedFormHasNothingToReview() {
    assertThat(editor.validProperty().get()).isTrue();
    assertThat(editor.form().changedProperty().get()).isFalse();
    editor.review();
    assertThat(editor.reviewingProperty().get()).isFalse();
    assertThat(editor.noticeProperty().get()).isEqualTo("Nothing was changed.");
  }

  @Test
  void anAmountAndARemovedKeyAreReviewedOldThenNew() {
    editor.form().amountProperty().set("20.00");
    editor.form().removeMetadataKey(editor.form().metadata().get(1));
    editor.review();

    assertThat(editor.reviewingProperty().get()).isTrue();
    assertThat(editor.diff())
        .containsExactly(
            new DiffLine("Amount", "USD 12.50", "USD 20.00"),
            new DiffLine("Metadata key channel", "web", "(removed)"));
  }

  @Test
  void removingEveryKeyIsOneLine() {
    editor.form().removeAllMetadata();
    editor.review();

    assertThat(editor.diff()).containsExactly(new DiffLine("All metadata", "2 keys", "(removed)"));
  }

  @Test
  void aChangeAfterTheReviewNeedsANewReview() {
    editor.form().nameProperty().set("Coffee weekly");
    editor.review();
    editor.form().nameProperty().set("Coffee daily");

    assertThat(editor.reviewingProperty().get()).isFalse();
  }

  @Test
  void fieldsAreCheckedAsTyped() {
    editor.form().nameProperty().set("ab");
    editor.form().cyclesTotalProperty().set("2");
    editor.form().amountProperty().set("12,3,4");

    assertThat(editor.form().errorProperty("name").get()).isEqualTo("Must be 3 to 255 characters.");
    assertThat(editor.form().errorProperty("billing_cycles.total").get()).contains("3 cycles");
    assertThat(editor.form().errorProperty("amount").get()).isNotEmpty();
    assertThat(editor.validProperty().get()).isFalse();
    assertThat(editor.form().changedProperty().get()).isFalse();
  }

  @Test
  void theSummaryNamesEveryFieldStillWrongAndClearsWhenRight() {
    assertThat(editor.summaryProperty().get()).isEmpty();

    editor.form().nameProperty().set("");
    editor.form().frequencyValueProperty().set("0");

    assertThat(editor.summaryProperty().get())
        .isEqualTo("Still to complete before the review: Name, Every.");

    editor.form().nameProperty().set("Coffee weekly");
    editor.form().frequencyValueProperty().set("1");
    assertThat(editor.summaryProperty().get()).isEmpty();
  }

  @Test
  void aCardFailingLuhnIsRefusedAtItsFieldAndAGoodOneIsMaskedOnceTyped() {
    editor.form().replaceCardProperty().set(true);
    editor.form().cardNumberProperty().set("4111 1111 1111 1112");
    editor.form().cardMonthProperty().set("12");
    editor.form().cardYearProperty().set(String.valueOf(Year.now().getValue() + 1));
    editor.form().cardCodeProperty().set("123");
    editor.form().cardHolderProperty().set("Ana Lopez");
    assertThat(editor.form().errorProperty("card.number").get()).contains("check digit");
    editor.form().maskCardNumber();
    assertThat(editor.form().cardNumberProperty().get()).isEqualTo("4111 1111 1111 1112");

    editor.form().cardNumberProperty().set("4111 1111 1111 1111");
    editor.form().maskCardNumber();

    assertThat(editor.form().errorProperty("card.number").get()).isEmpty();
    assertThat(editor.form().cardNumberProperty().get()).endsWith("1111").doesNotContain("4111");
    editor.review();
    assertThat(editor.diff()).hasSize(1);
    assertThat(editor.diff().get(0).field()).isEqualTo("Card");
    assertThat(editor.diff().get(0).after()).contains("1111").doesNotContain("41111111");
  }

  @Test
  void anExpiredCardIsRefusedAtTheExpiry() {
    editor.form().replaceCardProperty().set(true);
    editor.form().cardNumberProperty().set("4111111111111111");
    editor.form().cardMonthProperty().set("01");
    editor.form().cardYearProperty().set(String.valueOf(Year.now().getValue() - 1));

    assertThat(editor.form().errorProperty("card.expiry").get())
        .isEqualTo("This card has expired.");
  }

  @Test
  void aFinalSubscriptionCannotBeEdited() {
    Subscription done = ModelJson.readSubscription(JSON.replace("PAST_DUE", "CANCELED"));
    editor.show(done);

    assertThat(editor.editableProperty().get()).isFalse();
    assertThat(editor.canPauseProperty().get()).isFalse();
    assertThat(editor.canCancelProperty().get()).isFalse();
  }
}
