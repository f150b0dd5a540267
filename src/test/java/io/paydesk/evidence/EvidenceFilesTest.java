package io.paydesk.evidence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import javax.imageio.ImageIO;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.junit.jupiter.api.Test;

class EvidenceFilesTest {

  @Test
  void pdfsOfSeveralSizesAreAcceptedWithTheirPagesSizeAndBase64Size() {
    for (byte[] pdf :
        List.of(
            EvidenceSamples.pdf(1),
            EvidenceSamples.pdf(3),
            EvidenceSamples.pdfOfSize(200_000),
            EvidenceSamples.pdfOfSize(700_000))) {
      EvidenceFile file = EvidenceFiles.check("evidence.pdf", pdf);
      assertThat(file.verdict().ok()).isTrue();
      assertThat(file.verdict().sizeBytes()).isEqualTo(pdf.length);
      assertThat(file.verdict().base64Bytes())
          .isEqualTo(Base64.getEncoder().encodeToString(pdf).length());
    }
    assertThat(EvidenceFiles.check("three.pdf", EvidenceSamples.pdf(3)).verdict().pages())
        .isEqualTo(3);
  }

  @Test
  void aPdfOfExactlyOneMegabyteIsAcceptedAndOneByteMoreIsTooLarge() {
    byte[] exact = EvidenceSamples.pdfOfSize(1_048_576);
    byte[] over = EvidenceSamples.pdfOfSize(1_048_577);

    EvidenceVerdict atLimit = EvidenceFiles.check("limit.pdf", exact).verdict();
    EvidenceVerdict overLimit = EvidenceFiles.check("over.pdf", over).verdict();

    assertThat(exact).hasSize(1_048_576);
    assertThat(atLimit.ok()).isTrue();
    assertThat(atLimit.pages()).isEqualTo(1);
    assertThat(overLimit.problem()).isEqualTo(EvidenceProblem.TOO_LARGE);
    assertThat(overLimit.pages()).isEqualTo(1);
    assertThat(overLimit.sizeBytes()).isEqualTo(1_048_577);
  }

  @Test
  void anEmptyFileIsRefusedAsEmpty() {
    assertThat(EvidenceFiles.check("empty.pdf", new byte[0]).verdict().problem())
        .isEqualTo(EvidenceProblem.EMPTY);
    assertThat(EvidenceFiles.check("null.pdf", null).verdict().problem())
        .isEqualTo(EvidenceProblem.EMPTY);
    assertThat(EvidenceFiles.importFile("empty.png", new byte[0]).verdict().problem())
        .isEqualTo(EvidenceProblem.EMPTY);
  }

  @Test
  void aPngNamedPdfIsRefusedByTheCheckButConvertedOnImport() throws IOException {
    byte[] png = EvidenceSamples.png(800, 600);

    EvidenceFile checked = EvidenceFiles.check("receipt.pdf", png);
    EvidenceFile imported = EvidenceFiles.importFile("receipt.pdf", png);

    assertThat(checked.verdict().problem()).isEqualTo(EvidenceProblem.NOT_A_PDF);
    assertThat(imported.verdict().ok()).isTrue();
    assertThat(imported.verdict().pages()).isEqualTo(1);
    assertThat(imported.fileName()).isEqualTo("receipt.pdf");
    assertThat(new String(imported.bytes(), 0, 5, StandardCharsets.US_ASCII)).isEqualTo("%PDF-");
  }

  @Test
  void aTruncatedPdfIsUnreadable() {
    assertThat(EvidenceFiles.check("cut.pdf", EvidenceSamples.truncatedPdf()).verdict().problem())
        .isEqualTo(EvidenceProblem.UNREADABLE_PDF);
  }

  @Test
  void aPdfWithGarbageAfterItsHeaderIsUnreadable() {
    byte[] junk = "%PDF-1.7\nthis is not a body\n%%EOF\n".getBytes(StandardCharsets.US_ASCII);
    assertThat(EvidenceFiles.check("junk.pdf", junk).verdict().problem())
        .isEqualTo(EvidenceProblem.UNREADABLE_PDF);
  }

  @Test
  void anEncryptedPdfIsRefusedWithOrWithoutAUserPassword() {
    assertThat(
            EvidenceFiles.check("locked.pdf", EvidenceSamples.encryptedPdf("user-pw"))
                .verdict()
                .problem())
        .isEqualTo(EvidenceProblem.ENCRYPTED);
    assertThat(
            EvidenceFiles.check("owner-only.pdf", EvidenceSamples.encryptedPdf(""))
                .verdict()
                .problem())
        .isEqualTo(EvidenceProblem.ENCRYPTED);
  }

  @Test
  void aPdfWithNoPagesIsRefused() {
    assertThat(
            EvidenceFiles.check("blank.pdf", EvidenceSamples.pdfWithoutPages()).verdict().problem())
        .isEqualTo(EvidenceProblem.NO_PAGES);
  }

  @Test
  void aPdfWithManyPagesIsAcceptedWithItsPageCount() {
    EvidenceVerdict verdict = EvidenceFiles.check("many.pdf", EvidenceSamples.pdf(240)).verdict();
    assertThat(verdict.ok()).isTrue();
    assertThat(verdict.pages()).isEqualTo(240);
  }

  @Test
  void aNameWithAccentsAndSpacesIsKeptAndAnImageGetsItAsPdf() {
    String name = "Recibo de envío – João Ñandú.pdf";
    assertThat(EvidenceFiles.check(name, EvidenceSamples.pdf(1)).fileName()).isEqualTo(name);
    assertThat(
            EvidenceFiles.importFile("Foto recepción 2.jpeg", EvidenceSamples.jpeg(300, 400))
                .fileName())
        .isEqualTo("Foto recepción 2.pdf");
  }

  @Test
  void imagesBecomeOnePagePdfsSizedToTheImageAndFittedToA4() throws IOException {
    EvidenceFile small = EvidenceFiles.importFile("slip.jpg", EvidenceSamples.jpeg(600, 800));
    EvidenceFile wide = EvidenceFiles.importFile("chat.png", EvidenceSamples.png(3000, 2000));

    assertThat(small.verdict().ok()).isTrue();
    assertThat(wide.verdict().ok()).isTrue();
    PDRectangle smallBox = mediaBox(small.bytes());
    assertThat(smallBox.getWidth()).isCloseTo(288f, org.assertj.core.data.Offset.offset(0.5f));
    assertThat(smallBox.getHeight()).isCloseTo(384f, org.assertj.core.data.Offset.offset(0.5f));
    PDRectangle wideBox = mediaBox(wide.bytes());
    assertThat(wideBox.getWidth()).isLessThanOrEqualTo(PDRectangle.A4.getHeight() + 0.5f);
    assertThat(wideBox.getHeight()).isLessThanOrEqualTo(PDRectangle.A4.getWidth() + 0.5f);
    assertThat(wideBox.getWidth() / wideBox.getHeight())
        .isCloseTo(1.5f, org.assertj.core.data.Offset.offset(0.01f));
  }

  @Test
  void aPhotoTakenSidewaysIsShownUprightAsItsExifOrientationSays() throws IOException {
    byte[] sideways = EvidenceSamples.jpegWithOrientation(800, 600, 6);

    EvidenceFile imported = EvidenceFiles.importFile("slip.jpg", sideways);

    assertThat(EvidenceFiles.exifOrientation(sideways)).isEqualTo(6);
    assertThat(EvidenceFiles.exifOrientation(EvidenceSamples.jpeg(80, 60))).isEqualTo(1);
    assertThat(imported.verdict().ok()).isTrue();
    try (PDDocument doc = Loader.loadPDF(imported.bytes())) {
      assertThat(doc.getPage(0).getRotation()).isEqualTo(90);
    }
    BufferedImage shown =
        ImageIO.read(new ByteArrayInputStream(EvidenceFiles.firstPagePng(imported.bytes(), 300)));
    assertThat(shown.getHeight()).isGreaterThan(shown.getWidth());
  }

  @Test
  void anythingButPdfPngAndJpegIsAnUnsupportedType() {
    byte[] text = "order 123 delivered".getBytes(StandardCharsets.UTF_8);
    byte[] brokenPng = EvidenceSamples.png(50, 50);
    brokenPng = java.util.Arrays.copyOf(brokenPng, 20);

    assertThat(EvidenceFiles.importFile("note.txt", text).verdict().problem())
        .isEqualTo(EvidenceProblem.UNSUPPORTED_TYPE);
    // Named .pdf: the words say it is not a PDF inside, not which types may be added.
    EvidenceVerdict renamed = EvidenceFiles.importFile("note.pdf", text).verdict();
    assertThat(renamed.problem()).isEqualTo(EvidenceProblem.PDF_IN_NAME_ONLY);
    assertThat(renamed.describe(java.util.Locale.ENGLISH))
        .contains("not a PDF inside")
        .doesNotContain("PNG");
    assertThat(EvidenceFiles.importFile("broken.png", brokenPng).verdict().problem())
        .isEqualTo(EvidenceProblem.UNSUPPORTED_TYPE);
    assertThat(EvidenceFiles.check("note.txt", text).verdict().problem())
        .isEqualTo(EvidenceProblem.NOT_A_PDF);
  }

  @Test
  void aFourMegabyteNoisyScanIsShrunkUnderOneMegabyteIntoANewFile() {
    byte[] scan = EvidenceSamples.noisyScan(5, 1240, 1754, 0.85f, 3);
    byte[] before = scan.clone();
    EvidenceFile original = EvidenceFiles.check("contract scan.pdf", scan);

    EvidenceFile reduced = EvidenceFiles.shrink(original);

    assertThat(scan.length).isGreaterThan(3_500_000);
    assertThat(original.verdict().problem()).isEqualTo(EvidenceProblem.TOO_LARGE);
    assertThat(reduced.verdict().ok()).isTrue();
    assertThat(reduced.size()).isLessThanOrEqualTo(EvidenceFiles.MAX_BYTES);
    assertThat(reduced.verdict().pages()).isEqualTo(5);
    assertThat(reduced.fileName()).isEqualTo("contract scan (reduced).pdf");
    assertThat(original.bytes()).isEqualTo(before);
  }

  @Test
  void shrinkingRendersTheScannedPagesAndKeepsTextPagesAsTheyAre() throws IOException {
    EvidenceFile mixed =
        EvidenceFiles.merge(
            "mixed.pdf",
            List.of(
                EvidenceFiles.check("letter.pdf", EvidenceSamples.pdf(2)),
                EvidenceFiles.check(
                    "scan.pdf", EvidenceSamples.noisyScan(3, 1240, 1754, 0.9f, 11))));

    EvidenceFile reduced = EvidenceFiles.shrink(mixed);

    assertThat(mixed.verdict().problem()).isEqualTo(EvidenceProblem.TOO_LARGE);
    assertThat(reduced.verdict().ok()).isTrue();
    assertThat(reduced.verdict().pages()).isEqualTo(5);
    try (PDDocument doc = Loader.loadPDF(reduced.bytes())) {
      String text = new org.apache.pdfbox.text.PDFTextStripper().getText(doc);
      assertThat(text).contains("Evidence page 1 of 2", "Evidence page 2 of 2");
    }
  }

  @Test
  void anInterruptStopsShrinkingWithACancellation() {
    EvidenceFile big =
        EvidenceFiles.check("big.pdf", EvidenceSamples.noisyScan(2, 1240, 1754, 0.95f, 9));
    assertThat(big.verdict().problem()).isEqualTo(EvidenceProblem.TOO_LARGE);

    Thread.currentThread().interrupt();
    try {
      assertThatThrownBy(() -> EvidenceFiles.shrink(big))
          .isInstanceOf(java.util.concurrent.CancellationException.class);
    } finally {
      Thread.interrupted();
    }
  }

  @Test
  void shrinkingAFileThatIsNotTooLargeReturnsItAsItIs() {
    EvidenceFile ok = EvidenceFiles.check("ok.pdf", EvidenceSamples.pdf(2));
    EvidenceFile empty = EvidenceFiles.check("empty.pdf", new byte[0]);
    assertThat(EvidenceFiles.shrink(ok)).isSameAs(ok);
    assertThat(EvidenceFiles.shrink(empty)).isSameAs(empty);
  }

  @Test
  void base64IsStandardWithoutLineBreaksAndAsLongAsTheVerdictSays() {
    byte[] pdf = EvidenceSamples.pdfOfSize(100_001);
    String text = EvidenceFiles.base64(pdf);
    assertThat(text).doesNotContain("\n", "\r").doesNotContain("-", "_");
    assertThat(Base64.getDecoder().decode(text)).isEqualTo(pdf);
    assertThat((long) text.length())
        .isEqualTo(EvidenceFiles.check("x.pdf", pdf).verdict().base64Bytes());
  }

  @Test
  void pagesRenderAsPngImagesOfTheAskedWidth() throws IOException {
    byte[] pdf = EvidenceSamples.pdf(3);

    BufferedImage thumb =
        ImageIO.read(new ByteArrayInputStream(EvidenceFiles.firstPagePng(pdf, 160)));
    BufferedImage large =
        ImageIO.read(new ByteArrayInputStream(EvidenceFiles.pagePng(pdf, 2, 900)));

    assertThat(thumb.getWidth()).isBetween(159, 160);
    assertThat(large.getWidth()).isBetween(899, 900);
    assertThat(large.getHeight()).isGreaterThan(large.getWidth());
    assertThatThrownBy(() -> EvidenceFiles.pagePng(pdf, 3, 100))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> EvidenceFiles.firstPagePng(new byte[] {1, 2}, 100))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void filesAndImagesMergeIntoOnePdfInOrder() {
    EvidenceFile merged =
        EvidenceFiles.merge(
            "all.pdf",
            List.of(
                EvidenceFiles.check("a.pdf", EvidenceSamples.pdf(2)),
                new EvidenceFile(
                    "b.png",
                    EvidenceSamples.png(400, 300),
                    EvidenceFiles.check("b.png", new byte[0]).verdict())));
    assertThat(merged.verdict().ok()).isTrue();
    assertThat(merged.verdict().pages()).isEqualTo(3);
  }

  @Test
  void anEvidenceFileKeepsItsOwnCopyOfTheBytes() {
    byte[] pdf = EvidenceSamples.pdf(1);
    EvidenceFile file = EvidenceFiles.check("a.pdf", pdf);
    pdf[0] = 'X';
    file.bytes()[1] = 'X';
    assertThat(file.bytes()).startsWith('%', 'P', 'D', 'F');
  }

  @Test
  void theVerdictReadsTheSameWordsInEachLanguage() {
    EvidenceVerdict ok = EvidenceFiles.check("a.pdf", EvidenceSamples.pdf(2)).verdict();
    EvidenceVerdict empty = EvidenceFiles.check("e.pdf", new byte[0]).verdict();

    assertThat(ok.describe(Locale.ENGLISH)).startsWith("OK: 2 pages");
    assertThat(ok.describe(Locale.ENGLISH)).contains("as base64");
    assertThat(ok.describe(Locale.forLanguageTag("es"))).contains("2 páginas", "base64");
    assertThat(ok.describe(Locale.forLanguageTag("pt-BR"))).contains("2 páginas", "em base64");
    assertThat(empty.describe(Locale.ENGLISH)).isEqualTo("Refused: the file is empty.");
    assertThat(empty.describe(Locale.forLanguageTag("es"))).contains("vacío");
    assertThat(empty.messageKey()).isEqualTo("evidence.problem.EMPTY");
  }

  private static PDRectangle mediaBox(byte[] pdf) throws IOException {
    try (PDDocument doc = Loader.loadPDF(pdf)) {
      return doc.getPage(0).getMediaBox();
    }
  }
}
