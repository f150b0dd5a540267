package io.paydesk.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/** Every filter alone and in combination, checked against the same rule written in Java. */
@ParameterizedClass
@EnumSource(Backend.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class PaymentSearchTest {
  static final Instant BASE = Instant.parse("2025-01-01T00:00:00Z");
  static final String[] STATUSES = {"SUCCEEDED", "PENDING", "REFUNDED", "IN_DISPUTE"};
  static final String[] COUNTRIES = {"BR", "MX", "CO", "AR", "US"};
  static final String[] CURRENCIES = {"BRL", "MXN", "COP", "ARS", "USD"};
  static final String[] BRANDS = {"VISA", "MASTERCARD", "AMEX"};
  static final String[] FIRST = {"Ana", "Bruno", "Carla", "Diego"};
  static final String[] LAST = {"Silva", "Santos", "Souza", "Lopez", "Perez"};
  static final String[] WORDS = {"coffee", "beans", "tea", "coffeemaker", "mug"};

  /** What a payment of the fixture holds, to compute the expected answers. */
  record Spec(
      String id,
      String status,
      String subStatus,
      String country,
      String currency,
      BigDecimal amount,
      Instant created,
      String orderId,
      String reference,
      String email,
      String first,
      String last,
      String document,
      String brand,
      String iin,
      String last4,
      String method,
      boolean chargeback,
      String description) {}

  @Parameter Backend backend;
  @TempDir Path dir;
  Store store;
  PaymentRepository payments;
  final List<Spec> specs = new ArrayList<>();

  @BeforeEach
  void load() {
    if (store != null) {
      return; // one fixture per backend
    }
    store = backend.open(dir);
    payments = store.payments();
    List<String> jsons = new ArrayList<>();
    for (int i = 0; i < 60; i++) {
      String status = STATUSES[i % 4];
      Spec s =
          new Spec(
              String.format("00000000-0000-0000-0000-%012d", i),
              status,
              status.equals("IN_DISPUTE") ? "PENDING_REVIEW" : "SUB_" + (i % 3),
              COUNTRIES[i % 5],
              CURRENCIES[i % 5],
              new BigDecimal(i % 7 == 0 ? "100.00" : (10 * (i + 1)) + ".5"),
              BASE.plus(i % 10 == 9 ? 0 : i, ChronoUnit.HOURS).plusNanos(i * 1000L),
              String.format("ord-%03d", i),
              i % 2 == 0 ? String.format("ref_%03d", i) : null,
              "user" + (i % 10) + "@Example.com",
              FIRST[i % 4],
              LAST[i % 5],
              i % 7 == 0 ? "DOC-" + i + "-X" : null,
              BRANDS[i % 3],
              i % 2 == 0 ? "411111" : "555544",
              String.format("%04d", i % 5),
              i % 6 == 0 ? "BANK_TRANSFER" : "CARD",
              i % 8 == 0,
              "Order of " + WORDS[i % 5] + " and " + WORDS[(i + 2) % 5] + " 100%_off");
      specs.add(s);
      TestPayments p =
          TestPayments.card()
              .id(s.id)
              .status(s.status, s.subStatus)
              .amount(s.amount.toPlainString(), s.currency)
              .country(s.country)
              .orderId(s.orderId)
              .reference(s.reference)
              .description(s.description)
              .created(s.created)
              .customer(s.first, s.last, s.email)
              .card(s.brand, s.iin, s.last4)
              .methodType(s.method);
      if (s.document != null) {
        p.document("DNI", s.document);
      }
      if (s.chargeback) {
        p.withChargeback();
      }
      jsons.add(p.json());
    }
    payments.upsertAllJson(jsons);
  }

  @AfterAll
  void close() {
    if (store != null) {
      store.close();
    }
  }

  static Stream<Arguments> filters() {
    return Stream.of(
        filter("no filter", b -> b, s -> true),
        filter("one status", b -> b.status("REFUNDED"), s -> s.status.equals("REFUNDED")),
        filter(
            "two statuses",
            b -> b.status("REFUNDED", "PENDING"),
            s -> Set.of("REFUNDED", "PENDING").contains(s.status)),
        filter("sub_status", b -> b.subStatus("SUB_1"), s -> s.subStatus.equals("SUB_1")),
        filter("country", b -> b.country("MX"), s -> s.country.equals("MX")),
        filter(
            "currency",
            b -> b.currency("COP", "ARS"),
            s -> Set.of("COP", "ARS").contains(s.currency)),
        filter(
            "amount from",
            b -> b.amountBetween(new BigDecimal("300"), null),
            s -> s.amount.compareTo(new BigDecimal("300")) >= 0),
        filter(
            "amount range inclusive",
            b -> b.amountBetween(new BigDecimal("100.00"), new BigDecimal("200.5")),
            s ->
                s.amount.compareTo(new BigDecimal("100")) >= 0
                    && s.amount.compareTo(new BigDecimal("200.5")) <= 0),
        filter(
            "created range",
            b -> b.createdBetween(BASE.plus(10, ChronoUnit.HOURS), BASE.plus(20, ChronoUnit.HOURS)),
            s ->
                !s.created.isBefore(BASE.plus(10, ChronoUnit.HOURS))
                    && s.created.isBefore(BASE.plus(20, ChronoUnit.HOURS))),
        filter(
            "order id exact",
            b -> b.merchantOrderId(TextMatch.exact("ord-017")),
            s -> s.orderId.equals("ord-017")),
        filter(
            "order id prefix",
            b -> b.merchantOrderId(TextMatch.prefix("ord-01")),
            s -> s.orderId.startsWith("ord-01")),
        filter(
            "reference exact",
            b -> b.merchantReference(TextMatch.exact("ref_004")),
            s -> "ref_004".equals(s.reference)),
        filter(
            "reference prefix treats _ literally",
            b -> b.merchantReference(TextMatch.prefix("ref_00")),
            s -> s.reference != null && s.reference.startsWith("ref_00")),
        filter(
            "email exact ignores case",
            b -> b.customerEmail(TextMatch.exact("USER3@example.COM")),
            s -> s.email.equalsIgnoreCase("user3@example.com")),
        filter(
            "email prefix",
            b -> b.customerEmail(TextMatch.prefix("user1")),
            s -> s.email.startsWith("user1")),
        filter("name by first name", b -> b.customerName("bru"), s -> s.first.startsWith("Bru")),
        filter("name by last name", b -> b.customerName("Lop"), s -> s.last.startsWith("Lop")),
        filter(
            "name by full name",
            b -> b.customerName("carla sou"),
            s -> (s.first + " " + s.last).startsWith("Carla Sou")),
        filter("document", b -> b.customerDocument("doc 14 x"), s -> "DOC-14-X".equals(s.document)),
        filter("card brand", b -> b.cardBrand("AMEX"), s -> s.brand.equals("AMEX")),
        filter("iin prefix", b -> b.cardIin("4111"), s -> s.iin.startsWith("4111")),
        filter("last four", b -> b.cardLastFour("0003"), s -> s.last4.equals("0003")),
        filter(
            "method type",
            b -> b.methodType("BANK_TRANSFER"),
            s -> s.method.equals("BANK_TRANSFER")),
        filter("has chargeback", b -> b.hasChargeback(true), s -> s.chargeback),
        filter("no chargeback", b -> b.hasChargeback(false), s -> !s.chargeback),
        filter("in dispute", b -> b.inDispute(true), s -> s.status.equals("IN_DISPUTE")),
        filter("text word prefix", b -> b.text("coff"), s -> s.description.contains("coffee")),
        filter(
            "text two words",
            b -> b.text("tea MUG"),
            s -> s.description.contains(" tea ") && s.description.contains("mug")),
        filter(
            "text payment id",
            b -> b.text("00000000-0000-0000-0000-000000000042"),
            s -> s.id.endsWith("42")),
        filter("text order id", b -> b.text("ord-033"), s -> s.orderId.equals("ord-033")),
        filter(
            "text order id prefix shared by many",
            b -> b.text("ord-01"),
            s -> s.orderId.startsWith("ord-01")),
        filter("text with punctuation inside a word", b -> b.text("100%_off"), s -> true),
        filter(
            "text with trailing punctuation",
            b -> b.text("mug,"),
            s -> s.description.contains("mug")),
        filter("text nothing", b -> b.text("zebra"), s -> false),
        filter(
            "status + country",
            b -> b.status("SUCCEEDED").country("BR"),
            s -> s.status.equals("SUCCEEDED") && s.country.equals("BR")),
        filter(
            "status + country + dates",
            b ->
                b.status("PENDING")
                    .country("MX", "CO")
                    .createdBetween(BASE, BASE.plus(40, ChronoUnit.HOURS)),
            s ->
                s.status.equals("PENDING")
                    && Set.of("MX", "CO").contains(s.country)
                    && s.created.isBefore(BASE.plus(40, ChronoUnit.HOURS))),
        filter(
            "brand + method + amount",
            b -> b.cardBrand("VISA").methodType("CARD").amountBetween(null, new BigDecimal("300")),
            s ->
                s.brand.equals("VISA")
                    && s.method.equals("CARD")
                    && s.amount.compareTo(new BigDecimal("300")) <= 0),
        filter(
            "amount + iin prefix",
            b -> b.amountBetween(new BigDecimal("100"), new BigDecimal("400")).cardIin("4111"),
            s ->
                s.iin.startsWith("4111")
                    && s.amount.compareTo(new BigDecimal("100")) >= 0
                    && s.amount.compareTo(new BigDecimal("400")) <= 0),
        filter(
            "email + text",
            b -> b.customerEmail(TextMatch.exact("user2@example.com")).text("beans"),
            s -> s.email.equalsIgnoreCase("user2@example.com") && s.description.contains("beans")),
        filter(
            "dispute + chargeback + country",
            b -> b.inDispute(true).hasChargeback(false).country("AR"),
            s -> s.status.equals("IN_DISPUTE") && !s.chargeback && s.country.equals("AR")));
  }

  private static Arguments filter(
      String name,
      Function<PaymentQuery.Builder, PaymentQuery.Builder> query,
      Predicate<Spec> rule) {
    return Arguments.of(name, query, rule);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("filters")
  void eachFilterFindsExactlyTheMatchingPaymentsNewestFirst(
      String name,
      Function<PaymentQuery.Builder, PaymentQuery.Builder> query,
      Predicate<Spec> rule) {
    List<String> expected =
        specs.stream()
            .filter(rule)
            .sorted(Comparator.comparing(Spec::created).thenComparing(Spec::id).reversed())
            .map(Spec::id)
            .toList();

    List<String> found = readAll(query.apply(PaymentQuery.builder().pageSize(7)).build());

    assertEquals(expected, found, name);
    assertEquals(
        expected.size(), payments.count(query.apply(PaymentQuery.builder()).build()), name);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("filters")
  void matchingTellsWhichOfSomePaymentsEachFilterFinds(
      String name,
      Function<PaymentQuery.Builder, PaymentQuery.Builder> query,
      Predicate<Spec> rule) {
    List<Spec> asked = new ArrayList<>();
    for (int i = 0; i < specs.size(); i += 3) {
      asked.add(specs.get(i));
    }
    Set<String> expected = new HashSet<>();
    asked.stream().filter(rule).forEach(spec -> expected.add(spec.id()));

    Set<String> found =
        payments.matching(
            query.apply(PaymentQuery.builder()).build(), asked.stream().map(Spec::id).toList());

    assertEquals(expected, found, name);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("filters")
  void sameAnswersWhenWordsAndNamesAreTooCommonToList(
      String name,
      Function<PaymentQuery.Builder, PaymentQuery.Builder> query,
      Predicate<Spec> rule) {
    payments.searcher.candidateLimit = 1;
    try {
      eachFilterFindsExactlyTheMatchingPaymentsNewestFirst(name, query, rule);
    } finally {
      payments.searcher.candidateLimit = PaymentSearch.CANDIDATE_LIMIT;
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("filters")
  void sameAnswersWhenCommonConditionsAreIntersectedFromWiderLists(
      String name,
      Function<PaymentQuery.Builder, PaymentQuery.Builder> query,
      Predicate<Spec> rule) {
    payments.searcher.candidateLimit =
        3; // wide lists hold 30: the text and name filters intersect them
    try {
      eachFilterFindsExactlyTheMatchingPaymentsNewestFirst(name, query, rule);
    } finally {
      payments.searcher.candidateLimit = PaymentSearch.CANDIDATE_LIMIT;
    }
  }

  @Test
  void sortByAmountBothWaysWithTiesBrokenById() {
    Comparator<Spec> byAmount = Comparator.comparing(Spec::amount).thenComparing(Spec::id);
    List<String> asc = specs.stream().sorted(byAmount).map(Spec::id).toList();
    List<String> desc = specs.stream().sorted(byAmount.reversed()).map(Spec::id).toList();
    assertEquals(
        asc,
        readAll(
            PaymentQuery.builder().sort(PaymentQuery.SortBy.AMOUNT, false).pageSize(9).build()));
    assertEquals(
        desc,
        readAll(PaymentQuery.builder().sort(PaymentQuery.SortBy.AMOUNT, true).pageSize(9).build()));
  }

  @Test
  void sortByDateOldestFirstWithEqualDatesBrokenById() {
    List<String> asc =
        specs.stream()
            .sorted(Comparator.comparing(Spec::created).thenComparing(Spec::id))
            .map(Spec::id)
            .toList();
    assertEquals(
        asc,
        readAll(
            PaymentQuery.builder()
                .sort(PaymentQuery.SortBy.CREATED_AT, false)
                .status()
                .pageSize(4)
                .build()));
    assertEquals(
        specs.stream()
            .filter(s -> s.status.equals("SUCCEEDED"))
            .sorted(Comparator.comparing(Spec::created).thenComparing(Spec::id))
            .map(Spec::id)
            .toList(),
        readAll(
            PaymentQuery.builder()
                .status("SUCCEEDED")
                .sort(PaymentQuery.SortBy.CREATED_AT, false)
                .pageSize(4)
                .build()));
  }

  @Test
  void lastPageHasNoCursorAndAnExactlyFullPageToo() {
    Page<PaymentRow> all = payments.search(PaymentQuery.builder().pageSize(60).build());
    assertEquals(60, all.items().size());
    assertNull(all.nextCursor());
    Page<PaymentRow> first = payments.search(PaymentQuery.builder().pageSize(59).build());
    assertTrue(first.hasNext());
  }

  @Test
  void rowsShowTheMaskedDocumentOnly() {
    PaymentRow row =
        payments.search(PaymentQuery.builder().customerDocument("DOC-14-X").build()).items().get(0);
    assertEquals("****C14X", row.documentMasked());
    assertFalse(row.documentMasked().contains("DOC"));
  }

  @Test
  void aCursorFromAnotherSortIsRefused() {
    Page<PaymentRow> p = payments.search(PaymentQuery.builder().pageSize(5).build());
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                payments.search(
                    PaymentQuery.builder()
                        .sort(PaymentQuery.SortBy.AMOUNT, true)
                        .after(p.nextCursor())
                        .build()));
    assertTrue(e.getMessage().contains("another sort order"));
    assertThrows(
        IllegalArgumentException.class,
        () -> payments.search(PaymentQuery.builder().after("garbage!").build()));
  }

  @Test
  void badFilterValuesAreRefusedBeforeAnyQuery() {
    assertThrows(IllegalArgumentException.class, () -> PaymentQuery.builder().cardLastFour("12a4"));
    assertThrows(IllegalArgumentException.class, () -> PaymentQuery.builder().pageSize(0));
    assertThrows(
        IllegalArgumentException.class,
        () -> PaymentQuery.builder().amountBetween(BigDecimal.TEN, BigDecimal.ONE));
    assertThrows(
        IllegalArgumentException.class, () -> PaymentQuery.builder().createdBetween(BASE, BASE));
    assertThrows(
        IllegalArgumentException.class, () -> PaymentQuery.builder().text("a b c d e f g h i"));
  }

  private List<String> readAll(PaymentQuery q) {
    List<String> ids = new ArrayList<>();
    Set<String> seen = new HashSet<>();
    Page<PaymentRow> page = payments.search(q);
    while (true) {
      for (PaymentRow r : page.items()) {
        assertTrue(seen.add(r.id()), "row twice: " + r.id());
        ids.add(r.id());
      }
      if (!page.hasNext()) {
        return ids;
      }
      page = payments.search(q.after(page.nextCursor()));
    }
  }
}
