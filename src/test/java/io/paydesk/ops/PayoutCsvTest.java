package io.paydesk.ops;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.paydesk.ops.PayoutCsv.Separator;
import io.paydesk.ops.PayoutCsv.Sheet;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class PayoutCsvTest {
  static Sheet read(String text) throws IOException {
    return PayoutCsv.read(text.getBytes(StandardCharsets.UTF_8));
  }

  @Test
  void a_comma_file_is_read_with_spreadsheet_row_numbers() throws IOException {
    Sheet s = read(PayoutFiles.valid(3));
    assertThat(s.separator()).isEqualTo(Separator.COMMA);
    assertThat(s.rows()).extracting(PayoutCsv.Row::number).containsExactly(2, 3, 4);
    assertThat(s.rows().get(1).get("document_number")).isEqualTo("12.345.678-5");
    assertThat(s.rows().get(1).get("legal_name")).isNull();
  }

  @Test
  void a_semicolon_file_with_a_byte_order_mark_is_read() throws IOException {
    String text =
        "\uFEFF"
            + PayoutFiles.HEADER.replace(',', ';')
            + "\r\n"
            + "PO-1;BR;PAYROLL;1.234,50;BRL;INDIVIDUAL;Jo\u00e3o;Concei\u00e7\u00e3o;;;CPF;"
            + "123.456.789-09;PIX_PAYOUT;001;\"a;b@example.com\";PIX_EMAIL\r\n";
    Sheet s = read(text);
    assertThat(s.separator()).isEqualTo(Separator.SEMICOLON);
    assertThat(s.header().get(0)).isEqualTo("merchant_reference");
    assertThat(s.rows()).hasSize(1);
    assertThat(s.rows().get(0).get("first_name")).isEqualTo("Jo\u00e3o");
    assertThat(s.rows().get(0).get("amount")).isEqualTo("1.234,50");
    assertThat(s.rows().get(0).get("account_number")).isEqualTo("a;b@example.com");
  }

  @Test
  void rows_of_blank_cells_are_skipped() throws IOException {
    Sheet s = read(PayoutFiles.valid(1) + ",,,,,,,,,,,,,,,\n\n");
    assertThat(s.rows()).hasSize(1);
  }

  @Test
  void a_file_without_a_required_column_is_refused() {
    String text = PayoutFiles.valid(1).replace("account_type", "acct_type");
    assertThatThrownBy(() -> read(text))
        .isInstanceOf(PayoutCsv.FormatException.class)
        .hasMessageContaining("Missing columns: account_type")
        .hasMessageNotContaining("123.456.789-09");
  }

  @Test
  void an_unknown_column_is_refused_but_metadata_columns_are_welcome() throws IOException {
    String text = PayoutFiles.HEADER + ",branch_digt\n";
    assertThatThrownBy(() -> read(text))
        .isInstanceOf(PayoutCsv.FormatException.class)
        .hasMessageContaining("Unknown columns: branch_digt");
    assertThat(read(PayoutFiles.HEADER + ",metadata.invoice\n").header())
        .contains("metadata.invoice");
  }

  @Test
  void a_file_that_is_not_utf8_is_refused() {
    byte[] latin1 =
        (PayoutFiles.HEADER + "\nPO-1,BR,PAYROLL,1,BRL,INDIVIDUAL,Jo\u00e3o\n")
            .getBytes(StandardCharsets.ISO_8859_1);
    assertThatThrownBy(() -> PayoutCsv.read(latin1))
        .isInstanceOf(PayoutCsv.FormatException.class)
        .hasMessageContaining("UTF-8");
  }

  @Test
  void the_template_names_every_column_and_its_sample_row_is_acceptable() throws IOException {
    for (Separator sep : Separator.values()) {
      Sheet s = read(PayoutCsv.template(sep));
      assertThat(s.separator()).isEqualTo(sep);
      assertThat(s.header()).containsExactlyElementsOf(PayoutCsv.columns());
      assertThat(PayoutCsvCheck.check(s, null, r -> false).allAcceptable()).isTrue();
    }
  }
}
