package io.paydesk;

import io.paydesk.ops.PayoutCsv;
import io.paydesk.ops.PayoutCsv.Separator;
import io.paydesk.ops.PayoutCsvCheck;
import io.paydesk.ops.PayoutCsvCheck.Report;
import io.paydesk.ops.PayoutCsvCheck.Total;
import io.paydesk.ops.PayoutCsvCheck.Verdict;
import io.paydesk.rules.FieldError;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code paydesk payouts}: headless tools for bulk payout files. Nothing is sent. */
@Command(
    name = "payouts",
    mixinStandardHelpOptions = true,
    description = "Bulk payout files: print the template, check a file (nothing is sent).",
    subcommands = {PayoutsCommand.Template.class, PayoutsCommand.Check.class})
public final class PayoutsCommand implements Runnable {
  @Spec CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }

  /** {@code paydesk payouts template}: the header row and a sample row. */
  @Command(
      name = "template",
      mixinStandardHelpOptions = true,
      description = {
        "Prints the header row of a bulk payout file and a sample row.",
        "Required columns: merchant_reference, country, purpose, amount, currency,",
        "beneficiary_type (INDIVIDUAL or ENTITY), first_name, last_name, legal_name, email,",
        "document_type, document_number, withdrawal_type, bank_code, account_number,",
        "account_type. Optional: beneficiary_id, beneficiary_country, date_of_birth,",
        "phone_country_code, phone_number, provider_id, branch, branch_digit, account_digit,",
        "wallet_code, description, and metadata.KEY columns."
      })
  static final class Template implements Callable<Integer> {
    @Spec CommandSpec spec;

    @Option(
        names = "--semicolon",
        description =
            "Semicolons and a decimal comma, as Spanish and Portuguese spreadsheets save.")
    boolean semicolon;

    @Override
    public Integer call() {
      PrintWriter out = spec.commandLine().getOut();
      out.print(PayoutCsv.template(semicolon ? Separator.SEMICOLON : Separator.COMMA));
      out.flush();
      return 0;
    }
  }

  /** {@code paydesk payouts check FILE}: one line per data row and a summary. */
  @Command(
      name = "check",
      mixinStandardHelpOptions = true,
      description = {
        "Checks every row of a bulk payout file as the payout form does, and refuses a",
        "merchant_reference repeated in the file. Prints one line per row (row N: OK, or",
        "row N: column: reason) and a summary. Sends nothing.",
        "Exit status: 0 every row acceptable, 1 some row not, 2 usage or unreadable file."
      })
  static final class Check implements Callable<Integer> {
    @Spec CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "The CSV file (comma or semicolon, UTF-8).")
    Path file;

    @Override
    public Integer call() {
      PrintWriter out = spec.commandLine().getOut();
      PrintWriter err = spec.commandLine().getErr();
      Report report;
      try {
        report = PayoutCsvCheck.check(PayoutCsv.read(file), null, ref -> false);
      } catch (NoSuchFileException e) {
        err.println("Cannot read " + file + ": no such file.");
        err.flush();
        return 2;
      } catch (PayoutCsv.FormatException e) {
        err.println("Cannot use " + file + ": " + e.getMessage());
        err.flush();
        return 2;
      } catch (IOException e) {
        err.println("Cannot read " + file + ": " + e.getClass().getSimpleName() + ".");
        err.flush();
        return 2;
      }
      for (Verdict v : report.rows()) {
        out.println(line(v));
      }
      out.println(
          "Rows: "
              + report.rows().size()
              + ", acceptable: "
              + report.accepted()
              + ", refused: "
              + report.refused()
              + " ("
              + (report.separator() == Separator.COMMA
                  ? "comma-separated, decimal point"
                  : "semicolon-separated, decimal comma")
              + ").");
      for (Total t : report.totals()) {
        out.println(
            "Total "
                + t.currency()
                + ": "
                + t.amount().toPlainString()
                + " in "
                + t.rows()
                + (t.rows() == 1 ? " payout" : " payouts")
                + " (acceptable rows).");
      }
      out.println(report.allAcceptable() ? "Every row is acceptable." : "Fix the refused rows.");
      out.flush();
      return report.allAcceptable() ? 0 : 1;
    }

    static String line(Verdict v) {
      if (v.ok()) {
        return "row " + v.row() + ": OK";
      }
      return "row "
          + v.row()
          + ": "
          + v.errors().stream().map(Check::reason).collect(Collectors.joining("; "));
    }

    private static String reason(FieldError e) {
      return e.path() + ": " + e.rule() + " - " + e.message();
    }
  }
}
