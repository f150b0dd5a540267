package io.paydesk.ui.subscriptions;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.api.model.ModelJson;
import io.paydesk.api.model.Subscription;
import io.paydesk.ui.subscriptions.SubscriptionForm.DiffLine;
import java.time.Year;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The subscription's edit form alone: its checks as typed and the review's lines. */
class SubscriptionFormTest {
  private Locale before;
  private SubscriptionForm form;
  private Subscription shown;

  @BeforeEach
  void load() {
    before = Locale.getDefault();
    Locale.setDefault(Locale.ENGLISH);
    form = new SubscriptionForm();
    shown = ModelJson.readSubscription(SubscriptionEditorTest.JSON);
    form.load(shown);
  }

  @AfterEach
  void restore() {
    Locale.setDefault(before);
  }

  @Test
  void nothingShownIsNotValid() {
    SubscriptionForm empty = new SubscriptionForm();

    assertThat(empty.validProperty().get()).isFalse();
    assertThat(empty.changedProperty().get()).isFalse();
  }

  @Test
  void theSubscriptionAsItStandsIsValidAndUnchanged() {
    assertThat(form.validProperty().get()).isTrue();
    assertThat(form.changes().isEmpty()).isTrue();
    assertThat(form.diff()).isEmpty();
    assertThat(SubscriptionForm.FIELDS).allMatch(id -> form.errorProperty(id).get().isEmpty());
  }

  @Test
  void anAmountThatCannotBeReadIsSaidAtItsFieldAndAnEmptyOneIsRequired() {
    form.amountProperty().set("12,3,4");
    assertThat(form.errorProperty("amount").get()).isNotEmpty().isNotEqualTo("Required.");

    form.amountProperty().set("");
    assertThat(form.errorProperty("amount").get()).isEqualTo("Required.");

    form.amountProperty().set("-1");
    assertThat(form.errorProperty("amount").get()).contains("more than zero");
    assertThat(form.validProperty().get()).isFalse();
  }

  @Test
  void theRulesOpsAppliesAreSaidInTheUsersWords() {
    form.countryProperty().set("ZZ");
    form.retryAmountProperty().set("9");
    form.startAtProperty().set("Mar 1, 2026");
    form.finishAtProperty().set("Feb 1, 2026");
    form.metadata().get(1).keyProperty().set("plan");

    assertThat(form.errorProperty("country").get()).isNotEmpty();
    assertThat(form.errorProperty("retries.amount").get()).isNotEmpty();
    assertThat(form.errorProperty("availability.finish_at").get()).isNotEmpty();
    assertThat(form.errorProperty("metadata").get()).contains("plan");
    assertThat(form.summaryProperty().get())
        .startsWith("Still to complete before the review:")
        .contains("Country");
  }

  @Test
  void theReviewListsEachChangeOldThenNew() {
    form.nameProperty().set("Coffee weekly");
    form.cyclesTotalProperty().set("24");
    form.addMetadataKey();
    form.metadata().get(2).keyProperty().set("gift");
    form.metadata().get(2).valueProperty().set("yes");

    assertThat(form.changedProperty().get()).isTrue();
    assertThat(form.diff())
        .containsExactly(
            new DiffLine("Name", "Coffee monthly", "Coffee weekly"),
            new DiffLine("Total cycles", "12", "24"),
            new DiffLine("Metadata key gift", "\u2014", "yes"));
  }

  @Test
  void aNewCardIsCheckedAndNeverShownWhole() {
    form.replaceCardProperty().set(true);
    assertThat(form.errorProperty("card.number").get()).isNotEmpty();
    assertThat(form.errorProperty("payment_method.vaulted_token").get()).isEmpty();

    form.cardNumberProperty().set("4111111111111111");
    form.maskCardNumber();
    form.cardMonthProperty().set("12");
    form.cardYearProperty().set(String.valueOf(Year.now().getValue() + 1));
    form.cardCodeProperty().set("123");
    form.cardHolderProperty().set("Ana Lopez");

    assertThat(form.validProperty().get()).isTrue();
    assertThat(form.cardNumberProperty().get()).endsWith("1111").doesNotContain("4111");
    assertThat(form.diff()).extracting(DiffLine::after).noneMatch(a -> a.contains("41111111"));

    form.cardNumberProperty().set("");
    assertThat(form.errorProperty("card.number").get()).isNotEmpty();
  }
}
