package io.paydesk.ops;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.apache.commons.csv.DuplicateHeaderMode;

/**
 * The bulk payout file: a header row, then one payout per row. Read as spreadsheets save it:
 * comma-separated with a decimal point, or (Spanish and Portuguese spreadsheets)
 * semicolon-separated with a decimal comma; the header decides which. UTF-8 with or without a
 * byte-order mark.
 *
 * <p>Columns, named exactly so (any order):
 *
 * <ul>
 *   <li>required in the header: {@link #REQUIRED_COLUMNS} ({@code beneficiary_type} is INDIVIDUAL
 *       or ENTITY; {@code legal_name} may be blank for a person, the names for an organisation);
 *   <li>optional: {@link #OPTIONAL_COLUMNS}: {@code beneficiary_id} (the merchant_beneficiary_id;
 *       blank means the merchant_reference), {@code beneficiary_country} (blank means the payout's
 *       country), {@code date_of_birth} (YYYY-MM-DD), phone, {@code provider_id}, bank {@code
 *       branch}, {@code branch_digit}, {@code account_digit}, {@code wallet_code} (a wallet instead
 *       of a bank account), {@code description};
 *   <li>{@code metadata.KEY}: one metadata pair per non-blank cell.
 * </ul>
 *
 * Any other column is refused, so that a misspelt column is never silently ignored. Rows whose
 * cells are all blank (spreadsheets save some at the end) are skipped. Row numbers are the
 * spreadsheet's: the header is row 1, the first payout row 2.
 */
public final class PayoutCsv {
  public static final List<String> REQUIRED_COLUMNS =
      List.of(
          "merchant_reference",
          "country",
          "purpose",
          "amount",
          "currency",
          "beneficiary_type",
          "first_name",
          "last_name",
          "legal_name",
          "email",
          "document_type",
          "document_number",
          "withdrawal_type",
          "bank_code",
          "account_number",
          "account_type");

  public static final List<String> OPTIONAL_COLUMNS =
      List.of(
          "beneficiary_id",
          "beneficiary_country",
          "date_of_birth",
          "phone_country_code",
          "phone_number",
          "provider_id",
          "branch",
          "branch_digit",
          "account_digit",
          "wallet_code",
          "description");

  public static final String METADATA_PREFIX = "metadata.";

  private static final Set<String> KNOWN;

  static {
    Set<String> known = new LinkedHashSet<>(REQUIRED_COLUMNS);
    known.addAll(OPTIONAL_COLUMNS);
    KNOWN = Set.copyOf(known);
  }

  private PayoutCsv() {}

  /** How the file separates cells and writes decimals. */
  public enum Separator {
    /** Comma-separated, decimal point ("1234.50"). */
    COMMA(',', Locale.US),
    /** Semicolon-separated, decimal comma ("1234,50"): Spanish and Portuguese spreadsheets. */
    SEMICOLON(';', Locale.forLanguageTag("es"));

    private final char delimiter;
    private final Locale amounts;

    Separator(char delimiter, Locale amounts) {
      this.delimiter = delimiter;
      this.amounts = amounts;
    }

    public char delimiter() {
      return delimiter;
    }

    /** The locale whose decimal separator the file's amounts use, for {@code MoneyInput}. */
    public Locale amounts() {
      return amounts;
    }
  }

  /** One data row: its spreadsheet row number and its cells by column (trimmed, blank as ""). */
  public record Row(int number, Map<String, String> cells, int width) {
    /** The trimmed cell, or null when blank or the column is absent. */
    public String get(String column) {
      String v = cells.get(column);
      return v == null || v.isEmpty() ? null : v;
    }
  }

  /** A file read: its separator, header (in file order) and data rows. */
  public record Sheet(Separator separator, List<String> header, List<Row> rows) {}

  /** The file cannot be used as a payout file (missing or unknown columns, not UTF-8). */
  public static final class FormatException extends IOException {
    public FormatException(String message) {
      super(message);
    }
  }

  public static Sheet read(Path file) throws IOException {
    return read(Files.readAllBytes(file));
  }

  public static Sheet read(InputStream in) throws IOException {
    return read(in.readAllBytes());
  }

  static Sheet read(byte[] bytes) throws IOException {
    int start =
        bytes.length >= 3
                && (bytes[0] & 0xFF) == 0xEF
                && (bytes[1] & 0xFF) == 0xBB
                && (bytes[2] & 0xFF) == 0xBF
            ? 3
            : 0;
    String text;
    try {
      text =
          StandardCharsets.UTF_8
              .newDecoder()
              .onMalformedInput(CodingErrorAction.REPORT)
              .onUnmappableCharacter(CodingErrorAction.REPORT)
              .decode(ByteBuffer.wrap(bytes, start, bytes.length - start))
              .toString();
    } catch (CharacterCodingException e) {
      throw new FormatException("The file is not UTF-8 text: save it as CSV UTF-8.");
    }
    Separator separator = separatorOf(text);
    CSVFormat format =
        CSVFormat.DEFAULT
            .builder()
            .setDelimiter(separator.delimiter())
            .setHeader()
            .setSkipHeaderRecord(true)
            .setDuplicateHeaderMode(DuplicateHeaderMode.DISALLOW)
            .setAllowMissingColumnNames(false)
            .setIgnoreEmptyLines(true)
            .setTrim(true)
            .get();
    List<String> header;
    List<Row> rows = new ArrayList<>();
    try (CSVParser parser = CSVParser.parse(new StringReader(text), format)) {
      header = parser.getHeaderNames();
      checkHeader(header);
      for (CSVRecord r : parser) {
        Map<String, String> cells = new HashMap<>(header.size() * 2);
        boolean blank = true;
        for (int i = 0; i < header.size(); i++) {
          String v = i < r.size() ? r.get(i) : "";
          cells.put(header.get(i), v);
          blank &= v.isEmpty();
        }
        for (int i = header.size(); i < r.size(); i++) {
          blank &= r.get(i).isEmpty();
        }
        if (!blank) {
          rows.add(new Row((int) r.getRecordNumber() + 1, cells, r.size()));
        }
      }
    } catch (IllegalArgumentException | IllegalStateException | java.io.UncheckedIOException e) {
      throw new FormatException("The file is not a readable CSV: " + e.getMessage());
    }
    return new Sheet(separator, List.copyOf(header), List.copyOf(rows));
  }

  /** Semicolons in the header line mean a semicolon file; otherwise commas. */
  static Separator separatorOf(String text) {
    int end = text.indexOf('\n');
    String first = end < 0 ? text : text.substring(0, end);
    long semicolons = first.chars().filter(c -> c == ';').count();
    long commas = first.chars().filter(c -> c == ',').count();
    return semicolons > commas ? Separator.SEMICOLON : Separator.COMMA;
  }

  private static void checkHeader(List<String> header) throws FormatException {
    if (header.isEmpty()) {
      throw new FormatException("The file is empty: the first row must name the columns.");
    }
    List<String> missing = REQUIRED_COLUMNS.stream().filter(c -> !header.contains(c)).toList();
    if (!missing.isEmpty()) {
      throw new FormatException("Missing columns: " + String.join(", ", missing) + ".");
    }
    List<String> unknown =
        header.stream().filter(c -> !KNOWN.contains(c) && !isMetadata(c)).toList();
    if (!unknown.isEmpty()) {
      throw new FormatException(
          "Unknown columns: "
              + String.join(", ", unknown)
              + ". Known columns: "
              + String.join(", ", REQUIRED_COLUMNS)
              + ", "
              + String.join(", ", OPTIONAL_COLUMNS)
              + ", metadata.KEY.");
    }
  }

  static boolean isMetadata(String column) {
    return column.startsWith(METADATA_PREFIX) && column.length() > METADATA_PREFIX.length();
  }

  /** Every column, required first, in the order the template writes them. */
  public static List<String> columns() {
    List<String> all = new ArrayList<>(REQUIRED_COLUMNS);
    all.addAll(OPTIONAL_COLUMNS);
    return all;
  }

  /** The header row of a file with every column, and a sample payout row (a PIX payout in BR). */
  public static String template(Separator separator) {
    String d = String.valueOf(separator.delimiter());
    String amount = separator == Separator.COMMA ? "150.25" : "150,25";
    List<String> sample =
        List.of(
            "PO-2026-0001",
            "BR",
            "PAYROLL",
            amount,
            "BRL",
            "INDIVIDUAL",
            "Maria",
            "Silva",
            "",
            "maria.silva@example.com",
            "CPF",
            "123.456.789-09",
            "PIX_PAYOUT",
            "001",
            "maria.silva@example.com",
            "PIX_EMAIL",
            "BEN-0001",
            "BR",
            "1990-02-28",
            "55",
            "11912345678",
            "",
            "1234",
            "",
            "",
            "",
            "November payroll");
    return String.join(d, columns()) + "\n" + String.join(d, sample) + "\n";
  }
}
