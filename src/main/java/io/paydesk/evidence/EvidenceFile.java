package io.paydesk.evidence;

import java.util.Arrays;
import java.util.Objects;

/** One evidence file: its name, its bytes (copied in and out) and what the check says of them. */
public record EvidenceFile(String fileName, byte[] bytes, EvidenceVerdict verdict) {

  public EvidenceFile {
    Objects.requireNonNull(fileName, "fileName");
    Objects.requireNonNull(verdict, "verdict");
    bytes = bytes == null ? new byte[0] : bytes.clone();
  }

  @Override
  public byte[] bytes() {
    return bytes.clone();
  }

  public int size() {
    return bytes.length;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof EvidenceFile f
        && fileName.equals(f.fileName)
        && Arrays.equals(bytes, f.bytes)
        && verdict.equals(f.verdict);
  }

  @Override
  public int hashCode() {
    return Objects.hash(fileName, Arrays.hashCode(bytes), verdict);
  }

  @Override
  public String toString() {
    return "EvidenceFile[" + fileName + ", " + bytes.length + " bytes, " + verdict + "]";
  }
}
