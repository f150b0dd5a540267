package io.paydesk.evidence;

import io.paydesk.rules.Limits;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.CancellationException;
import javax.imageio.ImageIO;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.multipdf.PDFMergerUtility;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.common.PDStream;
import org.apache.pdfbox.pdmodel.encryption.InvalidPasswordException;
import org.apache.pdfbox.pdmodel.graphics.PDXObject;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.apache.pdfbox.pdmodel.graphics.image.JPEGFactory;
import org.apache.pdfbox.pdmodel.graphics.image.LosslessFactory;
import org.apache.pdfbox.pdmodel.graphics.image.PDImageXObject;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;

/**
 * Checks, imports, shrinks, previews and encodes dispute evidence files. The service takes one PDF
 * of at most {@link Limits#EVIDENCE_MAX_BYTES} bytes per file, as standard base64.
 */
public final class EvidenceFiles {
  /** The largest acceptable file, in bytes (1 MB). */
  public static final int MAX_BYTES = Limits.EVIDENCE_MAX_BYTES;

  /** Resolution an image is taken to have when it becomes a PDF page (before fitting to A4). */
  static final float IMAGE_DPI = 150f;

  private static final float START_DPI = 150f;
  private static final float MIN_DPI = 40f;
  private static final float START_QUALITY = 0.7f;
  private static final float LAST_QUALITY = 0.45f;
  private static final int MAX_ATTEMPTS = 6;

  /** A page whose content and images take at most this is copied as it is when shrinking. */
  private static final long LIGHT_PAGE_BYTES = 48 * 1024;

  /** A PDF reader looks for the header in the first 1,024 bytes and %%EOF in the last 1,024. */
  private static final int MARKER_WINDOW = 1024;

  private EvidenceFiles() {}

  /** What an incoming file is, by its first bytes (never by its name). */
  enum Kind {
    PDF,
    PNG,
    JPEG,
    OTHER
  }

  static Kind kind(byte[] bytes) {
    if (startsWith(bytes, new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'})) {
      return Kind.PNG;
    }
    if (startsWith(bytes, new byte[] {(byte) 0xff, (byte) 0xd8, (byte) 0xff})) {
      return Kind.JPEG;
    }
    return indexOf(bytes, "%PDF-", 0, Math.min(bytes.length, MARKER_WINDOW)) >= 0
        ? Kind.PDF
        : Kind.OTHER;
  }

  /**
   * The verdict on a file as it would be sent: not empty, a PDF that parses (header, body and
   * %%EOF, every page's content readable), not encrypted, at least one page, at most {@link
   * #MAX_BYTES}. The file keeps its name and bytes whatever the verdict.
   */
  public static EvidenceFile check(String fileName, byte[] bytes) {
    byte[] data = bytes == null ? new byte[0] : bytes;
    return new EvidenceFile(fileName, data, verdict(data));
  }

  private static EvidenceVerdict verdict(byte[] data) {
    long size = data.length;
    if (size == 0) {
      return EvidenceVerdict.of(EvidenceProblem.EMPTY, 0, 0);
    }
    if (kind(data) != Kind.PDF) {
      return EvidenceVerdict.of(EvidenceProblem.NOT_A_PDF, 0, size);
    }
    int from = Math.max(0, data.length - MARKER_WINDOW);
    if (indexOf(data, "%%EOF", from, data.length) < 0) {
      return EvidenceVerdict.of(EvidenceProblem.UNREADABLE_PDF, 0, size);
    }
    try (PDDocument doc = Loader.loadPDF(data)) {
      if (doc.isEncrypted()) {
        return EvidenceVerdict.of(EvidenceProblem.ENCRYPTED, 0, size);
      }
      int pages = 0;
      for (PDPage page : doc.getPages()) {
        try (InputStream contents = page.getContents()) {
          contents.transferTo(OutputStream.nullOutputStream());
        }
        pages++;
      }
      if (pages == 0) {
        return EvidenceVerdict.of(EvidenceProblem.NO_PAGES, 0, size);
      }
      if (size > MAX_BYTES) {
        return EvidenceVerdict.of(EvidenceProblem.TOO_LARGE, pages, size);
      }
      return EvidenceVerdict.of(null, pages, size);
    } catch (InvalidPasswordException e) {
      return EvidenceVerdict.of(EvidenceProblem.ENCRYPTED, 0, size);
    } catch (IOException | RuntimeException e) {
      return EvidenceVerdict.of(EvidenceProblem.UNREADABLE_PDF, 0, size);
    }
  }

  /**
   * A file as an agent adds it: a PDF (by content) is kept as it is; a PNG or JPEG becomes a PDF of
   * one page sized to the image (at {@value #IMAGE_DPI} dpi, fitted to A4) named NAME.pdf; anything
   * else is UNSUPPORTED_TYPE, or PDF_IN_NAME_ONLY when named .pdf. The result is then checked.
   */
  public static EvidenceFile importFile(String fileName, byte[] bytes) {
    byte[] data = bytes == null ? new byte[0] : bytes;
    Kind kind = kind(data);
    if (data.length == 0 || kind == Kind.PDF) {
      return check(fileName, data);
    }
    if (kind == Kind.OTHER) {
      // A name ending in .pdf says PDF: the words must say the content is not one.
      boolean namedPdf =
          fileName != null && fileName.toLowerCase(java.util.Locale.ROOT).endsWith(".pdf");
      return new EvidenceFile(
          fileName,
          data,
          EvidenceVerdict.of(
              namedPdf ? EvidenceProblem.PDF_IN_NAME_ONLY : EvidenceProblem.UNSUPPORTED_TYPE,
              0,
              data.length));
    }
    try (PDDocument doc = new PDDocument()) {
      PDImageXObject image =
          kind == Kind.JPEG
              ? JPEGFactory.createFromByteArray(doc, data)
              : LosslessFactory.createFromImage(doc, readImage(data));
      PDPage page = addImagePage(doc, image, image.getWidth(), image.getHeight(), IMAGE_DPI, true);
      if (kind == Kind.JPEG) {
        page.setRotation(rotationOf(exifOrientation(data)));
      }
      return check(pdfName(fileName), save(doc));
    } catch (IOException | RuntimeException e) {
      return new EvidenceFile(
          fileName, data, EvidenceVerdict.of(EvidenceProblem.UNSUPPORTED_TYPE, 0, data.length));
    }
  }

  /**
   * One PDF of every page of the given files, in order (each imported first: images become pages),
   * then checked. Any part that is not an acceptable PDF apart from its size makes the result carry
   * that part's problem (and its name); a result that is only TOO_LARGE can be given to {@link
   * #shrink}.
   */
  public static EvidenceFile merge(String fileName, List<EvidenceFile> parts) {
    if (parts.isEmpty()) {
      return check(fileName, new byte[0]);
    }
    List<EvidenceFile> imported = new ArrayList<>();
    for (EvidenceFile part : parts) {
      EvidenceFile pdf = importFile(part.fileName(), part.bytes());
      EvidenceProblem problem = pdf.verdict().problem();
      if (problem != null && problem != EvidenceProblem.TOO_LARGE) {
        return pdf;
      }
      imported.add(pdf);
    }
    try (PDDocument out = new PDDocument()) {
      PDFMergerUtility merger = new PDFMergerUtility();
      List<PDDocument> sources = new ArrayList<>();
      try {
        for (EvidenceFile part : imported) {
          PDDocument src = Loader.loadPDF(part.bytes());
          sources.add(src);
          merger.appendDocument(out, src);
        }
        return check(fileName, save(out));
      } finally {
        for (PDDocument src : sources) {
          src.close();
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("merging evidence files failed", e);
    }
  }

  /**
   * A smaller copy of a file that is TOO_LARGE: every page rendered at a lower resolution and
   * JPEG-compressed into a new PDF, lowering resolution and quality until it fits {@link
   * #MAX_BYTES}. The result is named "NAME (reduced).pdf"; its verdict says whether it fits (OK) or
   * not even the lowest resolution does (TOO_LARGE). A file with any other verdict (acceptable, or
   * not a readable PDF) is returned as it is. The input is never changed. Takes a few seconds for a
   * large scan; an interrupt of the calling thread stops it between two pages with a
   * CancellationException.
   */
  public static EvidenceFile shrink(EvidenceFile file) {
    return shrink(file, "reduced");
  }

  /**
   * As {@link #shrink(EvidenceFile)}, the copy named "NAME (WORD).pdf" with the word for "reduced"
   * in the user's language ("grande (reducido).pdf").
   */
  public static EvidenceFile shrink(EvidenceFile file, String reducedWord) {
    if (file.verdict().problem() != EvidenceProblem.TOO_LARGE) {
      return file;
    }
    String name = reducedName(file.fileName(), reducedWord);
    try (PDDocument source = Loader.loadPDF(file.bytes())) {
      PDFRenderer renderer = new PDFRenderer(source);
      renderer.setSubsamplingAllowed(true);
      // Bilinear scaling: about twice as fast as the default bicubic, and as legible at these
      // sizes.
      renderer.setRenderingHints(
          new RenderingHints(
              RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR));
      int pages = source.getNumberOfPages();
      long target = MAX_BYTES - 2048L - 512L * pages;
      Plan plan = lightPages(source);
      float dpi = START_DPI;
      float quality = START_QUALITY;
      byte[] best = null;
      for (int attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        Attempt result = render(source, renderer, dpi, quality, target, plan);
        if (result.pdf() != null) {
          if (best == null || result.pdf().length < best.length) {
            best = result.pdf();
          }
          if (result.pdf().length <= target) {
            return check(name, result.pdf());
          }
          if (plan.keptBytes() > 0 && result.keptBytes() > target / 4) {
            plan = Plan.none(pages); // the kept pages weigh more than they seemed (fonts): render
            continue;
          }
        }
        if (dpi <= MIN_DPI && quality <= LAST_QUALITY) {
          break;
        }
        // JPEG size grows about with the pixel count: aim a little under the target.
        long budget = Math.max(target / 8, target - result.keptBytes());
        long rendered = Math.max(1, result.projectedBytes() - result.keptBytes());
        float next = (float) (dpi * Math.sqrt((double) budget / rendered) * 0.9);
        if (next < MIN_DPI) {
          quality = dpi <= MIN_DPI ? LAST_QUALITY : quality;
          next = MIN_DPI;
        }
        dpi = next;
      }
      if (best == null) {
        best = render(source, renderer, MIN_DPI, LAST_QUALITY, Long.MAX_VALUE, plan).pdf();
      }
      return check(name, best);
    } catch (IOException e) {
      throw new UncheckedIOException("shrinking an evidence file failed", e);
    }
  }

  /**
   * Which pages are copied as they are (light pages: text and small images, crisp and cheap) and
   * what they weigh; the others are rendered. Nothing is kept when the light pages together would
   * take more than a quarter of the limit.
   */
  private record Plan(boolean[] keep, long keptBytes) {
    static Plan none(int pages) {
      return new Plan(new boolean[pages], 0);
    }

    int rendered() {
      int n = 0;
      for (boolean k : keep) {
        n += k ? 0 : 1;
      }
      return n;
    }
  }

  private static Plan lightPages(PDDocument doc) {
    int pages = doc.getNumberOfPages();
    boolean[] keep = new boolean[pages];
    long kept = 0;
    for (int i = 0; i < pages; i++) {
      long weight = weight(doc.getPage(i));
      if (weight <= LIGHT_PAGE_BYTES) {
        keep[i] = true;
        kept += weight;
      }
    }
    return kept > MAX_BYTES / 4 ? Plan.none(pages) : new Plan(keep, kept);
  }

  /** Bytes of a page's content streams and images (forms included); unknown counts as heavy. */
  private static long weight(PDPage page) {
    try {
      long bytes = 0;
      Iterator<PDStream> streams = page.getContentStreams();
      while (streams.hasNext()) {
        bytes += streams.next().getCOSObject().getLength();
      }
      return bytes + weight(page.getResources(), 0);
    } catch (IOException | RuntimeException e) {
      return Long.MAX_VALUE;
    }
  }

  private static long weight(PDResources resources, int depth) throws IOException {
    if (resources == null) {
      return 0;
    }
    if (depth > 4) {
      return Long.MAX_VALUE / 4;
    }
    long bytes = 0;
    for (COSName name : resources.getXObjectNames()) {
      PDXObject x = resources.getXObject(name);
      if (x instanceof PDImageXObject image) {
        bytes += image.getCOSObject().getLength();
      } else if (x instanceof PDFormXObject form) {
        bytes += form.getCOSObject().getLength() + weight(form.getResources(), depth + 1);
      }
    }
    return bytes;
  }

  /**
   * A rendered copy (null when given up early), its size or the size it was heading for, and what
   * the pages copied as they are take (with the file's own overhead) in it.
   */
  private record Attempt(byte[] pdf, long projectedBytes, long keptBytes) {}

  /**
   * The pages the plan does not keep rendered at dpi and JPEG-compressed, the others copied, into a
   * new PDF. Gives up as soon as the pages done so far project a file over the target, so a wrong
   * first guess costs one page.
   */
  private static Attempt render(
      PDDocument source, PDFRenderer renderer, float dpi, float quality, long target, Plan plan)
      throws IOException {
    int pages = source.getNumberOfPages();
    int toRender = plan.rendered();
    try (PDDocument out = new PDDocument()) {
      long imageBytes = 0;
      int done = 0;
      for (int i = 0; i < pages; i++) {
        if (plan.keep()[i]) {
          out.importPage(source.getPage(i));
          continue;
        }
        if (Thread.currentThread().isInterrupted()) {
          throw new CancellationException("shrinking was cancelled");
        }
        BufferedImage image = renderer.renderImageWithDPI(i, dpi, ImageType.RGB);
        PDImageXObject jpeg = JPEGFactory.createFromImage(out, image, quality, Math.round(dpi));
        imageBytes += jpeg.getCOSObject().getLength();
        addImagePage(out, jpeg, image.getWidth(), image.getHeight(), dpi, false);
        done++;
        long projected = imageBytes * toRender / done + plan.keptBytes();
        if (done < toRender && projected > target) {
          return new Attempt(null, projected, plan.keptBytes());
        }
      }
      byte[] pdf = save(out);
      return new Attempt(pdf, pdf.length, Math.max(0, pdf.length - imageBytes));
    }
  }

  /** A page sized to the image at the given resolution, optionally fitted to A4 either way up. */
  private static PDPage addImagePage(
      PDDocument doc, PDImageXObject image, int widthPx, int heightPx, float dpi, boolean fitA4)
      throws IOException {
    float width = widthPx * 72f / dpi;
    float height = heightPx * 72f / dpi;
    if (fitA4) {
      PDRectangle a4 = PDRectangle.A4;
      float maxW = width > height ? a4.getHeight() : a4.getWidth();
      float maxH = width > height ? a4.getWidth() : a4.getHeight();
      float scale = Math.min(1f, Math.min(maxW / width, maxH / height));
      width *= scale;
      height *= scale;
    }
    PDPage page = new PDPage(new PDRectangle(width, height));
    doc.addPage(page);
    try (PDPageContentStream content = new PDPageContentStream(doc, page)) {
      content.drawImage(image, 0, 0, width, height);
    }
    return page;
  }

  /** The page rotation (clockwise) that shows a photo upright, for its EXIF orientation. */
  private static int rotationOf(int orientation) {
    return switch (orientation) {
      case 3 -> 180;
      case 6 -> 90;
      case 8 -> 270;
      default -> 0; // 1 is upright; the mirrored ones (2, 4, 5, 7) are left as they are
    };
  }

  /**
   * The EXIF orientation tag (0x0112) of a JPEG as phones write it, or 1 (upright) when there is
   * none or it cannot be read.
   */
  static int exifOrientation(byte[] jpeg) {
    try {
      return findOrientation(jpeg);
    } catch (RuntimeException e) {
      return 1; // a damaged EXIF block does not make the photo unusable
    }
  }

  private static int findOrientation(byte[] jpeg) {
    int i = 2;
    while (i + 4 <= jpeg.length && (jpeg[i] & 0xff) == 0xff) {
      int marker = jpeg[i + 1] & 0xff;
      int length = ((jpeg[i + 2] & 0xff) << 8) | (jpeg[i + 3] & 0xff);
      if (marker == 0xda || length < 2) {
        return 1; // image data starts: no EXIF before it
      }
      int start = i + 4;
      if (marker == 0xe1
          && start + 14 <= jpeg.length
          && indexOf(jpeg, "Exif", start, start + 4) == start) {
        return orientationInTiff(jpeg, start + 6, Math.min(jpeg.length, i + 2 + length));
      }
      i += 2 + length;
    }
    return 1;
  }

  private static int orientationInTiff(byte[] b, int tiff, int end) {
    boolean little = b[tiff] == 'I';
    int ifd = tiff + (int) read(b, tiff + 4, 4, little);
    if (ifd < tiff || ifd + 2 > end) {
      return 1;
    }
    int entries = (int) read(b, ifd, 2, little);
    for (int e = 0; e < entries; e++) {
      int entry = ifd + 2 + e * 12;
      if (entry + 12 > end) {
        return 1;
      }
      if (read(b, entry, 2, little) == 0x0112) {
        int value = (int) read(b, entry + 8, 2, little);
        return value >= 1 && value <= 8 ? value : 1;
      }
    }
    return 1;
  }

  private static long read(byte[] b, int at, int size, boolean little) {
    long v = 0;
    for (int k = 0; k < size; k++) {
      int octet = b[at + (little ? size - 1 - k : k)] & 0xff;
      v = (v << 8) | octet;
    }
    return v;
  }

  /** The first page as a PNG image at most maxWidthPx wide (for thumbnails). */
  public static byte[] firstPagePng(byte[] pdf, int maxWidthPx) {
    return pagePng(pdf, 0, maxWidthPx);
  }

  /**
   * One page (from 0) as a PNG image maxWidthPx wide. Throws IllegalArgumentException when the
   * bytes are not a readable PDF or have no such page.
   */
  public static byte[] pagePng(byte[] pdf, int pageIndex, int maxWidthPx) {
    if (maxWidthPx <= 0) {
      throw new IllegalArgumentException("maxWidthPx must be positive");
    }
    try (PDDocument doc = Loader.loadPDF(pdf)) {
      if (pageIndex < 0 || pageIndex >= doc.getNumberOfPages()) {
        throw new IllegalArgumentException(
            "no page " + pageIndex + " in a PDF of " + doc.getNumberOfPages() + " pages");
      }
      PDPage page = doc.getPage(pageIndex);
      PDRectangle box = page.getCropBox();
      int rotation = page.getRotation() % 180;
      float widthPt = rotation == 0 ? box.getWidth() : box.getHeight();
      float scale = Math.min(maxWidthPx / Math.max(1f, widthPt), 8f);
      PDFRenderer renderer = new PDFRenderer(doc);
      renderer.setSubsamplingAllowed(true);
      BufferedImage image = renderer.renderImage(pageIndex, scale, ImageType.RGB);
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      ImageIO.write(image, "png", out);
      return out.toByteArray();
    } catch (IOException e) {
      throw new IllegalArgumentException("not a readable PDF", e);
    }
  }

  /**
   * The bytes as the service takes them: standard base64 without line breaks, decoded back and
   * compared with the bytes before it is returned (IllegalStateException if they differ).
   */
  public static String base64(byte[] pdf) {
    String text = Base64.getEncoder().encodeToString(pdf);
    if (!Arrays.equals(Base64.getDecoder().decode(text), pdf)) {
      throw new IllegalStateException("base64 text does not decode back to the file's bytes");
    }
    return text;
  }

  /** "scan.PDF" to "scan (reduced).pdf" (the word in the user's language). */
  static String reducedName(String fileName, String reducedWord) {
    return stem(fileName) + " (" + reducedWord + ").pdf";
  }

  /** "photo.jpeg" to "photo.pdf"; a name without an extension gets one. */
  static String pdfName(String fileName) {
    return stem(fileName) + ".pdf";
  }

  private static String stem(String fileName) {
    int dot = fileName.lastIndexOf('.');
    return dot > 0 ? fileName.substring(0, dot) : fileName;
  }

  private static BufferedImage readImage(byte[] data) throws IOException {
    BufferedImage image = ImageIO.read(new ByteArrayInputStream(data));
    if (image == null) {
      throw new IOException("no image reader for these bytes");
    }
    return image;
  }

  static byte[] save(PDDocument doc) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    doc.save(out);
    return out.toByteArray();
  }

  private static boolean startsWith(byte[] data, byte[] prefix) {
    if (data.length < prefix.length) {
      return false;
    }
    for (int i = 0; i < prefix.length; i++) {
      if (data[i] != prefix[i]) {
        return false;
      }
    }
    return true;
  }

  private static int indexOf(byte[] data, String ascii, int from, int to) {
    byte[] needle = ascii.getBytes(StandardCharsets.US_ASCII);
    outer:
    for (int i = from; i <= to - needle.length; i++) {
      for (int j = 0; j < needle.length; j++) {
        if (data[i + j] != needle[j]) {
          continue outer;
        }
      }
      return i;
    }
    return -1;
  }
}
