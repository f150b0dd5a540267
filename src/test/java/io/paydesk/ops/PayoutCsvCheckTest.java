package io.paydesk.ops;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ops.PayoutCsvCheck.Report;
import io.paydesk.ops.PayoutCsvCheck.Total;
import io.paydesk.ops.PayoutCsvCheck.Verdict;
import io.paydesk.rules.FieldError;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class PayoutCsvCheckTest {
  static final String ACCOUNT = "64761a45-6e49-4ea5-a6ff-6b52030b92ac";

  static Report check(String text, Set<String> known) throws IOException {
    return PayoutCsvCheck.check(
        PayoutCsv.read(text.getBytes(StandardCharsets.UTF_8)), ACCOUNT, known::contains);
  }

  static List<String> reasons(Verdict v) {
    return v.errors().stream().map(e -> e.path() + ":" + e.rule()).toList();
  }

  @Test
  void valid_rows_of_five_countries_are_acceptable_and_sent_normalised() throws IOException {
    Report r = check(PayoutFiles.valid(5), Set.of());
    assertThat(r.rows()).allSatisfy(v -> assertThat(reasons(v)).isEmpty());
    var br = r.rows().get(4).request();
    assertThat(br.beneficiary().document().documentNumber()).isEqualTo("12345678909");
    assertThat(br.accountId()).isEqualTo(ACCOUNT);
    assertThat(br.beneficiary().merchantBeneficiaryId()).isEqualTo("PO-5");
    assertThat(r.rows().get(1).request().beneficiary().document().documentNumber())
        .isEqualTo("123456785");
  }

  @Test
  void totals_are_per_currency_over_the_acceptable_rows() throws IOException {
    Report r = check(PayoutFiles.valid(10), Set.of());
    assertThat(r.totals())
        .contains(
            new Total("BRL", 2, new BigDecimal("300.50")),
            new Total("ARS", 2, new BigDecimal("2469.00")),
            new Total("CLP", 2, new BigDecimal("50000")));
    assertThat(r.totals())
        .extracting(Total::currency)
        .containsExactly("ARS", "BRL", "CLP", "COP", "MXN");
  }

  @Test
  void each_bad_row_is_named_with_its_column_and_reason() throws IOException {
    Report r = check(PayoutFiles.withBadRows(20, List.of(3, 7, 11, 14, 18)), Set.of());
    assertThat(r.refused()).isEqualTo(5);
    assertThat(r.rows().stream().filter(v -> !v.ok()).map(Verdict::row))
        .containsExactly(4, 8, 12, 15, 19);
    assertThat(reasons(r.rows().get(2))).containsExactly("document_number:cpf_check_digit");
    assertThat(reasons(r.rows().get(6))).containsExactly("account_number:clabe_check_digit");
    assertThat(reasons(r.rows().get(10))).containsExactly("purpose:enum");
    assertThat(reasons(r.rows().get(13))).containsExactly("merchant_reference:duplicate_reference");
    assertThat(r.rows().get(13).errors().get(0).message()).contains("row 2");
    assertThat(reasons(r.rows().get(17))).containsExactly("amount:amount_ambiguous");
    assertThat(r.rows().get(2).request()).isNull();
  }

  @Test
  void a_reference_already_known_to_the_journal_is_refused() throws IOException {
    Report r = check(PayoutFiles.valid(3), Set.of("PO-2"));
    assertThat(reasons(r.rows().get(1))).containsExactly("merchant_reference:already_sent");
    assertThat(r.accepted()).isEqualTo(2);
  }

  @Test
  void a_semicolon_file_reads_decimal_commas_and_refuses_a_decimal_point() throws IOException {
    String text =
        PayoutFiles.HEADER.replace(',', ';')
            + "\n"
            + PayoutFiles.validRow(5).replace(',', ';').replace("150.25", "1.150,25")
            + "\n"
            + PayoutFiles.validRow(10).replace(',', ';').replace("PO-10", "PO-11")
            + "\n";
    Report r = check(text, Set.of());
    assertThat(r.rows().get(0).ok()).isTrue();
    assertThat(r.rows().get(0).request().amount().value()).isEqualByComparingTo("1150.25");
    assertThat(reasons(r.rows().get(1))).containsExactly("amount:amount_ambiguous");
  }

  @Test
  void codes_are_read_in_capitals_and_the_currency_digits_are_enforced() throws IOException {
    String text =
        PayoutFiles.HEADER
            + "\n"
            + PayoutFiles.validRow(5).replace(",BR,", ",br,").replace("PAYROLL", "payroll")
            + "\n"
            + PayoutFiles.validRow(7).replace("25000", "25000.5")
            + "\n";
    Report r = check(text, Set.of());
    assertThat(reasons(r.rows().get(0))).isEmpty();
    assertThat(reasons(r.rows().get(1))).containsExactly("amount:decimals");
  }

  @Test
  void a_row_without_beneficiary_type_or_amount_says_so() throws IOException {
    String text =
        PayoutFiles.HEADER
            + "\n"
            + PayoutFiles.validRow(5).replace("INDIVIDUAL", "").replace("150.25", "")
            + "\n";
    Report r = check(text, Set.of());
    assertThat(reasons(r.rows().get(0)))
        .containsExactlyInAnyOrder("amount:required", "beneficiary_type:required");
  }

  @Test
  void a_verdict_prints_no_document_number() throws IOException {
    Report r = check(PayoutFiles.valid(1), Set.of());
    assertThat(r.rows().get(0).toString()).doesNotContain("12345678909");
    for (Verdict v : check(PayoutFiles.withBadRows(1, List.of(1)), Set.of()).rows()) {
      for (FieldError e : v.errors()) {
        assertThat(e.message()).doesNotContain("123.456.789-00").doesNotContain("12345678900");
      }
    }
  }

  @Test
  void metadata_columns_become_metadata_pairs() throws IOException {
    String text =
        PayoutFiles.HEADER
            + ",metadata.invoice,metadata.batch\n"
            + PayoutFiles.validRow(5)
            + ",INV-7,\n";
    Report r = check(text, Set.of());
    assertThat(r.rows().get(0).ok()).isTrue();
    assertThat(r.rows().get(0).request().metadata())
        .containsExactly(io.paydesk.api.model.Metadata.of("invoice", "INV-7"));
  }
}
