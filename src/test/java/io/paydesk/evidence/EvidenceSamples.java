package io.paydesk.evidence;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.Random;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.stream.MemoryCacheImageOutputStream;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSStream;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.encryption.AccessPermission;
import org.apache.pdfbox.pdmodel.encryption.StandardProtectionPolicy;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.apache.pdfbox.pdmodel.graphics.image.JPEGFactory;
import org.apache.pdfbox.pdmodel.graphics.image.PDImageXObject;

/** Evidence files generated for tests and benchmarks (PDFBox and ImageIO, no fixtures on disk). */
public final class EvidenceSamples {
  private EvidenceSamples() {}

  /** A text PDF of the given number of A4 pages. */
  public static byte[] pdf(int pages) {
    try (PDDocument doc = new PDDocument()) {
      addTextPages(doc, pages);
      return EvidenceFiles.save(doc);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * A valid one-page PDF of exactly the given size: padded with an uncompressed stream of random
   * bytes hung on the document catalog, so it still parses.
   */
  public static byte[] pdfOfSize(int bytes) {
    int filler = Math.max(0, bytes - 2000);
    for (int attempt = 0; attempt < 10; attempt++) {
      byte[] pdf = paddedPdf(filler);
      if (pdf.length == bytes) {
        return pdf;
      }
      filler += bytes - pdf.length;
      if (filler < 0) {
        throw new IllegalArgumentException("too small for a padded PDF: " + bytes);
      }
    }
    throw new IllegalStateException("could not hit " + bytes + " bytes");
  }

  private static byte[] paddedPdf(int filler) {
    try (PDDocument doc = new PDDocument()) {
      addTextPages(doc, 1);
      COSStream stream = doc.getDocument().createCOSStream();
      byte[] noise = new byte[filler];
      new Random(7).nextBytes(noise);
      try (OutputStream out = stream.createRawOutputStream()) {
        out.write(noise);
      }
      doc.getDocumentCatalog().getCOSObject().setItem(COSName.getPDFName("PaydeskFiller"), stream);
      return EvidenceFiles.save(doc);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A PDF whose catalog has an empty page tree. */
  public static byte[] pdfWithoutPages() {
    try (PDDocument doc = new PDDocument()) {
      return EvidenceFiles.save(doc);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A two-page PDF encrypted with an owner and a user password. */
  public static byte[] encryptedPdf(String userPassword) {
    try (PDDocument doc = new PDDocument()) {
      addTextPages(doc, 2);
      StandardProtectionPolicy policy =
          new StandardProtectionPolicy("owner-secret", userPassword, new AccessPermission());
      policy.setEncryptionKeyLength(128);
      doc.protect(policy);
      return EvidenceFiles.save(doc);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The first part of a valid five-page PDF, as a cut-off download leaves it. */
  public static byte[] truncatedPdf() {
    byte[] whole = pdf(5);
    return Arrays.copyOf(whole, whole.length * 6 / 10);
  }

  public static byte[] png(int width, int height) {
    return image(width, height, "png");
  }

  public static byte[] jpeg(int width, int height) {
    return image(width, height, "jpeg");
  }

  private static byte[] image(int width, int height, String format) {
    BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = image.createGraphics();
    g.setColor(Color.WHITE);
    g.fillRect(0, 0, width, height);
    g.setColor(new Color(30, 60, 120));
    g.fillRect(width / 10, height / 10, width / 2, height / 8);
    g.setColor(Color.BLACK);
    g.drawString("Delivery slip signed", width / 10, height / 2);
    g.dispose();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try {
      ImageIO.write(image, format, out);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toByteArray();
  }

  /** A JPEG with an EXIF orientation tag, as a phone writes a photo taken sideways. */
  public static byte[] jpegWithOrientation(int width, int height, int orientation) {
    byte[] jpeg = jpeg(width, height);
    int app0 = 4 + (((jpeg[4] & 0xff) << 8) | (jpeg[5] & 0xff));
    byte[] exif = {
      (byte) 0xff,
      (byte) 0xe1,
      0,
      34,
      'E',
      'x',
      'i',
      'f',
      0,
      0,
      'M',
      'M',
      0,
      42,
      0,
      0,
      0,
      8,
      0,
      1,
      0x01,
      0x12,
      0,
      3,
      0,
      0,
      0,
      1,
      0,
      (byte) orientation,
      0,
      0,
      0,
      0,
      0,
      0
    };
    byte[] out = new byte[jpeg.length + exif.length];
    System.arraycopy(jpeg, 0, out, 0, app0);
    System.arraycopy(exif, 0, out, app0, exif.length);
    System.arraycopy(jpeg, app0, out, app0 + exif.length, jpeg.length - app0);
    return out;
  }

  /**
   * A scan as a copier makes it: A4 pages, each one full-page JPEG of a grey page with dark text
   * bars and heavy random noise (noise compresses badly, as on a poor scan), about bytesPerPage
   * each.
   */
  public static byte[] noisyScan(int pages, int widthPx, int heightPx, float quality, long seed) {
    Random random = new Random(seed);
    try (PDDocument doc = new PDDocument()) {
      for (int p = 0; p < pages; p++) {
        BufferedImage image = new BufferedImage(widthPx, heightPx, BufferedImage.TYPE_INT_RGB);
        int[] row = new int[widthPx];
        for (int y = 0; y < heightPx; y++) {
          boolean textLine = (y / 12) % 3 == 1 && y > heightPx / 10 && y < heightPx * 9 / 10;
          for (int x = 0; x < widthPx; x++) {
            int base = textLine && (x / 7) % 5 != 0 && x > widthPx / 10 ? 60 : 225;
            int v = Math.max(0, Math.min(255, base + random.nextInt(81) - 40));
            row[x] = (v << 16) | (v << 8) | Math.max(0, v - random.nextInt(20));
          }
          image.setRGB(0, y, widthPx, 1, row, 0, widthPx);
        }
        PDImageXObject jpeg = JPEGFactory.createFromByteArray(doc, jpegBytes(image, quality));
        PDPage page = new PDPage(PDRectangle.A4);
        doc.addPage(page);
        try (PDPageContentStream content = new PDPageContentStream(doc, page)) {
          content.drawImage(jpeg, 0, 0, PDRectangle.A4.getWidth(), PDRectangle.A4.getHeight());
        }
      }
      return EvidenceFiles.save(doc);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A noisy scan of about 420 KB a page: 10 pages make about 4.2 MB. */
  public static byte[] noisyScan4Mb(int pages) {
    return noisyScan(pages, 1240, 1754, 0.4f, 42);
  }

  private static byte[] jpegBytes(BufferedImage image, float quality) throws IOException {
    ImageWriter writer = ImageIO.getImageWritersByFormatName("jpeg").next();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (MemoryCacheImageOutputStream stream = new MemoryCacheImageOutputStream(out)) {
      writer.setOutput(stream);
      ImageWriteParam param = writer.getDefaultWriteParam();
      param.setCompressionMode(ImageWriteParam.MODE_EXPLICIT);
      param.setCompressionQuality(quality);
      writer.write(null, new IIOImage(image, null, null), param);
    } finally {
      writer.dispose();
    }
    return out.toByteArray();
  }

  private static void addTextPages(PDDocument doc, int pages) throws IOException {
    PDType1Font font = new PDType1Font(Standard14Fonts.FontName.HELVETICA);
    for (int i = 1; i <= pages; i++) {
      PDPage page = new PDPage(PDRectangle.A4);
      doc.addPage(page);
      try (PDPageContentStream content = new PDPageContentStream(doc, page)) {
        content.beginText();
        content.setFont(font, 14);
        content.newLineAtOffset(72, 760);
        content.showText("Evidence page " + i + " of " + pages);
        content.endText();
      }
    }
  }
}
