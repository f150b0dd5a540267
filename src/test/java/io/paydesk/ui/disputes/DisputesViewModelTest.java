package io.paydesk.ui.disputes;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ops.ConnectionSettings;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.base.TaskRunner;
import io.paydesk.ui.kit.FormScreen;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/** The worklist over the embedded sandbox's demo chargebacks, with a same-thread runner. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class DisputesViewModelTest {
  @TempDir static Path dataDir;
  private ShellViewModel shell;
  private DisputesViewModel model;
  private final List<String> opened = new ArrayList<>();

  @BeforeAll
  void connect() {
    shell = new ShellViewModel(TaskRunner.sameThread(), dataDir, true);
    shell.connect(ConnectionSettings.embedded());
    model = new DisputesViewModel(shell, TaskRunner.sameThread(), opened::add);
    model.showAll();
  }

  @Test
  void theWorklistOpensOnTheChargebacksStillAnswerableAndCountsTheOthersOneClickAway() {
    DisputesViewModel fresh = new DisputesViewModel(shell, TaskRunner.sameThread(), id -> {});
    assertThat(fresh.stateFilterProperty().get()).isEqualTo(DisputesViewModel.ANSWERABLE);
    long all = model.rows().size();
    assertThat(fresh.rows())
        .isNotEmpty()
        .allMatch(r -> r.state().equals("OPEN") || r.state().equals("DRAFTED"))
        .allMatch(r -> r.daysLeft() != null && r.daysLeft() >= 0);
    assertThat(fresh.rows()).extracting(DisputesViewModel.Row::daysLeft).isSorted();
    assertThat(fresh.hiddenProperty().get()).isPositive();
    assertThat(fresh.rows().size() + fresh.hiddenProperty().get()).isEqualTo(all);
    assertThat(fresh.summaryProperty().get())
        .contains(fresh.rows().size() + " chargebacks still answerable")
        .contains(fresh.hiddenProperty().get() + " others");

    fresh.brandFilterProperty().set("VISA");
    assertThat(fresh.rows()).allMatch(r -> r.cardBrand().equals("VISA"));
    long visa = model.rows().stream().filter(r -> "VISA".equals(r.cardBrand())).count();
    assertThat(fresh.rows().size() + fresh.hiddenProperty().get()).isEqualTo(visa);

    fresh.brandFilterProperty().set(null);
    fresh.showAll();
    assertThat(fresh.rows()).hasSize((int) all);
    assertThat(fresh.hiddenProperty().get()).isZero();
  }

  @AfterAll
  void close() {
    shell.shutdown();
  }

  @Test
  void theWorklistShowsStoredChargebacksMostUrgentFirstAndTheSidebarCountsTheOpenOnes() {
    assertThat(model.rows()).hasSizeGreaterThan(100);
    DisputesViewModel.Row first = model.rows().get(0);
    assertThat(first.state()).isEqualTo("OPEN");
    assertThat(first.daysLeft()).isBetween(0, 20);
    long awaiting =
        model.rows().stream()
            .filter(r -> r.state().equals("OPEN") || r.state().equals("DRAFTED"))
            .count();
    assertThat(shell.openChargebacksProperty().get()).isEqualTo((int) awaiting).isPositive();
    assertThat(model.summaryProperty().get()).contains(Long.toString(awaiting));
    assertThat(DisputesViewModel.daysLeftText(first.daysLeft())).contains("day");
  }

  @Test
  void filtersByStateBrandAndCountryNarrowTheRows() {
    model.brandFilterProperty().set("ELO");
    assertThat(model.rows()).isNotEmpty().allMatch(r -> r.cardBrand().equals("ELO"));
    model.stateFilterProperty().set("LOST");
    assertThat(model.rows()).isNotEmpty().allMatch(r -> r.state().equals("LOST"));
    model.countryFilterProperty().set("BR");
    assertThat(model.rows()).allMatch(r -> r.country().equals("BR"));
    model.brandFilterProperty().set(null);
    model.stateFilterProperty().set(null);
    model.countryFilterProperty().set(null);
    assertThat(model.brandChoices()).contains(null, "VISA", "ELO", "DINERS_CLUB");
  }

  @Test
  void theRowsShownAreExportedAsCsvAndARowOpensItsEvidence() throws Exception {
    opened.clear();
    model.stateFilterProperty().set("OPEN");
    Path csv = dataDir.resolve("chargebacks.csv");
    model.export(csv);
    List<String> lines = Files.readAllLines(csv);
    assertThat(lines.get(0)).startsWith("payment_id,chargeback_id,state,amount,currency,reason");
    assertThat(lines).hasSize(model.rows().size() + 1);
    assertThat(lines.get(1)).startsWith(model.rows().get(0).paymentId() + ",");
    assertThat(model.noticeProperty().get()).contains(csv.toString());

    model.open(model.rows().get(0));
    assertThat(opened).containsExactly(model.rows().get(0).paymentId());
    model.stateFilterProperty().set(null);
  }

  @Test
  void responseWindowsAreCheckedAtTheFieldAndASavedWindowChangesTheDaysLeft() {
    DisputeSettingsViewModel settings =
        new DisputeSettingsViewModel(shell, TaskRunner.sameThread());
    DisputeSettingsViewModel.Window visa =
        settings.windows().stream().filter(w -> w.brand().equals("VISA")).findFirst().get();
    assertThat(visa.daysProperty().get()).isEqualTo("20");

    visa.daysProperty().set("0");
    settings.save();
    assertThat(visa.errorProperty().get()).contains("1").contains("365");
    assertThat(settings.resultProperty().get()).isEmpty();

    visa.daysProperty().set("30");
    settings.policyProperty().set("Refunds within 30 days of delivery.");
    settings.save();
    assertThat(visa.errorProperty().get()).isEmpty();
    assertThat(settings.resultProperty().get()).isNotEmpty();
    assertThat(model.rows())
        .filteredOn(r -> "VISA".equals(r.cardBrand()))
        .isNotEmpty()
        .allMatch(r -> r.windowDays() == 30);
    assertThat(shell.connection().disputes().policyText())
        .isEqualTo("Refunds within 30 days of delivery.");
    visa.daysProperty().set("20");
    settings.save();
  }

  @Test
  void aSaveOverAnotherAgentsSaveIsShownAndTheAgentMergesBothSetsOrTakesTheOther()
      throws Exception {
    DisputesViewModel.Row row =
        model.rows().stream().filter(r -> r.state().equals("OPEN")).skip(6).findFirst().get();
    DisputesViewModel second = new DisputesViewModel(shell, TaskRunner.sameThread(), id -> {});
    model.open(row);
    second.open(row);
    EvidenceViewModel mine = model.evidence();
    EvidenceViewModel theirs = second.evidence();
    Path a = Files.write(dataDir.resolve("theirs.pdf"), io.paydesk.evidence.EvidenceSamples.pdf(1));
    Path b = Files.write(dataDir.resolve("mine.pdf"), io.paydesk.evidence.EvidenceSamples.pdf(2));

    theirs.addFiles(List.of(a));
    mine.addFiles(List.of(b)); // saved over a set this agent never read: refused

    EvidenceConflict conflict = mine.conflictProperty().get();
    assertThat(conflict).isNotNull();
    assertThat(conflict.sentence())
        .contains(System.getProperty("user.name"))
        .contains("they added theirs.pdf")
        .contains("theirs does not have mine.pdf");
    assertThat(mine.files()).extracting(EvidenceFile::fileName).containsExactly("mine.pdf");
    assertThat(mine.canSendBinding().get()).as("nothing is sent over a conflict").isFalse();

    mine.merge();
    assertThat(mine.conflictProperty().get()).isNull();
    assertThat(mine.files())
        .extracting(EvidenceFile::fileName)
        .containsExactly("theirs.pdf", "mine.pdf");
    io.paydesk.ops.EvidenceDraft stored =
        shell.connection().disputes().draft(row.paymentId()).orElseThrow();
    assertThat(stored.files()).hasSize(2);
    assertThat(stored.version()).isEqualTo(2);

    // The other agent, still on version 1, removes their file: refused; they take the stored set.
    theirs.remove(theirs.files().get(0));
    assertThat(theirs.conflictProperty().get()).isNotNull();
    assertThat(theirs.conflictProperty().get().sentence())
        .contains("they added theirs.pdf, mine.pdf");
    theirs.takeTheirs();
    assertThat(theirs.conflictProperty().get()).isNull();
    assertThat(theirs.files())
        .extracting(EvidenceFile::fileName)
        .containsExactly("theirs.pdf", "mine.pdf");
    theirs.remove(theirs.files().get(1));
    assertThat(theirs.conflictProperty().get()).isNull();
    assertThat(shell.connection().disputes().draft(row.paymentId()).orElseThrow().files())
        .extracting(io.paydesk.ops.EvidenceDraft.Item::fileName)
        .containsExactly("theirs.pdf");

    mine.close();
    theirs.close();
    shell.connection().disputes().discardDraft(row.paymentId());
    shell.storeChanged();
  }

  @Test
  void theFirstFileAddedSavesADraftAndTheWorklistShowsItDrafted() throws Exception {
    DisputesViewModel.Row first = model.rows().get(0);
    model.open(first);
    EvidenceViewModel evidence = model.evidence();
    assertThat(evidence.stateProperty().get()).isEqualTo("OPEN");
    Path pdf = Files.write(dataDir.resolve("r.pdf"), io.paydesk.evidence.EvidenceSamples.pdf(1));
    evidence.addFiles(List.of(pdf));
    assertThat(evidence.files()).hasSize(1);
    assertThat(evidence.errorProperty().get()).isEmpty();
    assertThat(shell.connection().disputes().draft(first.paymentId())).isPresent();
    assertThat(model.rows())
        .filteredOn(r -> r.paymentId().equals(first.paymentId()))
        .singleElement()
        .extracting(DisputesViewModel.Row::state)
        .isEqualTo("DRAFTED");
    evidence.remove(evidence.files().get(0));
    shell.connection().disputes().discardDraft(first.paymentId());
    shell.storeChanged();
  }

  @Test
  void aTooLargeScanIsShrunkOnAcceptanceAndThePaymentRecordJoinsAsPaymentDetail() throws Exception {
    DisputesViewModel.Row row =
        model.rows().stream().filter(r -> r.state().equals("OPEN")).skip(1).findFirst().get();
    model.open(row);
    EvidenceViewModel evidence = model.evidence();
    evidence.addPaymentRecord();
    assertThat(evidence.files()).hasSize(1);
    EvidenceFile record = evidence.files().get(0);
    assertThat(record.ok()).as(record.verdict()).isTrue();
    assertThat(record.categoryProperty().get()).isEqualTo("PAYMENT_DETAIL");
    assertThat(record.thumbnail()).isNotNull();
    evidence.showPage(record, 0);
    assertThat(evidence.pageProperty().get().png()).isNotEmpty();
    assertThat(evidence.pageProperty().get().caption()).contains("1");
    evidence.closePage();

    Path scan =
        Files.write(
            dataDir.resolve("scan.pdf"), io.paydesk.evidence.EvidenceSamples.noisyScan4Mb(10));
    evidence.addFiles(List.of(scan));
    EvidenceFile big = evidence.files().get(1);
    assertThat(big.canShrink()).isTrue();
    assertThat(big.verdict()).startsWith("Too large");
    assertThat(evidence.canSendBinding().get()).isFalse();
    evidence.shrink(big);
    EvidenceFile.ShrinkOffer offer = evidence.shrinkOfferProperty().get();
    assertThat(offer.fits()).as(offer.resultVerdict()).isTrue();
    assertThat(offer.resultSize()).endsWith("KB");
    assertThat(Files.size(scan)).isGreaterThan(1024 * 1024); // the original stays as it was
    evidence.acceptShrink();
    assertThat(evidence.files()).hasSize(2);
    assertThat(evidence.files().get(1).ok()).isTrue();
    assertThat(evidence.canSendBinding().get()).isFalse();
    evidence.setCategory(evidence.files().get(1), "RECEIPT");
    assertThat(evidence.canSendBinding().get()).isTrue();
    assertThat(evidence.reviewSentence()).contains("2 files").contains("Receipt");

    evidence.close();
    shell.connection().disputes().discardDraft(row.paymentId());
    shell.storeChanged();
  }

  @Test
  void evidenceIsSentThroughOneReviewStepOfTheKitsForm() throws Exception {
    DisputesViewModel.Row row =
        model.rows().stream().filter(r -> r.state().equals("OPEN")).skip(4).findFirst().get();
    model.open(row);
    EvidenceViewModel evidence = model.evidence();
    evidence.review();
    assertThat(evidence.stepProperty().get()).isEqualTo(FormScreen.Step.EDIT);
    assertThat(evidence.validProperty().get()).isFalse();

    Path pdf = Files.write(dataDir.resolve("sent.pdf"), io.paydesk.evidence.EvidenceSamples.pdf(1));
    evidence.addFiles(List.of(pdf));
    evidence.setCategory(evidence.files().get(0), "RECEIPT");
    assertThat(evidence.validProperty().get()).isTrue();
    evidence.confirm(); // nothing is sent before the review
    assertThat(evidence.files()).hasSize(1);
    evidence.review();
    assertThat(evidence.stepProperty().get()).isEqualTo(FormScreen.Step.REVIEW);
    evidence.back();
    assertThat(evidence.stepProperty().get()).isEqualTo(FormScreen.Step.EDIT);

    evidence.review();
    evidence.confirm();

    assertThat(evidence.stepProperty().get()).isEqualTo(FormScreen.Step.RESULT);
    assertThat(evidence.errorProperty().get()).isEmpty();
    assertThat(evidence.noticeProperty().get()).isNotEmpty();
    assertThat(evidence.files()).isEmpty();
    assertThat(evidence.stateProperty().get()).isNotEqualTo("OPEN");
  }
}
