package io.paydesk.api.model;

/** One evidence file of a dispute: a PDF encoded as base64. toString never shows the content. */
public record Evidence(
    String contentType, String fileName, String contentCategory, String content) {
  /** A PDF evidence item from the file's bytes. */
  public static Evidence pdf(String fileName, String contentCategory, byte[] pdf) {
    return new Evidence(
        "application/pdf",
        fileName,
        contentCategory,
        java.util.Base64.getEncoder().encodeToString(pdf));
  }

  /** Sensitive fields are masked. */
  @Override
  public String toString() {
    return "Evidence["
        + "contentType="
        + contentType
        + ", fileName="
        + fileName
        + ", contentCategory="
        + contentCategory
        + ", content="
        + (content == null ? "null" : "***")
        + "]";
  }
}
