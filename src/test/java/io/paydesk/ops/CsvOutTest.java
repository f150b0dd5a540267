package io.paydesk.ops;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The one CSV writer: what a spreadsheet or a CSV reader gets back from each kind of cell. */
class CsvOutTest {
  @TempDir Path dir;

  private static String written(Object... cells) throws IOException {
    StringWriter out = new StringWriter();
    try (CsvOut csv = CsvOut.to(out, "a")) {
      csv.row(cells);
    }
    return out.toString();
  }

  /** The cells of the first data row, as a CSV reader reads them. */
  private static List<String> readBack(String csv) throws IOException {
    List<CSVRecord> records =
        CSVFormat.DEFAULT.builder().setHeader().get().parse(new StringReader(csv)).getRecords();
    return records.get(0).toList();
  }

  @Test
  void headerThenRowsEndedByCrLf() throws IOException {
    assertThat(written("x", "y")).isEqualTo("a\r\nx,y\r\n");
  }

  @Test
  void quotesCommasAndLineBreaksStayInTheirCell() throws IOException {
    String csv = written("say \"hi\"", "one, two", "line one\nline two", "a\r\nb", "plain");

    assertThat(csv).contains("\"say \"\"hi\"\"\"").contains("\"one, two\"").endsWith(",plain\r\n");
    assertThat(readBack(csv))
        .containsExactly("say \"hi\"", "one, two", "line one\nline two", "a\r\nb", "plain");
  }

  @ParameterizedTest
  @ValueSource(strings = {"=SUM(A1)", "+cmd", "-2+3", "@sum", "\tx", "\rx", "=HYPERLINK(\"x\")"})
  void textThatASpreadsheetWouldRunAsAFormulaGetsAnApostrophe(String text) throws IOException {
    assertThat(CsvOut.cell(text)).isEqualTo("'" + text);
    assertThat(readBack(written(text))).containsExactly("'" + text);
  }

  @Test
  void aFormulaCellANeededQuoteAndPlainTextAsTheSubscriptionsExportWroteThem() throws IOException {
    assertThat(readBack(written("=SUM(A1)"))).containsExactly("'=SUM(A1)");
    assertThat(written("a,b")).endsWith("\r\n\"a,b\"\r\n");
    assertThat(written("plain")).endsWith("\r\nplain\r\n");
  }

  @Test
  void numbersStayNumbersAndNullIsEmpty() throws IOException {
    assertThat(written(-3, 12L, true, null, "")).isEqualTo("a\r\n-3,12,true,,\r\n");
  }

  @Test
  void amountsAreWrittenPlainNeverInExponentForm() throws IOException {
    assertThat(
            written(new BigDecimal("1E+3"), new BigDecimal("0.00000001"), new BigDecimal("-5E2")))
        .isEqualTo("a\r\n1000,0.00000001,-500\r\n");
    assertThat(Exports.amount(new BigDecimal("1E+3"), "BRL")).hasToString("1000.00");
    assertThat(Exports.amount(new BigDecimal("1234.5"), "USD")).hasToString("1234.50");
    assertThat(Exports.amount(new BigDecimal("52000"), "CLP")).hasToString("52000");
    assertThat(Exports.amount(new BigDecimal("1.2345"), "USD")).hasToString("1.2345");
  }

  @Test
  void timesAreIso8601() throws IOException {
    assertThat(written(Instant.parse("2026-01-02T03:04:05Z"))).endsWith("2026-01-02T03:04:05Z\r\n");
  }

  @Test
  void aFileIsUtf8WithAccentsIntact() throws IOException {
    Path file = dir.resolve("names.csv");
    try (CsvOut csv = CsvOut.create(file, "name", "city")) {
      csv.row("José Peña", "São Paulo");
      csv.row("Ñandú Çedilha", "Bogotá");
    }

    byte[] bytes = Files.readAllBytes(file);
    assertThat(new String(bytes, StandardCharsets.UTF_8))
        .isEqualTo("name,city\r\nJosé Peña,São Paulo\r\nÑandú Çedilha,Bogotá\r\n");
    assertThat(bytes).startsWith((byte) 'n'); // no byte order mark
  }

  @Test
  void aTableWritesItsHeaderAndOneRowPerItem() throws IOException {
    record Item(String name, BigDecimal amount) {}
    CsvTable<Item> table =
        CsvTable.of(
            CsvTable.column("name", Item::name),
            CsvTable.column("amount", i -> Exports.amount(i.amount(), "USD")));
    Path file = dir.resolve("items.csv");

    int n = table.write(file, List.of(new Item("=cmd", new BigDecimal("2")), new Item("b", null)));

    assertThat(n).isEqualTo(2);
    assertThat(Files.readString(file)).isEqualTo("name,amount\r\n'=cmd,2.00\r\nb,\r\n");
  }
}
