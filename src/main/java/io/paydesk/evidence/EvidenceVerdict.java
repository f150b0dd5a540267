package io.paydesk.evidence;

import io.paydesk.rules.Limits;
import java.text.MessageFormat;
import java.util.Locale;
import java.util.ResourceBundle;

/**
 * What the check says about one file: acceptable (problem null) or the reason it would be refused,
 * with its page count (0 when it does not parse), size and the size of its base64 text.
 */
public record EvidenceVerdict(
    EvidenceProblem problem, int pages, long sizeBytes, long base64Bytes) {

  static EvidenceVerdict of(EvidenceProblem problem, int pages, long sizeBytes) {
    return new EvidenceVerdict(problem, pages, sizeBytes, base64Length(sizeBytes));
  }

  /** Standard base64 without line breaks: 4 characters for every 3 bytes or part of them. */
  public static long base64Length(long bytes) {
    return 4 * ((bytes + 2) / 3);
  }

  public boolean ok() {
    return problem == null;
  }

  /** The bundle key of the verdict's words: evidence.ok or evidence.problem.NAME. */
  public String messageKey() {
    return problem == null ? "evidence.ok" : "evidence.problem." + problem.name();
  }

  /**
   * The arguments of {@link #messageKey()}: pages, size in bytes, base64 size in bytes, the limit
   * in bytes.
   */
  public Object[] messageArgs() {
    return new Object[] {pages, sizeBytes, base64Bytes, Limits.EVIDENCE_MAX_BYTES};
  }

  /** The verdict in words, as the evidence screen and the command line show it. */
  public String describe(Locale locale) {
    String pattern = ResourceBundle.getBundle("i18n.messages", locale).getString(messageKey());
    return new MessageFormat(pattern, locale).format(messageArgs());
  }
}
