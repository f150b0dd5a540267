package io.paydesk.ui.payouts;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ops.ConnectionSettings;
import io.paydesk.ops.PayoutOperations;
import io.paydesk.ui.base.PayoutsRequest;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.base.TaskRunner;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Payouts view model on the embedded sandbox, with a same-thread runner. */
class PayoutsViewModelTest {
  @TempDir Path dir;
  private Locale before;
  private ShellViewModel shell;

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

  private PayoutsViewModel model() {
    return new PayoutsViewModel(shell.connectionProperty(), TaskRunner.sameThread());
  }

  @Test
  void anUnfinishedFormComesBackFromItsDraftWithoutTheDocumentNumber() {
    PayoutsViewModel first = model();
    PayoutFormTest.fill(first.form(), "PO-DRAFT-1");

    PayoutsViewModel afterRestart = model();

    PayoutForm form = afterRestart.form();
    assertThat(form.field("merchant_reference").text()).isEqualTo("PO-DRAFT-1");
    assertThat(form.field("beneficiary.first_name").text()).isEqualTo("Maria");
    assertThat(form.field("beneficiary.document.document_number").text()).isEmpty();
    assertThat(afterRestart.noticeProperty().get()).contains("type them again");
  }

  @Test
  void aReviewedPayoutIsSentOnceAndItsReferenceCannotBeSentAgain() {
    String ref = "PO-VM-" + UUID.randomUUID().toString().substring(0, 8);
    PayoutsViewModel model = model();
    PayoutFormTest.fill(model.form(), ref);
    model.review();
    assertThat(model.stepProperty().get()).isEqualTo(PayoutsViewModel.Step.REVIEW);

    model.confirm();

    assertThat(model.stepProperty().get()).isEqualTo(PayoutsViewModel.Step.RESULT);
    assertThat(model.resultStatusProperty().get()).isEqualTo("SUCCEEDED");
    assertThat(model.transactions()).hasSize(1);
    assertThat(model.payouts()).extracting(PayoutsViewModel.PayoutLine::reference).contains(ref);
    assertThat(model.form().field("merchant_reference").text()).isEmpty();

    PayoutFormTest.fill(model.form(), ref);
    model.review();
    model.confirm();

    assertThat(model.stepProperty().get()).isEqualTo(PayoutsViewModel.Step.EDIT);
    assertThat(model.errorProperty().get()).contains(ref);
    assertThat(model.form().field("merchant_reference").errorProperty().get()).isNotEmpty();
  }

  @Test
  void aListedPayoutOpensWithItsTransactions() {
    PayoutsViewModel model = model();
    PayoutFormTest.fill(model.form(), "PO-OPEN-" + UUID.randomUUID().toString().substring(0, 8));
    model.review();
    model.confirm();
    model.newPayout();
    assertThat(model.stepProperty().get()).isEqualTo(PayoutsViewModel.Step.EDIT);

    model.open(model.payouts().get(0));

    assertThat(model.stepProperty().get()).isEqualTo(PayoutsViewModel.Step.RESULT);
    assertThat(model.resultStatusProperty().get()).isEqualTo("SUCCEEDED");
    assertThat(model.transactions()).hasSize(1);
    assertThat(model.resultProviderProperty().get()).contains("Paydesk sandbox (payouts)");
  }

  @Test
  void theListIsExportedAsCsv() throws Exception {
    PayoutsViewModel model = model();
    PayoutFormTest.fill(model.form(), "PO-CSV-" + UUID.randomUUID().toString().substring(0, 8));
    model.review();
    model.confirm();
    Path file = dir.resolve("payouts.csv");

    model.export(file);

    assertThat(Files.readAllLines(file)).hasSize(2);
    assertThat(Files.readString(file)).startsWith("id,merchant_reference,status");
  }

  @Test
  void aPayoutIsLookedUpByItsReference() {
    String ref = "PO-LU-" + UUID.randomUUID().toString().substring(0, 8);
    PayoutForm form = new PayoutForm(PayoutOperations::check);
    form.setAccountId(shell.connection().accountId());
    PayoutFormTest.fill(form, ref);
    shell.connection().payouts().create(form.request(), null);
    PayoutsViewModel model = model();
    model.lookupProperty().set(ref);

    model.lookUp();

    assertThat(model.stepProperty().get()).isEqualTo(PayoutsViewModel.Step.RESULT);
    assertThat(model.resultTitleProperty().get()).contains(ref);
  }

  @Test
  void aRequestedDayAndCurrencyFilterTheListAndCrossedDatesAreRefusedWithoutReading() {
    String ref = "PO-DAY-" + UUID.randomUUID().toString().substring(0, 8);
    PayoutsViewModel model = model();
    PayoutFormTest.fill(model.form(), ref);
    model.review();
    model.confirm();
    java.time.LocalDate today = java.time.LocalDate.now();

    model.show(new PayoutsRequest(today, today, "BRL"));

    assertThat(model.listRequestsProperty().get()).isEqualTo(1);
    assertThat(model.filters().active())
        .extracting(io.paydesk.ui.kit.ActiveFilter::text)
        .hasSize(3)
        .contains("Currency: BRL");
    assertThat(model.payouts()).extracting(PayoutsViewModel.PayoutLine::reference).contains(ref);
    assertThat(model.payouts())
        .extracting(PayoutsViewModel.PayoutLine::currency)
        .containsOnly("BRL");

    model.filters().currencyProperty().set("USD");
    assertThat(model.payouts())
        .extracting(PayoutsViewModel.PayoutLine::reference)
        .doesNotContain(ref);

    model.filters().currencyProperty().set(PayoutFilters.ANY);
    java.util.List<PayoutsViewModel.PayoutLine> listed = java.util.List.copyOf(model.payouts());
    assertThat(listed).extracting(PayoutsViewModel.PayoutLine::reference).contains(ref);

    model.filters().toProperty().set("1/1/2020");

    assertThat(model.filters().toErrorProperty().get()).contains("before");
    assertThat(model.payouts()).containsExactlyElementsOf(listed); // nothing read while invalid
  }
}
