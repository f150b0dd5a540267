package io.paydesk;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ops.AppPaths;
import io.paydesk.ops.PayoutCsv;
import io.paydesk.ops.PayoutFiles;
import io.paydesk.ops.StoreKeys;
import io.paydesk.store.JournalEntry;
import io.paydesk.store.MigrationProgress;
import io.paydesk.store.Store;
import io.paydesk.store.StoreEncryption;
import io.paydesk.store.StoreKey;
import io.paydesk.store.Stores;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code paydesk payouts template} and {@code paydesk payouts check FILE}, headless. */
class PayoutsCommandTest {
  @TempDir Path dir;

  /** The default store is looked for here, never in the user's own data folder. */
  @BeforeEach
  void dataDir() {
    System.setProperty(AppPaths.DATA_DIR_PROPERTY, dir.resolve("stores").toString());
  }

  @AfterEach
  void clearDataDir() {
    System.clearProperty(AppPaths.DATA_DIR_PROPERTY);
  }

  record Run(int code, String out, String err) {
    List<String> lines() {
      return out.lines().toList();
    }
  }

  static Run run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code =
        Main.commandLine().setOut(new PrintWriter(out)).setErr(new PrintWriter(err)).execute(args);
    return new Run(code, out.toString(), err.toString());
  }

  Path file(String name, byte[] bytes) throws IOException {
    Path p = dir.resolve(name);
    Files.write(p, bytes);
    return p;
  }

  Path file(String name, String text) throws IOException {
    return file(name, text.getBytes(StandardCharsets.UTF_8));
  }

  @Test
  void template_prints_the_header_and_a_sample_row_that_checks_ok() throws IOException {
    Run t = run("payouts", "template");
    assertThat(t.code()).isZero();
    assertThat(t.lines().get(0)).isEqualTo(String.join(",", PayoutCsv.columns()));
    assertThat(t.lines()).hasSize(2);
    Run c = run("payouts", "check", file("template.csv", t.out()).toString());
    assertThat(c.code()).isZero();
    assertThat(c.lines().get(0)).isEqualTo("row 2: OK");
  }

  @Test
  void a_file_of_acceptable_rows_prints_ok_per_row_and_exits_0() throws IOException {
    Run r = run("payouts", "check", file("ok.csv", PayoutFiles.valid(5)).toString());
    assertThat(r.code()).isZero();
    assertThat(r.lines().subList(0, 5))
        .containsExactly("row 2: OK", "row 3: OK", "row 4: OK", "row 5: OK", "row 6: OK");
    assertThat(r.out())
        .contains("Rows: 5, acceptable: 5, refused: 0 (comma-separated, decimal point).")
        .contains("Total BRL: 150.25 in 1 payout")
        .contains("Total CLP: 25000 in 1 payout");
  }

  @Test
  void a_semicolon_file_with_decimal_commas_and_a_byte_order_mark_checks_ok() throws IOException {
    String text =
        "\uFEFF"
            + PayoutFiles.HEADER.replace(',', ';')
            + "\r\n"
            + PayoutFiles.validRow(5).replace(',', ';').replace("150.25", "1.150,25")
            + "\r\n"
            + PayoutFiles.validRow(6).replace(',', ';').replace("1000.50", "2000,5")
            + "\r\n"
            + PayoutFiles.validRow(8).replace(',', ';').replace("\"1;234.50\"", "1234,50")
            + "\r\n";
    Run r = run("payouts", "check", file("es.csv", text).toString());
    assertThat(r.code()).as(r.out()).isZero();
    assertThat(r.out())
        .contains("row 2: OK\nrow 3: OK\nrow 4: OK")
        .contains("(semicolon-separated, decimal comma)")
        .contains("Total ARS: 1234.50 in 1 payout")
        .contains("Total BRL: 1150.25 in 1 payout")
        .contains("Total MXN: 2000.50 in 1 payout");
  }

  @Test
  void a_200_row_file_with_5_bad_rows_names_the_5_and_exits_1() throws IOException {
    List<Integer> bad = List.of(17, 60, 101, 150, 199);
    Run r = run("payouts", "check", file("200.csv", PayoutFiles.withBadRows(200, bad)).toString());
    assertThat(r.code()).isEqualTo(1);
    List<String> rows = r.lines().stream().filter(l -> l.startsWith("row ")).toList();
    assertThat(rows).hasSize(200);
    List<String> refused = rows.stream().filter(l -> !l.endsWith(": OK")).toList();
    assertThat(refused)
        .hasSize(5)
        .satisfiesExactly(
            l -> assertThat(l).startsWith("row 18: document_number: cpf_check_digit - "),
            l -> assertThat(l).startsWith("row 61: account_number: clabe_check_digit - "),
            l -> assertThat(l).startsWith("row 102: purpose: enum - "),
            l ->
                assertThat(l)
                    .startsWith("row 151: merchant_reference: duplicate_reference - ")
                    .contains("row 2"),
            l -> assertThat(l).startsWith("row 200: amount: amount_ambiguous - "));
    assertThat(r.out()).contains("Rows: 200, acceptable: 195, refused: 5").contains("Fix the");
    assertThat(r.out()).doesNotContain("123.456.789-00");
  }

  @Test
  void a_missing_or_unusable_file_or_no_file_exits_2() throws IOException {
    Run missing = run("payouts", "check", dir.resolve("nope.csv").toString());
    assertThat(missing.code()).isEqualTo(2);
    assertThat(missing.err()).contains("no such file");

    Run columns =
        run(
            "payouts",
            "check",
            file("cols.csv", "merchant_reference,amount\nPO-1,10\n").toString());
    assertThat(columns.code()).isEqualTo(2);
    assertThat(columns.err()).contains("Missing columns: country");

    byte[] latin1 =
        (PayoutFiles.HEADER + "\nPO-1,BR,Jo\u00e3o\n").getBytes(StandardCharsets.ISO_8859_1);
    assertThat(run("payouts", "check", file("latin1.csv", latin1).toString()).code()).isEqualTo(2);

    Run usage = run("payouts", "check");
    assertThat(usage.code()).isEqualTo(2);
    assertThat(usage.err()).contains("Missing required parameter");

    assertThat(run("payouts", "check", dir.toString()).code()).isEqualTo(2);
  }

  /**
   * A store whose journal has PO-3 sent and PO-4 of unknown outcome, encrypted as the console makes
   * it: its key from the passphrase Maven's tests set in PAYDESK_STORE_PASSPHRASE.
   */
  private Path storeWithSentPayouts(Path file) {
    return storeWithSentPayouts(file, System.getenv(StoreKeys.PASSPHRASE_ENV));
  }

  private Path storeWithSentPayouts(Path file, String passphrase) {
    try {
      Files.createDirectories(file.getParent());
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
    StoreKey key =
        StoreKey.fromPassphrase(
            passphrase.toCharArray(), file.resolveSibling(StoreKeys.PARAMS_FILE));
    try (Store s = Stores.openH2(file, key, MigrationProgress.NONE)) {
      JournalEntry sent = s.journal().draftPayout("PO-3", null, "{}");
      s.journal().markSending(sent.id());
      s.journal().markSucceeded(sent.id(), "72ec87c6-8124-4638-9333-6537d057fef5");
      JournalEntry lost = s.journal().draftPayout("PO-4", null, "{}");
      s.journal().markSending(lost.id());
      s.journal().markOutcomeUnknown(lost.id(), "No answer.");
    }
    return Path.of(file + ".mv.db");
  }

  @Test
  void theHelpBreaksItsLinesBetweenSentencesOrAtTheWidthNeverShortMidSentence() {
    for (String command : new String[] {"check", "template"}) {
      Run help = run("payouts", command, "--help");
      assertThat(help.code()).isZero();
      assertThat(help.lines())
          .as(help.out())
          .filteredOn(l -> !l.startsWith("Usage:") && l.length() < 60)
          .allSatisfy(l -> assertThat(l.strip()).matches(".*[.:)]"));
    }
  }

  @Test
  void aRowAlreadySentFromTheStoreOrOfUnknownOutcomeIsReportedAsAlreadySent() throws IOException {
    Path store = storeWithSentPayouts(dir.resolve("sandbox"));
    Path csv = file("ok.csv", PayoutFiles.valid(5));

    Run r = run("payouts", "check", "--store", store.toString(), csv.toString());

    assertThat(r.code()).as(r.err()).isEqualTo(1);
    assertThat(r.lines().subList(0, 5))
        .satisfiesExactly(
            l -> assertThat(l).isEqualTo("row 2: OK"),
            l -> assertThat(l).isEqualTo("row 3: OK"),
            l -> assertThat(l).startsWith("row 4: merchant_reference: already_sent - "),
            l -> assertThat(l).startsWith("row 5: merchant_reference: already_sent - "),
            l -> assertThat(l).isEqualTo("row 6: OK"));
    // Already sent is said apart from refused: nothing in those rows is to be fixed.
    assertThat(r.out())
        .contains("acceptable: 3, refused: 0, already sent: 2")
        .contains("The rows already sent are not sent again")
        .doesNotContain("Fix the refused rows")
        .contains("Journal: " + store);

    Run alone = run("payouts", "check", "--no-journal", csv.toString());
    assertThat(alone.code()).isZero();
  }

  @Test
  void aPlainStoreMadeBeforeEncryptionIsStillReadAndLeftPlain() throws IOException {
    Path base = dir.resolve("old");
    try (Store s = Stores.openH2(base)) {
      JournalEntry sent = s.journal().draftPayout("PO-3", null, "{}");
      s.journal().markSending(sent.id());
      s.journal().markSucceeded(sent.id(), "72ec87c6-8124-4638-9333-6537d057fef5");
    }
    Path store = Path.of(base + ".mv.db");

    Run r =
        run(
            "payouts",
            "check",
            "--store",
            store.toString(),
            file("ok.csv", PayoutFiles.valid(3)).toString());

    assertThat(r.code()).as(r.err()).isEqualTo(1);
    assertThat(r.lines().get(2)).startsWith("row 4: merchant_reference: already_sent - ");
    assertThat(StoreEncryption.isEncrypted(store)).isFalse();
  }

  @Test
  void aStoreEncryptedWithAnotherPassphraseIsAUsageErrorThatSaysSo() throws IOException {
    Path store =
        storeWithSentPayouts(dir.resolve("other").resolve("sandbox"), "not the tests' one");
    Path csv = file("ok.csv", PayoutFiles.valid(3));

    Run r = run("payouts", "check", "--store", store.toString(), csv.toString());

    assertThat(r.code()).isEqualTo(2);
    assertThat(r.err())
        .contains("The passphrase is wrong")
        .contains("--no-journal")
        .doesNotContain("open in the console")
        .doesNotContain("not the tests' one");
  }

  @Test
  void aStoreHeldByTheConsoleIsAUsageErrorInWordsWithNoDriverExceptionLogged() throws IOException {
    Path store = storeWithSentPayouts(dir.resolve("held").resolve("sandbox"));
    Path csv = file("ok.csv", PayoutFiles.valid(3));
    ch.qos.logback.classic.Logger root =
        (ch.qos.logback.classic.Logger)
            org.slf4j.LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
    ch.qos.logback.core.read.ListAppender<ch.qos.logback.classic.spi.ILoggingEvent> logged =
        new ch.qos.logback.core.read.ListAppender<>();
    logged.start();
    root.addAppender(logged);
    Run r;
    // Locked as the console, in its own process, holds it.
    try (java.nio.channels.FileChannel console =
            java.nio.channels.FileChannel.open(
                store,
                java.nio.file.StandardOpenOption.READ,
                java.nio.file.StandardOpenOption.WRITE);
        java.nio.channels.FileLock lock = console.lock()) {
      r = run("payouts", "check", "--store", store.toString(), csv.toString());
    } finally {
      root.detachAppender(logged);
    }

    assertThat(r.code()).isEqualTo(2);
    assertThat(r.err())
        .startsWith("Cannot open the store " + store)
        .contains("is open in another program")
        .contains("--no-journal")
        .doesNotContain("org.h2")
        .doesNotContain("Exception");
    assertThat(logged.list)
        .extracting(ch.qos.logback.classic.spi.ILoggingEvent::getFormattedMessage)
        .noneMatch(line -> line.contains("org.h2") || line.contains("Exception"));
  }

  @Test
  void theConsolesOwnStoreIsConsultedByDefaultAndAMissingStoreIsAUsageError() throws IOException {
    Files.createDirectories(dir.resolve("stores"));
    storeWithSentPayouts(dir.resolve("stores").resolve("sandbox"));
    Path csv = file("ok.csv", PayoutFiles.valid(3));

    Run r = run("payouts", "check", csv.toString());

    assertThat(r.code()).isEqualTo(1);
    assertThat(r.lines().get(2)).startsWith("row 4: merchant_reference: already_sent - ");

    Run missing =
        run("payouts", "check", "--store", dir.resolve("none.mv.db").toString(), csv.toString());
    assertThat(missing.code()).isEqualTo(2);
    assertThat(missing.err()).contains("no such file");
  }
}
