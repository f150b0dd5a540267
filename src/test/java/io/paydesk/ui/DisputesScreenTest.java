package io.paydesk.ui;

import static java.util.concurrent.TimeUnit.SECONDS;
import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import io.paydesk.evidence.EvidenceSamples;
import io.paydesk.ops.AppPaths;
import io.paydesk.ui.kit.AnsweringDialogs;
import io.paydesk.ui.pages.DisputesPage;
import io.paydesk.ui.pages.EvidencePage;
import io.paydesk.ui.pages.KeyboardPage;
import io.paydesk.ui.pages.PaymentsPage;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.slf4j.LoggerFactory;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Disputes area on the embedded sandbox: the worklist, evidence added through the chooser and
 * checked at once, the draft kept across closing, the send, and the decision after a refresh.
 */
class DisputesScreenTest {
  @TempDir Path dataDir;
  @TempDir Path files;
  private PaydeskApp app;
  private Locale before;
  private final AnsweringDialogs dialogs = new AnsweringDialogs();
  private final FxRobot robot = new FxRobot();

  private void start(Locale locale) throws Exception {
    before = Locale.getDefault();
    Locale.setDefault(locale);
    System.setProperty(AppPaths.DATA_DIR_PROPERTY, dataDir.toString());
    FxToolkit.registerPrimaryStage();
    app = (PaydeskApp) FxToolkit.setupApplication(() -> new PaydeskApp(dialogs));
    WaitForAsyncUtils.waitFor(
        90,
        SECONDS,
        () ->
            app.shell().storeUpdatesProperty().get() > 0
                && app.runner().runningProperty().get() == 0);
  }

  @AfterEach
  void close() throws Exception {
    TestConsole.close(app, before);
  }

  private void idle() throws Exception {
    WaitForAsyncUtils.waitForFxEvents();
    WaitForAsyncUtils.waitFor(60, SECONDS, () -> app.runner().runningProperty().get() == 0);
    WaitForAsyncUtils.waitForFxEvents();
  }

  private Path file(String name, byte[] bytes) throws Exception {
    return Files.write(files.resolve(name), bytes);
  }

  @Test
  void anAgentSendsCheckedEvidenceForAChargebackAndSeesTheDecisionAfterARefresh() throws Exception {
    start(Locale.ENGLISH);
    DisputesPage disputes = new DisputesPage(robot).open();
    WaitForAsyncUtils.waitFor(60, SECONDS, () -> disputes.rowCount() > 0);
    idle();
    // The worklist opens on the chargebacks still answerable; the others are one click away.
    assertThat(disputes.summary()).contains("still answerable");
    // The sidebar's count and the summary name the same number with the same words.
    assertThat(disputes.summary()).contains(disputes.sidebarCount() + " awaiting evidence");
    assertThat(disputes.sidebarTip())
        .isEqualTo("Disputes: " + disputes.sidebarCount() + " awaiting evidence");
    assertThat(disputes.showAllText()).startsWith("Show all (");
    int answerable = disputes.rowCount();
    disputes.showAll();
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(disputes.rowCount()).isGreaterThan(100).isGreaterThan(answerable);
    assertThat(disputes.showAllText()).isEmpty();
    int open = app.shell().openChargebacksProperty().get();
    assertThat(open).isPositive();
    assertThat(disputes.sidebarCount()).isEqualTo(Integer.toString(open));
    assertThat(disputes.cell(0, "disputeStateColumn")).isEqualTo("OPEN");
    // The larger size first: the window then stays at 1024 x 700, inside the headless screen.
    Screenshots.saveAt(robot.targetWindow().getScene(), "disputes-worklist-1440", 1440, 900);
    Screenshots.saveAt(robot.targetWindow().getScene(), "disputes-worklist-1024", 1024, 700);

    String paymentId = disputes.cell(0, "disputeIdColumn");
    EvidencePage evidence = disputes.openRow(0);
    idle();
    assertThat(evidence.shown()).isTrue();
    assertThat(evidence.state()).isEqualTo("Chargeback open");

    dialogs.answerFile(file("Receipt AA-001 ñ.pdf", EvidenceSamples.pdf(2)));
    evidence.add();
    idle();
    dialogs.answerFile(file("delivery-slip.png", EvidenceSamples.png(900, 1200)));
    evidence.add();
    idle();
    dialogs.answerFile(file("contract.pdf", EvidenceSamples.truncatedPdf()));
    evidence.add();
    idle();
    assertThat(evidence.fileCount()).isEqualTo(3);
    assertThat(evidence.row(0)).anyMatch(t -> t.startsWith("OK: 2 pages"));
    assertThat(evidence.row(1))
        .contains("delivery-slip.pdf")
        .anyMatch(t -> t.startsWith("OK: 1 page"));
    assertThat(evidence.row(2)).anyMatch(t -> t.startsWith("Refused: the PDF is truncated"));
    assertThat(evidence.sendEnabled()).isFalse();
    // A truncated PDF cannot be helped by shrinking: the hint does not offer it.
    assertThat(evidence.sendHint()).contains("refused").contains("remove").doesNotContain("shrink");
    Screenshots.saveAt(robot.targetWindow().getScene(), "evidence-refused-1440", 1440, 900);
    Screenshots.saveAt(robot.targetWindow().getScene(), "evidence-refused-1024", 1024, 700);

    // Closed mid-draft: the files come back from the store when the chargeback is opened again.
    DisputesPage back = evidence.back();
    idle();
    assertThat(back.worklistShown()).isTrue();
    assertThat(back.cell(0, "disputeStateColumn")).isEqualTo("DRAFTED");
    EvidencePage again = back.openRow(0);
    idle();
    assertThat(again.fileCount()).isEqualTo(3);
    assertThat(again.notice()).contains("restored");

    again.remove(2);
    idle();
    assertThat(again.fileCount()).isEqualTo(2);
    again.category(0, "RECEIPT").category(1, "PROOF_OF_DELIVERY");
    idle();
    assertThat(again.sendEnabled()).as(again.sendHint() + " / " + again.error()).isTrue();
    dialogs.answerConfirm(true);
    again.send();
    idle();
    assertThat(again.error()).isEmpty();
    assertThat(again.notice()).contains("In dispute").contains("Under review");
    assertThat(again.state()).isEqualTo("Evidence sent (under review)");
    assertThat(dialogs.asked()).anyMatch(s -> s.contains("Receipt AA-001"));

    decide(paymentId, "WON");
    again.refresh();
    idle();
    assertThat(again.state()).isEqualTo("Won");
    DisputesPage after = again.back();
    idle();
    assertThat(app.shell().openChargebacksProperty().get()).isEqualTo(open - 1);
  }

  @Test
  void aPaymentUnderChargebackOffersSubmitEvidenceWhichOpensItsEvidenceScreen() throws Exception {
    start(Locale.ENGLISH);
    PaymentsPage payments = new PaymentsPage(robot).open();
    payments.lookUp("ORD-CB-0001");
    idle();
    assertThat(payments.merchantOrderId()).isEqualTo("ORD-CB-0001");
    assertThat(payments.offersEvidence()).isTrue();

    payments.submitEvidence();
    idle();

    EvidencePage evidence = new EvidencePage(robot);
    assertThat(evidence.shown()).isTrue();
    assertThat(evidence.state()).isEqualTo("Chargeback open");

    new PaymentsPage(robot).open().lookUp(app.shell().connection().demoPaymentIds().get(0));
    idle();
    assertThat(payments.offersEvidence()).isFalse();
  }

  @Test
  void theWorklistsDaysLeftAndAgeAreWholeInSpanishAt1024() throws Exception {
    start(Locale.forLanguageTag("es"));
    DisputesPage disputes = new DisputesPage(robot).open();
    WaitForAsyncUtils.waitFor(60, SECONDS, () -> disputes.rowCount() > 0);
    idle();
    disputes.showAll();
    idle();
    javafx.scene.Scene scene = robot.targetWindow().getScene();
    Screenshots.saveAt(scene, "disputes-worklist-es-1024", 1024, 700);
    idle();
    javafx.scene.Node table = robot.lookup("#disputesTable").query();
    List<String> cut = new java.util.ArrayList<>(io.paydesk.ui.pages.ScreenTexts.cut(table));
    // A badge wider than its cell is drawn whole but clipped at the cell's edge.
    for (javafx.scene.Node n : table.lookupAll(".table-cell")) {
      if (n instanceof javafx.scene.control.TableCell<?, ?> c
          && c.isVisible()
          && !c.isEmpty()
          && c.getGraphic() instanceof javafx.scene.control.Label badge
          && badge.isVisible()
          && badge.prefWidth(-1) + c.snappedLeftInset() + c.snappedRightInset()
              > c.getWidth() + 0.5) {
        cut.add(badge.getText());
      }
    }
    assertThat(cut)
        .doesNotContain("D\u00edas restantes", "Antig\u00fcedad", "Estado", "Importe")
        .noneMatch(t -> t.contains("retraso") || t.contains("d\u00eda") || t.contains("vence"));
  }

  @Test
  void theEvidenceScreenSpeaksSpanish() throws Exception {
    start(Locale.forLanguageTag("es"));
    DisputesPage disputes = new DisputesPage(robot).open();
    WaitForAsyncUtils.waitFor(60, SECONDS, () -> disputes.rowCount() > 0);
    idle();
    EvidencePage evidence = disputes.openRow(0);
    idle();
    dialogs.answerFile(file("recibo.pdf", EvidenceSamples.pdf(1)));
    evidence.add();
    idle();
    dialogs.answerFile(file("foto.txt", "hola".getBytes()));
    evidence.add();
    idle();
    assertThat(evidence.state()).isEqualTo("Contracargo abierto");
    assertThat(evidence.row(1)).anyMatch(t -> t.startsWith("Rechazado"));
    Screenshots.saveAt(robot.targetWindow().getScene(), "evidence-es-1024", 1024, 700);
  }

  /**
   * Another agent saved the evidence set while this one worked: the screen says who changed what
   * and when, keeps what this agent has, sends nothing, and Merge both keeps each side's file.
   */
  @ParameterizedTest
  @ValueSource(strings = {"en", "es"})
  void aSaveOverAnotherAgentsSetIsShownAndMergedInTheAgentsLanguage(String language)
      throws Exception {
    start(Locale.forLanguageTag(language));
    DisputesPage disputes = new DisputesPage(robot).open();
    WaitForAsyncUtils.waitFor(60, SECONDS, () -> disputes.rowCount() > 2);
    idle();
    String paymentId = disputes.cell(2, "disputeIdColumn");
    EvidencePage evidence = disputes.openRow(2);
    idle();
    // The other agent's save, straight through ops (on a team store it comes from their console).
    io.paydesk.ops.DisputeOperations theirs = app.shell().connection().disputes();
    io.paydesk.api.model.Payment payment = theirs.stored(paymentId).orElseThrow();
    theirs.saveDraft(
        io.paydesk.ops.EvidenceDraft.start(
                paymentId,
                io.paydesk.ops.DisputeOperations.chargebackOf(payment).orElseThrow().id(),
                false)
            .withFiles(
                java.util.List.of(
                    new io.paydesk.ops.EvidenceDraft.Item(
                        "delivery-slip.pdf", "OTHERS", EvidenceSamples.pdf(1)))));

    dialogs.answerFile(file("receipt.pdf", EvidenceSamples.pdf(2)));
    evidence.add();
    idle();
    String user = System.getProperty("user.name");
    assertThat(evidence.conflict())
        .startsWith(user)
        .contains("delivery-slip.pdf")
        .contains(language.equals("es") ? "Conserve el suyo" : "Keep yours");
    assertThat(evidence.fileCount()).isEqualTo(1);
    assertThat(robot.lookup("#sendEvidence").queryButton().isDisabled()).isTrue();
    Screenshots.saveAt(
        robot.targetWindow().getScene(), "evidence-conflict-" + language + "-1024", 1024, 700);
    assertThat(CutTexts.in(robot, robot.targetWindow().getScene().getRoot())).isEmpty();

    robot.clickOn("#conflictMerge");
    idle();
    assertThat(evidence.conflict()).isEmpty();
    assertThat(evidence.fileCount()).isEqualTo(2);
    assertThat(theirs.draft(paymentId).orElseThrow().files())
        .extracting(io.paydesk.ops.EvidenceDraft.Item::fileName)
        .containsExactly("delivery-slip.pdf", "receipt.pdf");
    Screenshots.saveAt(
        robot.targetWindow().getScene(), "evidence-merged-" + language + "-1440", 1440, 900);
    theirs.discardDraft(paymentId);
  }

  @Test
  void upAndDownInAFilesCategoryListChangeOnlyItsCategoryAndTheKeyboardStaysThere()
      throws Exception {
    start(Locale.ENGLISH);
    DisputesPage disputes = new DisputesPage(robot).open();
    WaitForAsyncUtils.waitFor(60, SECONDS, () -> disputes.rowCount() > 0);
    idle();
    EvidencePage evidence = disputes.openRow(0);
    idle();
    dialogs.answerFile(file("receipt.pdf", EvidenceSamples.pdf(1)));
    evidence.add();
    idle();
    KeyboardPage keys = new KeyboardPage(robot);
    evidence.focusCategory(0).press(KeyCode.DOWN);
    idle();
    Object first = evidence.category(0);
    assertThat(first).isNotNull();
    assertThat(evidence.focusedId()).isEqualTo("category-0");
    evidence.press(KeyCode.DOWN);
    idle();
    assertThat(evidence.category(0)).isNotNull().isNotEqualTo(first);
    assertThat(evidence.focusedId()).isEqualTo("category-0");
    evidence.press(KeyCode.UP);
    idle();
    assertThat(evidence.category(0)).isEqualTo(first);
    assertThat(keys.selectedArea()).isEqualTo(Area.DISPUTES);
    assertThat(evidence.shown()).isTrue();
  }

  @Test
  void droppedFilesAreCheckedAndEvidenceAlreadySentIsUpdatedWithAPatchOnTheSamePath()
      throws Exception {
    Logger requests = (Logger) LoggerFactory.getLogger("io.paydesk.sandbox.requests");
    Level level = requests.getLevel();
    ListAppender<ILoggingEvent> lines = new ListAppender<>();
    lines.start();
    requests.addAppender(lines);
    requests.setLevel(Level.DEBUG);
    try {
      start(Locale.ENGLISH);
      DisputesPage disputes = new DisputesPage(robot).open();
      WaitForAsyncUtils.waitFor(60, SECONDS, () -> disputes.rowCount() > 0);
      idle();
      String paymentId = disputes.cell(0, "disputeIdColumn");
      EvidencePage evidence = disputes.openRow(0);
      idle();

      boolean dropped =
          evidence.drop(
              List.of(
                  file("invoice.pdf", EvidenceSamples.pdf(2)),
                  file("signed slip.jpg", EvidenceSamples.jpeg(800, 1000)),
                  file("chat.docx", "not a pdf".getBytes())));
      assertThat(dropped).isTrue();
      idle();
      assertThat(evidence.fileCount()).isEqualTo(3);
      assertThat(evidence.row(0))
          .contains("invoice.pdf")
          .anyMatch(t -> t.startsWith("OK: 2 pages"));
      assertThat(evidence.row(1))
          .contains("signed slip.pdf")
          .anyMatch(t -> t.startsWith("OK: 1 page"));
      assertThat(evidence.row(2)).anyMatch(t -> t.startsWith("Refused"));
      assertThat(evidence.sendEnabled()).isFalse();

      evidence.remove(2);
      idle();
      evidence.category(0, "RECEIPT").category(1, "PROOF_OF_DELIVERY");
      idle();
      dialogs.answerConfirm(true);
      evidence.send();
      idle();
      assertThat(evidence.error()).isEmpty();
      assertThat(evidence.state()).isEqualTo("Evidence sent (under review)");

      // Evidence on record: one more file is dropped and sent as an update.
      assertThat(evidence.sendText()).contains("update");
      assertThat(evidence.drop(List.of(file("contract.pdf", EvidenceSamples.pdf(1))))).isTrue();
      idle();
      assertThat(evidence.fileCount()).isEqualTo(1);
      evidence.category(0, "SERVICE_AGREEMENT");
      idle();
      dialogs.answerConfirm(true);
      evidence.send();
      idle();
      assertThat(evidence.error()).isEmpty();
      assertThat(evidence.notice()).startsWith("Evidence updated").contains("Under review");
      assertThat(evidence.state()).isEqualTo("Evidence sent (under review)");
      assertThat(dialogs.asked()).last().asString().contains("contract.pdf");

      String chargebackId =
          io.paydesk.ops.DisputeOperations.chargebackOf(
                  app.shell().connection().disputes().stored(paymentId).orElseThrow())
              .orElseThrow()
              .id();
      String path = "/v1/payments/" + paymentId + "/transactions/" + chargebackId + "/dispute";
      List<String> sent =
          lines.list.stream()
              .map(ILoggingEvent::getFormattedMessage)
              .filter(m -> m.contains(path))
              .toList();
      assertThat(sent).hasSize(2);
      assertThat(sent.get(0)).startsWith("POST " + path + " 200");
      assertThat(sent.get(1)).startsWith("PATCH " + path + " 200");
      assertThat(app.shell().connection().store().audit().list(null, null, 100))
          .extracting(a -> a.action())
          .contains("dispute.submit", "dispute.update");
    } finally {
      requests.detachAppender(lines);
      requests.setLevel(level);
    }
  }

  @Test
  void evidenceTheServiceRefusesIsExplainedInSpanishAndTheDraftStays() throws Exception {
    start(Locale.forLanguageTag("es"));
    DisputesPage disputes = new DisputesPage(robot).open();
    WaitForAsyncUtils.waitFor(60, SECONDS, () -> disputes.rowCount() > 0);
    idle();
    assertThat(disputes.summary()).contains("a tiempo de");
    Screenshots.saveAt(robot.targetWindow().getScene(), "disputes-worklist-es-1024", 1024, 700);
    String paymentId = disputes.cell(0, "disputeIdColumn");
    EvidencePage evidence = disputes.openRow(0);
    idle();
    assertThat(evidence.drop(List.of(file("recibo.pdf", EvidenceSamples.pdf(1))))).isTrue();
    idle();
    evidence.category(0, "RECEIPT");
    idle();

    // Meanwhile another agent's evidence reached the service: this POST is refused (400).
    sendEvidenceElsewhere(paymentId);
    dialogs.answerConfirm(true);
    evidence.send();
    idle();
    assertThat(evidence.error())
        .startsWith("La evidencia no fue aceptada")
        .contains("El servicio lo rechaz\u00f3")
        .contains("Sus archivos siguen en el borrador");
    assertThat(evidence.fileCount()).isEqualTo(1);
    Screenshots.saveAt(robot.targetWindow().getScene(), "evidence-refused-es-1024", 1024, 700);

    DisputesPage back = evidence.back();
    idle();
    back.showAll();
    WaitForAsyncUtils.waitForFxEvents();
    int row = back.rowOf(paymentId);
    EvidencePage again = back.openRow(row);
    idle();
    assertThat(again.fileCount()).isEqualTo(1);
    assertThat(again.row(0)).contains("recibo.pdf");
    assertThat(again.notice()).contains("restaurado");
    // The other agent's evidence is on record now: the restored files go as an update.
    assertThat(again.state()).isEqualTo("Evidencia enviada (en revisi\u00f3n)");
    assertThat(again.sendEnabled()).isTrue();
    dialogs.answerConfirm(true);
    again.send();
    idle();
    assertThat(again.error()).isEmpty();
    assertThat(again.notice()).startsWith("Evidencia actualizada");
  }

  private void sendEvidenceElsewhere(String paymentId) throws Exception {
    io.paydesk.ops.Connection c = app.shell().connection();
    String chargebackId =
        io.paydesk.ops.DisputeOperations.chargebackOf(c.disputes().stored(paymentId).orElseThrow())
            .orElseThrow()
            .id();
    String body =
        "{\"account_id\":\""
            + c.accountId()
            + "\",\"evidence\":[{\"content_type\":\"application/pdf\",\"file_name\":\"other.pdf\","
            + "\"content_category\":\"RECEIPT\",\"content\":\""
            + java.util.Base64.getEncoder().encodeToString(EvidenceSamples.pdf(1))
            + "\"}]}";
    HttpResponse<String> r =
        HttpClient.newHttpClient()
            .send(
                HttpRequest.newBuilder(
                        URI.create(
                            c.sandboxBaseUrl()
                                + "/v1/payments/"
                                + paymentId
                                + "/transactions/"
                                + chargebackId
                                + "/dispute"))
                    .header("Content-Type", "application/json")
                    .header("public-api-key", io.paydesk.sandbox.Sandbox.DEFAULT_PUBLIC_API_KEY)
                    .header(
                        "private-secret-key", io.paydesk.sandbox.Sandbox.DEFAULT_PRIVATE_SECRET_KEY)
                    .header("X-Idempotency-Key", java.util.UUID.randomUUID().toString())
                    .POST(HttpRequest.BodyPublishers.ofString(body))
                    .build(),
                HttpResponse.BodyHandlers.ofString());
    assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
  }

  private void decide(String paymentId, String outcome) throws Exception {
    HttpResponse<String> r =
        HttpClient.newHttpClient()
            .send(
                HttpRequest.newBuilder(
                        URI.create(
                            app.shell().connection().sandboxBaseUrl()
                                + "/sandbox/payments/"
                                + paymentId
                                + "/dispute-outcome"))
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString("{\"outcome\":\"" + outcome + "\"}"))
                    .build(),
                HttpResponse.BodyHandlers.ofString());
    assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
  }

  @Test
  void aTooLargeScanIsShrunkBesideItsOriginalAndTakenByTheAgent() throws Exception {
    start(Locale.ENGLISH);
    DisputesPage disputes = new DisputesPage(robot).open();
    WaitForAsyncUtils.waitFor(60, SECONDS, () -> disputes.rowCount() > 0);
    idle();
    EvidencePage evidence = disputes.openRow(1);
    idle();
    dialogs.answerFile(file("scan.pdf", EvidenceSamples.noisyScan4Mb(10)));
    evidence.add();
    idle();
    assertThat(evidence.row(0)).anyMatch(t -> t.startsWith("Too large"));
    assertThat(evidence.canShrink(0)).isTrue();
    evidence.shrink(0);
    idle();
    assertThat(evidence.shrinkOffer()).hasSize(2);
    assertThat(evidence.shrinkOffer().get(0)).contains("MB");
    assertThat(evidence.shrinkOffer().get(1)).contains("KB").contains("OK");
    Screenshots.saveAt(robot.targetWindow().getScene(), "evidence-shrink-1024", 1024, 700);
    evidence.acceptShrink();
    idle();
    assertThat(evidence.shrinkOffer()).isEmpty();
    assertThat(evidence.row(0)).anyMatch(t -> t.startsWith("OK: 10 pages"));
    assertThat(evidence.canShrink(0)).isFalse();
  }
}
