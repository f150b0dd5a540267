package io.paydesk;

import io.paydesk.evidence.EvidenceFile;
import io.paydesk.evidence.EvidenceFiles;
import io.paydesk.evidence.EvidenceProblem;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code paydesk evidence}: checks dispute evidence files and packs images and PDFs into one
 * acceptable PDF, with the same verdicts in the same words as the evidence screen.
 */
@Command(
    name = "evidence",
    mixinStandardHelpOptions = true,
    description = "Checks and packs dispute evidence files (PDF of at most 1 MB).",
    subcommands = {EvidenceCommand.Check.class, EvidenceCommand.Pack.class})
public final class EvidenceCommand implements Runnable {
  /** Exit code when the arguments cannot be used (picocli's own usage errors are 2 as well). */
  static final int USAGE = 2;

  @Spec CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }

  /** {@code evidence check FILE...}: one verdict line per file; exit 0 only if all are OK. */
  @Command(
      name = "check",
      mixinStandardHelpOptions = true,
      description =
          "Prints one line per file with the verdict the evidence screen shows: OK with pages,"
              + " size and base64 size, or the reason it would be refused. PNG and JPEG files are"
              + " judged as the PDF page they become. Exit 0 when every file is acceptable, 1 when"
              + " any is not, 2 on a usage error.")
  static final class Check implements Callable<Integer> {
    @Parameters(arity = "1..*", paramLabel = "FILE", description = "Files to check.")
    List<Path> files;

    @Spec CommandSpec spec;

    @Override
    public Integer call() {
      PrintWriter out = spec.commandLine().getOut();
      PrintWriter err = spec.commandLine().getErr();
      boolean allOk = true;
      boolean unreadable = false;
      for (Path path : files) {
        byte[] bytes = read(path, err);
        if (bytes == null) {
          unreadable = true;
          continue;
        }
        EvidenceFile file = EvidenceFiles.importFile(path.getFileName().toString(), bytes);
        out.println(path + ": " + file.verdict().describe(Locale.getDefault()));
        allOk &= file.verdict().ok();
      }
      out.flush();
      err.flush();
      return unreadable ? USAGE : allOk ? 0 : 1;
    }
  }

  /** {@code evidence pack OUT.pdf IMAGE_OR_PDF...}: one acceptable PDF, shrunk if needed. */
  @Command(
      name = "pack",
      mixinStandardHelpOptions = true,
      description =
          "Builds one acceptable evidence PDF from images (PNG, JPEG: a page each) and PDFs, in"
              + " order, shrinking it to 1 MB when needed, or says why it cannot (exit 1).")
  static final class Pack implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "OUT.pdf", description = "The PDF to write.")
    Path output;

    @Parameters(
        index = "1..*",
        arity = "1..*",
        paramLabel = "IMAGE_OR_PDF",
        description = "Images and PDFs to put in it, in order.")
    List<Path> inputs;

    @Spec CommandSpec spec;

    @Override
    public Integer call() {
      PrintWriter out = spec.commandLine().getOut();
      PrintWriter err = spec.commandLine().getErr();
      Locale locale = Locale.getDefault();
      try {
        List<EvidenceFile> parts = new ArrayList<>();
        for (Path path : inputs) {
          byte[] bytes = read(path, err);
          if (bytes == null) {
            return USAGE;
          }
          parts.add(EvidenceFiles.importFile(path.toString(), bytes));
        }
        String name = output.getFileName().toString();
        EvidenceFile packed = EvidenceFiles.merge(name, parts);
        EvidenceProblem problem = packed.verdict().problem();
        if (problem != null && problem != EvidenceProblem.TOO_LARGE) {
          err.println(
              text(
                  locale,
                  "evidence.cli.packRefused",
                  packed.fileName(),
                  packed.verdict().describe(locale)));
          return 1;
        }
        if (problem == EvidenceProblem.TOO_LARGE) {
          packed = EvidenceFiles.shrink(packed, text(locale, "disputes.evidence.reducedWord"));
          if (!packed.verdict().ok()) {
            err.println(
                text(
                    locale,
                    "evidence.cli.notWritten",
                    output,
                    text(locale, "evidence.shrink.cannot", packed.size())));
            return 1;
          }
        }
        try {
          Files.write(output, packed.bytes());
        } catch (IOException e) {
          err.println(text(locale, "evidence.cli.notWritten", output, e.getMessage()));
          return USAGE;
        }
        out.println(text(locale, "evidence.cli.packed", output, packed.verdict().describe(locale)));
        return 0;
      } finally {
        out.flush();
        err.flush();
      }
    }
  }

  private static byte[] read(Path path, PrintWriter err) {
    try {
      return Files.readAllBytes(path);
    } catch (IOException | SecurityException e) {
      err.println(path + ": " + text(Locale.getDefault(), "evidence.cli.unreadable", reason(e)));
      return null;
    }
  }

  private static String reason(Exception e) {
    if (e instanceof java.nio.file.NoSuchFileException) {
      return text(Locale.getDefault(), "evidence.cli.noSuchFile");
    }
    if (e instanceof java.nio.file.AccessDeniedException) {
      return text(Locale.getDefault(), "evidence.cli.accessDenied");
    }
    return e.getClass().getSimpleName();
  }

  private static String text(Locale locale, String key, Object... args) {
    String pattern = ResourceBundle.getBundle("i18n.messages", locale).getString(key);
    return new MessageFormat(pattern, locale).format(args);
  }
}
