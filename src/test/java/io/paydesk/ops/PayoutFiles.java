package io.paydesk.ops;

import java.util.ArrayList;
import java.util.List;

/** Bulk payout files for tests and the benchmark: valid rows of five countries, and bad ones. */
public final class PayoutFiles {
  private PayoutFiles() {}

  public static final String HEADER = String.join(",", PayoutCsv.REQUIRED_COLUMNS);

  /**
   * A valid row (required columns only, comma file) for payout number {@code i}: in turn a PIX
   * payout in BR, a CLABE payout in MX, and bank payouts in CL, AR and CO.
   */
  public static String validRow(int i) {
    String ref = "PO-" + i;
    return switch (i % 5) {
      case 0 ->
          String.join(
              ",",
              ref,
              "BR",
              "PAYROLL",
              "150.25",
              "BRL",
              "INDIVIDUAL",
              "Maria",
              "Silva",
              "",
              "maria" + i + "@example.com",
              "CPF",
              "123.456.789-09",
              "PIX_PAYOUT",
              "001",
              "maria" + i + "@example.com",
              "PIX_EMAIL");
      case 1 ->
          String.join(
              ",",
              ref,
              "MX",
              "SUPPLIER",
              "1000.50",
              "MXN",
              "ENTITY",
              "",
              "",
              "Comercial Sol SA de CV",
              "pagos@sol.mx",
              "RFC",
              "GODE561231GR8",
              "STP_PAYOUT",
              "032",
              "032180000118359719",
              "CHECKINGS");
      case 2 ->
          String.join(
              ",",
              ref,
              "CL",
              "FREELANCER_SERVICES",
              "25000",
              "CLP",
              "INDIVIDUAL",
              "Juan",
              "Perez",
              "",
              "",
              "RUT",
              "12.345.678-5",
              "ASTROPAY_PAYOUT",
              "012",
              "000123456789",
              "SAVINGS");
      case 3 ->
          String.join(
              ",",
              ref,
              "AR",
              "PROVIDER_SERVICES",
              "\"1,234.50\"",
              "ARS",
              "ENTITY",
              "",
              "",
              "Banco Nacion",
              "",
              "CUIT",
              "30-50001091-2",
              "ASTROPAY_PAYOUT",
              "011",
              "0110012345678901234567",
              "CHECKINGS");
      default ->
          String.join(
              ",",
              ref,
              "CO",
              "EXPENSES",
              "99.99",
              "COP",
              "ENTITY",
              "",
              "",
              "DIAN",
              "",
              "NIT",
              "800197268-4",
              "NEQUI_PAYOUT",
              "1007",
              "3001234567",
              "SAVINGS");
    };
  }

  /** A comma file of {@code n} valid rows. */
  public static String valid(int n) {
    StringBuilder b = new StringBuilder(HEADER).append('\n');
    for (int i = 1; i <= n; i++) {
      b.append(validRow(i)).append('\n');
    }
    return b.toString();
  }

  /**
   * A comma file of {@code n} rows of which those in {@code bad} (1-based payout numbers) are
   * broken, each in its own way: bad CPF, CLABE check digit, unknown purpose, a repeated reference,
   * an ambiguous amount.
   */
  public static String withBadRows(int n, List<Integer> bad) {
    List<String> lines = new ArrayList<>();
    lines.add(HEADER);
    for (int i = 1; i <= n; i++) {
      String row = validRow(i);
      int k = bad.indexOf(i);
      if (k >= 0) {
        String[] cells = row.split(",", -1);
        switch (k % 5) {
          case 0 -> {
            cells = validRow(5).split(",", -1);
            cells[0] = "PO-" + i;
            cells[11] = "123.456.789-00";
          }
          case 1 -> {
            cells = validRow(1).split(",", -1);
            cells[0] = "PO-" + i;
            cells[14] = "032180000118359710";
          }
          case 2 -> cells[2] = "SALARY";
          case 3 -> cells[0] = "PO-1";
          default -> {
            cells = validRow(5).split(",", -1);
            cells[0] = "PO-" + i;
            cells[3] = "\"150,25\"";
          }
        }
        row = String.join(",", cells);
      }
      lines.add(row);
    }
    return String.join("\n", lines) + "\n";
  }
}
