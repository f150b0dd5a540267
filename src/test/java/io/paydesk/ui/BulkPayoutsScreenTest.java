package io.paydesk.ui;

import static java.util.concurrent.TimeUnit.SECONDS;
import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ops.AppPaths;
import io.paydesk.ops.PayoutFiles;
import io.paydesk.ui.base.ServiceState;
import io.paydesk.ui.kit.AnsweringDialogs;
import io.paydesk.ui.pages.BulkPayoutsPage;
import io.paydesk.ui.pages.ScreenTexts;
import io.paydesk.ui.payouts.BulkPayoutsViewModel.Line;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javafx.scene.control.TableView;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Sending a spreadsheet of payouts on the embedded sandbox: the dry run names the bad rows, sending
 * creates exactly the good ones, the results export one line per row, and sending the same file
 * again (also after lost answers) creates none.
 */
class BulkPayoutsScreenTest {
  static final List<Integer> BAD = List.of(17, 60, 101, 150, 199);

  @TempDir Path dataDir;
  @TempDir Path files;
  private PaydeskApp app;
  private Locale before;
  private final AnsweringDialogs dialogs = new AnsweringDialogs();
  private final FxRobot robot = new FxRobot();
  private final BulkPayoutsPage bulk = new BulkPayoutsPage(robot);

  private void start(Locale locale) throws Exception {
    before = Locale.getDefault();
    Locale.setDefault(locale);
    System.setProperty(AppPaths.DATA_DIR_PROPERTY, dataDir.toString());
    FxToolkit.registerPrimaryStage();
    app = (PaydeskApp) FxToolkit.setupApplication(() -> new PaydeskApp(dialogs));
    WaitForAsyncUtils.waitFor(
        90, SECONDS, () -> app.shell().serviceStateProperty().get() == ServiceState.ANSWERING);
  }

  @AfterEach
  void close() throws Exception {
    TestConsole.close(app, before);
  }

  private void idle() throws Exception {
    WaitForAsyncUtils.waitForFxEvents();
    WaitForAsyncUtils.waitFor(120, SECONDS, () -> app.runner().runningProperty().get() == 0);
    WaitForAsyncUtils.waitForFxEvents();
  }

  private Path file200() throws Exception {
    return Files.writeString(
        files.resolve("payouts.csv"), PayoutFiles.withBadRows(200, BAD), StandardCharsets.UTF_8);
  }

  private void checkFile(Path csv) throws Exception {
    dialogs.answerFile(csv);
    bulk.choose();
    idle();
    WaitForAsyncUtils.waitFor(60, SECONDS, bulk::showingDryRun);
  }

  private void sendAll() throws Exception {
    dialogs.answerConfirm(true);
    bulk.send();
    WaitForAsyncUtils.waitFor(180, SECONDS, bulk::showingResults);
    idle();
  }

  private int sandboxPayouts(String ref) {
    return app.shell().connection().client().payouts().retrieveByMerchantReference(ref).size();
  }

  private static List<String> goodReferences() {
    return java.util.stream.IntStream.rangeClosed(1, 200)
        .filter(i -> !BAD.contains(i))
        .mapToObj(i -> "PO-" + i)
        .toList();
  }

  @Test
  void aSpreadsheetOf200RowsWith5BadSends195OnceAndTheSameFileAgainSendsNone() throws Exception {
    start(Locale.ENGLISH);
    Path csv = file200();
    bulk.open();
    checkFile(csv);

    assertThat(bulk.counts())
        .isEqualTo(
            "200 rows: 195 ready to send, 5 refused, 0 already sent, 0 to check first."
                + " Nothing has been sent.");
    assertThat(bulk.totals()).startsWith("To send: ").contains("BRL").contains("MXN");
    List<Line> refused = bulk.rowsIn("Refused");
    assertThat(refused).extracting(Line::row).containsExactly(18, 61, 102, 151, 200);
    assertThat(refused.get(0).verdict()).startsWith("Column document_number: ");
    assertThat(refused.get(1).verdict()).startsWith("Column account_number: ");
    assertThat(refused.get(2).verdict()).startsWith("Column purpose: ");
    assertThat(refused.get(3).verdict()).startsWith("Column merchant_reference: ");
    assertThat(refused.get(4).verdict()).startsWith("Column amount: ");
    assertThat(sandboxPayouts("PO-2")).isZero(); // the dry run sent nothing
    bulk.scrollTo(12); // row 18, refused, in view
    Screenshots.saveAt(robot.targetWindow().getScene(), "bulk-dry-run-1440", 1440, 900);
    Screenshots.saveAt(robot.targetWindow().getScene(), "bulk-dry-run-1024", 1024, 700);

    sendAll();

    assertThat(dialogs.asked())
        .anyMatch(a -> a.startsWith("confirm: Send 195 payouts to 195 beneficiaries: "));
    assertThat(bulk.counts())
        .startsWith("Done: 195 payouts created, 0 already sent (not sent again), 5 refused");
    assertThat(bulk.rowsIn("Created")).hasSize(195).allMatch(l -> !l.payoutId().isEmpty());
    assertThat(bulk.rowsIn("Not valid")).hasSize(5);
    for (String ref : goodReferences()) {
      assertThat(sandboxPayouts(ref)).as(ref).isEqualTo(1);
    }
    for (int bad : List.of(17, 60, 101, 199)) {
      assertThat(sandboxPayouts("PO-" + bad)).isZero();
    }
    bulk.scrollTo(12);
    Screenshots.saveAt(robot.targetWindow().getScene(), "bulk-results-1440", 1440, 900);
    Screenshots.saveAt(robot.targetWindow().getScene(), "bulk-results-1024", 1024, 700);

    Path results = files.resolve("results.csv");
    dialogs.answerFile(results);
    bulk.export();
    idle();
    List<String> lines = Files.readAllLines(results, StandardCharsets.UTF_8);
    assertThat(lines.get(0)).isEqualTo("row,merchant_reference,outcome,payout_id,status,message");
    assertThat(lines.subList(1, lines.size())).hasSize(200);
    assertThat(lines.get(1)).startsWith("2,PO-1,SENT,");
    assertThat(lines.get(17)).startsWith("18,PO-17,INVALID,,,");
    assertThat(bulk.notice()).contains("200");

    bulk.another();
    checkFile(csv);

    assertThat(bulk.counts())
        .startsWith("200 rows: 0 ready to send, 5 refused, 195 already sent, 0 to check first.");
    assertThat(bulk.sendDisabled()).isTrue();
    assertThat(bulk.rowsIn("Already sent")).hasSize(195);
    for (String ref : List.of("PO-1", "PO-2", "PO-100", "PO-200")) {
      assertThat(sandboxPayouts(ref)).as(ref).isEqualTo(1);
    }
  }

  @Test
  void aBatchWhoseAnswersWereLostResumesByCheckingEachByReferenceWithoutADuplicate()
      throws Exception {
    start(Locale.ENGLISH);
    Path csv =
        Files.writeString(
            files.resolve("small.csv"), PayoutFiles.valid(12), StandardCharsets.UTF_8);
    bulk.open();
    checkFile(csv);
    faults("{\"drop_after_commit_rate\": 1.0, \"count\": 3}");

    sendAll();

    assertThat(bulk.rowsIn("No answer")).hasSize(3);
    assertThat(bulk.rowsIn("Created")).hasSize(9);

    bulk.another();
    checkFile(csv);

    assertThat(bulk.counts())
        .startsWith("12 rows: 0 ready to send, 0 refused, 9 already sent, 3 to check first.");
    assertThat(bulk.rowsIn("Check first")).hasSize(3);
    sendAll();

    assertThat(bulk.rowsIn("Already sent")).hasSize(12);
    assertThat(bulk.rowsIn("Created")).isEmpty();
    for (int i = 1; i <= 12; i++) {
      assertThat(sandboxPayouts("PO-" + i)).as("PO-" + i).isEqualTo(1);
    }
  }

  @Test
  void theDryRunAndTheResultsSpeakSpanish() throws Exception {
    start(Locale.forLanguageTag("es"));
    Path csv =
        Files.writeString(
            files.resolve("pagos.csv"),
            PayoutFiles.withBadRows(40, List.of(7, 12, 21, 30, 38)),
            StandardCharsets.UTF_8);
    bulk.open();
    checkFile(csv);

    assertThat(bulk.counts()).startsWith("40 filas: 35 listas para enviar, 5 rechazadas");
    assertThat(bulk.rowsIn("Rechazada")).hasSize(5);
    // The file's columns are named as such, in Spanish, not as bare codes ("document_number:").
    assertThat(bulk.rowsIn("Rechazada"))
        .extracting(Line::verdict)
        .allMatch(v -> v.startsWith("Columna "), "starts with Columna");
    Screenshots.saveAt(robot.targetWindow().getScene(), "bulk-dry-run-es-1440", 1440, 900);
    Screenshots.saveAt(robot.targetWindow().getScene(), "bulk-dry-run-es-1024", 1024, 700);

    sendAll();

    assertThat(bulk.counts()).startsWith("Listo: 35 desembolsos creados");
    Screenshots.saveAt(robot.targetWindow().getScene(), "bulk-results-es-1440", 1440, 900);
    WaitForAsyncUtils.waitForFxEvents();
    // At 1440 the room left goes to the results, not to short columns: nothing is cut and the
    // results column is the widest.
    TableView<?> wide = robot.lookup("#bulkRows").queryAs(TableView.class);
    assertThat(ScreenTexts.cut(wide)).isEmpty();
    double results = wide.getColumns().get(wide.getColumns().size() - 1).getWidth();
    assertThat(wide.getColumns()).allMatch(c -> c.getWidth() <= results);
    Screenshots.saveAt(robot.targetWindow().getScene(), "bulk-results-es-1024", 1024, 700);
    WaitForAsyncUtils.waitForFxEvents();
    // At 1024 x 700 every header, amount, state and payout id shows whole; only a long
    // beneficiary's name may be cut (whole in its tooltip), and the verdicts wrap.
    TableView<?> rows = robot.lookup("#bulkRows").queryAs(TableView.class);
    List<String> names = ScreenTexts.cells(rows, "colBeneficiary");
    assertThat(ScreenTexts.cut(rows)).allMatch(names::contains);
  }

  private void faults(String json) throws Exception {
    HttpResponse<String> r =
        HttpClient.newHttpClient()
            .send(
                HttpRequest.newBuilder(
                        URI.create(app.shell().connection().sandboxBaseUrl() + "/sandbox/faults"))
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(json))
                    .build(),
                HttpResponse.BodyHandlers.ofString());
    assertThat(r.statusCode()).isEqualTo(200);
  }
}
