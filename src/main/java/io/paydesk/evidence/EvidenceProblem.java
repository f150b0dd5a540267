package io.paydesk.evidence;

/** Why an evidence file would be refused; the words are bundle keys evidence.problem.NAME. */
public enum EvidenceProblem {
  EMPTY,
  NOT_A_PDF,
  /** Truncated or corrupt: the bytes start like a PDF but do not parse as one. */
  UNREADABLE_PDF,
  ENCRYPTED,
  NO_PAGES,
  /** More than {@link io.paydesk.rules.Limits#EVIDENCE_MAX_BYTES}. */
  TOO_LARGE,
  /** Neither a PDF nor a PNG or JPEG image that can be read (on import). */
  UNSUPPORTED_TYPE,
  /** Named NAME.pdf, but its content is no PDF (another kind of file renamed). */
  PDF_IN_NAME_ONLY
}
