package io.paydesk;

import io.paydesk.ops.EnvironmentSecrets;
import io.paydesk.ops.StoreExport;
import io.paydesk.ops.StoreExport.Format;
import io.paydesk.ops.StoreExport.Kind;
import io.paydesk.store.Store;
import io.paydesk.store.StoreException;
import io.paydesk.store.StoreInUseException;
import io.paydesk.store.StoreKeyException;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code paydesk export payments|payouts|subscriptions --store STORE}: every stored resource of a
 * kind, as JSON lines or CSV, written as it is read. Reads only.
 */
@Command(
    name = "export",
    mixinStandardHelpOptions = true,
    description = "Writes every stored payment, payout or subscription (JSON lines or CSV).",
    subcommands = {
      ExportCommand.Payments.class,
      ExportCommand.Payouts.class,
      ExportCommand.Subscriptions.class
    })
public final class ExportCommand implements Runnable {

  @Spec CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }

  @Command(
      name = "payments",
      mixinStandardHelpOptions = true,
      description = {
        "Writes every stored payment: one JSON object per line, as last stored, with its",
        "transactions array and document numbers masked; or CSV with Search's export columns."
      })
  static final class Payments extends Export {
    Payments() {
      super(Kind.PAYMENTS);
    }
  }

  @Command(
      name = "payouts",
      mixinStandardHelpOptions = true,
      description = {
        "Writes every stored payout: one JSON object per line, as last stored, with its",
        "transactions and the beneficiary's document masked; or CSV with the payouts list's columns."
      })
  static final class Payouts extends Export {
    Payouts() {
      super(Kind.PAYOUTS);
    }
  }

  @Command(
      name = "subscriptions",
      mixinStandardHelpOptions = true,
      description = {
        "Writes every stored subscription: one JSON object per line, as last stored; or CSV",
        "with the subscriptions list's columns."
      })
  static final class Subscriptions extends Export {
    Subscriptions() {
      super(Kind.SUBSCRIPTIONS);
    }
  }

  /** The options and the run every kind shares. */
  abstract static class Export implements Callable<Integer> {
    private final Kind kind;

    @Spec CommandSpec spec;

    @Option(
        names = "--store",
        required = true,
        paramLabel = "STORE",
        description = {
          "A console profile's store file (the .mv.db; its key as the console finds it, or the",
          "passphrase in PAYDESK_STORE_PASSPHRASE), or a PostgreSQL JDBC URL (login from",
          "PAYDESK_DB_USER and PAYDESK_DB_PASSWORD or PAYDESK_DB_PASSWORD_FILE)."
        })
    String store;

    @Option(
        names = "--since",
        paramLabel = "DATE",
        description = "Only those updated on or after this day (ISO date, UTC: 2026-01-31).")
    String since;

    @Option(
        names = "--format",
        paramLabel = "FORMAT",
        defaultValue = "jsonl",
        description = "jsonl (one JSON object per line, the default) or csv.")
    String format;

    @Option(
        names = "--out",
        paramLabel = "FILE",
        description = "The file to write (UTF-8, replaced). Default: standard output.")
    Path out;

    Export(Kind kind) {
      this.kind = kind;
    }

    @Override
    public Integer call() {
      PrintWriter err = spec.commandLine().getErr();
      Instant from;
      Format how;
      try {
        from =
            since == null ? null : LocalDate.parse(since).atStartOfDay(ZoneOffset.UTC).toInstant();
      } catch (DateTimeParseException e) {
        return usage(err, "--since takes an ISO date such as 2026-01-31, not \"" + since + "\".");
      }
      switch (format.toLowerCase(Locale.ROOT)) {
        case "jsonl" -> how = Format.JSONL;
        case "csv" -> how = Format.CSV;
        default -> {
          return usage(err, "--format is jsonl or csv, not \"" + format + "\".");
        }
      }
      Store s;
      try {
        s = openStore(store, System.getenv());
      } catch (IOException | RuntimeException e) {
        return usage(err, "Cannot open the store " + store + ": " + reason(e));
      }
      String what = kind.name().toLowerCase(Locale.ROOT);
      try (s) {
        long n;
        if (out == null) {
          n = StoreExport.write(s, kind, how, from, spec.commandLine().getOut());
        } else {
          try (Writer w = Files.newBufferedWriter(ownerOnly(out), StandardCharsets.UTF_8)) {
            n = StoreExport.write(s, kind, how, from, w);
          }
          err.println(n + " " + what + " written to " + out + ".");
          err.flush();
        }
        return 0;
      } catch (IOException | UncheckedIOException e) {
        return usage(err, "Cannot write " + (out == null ? "the output" : out) + ".");
      } catch (StoreException e) {
        return usage(
            err, "Cannot read the store " + store + ": it may have been closed or damaged.");
      }
    }

    /**
     * Creates the file readable by its owner only where the file system has POSIX permissions: it
     * holds customers' names and e-mails. A file that exists keeps its permissions.
     */
    private static Path ownerOnly(Path file) throws IOException {
      if (!Files.exists(file)
          && file.toAbsolutePath()
              .getFileSystem()
              .supportedFileAttributeViews()
              .contains("posix")) {
        Files.createFile(
            file,
            PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
      }
      return file;
    }

    private static int usage(PrintWriter err, String message) {
      err.println(message);
      err.flush();
      return 2;
    }
  }

  /** Why a store could not be opened, in words (never an exception's class or SQL). */
  private static String reason(Exception e) {
    Throwable key = e instanceof StoreKeyException ? e : e.getCause();
    if (key instanceof StoreKeyException k) {
      return k.getMessage();
    }
    if (e instanceof NoStoreFile) {
      return "no such file.";
    }
    if (e instanceof StoreInUseException) {
      return e.getMessage();
    }
    if (e instanceof EnvironmentSecrets.UnreadableSecret u) {
      return u.getMessage();
    }
    return "it is not a Paydesk store, or the console has it open (close the console).";
  }

  /** The store file named does not exist (an export never creates one). */
  private static final class NoStoreFile extends IOException {}

  /**
   * Opens a store by PostgreSQL JDBC URL (login from the environment) or H2 file, as the other
   * headless commands open it; an export never creates a store file.
   */
  static Store openStore(String store, Map<String, String> env) throws IOException {
    if (!store.startsWith("jdbc:") && !Files.isRegularFile(Path.of(store))) {
      throw new NoStoreFile();
    }
    return HeadlessStore.open(store, new EnvironmentSecrets(env), "export");
  }
}
