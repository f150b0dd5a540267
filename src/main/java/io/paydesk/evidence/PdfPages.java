package io.paydesk.evidence;

import java.io.IOException;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;

/**
 * A small text layout on A4 pages in Helvetica: a title, then sections (a heading over a rule,
 * label / value rows as a two-column table, paragraphs), each line wrapped to its column and a new
 * page begun where the text reaches the bottom margin; last a footer and a header line on every
 * page. Text the font cannot draw is replaced ({@link #printable}).
 */
final class PdfPages {
  /** A table row: a label in bold in the left column, its value beside it. */
  record Row(String label, String value) {}

  private static final float MARGIN = 50f;
  private static final float LABEL_WIDTH = 150f;
  private static final float TEXT = 9.5f;
  private static final float HEADING = 11.5f;
  private static final float TITLE = 17f;
  private static final float FOOTER = 7.5f;
  private static final float LINE = TEXT * 1.4f;

  private final PDDocument doc;
  private final PDType1Font regular = new PDType1Font(Standard14Fonts.FontName.HELVETICA);
  private final PDType1Font bold = new PDType1Font(Standard14Fonts.FontName.HELVETICA_BOLD);
  private final Map<Integer, Boolean> encodable = new HashMap<>();
  private final float width = PDRectangle.A4.getWidth() - 2 * MARGIN;
  private PDPageContentStream content;
  private float y;

  PdfPages(PDDocument doc) {
    this.doc = doc;
  }

  /** The document's title, at the top of its first page. */
  void title(String title) throws IOException {
    newPage();
    text(bold, TITLE, MARGIN, y - TITLE, title);
    y -= TITLE * 1.6f;
  }

  /**
   * A section: its heading (on a new page when its first rows would not fit below it), its rows,
   * then its paragraph (null: none), whose lines break where the text does.
   */
  void section(String heading, List<Row> rows, String paragraph) throws IOException {
    float needed = HEADING * 2.2f + LINE * Math.min(2, Math.max(1, rows.size()));
    if (y - needed < MARGIN + 30) {
      newPage();
    }
    y -= HEADING * 0.6f;
    text(bold, HEADING, MARGIN, y - HEADING, heading);
    y -= HEADING * 1.3f;
    rule();
    y -= 4;
    for (Row row : rows) {
      row(row);
    }
    if (paragraph != null) {
      for (String para : paragraph.split("\\R")) {
        for (String line : wrap(regular, TEXT, para, width)) {
          lineSpace();
          text(regular, TEXT, MARGIN, y - TEXT, line);
          y -= LINE;
        }
      }
    }
    y -= HEADING * 0.4f;
  }

  /**
   * Ends the text and stamps every page: footer(page, pages) at the bottom left (pages counted from
   * 1), header at the top right ("" for none); each cut to one line.
   */
  void finish(BiFunction<Integer, Integer, String> footer, String header) throws IOException {
    content.close();
    int pages = doc.getNumberOfPages();
    for (int i = 0; i < pages; i++) {
      try (PDPageContentStream stamp =
          new PDPageContentStream(
              doc, doc.getPage(i), PDPageContentStream.AppendMode.APPEND, true, true)) {
        content = stamp;
        text(
            regular, FOOTER, MARGIN, MARGIN - 12, fit(regular, FOOTER, footer.apply(i + 1, pages)));
        if (!header.isEmpty()) {
          String top = fit(regular, FOOTER, header);
          float w = width(regular, FOOTER, top);
          text(regular, FOOTER, MARGIN + width - w, PDRectangle.A4.getHeight() - MARGIN + 12, top);
        }
      }
    }
  }

  private void row(Row row) throws IOException {
    List<String> labels = wrap(bold, TEXT, row.label(), LABEL_WIDTH - 10);
    List<String> values = wrap(regular, TEXT, row.value(), width - LABEL_WIDTH);
    int lines = Math.max(labels.size(), values.size());
    for (int i = 0; i < lines; i++) {
      lineSpace();
      if (i < labels.size()) {
        text(bold, TEXT, MARGIN, y - TEXT, labels.get(i));
      }
      if (i < values.size()) {
        text(regular, TEXT, MARGIN + LABEL_WIDTH, y - TEXT, values.get(i));
      }
      y -= LINE;
    }
  }

  /** A new page when the next line would reach the bottom margin. */
  private void lineSpace() throws IOException {
    if (y - LINE < MARGIN + 20) {
      newPage();
    }
  }

  private void newPage() throws IOException {
    if (content != null) {
      content.close();
    }
    PDPage page = new PDPage(PDRectangle.A4);
    doc.addPage(page);
    content = new PDPageContentStream(doc, page);
    y = PDRectangle.A4.getHeight() - MARGIN;
  }

  private void rule() throws IOException {
    content.setLineWidth(0.6f);
    content.setStrokingColor(0.6f, 0.6f, 0.6f);
    content.moveTo(MARGIN, y);
    content.lineTo(MARGIN + width, y);
    content.stroke();
  }

  private void text(PDType1Font font, float size, float x, float baseline, String s)
      throws IOException {
    content.beginText();
    content.setFont(font, size);
    content.setNonStrokingColor(0.1f, 0.1f, 0.1f);
    content.newLineAtOffset(x, baseline);
    content.showText(s);
    content.endText();
  }

  /** The first line of the text wrapped to max. */
  private String fit(PDType1Font font, float size, String s) throws IOException {
    List<String> lines = wrap(font, size, s, width);
    return lines.isEmpty() ? "" : lines.get(0);
  }

  /** Words on lines no wider than max; a word too long for a line is cut. */
  List<String> wrap(PDType1Font font, float size, String raw, float max) throws IOException {
    String s = printable(font, raw);
    List<String> lines = new ArrayList<>();
    StringBuilder line = new StringBuilder();
    for (String word : s.split(" +")) {
      if (word.isEmpty()) {
        continue;
      }
      String candidate = line.length() == 0 ? word : line + " " + word;
      if (width(font, size, candidate) <= max) {
        line.setLength(0);
        line.append(candidate);
        continue;
      }
      if (line.length() > 0) {
        lines.add(line.toString());
        line.setLength(0);
      }
      while (width(font, size, word) > max) {
        int cut = word.length() - 1;
        while (cut > 1 && width(font, size, word.substring(0, cut)) > max) {
          cut--;
        }
        lines.add(word.substring(0, cut));
        word = word.substring(cut);
      }
      line.append(word);
    }
    if (line.length() > 0) {
      lines.add(line.toString());
    }
    return lines;
  }

  static float width(PDType1Font font, float size, String s) throws IOException {
    return font.getStringWidth(s) / 1000 * size;
  }

  /**
   * The text with every character the font cannot draw replaced: accents it lacks are dropped ("ő"
   * to "o"), anything else becomes "?"; controls become spaces.
   */
  String printable(PDType1Font font, String s) {
    StringBuilder out = new StringBuilder(s.length());
    s.codePoints()
        .forEach(
            cp -> {
              if (Character.isISOControl(cp) || Character.isWhitespace(cp)) {
                out.append(' ');
              } else if (canDraw(font, cp)) {
                out.appendCodePoint(cp);
              } else {
                String base =
                    Normalizer.normalize(new String(Character.toChars(cp)), Normalizer.Form.NFD)
                        .replaceAll("\\p{M}+", "");
                boolean drawable =
                    !base.isEmpty() && base.codePoints().allMatch(c -> canDraw(font, c));
                out.append(drawable ? base : "?");
              }
            });
    return out.toString();
  }

  private boolean canDraw(PDType1Font font, int cp) {
    return encodable.computeIfAbsent(
        cp,
        c -> {
          try {
            font.encode(new String(Character.toChars(c)));
            return true;
          } catch (IOException | IllegalArgumentException e) {
            return false;
          }
        });
  }
}
