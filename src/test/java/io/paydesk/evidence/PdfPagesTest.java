package io.paydesk.evidence;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.evidence.PdfPages.Row;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;

/** The PDF layout on its own: wrapping, replaced characters, page breaks, footers. */
class PdfPagesTest {
  private static final PDType1Font HELVETICA = new PDType1Font(Standard14Fonts.FontName.HELVETICA);

  @Test
  void linesWrapAtWordsAndAWordTooLongIsCut() throws IOException {
    try (PDDocument doc = new PDDocument()) {
      PdfPages pages = new PdfPages(doc);
      List<String> lines = pages.wrap(HELVETICA, 10, "one two three four " + "x".repeat(60), 60);
      assertThat(lines).hasSizeGreaterThan(3);
      assertThat(lines.get(0)).isEqualTo("one two");
      for (String line : lines) {
        assertThat(PdfPages.width(HELVETICA, 10, line)).isLessThanOrEqualTo(60);
      }
      assertThat(lines.get(1)).isEqualTo("three four");
      assertThat(String.join("", lines.subList(2, lines.size()))).isEqualTo("x".repeat(60));
    }
  }

  @Test
  void charactersTheFontLacksAreReplacedAndControlsBecomeSpaces() throws IOException {
    try (PDDocument doc = new PDDocument()) {
      PdfPages pages = new PdfPages(doc);
      assertThat(pages.printable(HELVETICA, "Ma\u0151 S\u00e3o\t\u4e2d"))
          .isEqualTo("Mao S\u00e3o ?");
    }
  }

  @Test
  void longSectionsBreakOntoPagesEachWithItsFooterAndHeader() throws IOException {
    byte[] pdf;
    try (PDDocument doc = new PDDocument()) {
      PdfPages pages = new PdfPages(doc);
      pages.title("A title");
      List<Row> rows = new ArrayList<>();
      for (int i = 1; i <= 120; i++) {
        rows.add(new Row("Label " + i, "Value " + i));
      }
      pages.section("Rows", rows, "A closing paragraph.\nOn two lines.");
      pages.finish((page, of) -> "Page " + page + " of " + of, "ORDER-1");
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      doc.save(out);
      pdf = out.toByteArray();
    }
    try (PDDocument doc = Loader.loadPDF(pdf)) {
      int n = doc.getNumberOfPages();
      assertThat(n).isGreaterThan(1);
      String all = new PDFTextStripper().getText(doc);
      assertThat(all).contains("A title", "Label 1 Value 1", "Label 120 Value 120");
      assertThat(all).contains("A closing paragraph.", "On two lines.");
      for (int p = 1; p <= n; p++) {
        PDFTextStripper one = new PDFTextStripper();
        one.setStartPage(p);
        one.setEndPage(p);
        assertThat(one.getText(doc)).contains("Page " + p + " of " + n, "ORDER-1");
      }
    }
  }
}
