package io.paydesk;

import io.paydesk.ops.AppPaths;
import io.paydesk.ops.ConnectionSettings;
import io.paydesk.ops.PayoutBatch;
import io.paydesk.ops.PayoutCsv;
import io.paydesk.ops.PayoutCsv.Separator;
import io.paydesk.ops.PayoutCsvCheck;
import io.paydesk.ops.PayoutCsvCheck.Report;
import io.paydesk.ops.PayoutCsvCheck.Total;
import io.paydesk.ops.PayoutCsvCheck.Verdict;
import io.paydesk.ops.StoreOpener;
import io.paydesk.rules.FieldError;
import io.paydesk.store.Store;
import io.paydesk.store.StoreInUseException;
import io.paydesk.store.StoreKeyException;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
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
        "Required columns: merchant_reference, country, purpose, amount, currency,"
            + " beneficiary_type (INDIVIDUAL or ENTITY), first_name, last_name, legal_name, email,"
            + " document_type, document_number, withdrawal_type, bank_code, account_number,"
            + " account_type.",
        "Optional: beneficiary_id, beneficiary_country, date_of_birth, phone_country_code,"
            + " phone_number, provider_id, branch, branch_digit, account_digit, wallet_code,"
            + " description, and metadata.KEY columns."
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
        "Checks every row of a bulk payout file as the payout form does, and refuses a"
            + " merchant_reference repeated in the file.",
        "Prints one line per row (row N: OK, or row N: column: reason) and a summary."
            + " Sends nothing.",
        "A row whose merchant_reference was already sent from the local store (its journal),"
            + " or whose outcome is not yet known, is counted as already sent (already_sent),"
            + " apart from the refused rows.",
        "Exit status: 0 every row acceptable, 1 some row not, 2 usage or unreadable file."
      })
  static final class Check implements Callable<Integer> {
    @Spec CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "The CSV file (comma or semicolon, UTF-8).")
    Path file;

    @Option(
        names = "--store",
        paramLabel = "STORE",
        description = {
          "The local store (its file ending in mv.db) whose payout journal is consulted.",
          "Default: the store of the profile the console opens (the embedded sandbox's, or the"
              + " live one when the PAYDESK_ variables are set), when it exists."
        })
    Path store;

    @Option(names = "--no-journal", description = "Check the file alone, without a store.")
    boolean noJournal;

    @Override
    public Integer call() {
      PrintWriter out = spec.commandLine().getOut();
      PrintWriter err = spec.commandLine().getErr();
      Path storeFile = noJournal ? null : storeFile();
      if (store != null && !noJournal && !Files.isRegularFile(storeFile)) {
        err.println("Cannot read the store " + store + ": no such file.");
        err.flush();
        return 2;
      }
      Report report;
      String journalNote;
      try (Store s = storeFile != null && Files.isRegularFile(storeFile) ? open(storeFile) : null) {
        report =
            PayoutCsvCheck.check(
                PayoutCsv.read(file),
                null,
                s == null ? ref -> false : ref -> PayoutBatch.alreadyKnown(s, ref));
        journalNote =
            s == null
                ? "Journal: none (no local store), so rows are not checked against earlier sends."
                : "Journal: " + storeFile.toAbsolutePath() + ".";
      } catch (StoreUnavailable e) {
        err.println(
            "Cannot open the store "
                + storeFile
                + ": "
                + (e.getCause() instanceof StoreKeyException
                        || e.getCause() instanceof StoreInUseException
                    ? e.getCause().getMessage()
                    : "it may be open in the console. Close the console.")
                + " Or use --no-journal.");
        err.flush();
        return 2;
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
              + (report.alreadySent() == 0 ? "" : ", already sent: " + report.alreadySent())
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
      out.println(journalNote);
      out.println(
          report.allAcceptable()
              ? "Every row is acceptable."
              : report.refused() > 0
                  ? "Fix the refused rows."
                  : "The rows already sent are not sent again; the others are acceptable.");
      out.flush();
      return report.allAcceptable() ? 0 : 1;
    }

    private Path storeFile() {
      if (store != null) {
        return store;
      }
      String profile = ConnectionSettings.fromEnvironment(System.getenv()).profileName();
      return AppPaths.ofThisComputer().storeFile(profile);
    }

    /** Opening the store failed (locked by a running console, or unreadable). */
    static final class StoreUnavailable extends IOException {
      StoreUnavailable(Throwable cause) {
        super(cause);
      }
    }

    private static Store open(Path file) throws StoreUnavailable {
      try {
        return StoreOpener.forCommand(file.toAbsolutePath().getParent()).openAsFound(file);
      } catch (RuntimeException e) {
        throw new StoreUnavailable(e);
      }
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
