package io.paydesk.ops;

/**
 * An evidence file with the verdict the service's rules give it: acceptable ({@code problem} null)
 * or the reason it would be refused (an evidence problem name: EMPTY, NOT_A_PDF, UNREADABLE_PDF,
 * ENCRYPTED, NO_PAGES, TOO_LARGE, UNSUPPORTED_TYPE, PDF_IN_NAME_ONLY). toString never shows the
 * bytes.
 */
public record CheckedFile(
    String fileName, byte[] bytes, String problem, int pages, long sizeBytes, long base64Bytes) {
  public static final String TOO_LARGE = "TOO_LARGE";

  public boolean ok() {
    return problem == null;
  }

  /** The bundle key of the verdict in words: evidence.ok or evidence.problem.NAME. */
  public String messageKey() {
    return problem == null ? "evidence.ok" : "evidence.problem." + problem;
  }

  /** The arguments of {@link #messageKey()}: pages, size, base64 size, the limit (bytes). */
  public Object[] messageArgs() {
    return new Object[] {pages, sizeBytes, base64Bytes, io.paydesk.rules.Limits.EVIDENCE_MAX_BYTES};
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof CheckedFile c
        && fileName.equals(c.fileName)
        && java.util.Arrays.equals(bytes, c.bytes)
        && java.util.Objects.equals(problem, c.problem);
  }

  @Override
  public int hashCode() {
    return java.util.Arrays.hashCode(bytes);
  }

  @Override
  public String toString() {
    return "CheckedFile["
        + fileName
        + ", "
        + (problem == null ? "OK" : problem)
        + ", "
        + sizeBytes
        + " bytes]";
  }
}
