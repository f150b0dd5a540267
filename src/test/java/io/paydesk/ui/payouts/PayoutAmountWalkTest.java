package io.paydesk.ui.payouts;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ops.ConnectionSettings;
import io.paydesk.ops.PayoutOperations;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.base.TaskRunner;
import io.paydesk.ui.kit.AmountFields;
import java.nio.file.Path;
import java.time.ZoneId;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The walk of a payout amount from its field to the request, counted: one read and one verdict per
 * keystroke; the review judges what was typed once more and reads nothing; Confirm sends the
 * reviewed request without reading or judging it in the form (ops judges it before the journal).
 */
class PayoutAmountWalkTest {
  @TempDir Path dir;
  private Locale before;
  private ShellViewModel shell;
  private final AtomicInteger reads = new AtomicInteger();
  private final AtomicInteger verdicts = new AtomicInteger();
  private final List<String> judged = new java.util.ArrayList<>();

  @BeforeEach
  void connect() {
    before = Locale.getDefault();
    Locale.setDefault(Locale.US);
    shell = new ShellViewModel(TaskRunner.sameThread(), dir);
    shell.connect(ConnectionSettings.embedded());
  }

  @AfterEach
  void close() {
    shell.shutdown();
    Locale.setDefault(before);
  }

  private PayoutForm countingForm() {
    return new PayoutForm(
        request -> {
          verdicts.incrementAndGet();
          judged.add(request.merchantReference());
          return PayoutOperations.check(request);
        },
        (text, currency) -> {
          reads.incrementAndGet();
          return AmountFields.check(text, currency, null);
        });
  }

  private void resetCounts() {
    reads.set(0);
    verdicts.set(0);
    judged.clear();
  }

  @Test
  void eachKeystrokeReadsTheAmountOnceAndAsksOneVerdict() {
    PayoutForm form = countingForm();
    form.setAccountId("64761a45-6e49-4ea5-a6ff-6b52030b92ac");
    PayoutFormTest.fill(form, "PO-WALK-1");
    form.field("amount.value").valueProperty().set("");
    resetCounts();

    for (String typed : List.of("1", "12", "12.", "12.5")) {
      form.field("amount.value").valueProperty().set(typed);
    }

    assertThat(reads).hasValue(4);
    assertThat(verdicts).hasValue(4);
    assertThat(form.checkedRequest().amount().value()).isEqualByComparingTo("12.50");
  }

  @Test
  void theReviewAndConfirmSendWhatWasReadWithoutReadingItAgain() {
    PayoutForm form = countingForm();
    PayoutsViewModel model =
        new PayoutsViewModel(
            shell.connectionProperty(), TaskRunner.sameThread(), form, ZoneId.of("UTC"));
    String reference = "PO-WALK-" + UUID.randomUUID().toString().substring(0, 8);
    PayoutFormTest.fill(form, reference);
    form.field("amount.value").valueProperty().set("12.5");
    resetCounts();

    model.review();

    assertThat(model.stepProperty().get()).isEqualTo(PayoutsViewModel.Step.REVIEW);
    assertThat(reads).hasValue(0);
    assertThat(verdicts).hasValue(1);
    resetCounts();

    model.confirm();

    assertThat(model.stepProperty().get()).isEqualTo(PayoutsViewModel.Step.RESULT);
    assertThat(model.transactions()).extracting(t -> t.amount()).containsExactly("BRL 12.50");
    assertThat(reads).hasValue(0);
    // The form, readied for the next payout, judges its new state (reference cleared), never the
    // request sent.
    assertThat(judged).doesNotContain(reference);
    assertThat(form.field("merchant_reference").text()).isEmpty();
  }
}
