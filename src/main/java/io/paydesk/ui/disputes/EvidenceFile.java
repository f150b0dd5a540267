package io.paydesk.ui.disputes;

import io.paydesk.ops.CheckedFile;
import io.paydesk.ui.base.Formats;
import io.paydesk.ui.base.Messages;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * One file of an evidence set as the screen shows it: its verdict in words, sizes, pages, thumbnail
 * and category; with the smaller copy offered for a file that is too large and a page drawn large.
 */
public final class EvidenceFile {
  private final CheckedFile file;
  private final byte[] thumbnail;
  private final ObjectProperty<String> category = new SimpleObjectProperty<>();

  EvidenceFile(CheckedFile file, String category, byte[] thumbnail) {
    this.file = file;
    this.thumbnail = thumbnail;
    this.category.set(category);
  }

  public String fileName() {
    return file.fileName();
  }

  public boolean ok() {
    return file.ok();
  }

  /** The problem name (e.g. TOO_LARGE), or null when the file is acceptable. */
  public String problem() {
    return file.problem();
  }

  public boolean canShrink() {
    return CheckedFile.TOO_LARGE.equals(file.problem());
  }

  /** The verdict in words: OK with pages and sizes, or the reason it is refused. */
  public String verdict() {
    return Messages.get(file.messageKey(), file.messageArgs());
  }

  public String pages() {
    return Formats.text(file.pages());
  }

  public String size() {
    return sizeText(file.sizeBytes());
  }

  public String base64Size() {
    return sizeText(file.base64Bytes());
  }

  public int pageCount() {
    return file.pages();
  }

  /** The first page as PNG bytes; null when it cannot be drawn. */
  public byte[] thumbnail() {
    return thumbnail;
  }

  public ObjectProperty<String> categoryProperty() {
    return category;
  }

  CheckedFile file() {
    return file;
  }

  /** A smaller copy offered for a file that is too large, shown beside the original. */
  public record ShrinkOffer(
      EvidenceFile original, byte[] originalPreview, CheckedFile result, byte[] resultThumbnail) {
    public String resultSize() {
      return sizeText(result.sizeBytes());
    }

    public String resultVerdict() {
      return Messages.get(result.messageKey(), result.messageArgs());
    }

    public boolean fits() {
      return result.ok();
    }
  }

  /** A page drawn large: which file, which page (from 0) and the PNG bytes. */
  public record PageView(EvidenceFile row, int index, byte[] png) {
    public String caption() {
      return Messages.get("disputes.evidence.pageOf", row.fileName(), index + 1, row.pageCount());
    }
  }

  static String sizeText(long bytes) {
    return bytes < 1024
        ? Messages.get("disputes.evidence.bytes", bytes)
        : bytes < 1024 * 1024
            ? Messages.get("disputes.evidence.kb", bytes / 1024.0)
            : Messages.get("disputes.evidence.mb", bytes / (1024.0 * 1024.0));
  }
}
