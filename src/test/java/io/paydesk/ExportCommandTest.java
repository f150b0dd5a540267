package io.paydesk;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.api.RequestOptions;
import io.paydesk.api.model.CustomerPayer;
import io.paydesk.api.model.Document;
import io.paydesk.api.model.ModelJson;
import io.paydesk.api.model.Payment;
import io.paydesk.api.model.PaymentCreateRequest;
import io.paydesk.api.model.PaymentMethod;
import io.paydesk.api.model.Payout;
import io.paydesk.api.model.Subscription;
import io.paydesk.api.model.Transaction;
import io.paydesk.ops.Connection;
import io.paydesk.ops.ConnectionSettings;
import io.paydesk.ops.Connector;
import io.paydesk.ops.PayoutOperations;
import io.paydesk.ops.StoreKeys;
import io.paydesk.ops.TestPayouts;
import io.paydesk.store.MigrationProgress;
import io.paydesk.store.Page;
import io.paydesk.store.PaymentQuery;
import io.paydesk.store.PaymentRow;
import io.paydesk.store.StoreKey;
import io.paydesk.store.Stores;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code paydesk export}: a console profile's store, filled through ops from the embedded sandbox
 * (demo payments, subscriptions, a payout sent), written back as JSON lines and CSV.
 */
class ExportCommandTest {
  static final int PAYMENTS = 400;

  @TempDir static Path dir;
  static Path storeFile;

  /** What the store held, by payment id. */
  static final Map<String, Payment> stored = new HashMap<>();

  static final Set<String> subscriptionIds = new HashSet<>();
  static String payoutId;

  /** A customer's document number, sent in clear to the service (the store keeps it masked). */
  static final String CPF = "11144477735";

  static String documentPaymentId;

  @BeforeAll
  static void fillAStoreThroughOps() {
    Path data = dir.resolve("data");
    ConnectionSettings settings = ConnectionSettings.embedded();
    try (Connector connector = new Connector(data);
        Connection c = connector.open(settings)) {
      assertThat(c.storeDemoPayments(PAYMENTS).firstStored()).isEqualTo(PAYMENTS);
      c.subscriptions().refresh(c.demoSubscriptionIds());
      subscriptionIds.addAll(c.demoSubscriptionIds());
      payoutId =
          c.payouts()
              .create(
                  TestPayouts.bankTransfer(c.accountId(), "PO-EXPORT-1", "150.25"),
                  PayoutOperations.newKey())
              .payout()
              .id();
      Payment withDocument =
          c.client()
              .payments()
              .create(
                  PaymentCreateRequest.builder()
                      .accountId(c.accountId())
                      .merchantOrderId("ORD-EXPORT-1")
                      .description("=HYPERLINK(\"http://evil.test\")")
                      .amount(new BigDecimal("1234.50"), "BRL")
                      .country("BR")
                      .checkoutSession(UUID.randomUUID().toString())
                      .paymentMethod(PaymentMethod.token(UUID.randomUUID().toString()))
                      .customerPayer(
                          new CustomerPayer(
                              null,
                              null,
                              "José",
                              "Peña",
                              null,
                              null,
                              "jose@example.test",
                              null,
                              null,
                              null,
                              null,
                              null,
                              new Document("CPF", CPF, null, "BR", "BR", null, null),
                              null,
                              null,
                              null,
                              null,
                              null,
                              null))
                      .build(),
                  RequestOptions.NONE);
      assertThat(c.lookups().byId(withDocument.id())).isNotNull();
      documentPaymentId = withDocument.id();
      PaymentQuery all = PaymentQuery.builder().pageSize(PaymentQuery.MAX_PAGE_SIZE).build();
      String cursor = null;
      do {
        Page<PaymentRow> page = c.store().payments().search(all.after(cursor));
        for (PaymentRow row : page.items()) {
          stored.put(row.id(), c.store().payments().find(row.id()).orElseThrow());
        }
        cursor = page.nextCursor();
      } while (cursor != null);
      storeFile = data.resolve(settings.profileName() + ".mv.db");
    } catch (Exception e) {
      throw new AssertionError(e);
    }
    assertThat(stored.size()).isGreaterThanOrEqualTo(PAYMENTS);
    assertThat(stored).containsKey(documentPaymentId);
    assertThat(subscriptionIds).isNotEmpty();
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

  static List<CSVRecord> csv(String text) throws IOException {
    try (CSVParser p =
        CSVFormat.DEFAULT.builder().setHeader().get().parse(new StringReader(text))) {
      return p.getRecords();
    }
  }

  static List<String> ids(List<Transaction> ts) {
    return ts == null ? List.of() : ts.stream().map(Transaction::id).toList();
  }

  @Test
  void everyStoredPaymentIsOneJsonLineAsStoredWithItsTransactions() {
    Run r = run("export", "payments", "--store", storeFile.toString());

    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.lines()).hasSize(stored.size());
    Set<String> seen = new HashSet<>();
    for (String line : r.lines()) {
      Payment p = ModelJson.readPayment(line);
      Payment s = stored.get(p.id());
      assertThat(s != null).as(p.id()).isTrue();
      assertThat(p.status()).isEqualTo(s.status());
      assertThat(p.subStatus()).isEqualTo(s.subStatus());
      assertThat(p.amount().value()).isEqualByComparingTo(s.amount().value());
      assertThat(p.amount().currency()).isEqualTo(s.amount().currency());
      assertThat(ids(p.transactions())).isNotEmpty().isEqualTo(ids(s.transactions()));
      assertThat(p.transactions())
          .extracting(Transaction::status)
          .isEqualTo(s.transactions().stream().map(Transaction::status).toList());
      assertThat(line).contains("\"transactions\":[");
      seen.add(p.id());
    }
    assertThat(seen).hasSize(stored.size());
  }

  @Test
  void sinceKeepsThoseUpdatedOnOrAfterTheDayInUtc() {
    List<Instant> updated =
        stored.values().stream()
            .map(p -> (p.updatedAt() != null ? p.updatedAt() : p.createdAt()).toInstant())
            .sorted()
            .toList();
    LocalDate day = updated.get(updated.size() / 2).atOffset(ZoneOffset.UTC).toLocalDate();
    Instant from = day.atStartOfDay(ZoneOffset.UTC).toInstant();
    long expected = updated.stream().filter(t -> !t.isBefore(from)).count();
    assertThat(expected).isBetween(1L, (long) stored.size() - 1);

    Run r = run("export", "payments", "--store", storeFile.toString(), "--since", day.toString());

    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.lines()).hasSize((int) expected);
    for (String line : r.lines()) {
      Payment p = ModelJson.readPayment(line);
      Instant t = (p.updatedAt() != null ? p.updatedAt() : p.createdAt()).toInstant();
      assertThat(t).isAfterOrEqualTo(from);
    }
  }

  @Test
  void csvHasSearchsExportColumnsAndOneRowPerPayment() throws IOException {
    Run r = run("export", "payments", "--store", storeFile.toString(), "--format", "csv");

    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.lines().get(0))
        .isEqualTo(
            "id,created_at,status,sub_status,amount,currency,country,method_type,card_brand,"
                + "card_iin,card_last_four,customer_name,customer_email,customer_document,"
                + "merchant_order_id,merchant_reference,description,has_chargeback,in_dispute");
    List<CSVRecord> rows = csv(r.out());
    assertThat(rows).hasSize(stored.size());
    for (CSVRecord row : rows) {
      Payment s = stored.get(row.get("id"));
      assertThat(row.get("status")).isEqualTo(s.status().value());
      assertThat(new java.math.BigDecimal(row.get("amount")))
          .isEqualByComparingTo(s.amount().value());
      assertThat(row.get("amount")).doesNotContain("E");
    }
  }

  @Test
  void noDocumentNumberIsWrittenInClear() throws IOException {
    String jsonl = run("export", "payments", "--store", storeFile.toString()).out();
    String csv =
        run("export", "payments", "--store", storeFile.toString(), "--format", "csv").out();
    String payouts = run("export", "payouts", "--store", storeFile.toString()).out();
    String payoutsCsv =
        run("export", "payouts", "--store", storeFile.toString(), "--format", "csv").out();

    assertThat(jsonl).contains(documentPaymentId).contains("document_number");
    assertThat(csv).contains(documentPaymentId).contains("José Peña");
    assertThat(jsonl).doesNotContain(CPF).doesNotContain("111.444.777-35");
    assertThat(csv).doesNotContain(CPF).doesNotContain("111.444.777-35");
    CSVRecord row =
        csv(csv).stream().filter(r -> r.get("id").equals(documentPaymentId)).findFirst().get();
    assertThat(row.get("customer_document")).isNotBlank().doesNotContain("444");
    assertThat(row.get("description")).startsWith("'=HYPERLINK(");
    assertThat(row.get("amount")).isEqualTo("1234.50");
    assertThat(payouts).contains(payoutId).doesNotContain("52998224725");
    assertThat(payoutsCsv).contains(payoutId).doesNotContain("52998224725");
  }

  @Test
  void payoutsAndSubscriptionsAreExportedTheSameWay() throws IOException {
    Run payouts = run("export", "payouts", "--store", storeFile.toString());
    assertThat(payouts.code()).as(payouts.err()).isZero();
    assertThat(payouts.lines()).hasSize(1);
    Payout p = ModelJson.readPayout(payouts.lines().get(0));
    assertThat(p.id()).isEqualTo(payoutId);
    assertThat(p.amount().value()).isEqualByComparingTo("150.25");

    Run subs = run("export", "subscriptions", "--store", storeFile.toString());
    assertThat(subs.code()).as(subs.err()).isZero();
    assertThat(subs.lines().stream().map(l -> ModelJson.readSubscription(l).id()))
        .containsExactlyInAnyOrderElementsOf(subscriptionIds);
    assertThat(subs.lines().stream().map(ModelJson::readSubscription).map(Subscription::status))
        .doesNotContainNull();

    Run subsCsv =
        run("export", "subscriptions", "--store", storeFile.toString(), "--format", "csv");
    assertThat(subsCsv.lines().get(0))
        .isEqualTo(
            "id,name,customer_id,amount,currency,frequency,cycles,next_billing_at,status,"
                + "availability,last_decline");
    assertThat(csv(subsCsv.out())).hasSize(subscriptionIds.size());
    Run payoutsCsv = run("export", "payouts", "--store", storeFile.toString(), "--format", "csv");
    assertThat(csv(payoutsCsv.out()).get(0).get("amount")).isEqualTo("150.25");
  }

  @Test
  void outWritesTheFileAndSaysHowManyOnStandardError() throws IOException {
    Path file = dir.resolve("payments.jsonl");

    Run r = run("export", "payments", "--store", storeFile.toString(), "--out", file.toString());

    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out()).isEmpty();
    assertThat(r.err()).contains(stored.size() + " payments written to " + file);
    assertThat(Files.readAllLines(file, StandardCharsets.UTF_8)).hasSize(stored.size());
    if (file.getFileSystem().supportedFileAttributeViews().contains("posix")) {
      assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file)))
          .isEqualTo("rw-------");
    }
  }

  @Test
  void helpListsTheOptions() {
    for (String kind : List.of("payments", "payouts", "subscriptions")) {
      Run r = run("export", kind, "--help");
      assertThat(r.code()).isZero();
      assertThat(r.out())
          .contains("--store=STORE")
          .contains("--since=DATE")
          .contains("--format=FORMAT")
          .contains("--out=FILE")
          .contains("jsonl");
    }
    assertThat(run("--help").out()).contains("export");
  }

  @Test
  void anUnreadableStoreAMissingOneOrAWrongKeyIsAReadableUsageError() throws IOException {
    Path garbage = dir.resolve("garbage").resolve("profile.mv.db");
    Files.createDirectories(garbage.getParent());
    Files.writeString(garbage, "this is not a database, only words in a file");
    Run bad = run("export", "payments", "--store", garbage.toString());
    assertThat(bad.code()).isEqualTo(2);
    assertThat(bad.err())
        .startsWith("Cannot open the store " + garbage)
        .doesNotContain("Exception")
        .doesNotContain("org.h2");
    assertThat(bad.out()).isEmpty();

    Run missing = run("export", "payments", "--store", dir.resolve("none.mv.db").toString());
    assertThat(missing.code()).isEqualTo(2);
    assertThat(missing.err()).contains("no such file");

    Path other = dir.resolve("other").resolve("sandbox");
    Files.createDirectories(other.getParent());
    StoreKey key =
        StoreKey.fromPassphrase(
            "another passphrase".toCharArray(), other.resolveSibling(StoreKeys.PARAMS_FILE));
    Stores.openH2(other, key, MigrationProgress.NONE).close();
    Run wrongKey = run("export", "payments", "--store", other + ".mv.db");
    assertThat(wrongKey.code()).isEqualTo(2);
    assertThat(wrongKey.err())
        .contains("The passphrase is wrong")
        .doesNotContain("another passphrase")
        .doesNotContain("Exception");

    Run badDate =
        run("export", "payments", "--store", storeFile.toString(), "--since", "31/01/2026");
    assertThat(badDate.code()).isEqualTo(2);
    assertThat(badDate.err()).contains("ISO date");
    Run noStore = run("export", "payments");
    assertThat(noStore.code()).isEqualTo(2);
    assertThat(noStore.err()).contains("--store");
  }
}
