package io.paydesk.ui.payments;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ops.Exports;
import io.paydesk.store.PaymentQuery;
import io.paydesk.store.Store;
import io.paydesk.store.Stores;
import io.paydesk.store.TestPayments;
import io.paydesk.ui.base.TaskHandle;
import io.paydesk.ui.base.TaskRunner;
import io.paydesk.ui.payments.SearchViewModel.ResultRow;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.stream.Stream;
import javafx.beans.property.SimpleObjectProperty;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The search screen's logic over a real store, with work run on the test's thread. */
class SearchViewModelTest {
  private static final ZoneId SAO_PAULO = ZoneId.of("America/Sao_Paulo");
  private static final Instant BASE = Instant.parse("2026-01-01T12:00:00Z");
  private static final int ORDINARY = 110;

  @TempDir Path dir;
  private Locale locale;
  private Store store;
  private SimpleObjectProperty<Store> storeValue;
  private final List<String> opened = new ArrayList<>();
  private final Special special = new Special();
  private SearchViewModel model;

  /** One payment per filter, each different from the ordinary ones in that one way only. */
  static final class Special {
    final TestPayments declined = ordinary(200).status("DECLINED", "DECLINED");
    final TestPayments mexico = ordinary(201).country("MX").amount("150.00", "MXN");
    final TestPayments mastercard = ordinary(202).card("MASTERCARD", "55555555", "4444");
    final TestPayments pix = ordinary(203).methodType("PIX");
    final TestPayments large = ordinary(204).amount("1234.50", "USD");
    final TestPayments carnival =
        ordinary(205).created(Instant.parse("2020-03-16T02:30:00Z")); // 15 March, 23:30 in Brazil
    final TestPayments order = ordinary(206).orderId("ORD-SPECIAL-7");
    final TestPayments reference = ordinary(207).reference("REF-HOLD-1");
    final TestPayments email = ordinary(208).customer("John", "Doe", "maria.silva@example.br");
    final TestPayments name = ordinary(209).customer("Maria", "Zuniga", "johndoe@example.com");
    final TestPayments document = ordinary(210).document("CPF", "123.456.789-09");
    final TestPayments chargeback = ordinary(211).withChargeback();
    final TestPayments dispute = ordinary(212).status("IN_DISPUTE", "PENDING_REVIEW");
    final TestPayments zebra = ordinary(213).description("Striped zebra costume");

    List<TestPayments> all() {
      return List.of(
          declined,
          mexico,
          mastercard,
          pix,
          large,
          carnival,
          order,
          reference,
          email,
          name,
          document,
          chargeback,
          dispute,
          zebra);
    }
  }

  static TestPayments ordinary(int i) {
    return TestPayments.card()
        .status("SUCCEEDED", "APPROVED")
        .country("US")
        .amount(String.valueOf(10 + i) + ".00", "USD")
        .orderId("ORD-" + i)
        .description("Order number " + i)
        .created(BASE.plus(i, ChronoUnit.HOURS))
        .customer("John", "Doe", "johndoe@example.com")
        .card("VISA", "41111111", "1111")
        .methodType("CARD");
  }

  @BeforeEach
  void fillTheStore() {
    locale = Locale.getDefault();
    Locale.setDefault(Locale.US);
    store = Stores.openH2(dir.resolve("search.mv.db"));
    List<String> jsons = new ArrayList<>();
    for (int i = 0; i < ORDINARY; i++) {
      jsons.add(ordinary(i).json());
    }
    special.all().forEach(p -> jsons.add(p.json()));
    store.payments().upsertAllJson(jsons);
    storeValue = new SimpleObjectProperty<>(store);
    model = new SearchViewModel(storeValue, TaskRunner.sameThread(), opened::add, SAO_PAULO);
  }

  @AfterEach
  void closeTheStore() {
    store.close();
    Locale.setDefault(locale);
  }

  private int total() {
    return ORDINARY + special.all().size();
  }

  private List<String> ids() {
    return model.rows().stream().map(ResultRow::id).toList();
  }

  @Test
  void theScreenOpensOnTheNewestFiftyPayments() {
    assertThat(model.rows()).hasSize(50);
    assertThat(model.rows().get(0).id()).isEqualTo(special.zebra.id());
    assertThat(model.pageTextProperty().get()).isEqualTo("Page 1 \u00b7 payments 1\u201350");
    assertThat(model.hasNextProperty().get()).isTrue();
    assertThat(model.hasPreviousProperty().get()).isFalse();
  }

  static Stream<Arguments> filters() {
    return Stream.of(
        filter("free text", m -> m.textProperty().set("zebra"), s -> s.zebra),
        filter("status", m -> m.statuses().add("DECLINED"), s -> s.declined),
        filter("sub-status", m -> m.subStatuses().add("PENDING_REVIEW"), s -> s.dispute),
        filter("country", m -> m.countries().add("MX"), s -> s.mexico),
        filter("currency", m -> m.currencies().add("MXN"), s -> s.mexico),
        filter("card brand", m -> m.cardBrands().add("MASTERCARD"), s -> s.mastercard),
        filter("method type", m -> m.methodTypes().add("PIX"), s -> s.pix),
        filter(
            "amount range",
            m -> {
              m.amountFromProperty().set("1,000");
              m.amountToProperty().set("1,234.50");
            },
            s -> s.large),
        filter(
            "created on one day in the user's zone",
            m -> {
              m.setCreatedFrom(LocalDate.of(2020, 3, 15));
              m.setCreatedTo(LocalDate.of(2020, 3, 15));
            },
            s -> s.carnival),
        filter("order id prefix", m -> m.orderIdProperty().set("ORD-SPEC"), s -> s.order),
        filter("reference prefix", m -> m.referenceProperty().set("REF-HO"), s -> s.reference),
        filter("e-mail prefix", m -> m.emailProperty().set("maria.s"), s -> s.email),
        filter("customer name prefix", m -> m.nameProperty().set("Zun"), s -> s.name),
        filter("exact document", m -> m.documentProperty().set("12345678909"), s -> s.document),
        filter("card IIN", m -> m.iinProperty().set("5555"), s -> s.mastercard),
        filter("last four", m -> m.lastFourProperty().set("4444"), s -> s.mastercard),
        filter("has chargeback", m -> m.hasChargebackProperty().set(true), s -> s.chargeback),
        filter("in dispute", m -> m.inDisputeProperty().set(true), s -> s.dispute));
  }

  private static Arguments filter(
      String name,
      Consumer<SearchViewModel> set,
      java.util.function.Function<Special, TestPayments> expected) {
    return Arguments.of(name, set, expected);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("filters")
  void eachFilterFindsOnlyItsPayment(
      String name,
      Consumer<SearchViewModel> set,
      java.util.function.Function<Special, TestPayments> expected) {
    set.accept(model);

    model.search();

    assertThat(ids()).containsExactly(expected.apply(special).id());
    assertThat(model.errorProperty().get()).isEmpty();
    assertThat(model.hasNextProperty().get()).isFalse();
  }

  @Test
  void anAmountInSpanishIsReadWithItsOwnSeparators() {
    Locale.setDefault(Locale.forLanguageTag("es-CO"));
    model.amountFromProperty().set("1.234,50");
    model.amountToProperty().set("1.234,50");

    model.search();

    assertThat(model.amountFromErrorProperty().get()).isEmpty();
    assertThat(ids()).containsExactly(special.large.id());
  }

  @Test
  void sortingByAmountAscendingStartsWithTheSmallest() {
    model.sortByProperty().set(SearchFilters.SortField.AMOUNT);
    model.descendingProperty().set(false);

    model.search();

    assertThat(model.rows().get(0).amount().text()).isEqualTo("USD 10.00");
    assertThat(model.rows().get(1).amount().text()).isEqualTo("USD 11.00");
  }

  static Stream<Arguments> badInput() {
    return Stream.of(
        Arguments.of("amount from", "12,3x"),
        Arguments.of("amount to", "-5"),
        Arguments.of("amount from", "1,23,4"),
        Arguments.of("IIN", "41a1"),
        Arguments.of("last four", "123"),
        Arguments.of("last four", "12345"));
  }

  @ParameterizedTest(name = "{0} \"{1}\"")
  @MethodSource("badInput")
  void badInputIsRefusedAtItsFieldAndNothingIsSearched(String field, String typed) {
    List<String> before = ids();
    model.statuses().add("DECLINED");
    var property =
        switch (field) {
          case "amount from" -> model.amountFromProperty();
          case "amount to" -> model.amountToProperty();
          case "IIN" -> model.iinProperty();
          default -> model.lastFourProperty();
        };
    var error =
        switch (field) {
          case "amount from" -> model.amountFromErrorProperty();
          case "amount to" -> model.amountToErrorProperty();
          case "IIN" -> model.iinErrorProperty();
          default -> model.lastFourErrorProperty();
        };
    property.set(typed);

    model.search();

    assertThat(error.get()).isNotEmpty();
    assertThat(ids()).isEqualTo(before);
    assertThat(property.get()).isEqualTo(typed);

    property.set("");
    assertThat(error.get()).isEmpty();
  }

  @Test
  void theAmountMessageShowsAnExampleInTheUsersLocale() {
    model.amountFromProperty().set("ten");
    model.search();
    assertThat(model.amountFromErrorProperty().get())
        .isEqualTo("Use digits and separators only. Type the amount as 1,234.50.");
    Locale.setDefault(Locale.forLanguageTag("es-CO"));
    model.currencies().setAll("CLP");
    model.amountFromProperty().set("1.234,5");
    assertThat(model.amountFromErrorProperty().get())
        .isEqualTo("CLP no admite decimales. Escriba el monto así: 1.234.");
  }

  @Test
  void reversedRangesAreRefusedAtTheToField() {
    model.amountFromProperty().set("50");
    model.amountToProperty().set("20");
    model.setCreatedFrom(LocalDate.of(2026, 2, 1));
    model.setCreatedTo(LocalDate.of(2026, 1, 1));
    List<String> before = ids();

    model.search();

    assertThat(model.amountToErrorProperty().get()).contains("smaller");
    assertThat(model.createdToErrorProperty().get()).contains("before");
    assertThat(ids()).isEqualTo(before);
  }

  @Test
  void pagesGoForwardAndBackWithTheSameRows() {
    List<String> first = ids();
    model.nextPage();
    List<String> second = ids();
    assertThat(model.pageTextProperty().get()).isEqualTo("Page 2 \u00b7 payments 51\u2013100");
    model.nextPage();
    List<String> third = ids();

    assertThat(third).hasSize(total() - 100);
    assertThat(model.hasNextProperty().get()).isFalse();
    assertThat(Stream.of(first, second, third).flatMap(List::stream).distinct()).hasSize(total());

    model.previousPage();
    assertThat(ids()).isEqualTo(second);
    model.previousPage();
    assertThat(ids()).isEqualTo(first);
    assertThat(model.hasPreviousProperty().get()).isFalse();
  }

  @Test
  void countSaysHowManyMatchTheLastSearch() {
    model.count();
    assertThat(model.countTextProperty().get()).isEqualTo(total() + " payments match");

    model.statuses().add("DECLINED");
    model.search();
    assertThat(model.countTextProperty().get()).isEmpty();
    model.count();
    assertThat(model.countTextProperty().get()).isEqualTo("1 payment matches");
  }

  @Test
  void exportWritesEveryMatchWithTheDocumentMasked() throws Exception {
    model.cardBrands().add("VISA");
    model.search();
    Path file = dir.resolve("visa.csv");

    model.export(file);

    List<CSVRecord> records = read(file);
    assertThat(records).hasSize(total() - 1);
    assertThat(model.noticeProperty().get())
        .isEqualTo((total() - 1) + " rows written to visa.csv.");
    assertThat(records.get(0).toMap().keySet()).containsExactly(Exports.PAYMENTS.header());
    CSVRecord doc =
        records.stream()
            .filter(r -> r.get("id").equals(special.document.id()))
            .findFirst()
            .orElseThrow();
    assertThat(doc.get("customer_document"))
        .isNotBlank()
        .doesNotContain("456")
        .doesNotContain("789");
    assertThat(Files.readString(file))
        .doesNotContain("123.456.789-09")
        .doesNotContain("12345678909");
    CSVRecord large =
        records.stream().filter(r -> r.get("id").equals(special.large.id())).findFirst().get();
    assertThat(large.get("amount")).isEqualTo("1234.50");
    assertThat(large.get("currency")).isEqualTo("USD");
  }

  @Test
  void exportedTextCannotRunAsASpreadsheetFormula() throws Exception {
    TestPayments p =
        ordinary(999)
            .description("=HYPERLINK(\"http://evil.test\",\"refund\")")
            .customer("+cmd", "-x", "@sum.test");
    store.payments().upsertJson(p.json());
    Path file = dir.resolve("formula.csv");

    CsvExport.write(store, PaymentQuery.builder().build(), file, 50, TaskHandle.done().progress());

    CSVRecord row =
        read(file).stream().filter(r -> r.get("id").equals(p.id())).findFirst().orElseThrow();
    assertThat(row.get("description")).startsWith("'=HYPERLINK(");
    assertThat(row.get("customer_name")).startsWith("'+cmd");
    assertThat(row.get("customer_email")).isEqualTo("'@sum.test");
    assertThat(row.get("amount")).isEqualTo("1009.00");
  }

  @Test
  void exportReadsTheStorePageByPage() throws Exception {
    Path file = dir.resolve("all.csv");

    long written =
        CsvExport.write(
            store, PaymentQuery.builder().build(), file, 7, TaskHandle.done().progress());

    assertThat(written).isEqualTo(total());
    assertThat(read(file)).extracting(r -> r.get("id")).doesNotHaveDuplicates().hasSize(total());
  }

  @Test
  void aRowOpensItsPaymentById() {
    model.open(model.rows().get(3));
    assertThat(opened).containsExactly(model.rows().get(3).id());
  }

  @Test
  void clearEmptiesTheFiltersAndShowsEverythingAgain() {
    model.statuses().add("DECLINED");
    model.subStatuses().add("DECLINED");
    model.textProperty().set("zebra");
    model.lastFourProperty().set("12");
    model.search();

    model.clear();

    assertThat(model.statuses()).isEmpty();
    assertThat(model.subStatuses()).isEmpty();
    assertThat(model.textProperty().get()).isEmpty();
    assertThat(model.lastFourProperty().get()).isEmpty();
    assertThat(model.lastFourErrorProperty().get()).isEmpty();
    assertThat(model.rows()).hasSize(50);
  }

  @ParameterizedTest(name = "{0}")
  @org.junit.jupiter.params.provider.ValueSource(strings = {"2026-13-45", "31/02/2026", "mañana"})
  void aDateThatIsNoDateIsRefusedAtItsFieldInSpanishAndNothingIsSearched(String typed) {
    Locale.setDefault(Locale.forLanguageTag("es-CO"));
    model.textProperty().set("zebra");
    model.search();
    List<String> before = ids();

    model.createdFromProperty().set(typed);
    model.search();

    assertThat(model.createdFromErrorProperty().get())
        .isEqualTo("Escriba una fecha como 31/12/2026.");
    assertThat(model.validProperty().get()).isFalse();
    assertThat(model.summaryProperty().get())
        .isEqualTo("Corrija este campo para buscar: Creado desde.");
    assertThat(model.createdFromProperty().get()).isEqualTo(typed);
    assertThat(ids()).isEqualTo(before);
  }

  @Test
  void aDateInTheUsersFormOrIsoIsAccepted() {
    Locale.setDefault(Locale.forLanguageTag("pt-BR"));
    model.createdFromProperty().set("15/03/2020");
    model.createdToProperty().set("2020-03-15");
    model.search();

    assertThat(model.validProperty().get()).isTrue();
    assertThat(ids()).containsExactly(special.carnival.id());
  }

  @Test
  void theSummaryNamesEveryFieldLeftToFixAndGoesWhenTheyAreFixed() {
    model.lastFourProperty().set("12a");
    model.amountFromProperty().set("ten");

    assertThat(model.validProperty().get()).isFalse();
    assertThat(model.summaryProperty().get())
        .isEqualTo("Fix these 2 fields to search: Amount from, Last four.");

    model.lastFourProperty().set("1234");
    model.amountFromProperty().set("10");

    assertThat(model.validProperty().get()).isTrue();
    assertThat(model.summaryProperty().get()).isEmpty();
  }

  @Test
  void clearEmptiesRefusedTextToo() {
    model.createdFromProperty().set("2026-13-45");
    model.createdToProperty().set("31/31/2026");
    model.amountToProperty().set("abc");
    model.iinProperty().set("x");

    model.clear();

    assertThat(model.createdFromProperty().get()).isEmpty();
    assertThat(model.createdToProperty().get()).isEmpty();
    assertThat(model.amountToProperty().get()).isEmpty();
    assertThat(model.iinProperty().get()).isEmpty();
    assertThat(model.createdFromErrorProperty().get()).isEmpty();
    assertThat(model.validProperty().get()).isTrue();
    assertThat(model.rows()).hasSize(50);
  }

  @Test
  void aNewerSearchCancelsTheOneStillRunning() {
    List<Runnable> answers = new ArrayList<>();
    TaskRunner held =
        new TaskRunner() {
          @Override
          public <T> TaskHandle runWithProgress(
              TaskHandle.ProgressWork<T> work,
              Consumer<T> onSuccess,
              Consumer<Throwable> onFailure) {
            TaskHandle handle = new TaskHandle(Runnable::run);
            answers.add(
                () -> {
                  try {
                    T result = work.call(handle.progress());
                    if (!handle.isCancelled()) {
                      onSuccess.accept(result);
                    }
                  } catch (Exception e) {
                    if (!handle.isCancelled()) {
                      onFailure.accept(e);
                    }
                  }
                });
            return handle;
          }
        };
    SearchViewModel slow = new SearchViewModel(storeValue, held, opened::add, SAO_PAULO);
    slow.textProperty().set("zebra");
    slow.search();

    answers.get(answers.size() - 1).run(); // the zebra search answers first
    answers.get(0).run(); // the first, unfiltered search answers late

    assertThat(slow.rows()).extracting(ResultRow::id).containsExactly(special.zebra.id());
  }

  @Test
  void aStoreThatCannotBeReadIsExplainedInWords() {
    store.close();

    model.search();

    assertThat(model.errorProperty().get())
        .startsWith("The local store could not be opened or read");
    assertThat(model.rows()).isEmpty();
    assertThat(model.busyProperty().get()).isFalse();
  }

  @Test
  void noStoreMeansNoRows() {
    storeValue.set(null);
    assertThat(model.rows()).isEmpty();
    model.search();
    assertThat(model.rows()).isEmpty();
  }

  private static List<CSVRecord> read(Path file) throws Exception {
    try (Reader in = Files.newBufferedReader(file)) {
      return CSVFormat.DEFAULT
          .builder()
          .setHeader()
          .setSkipHeaderRecord(true)
          .get()
          .parse(in)
          .getRecords();
    }
  }
}
