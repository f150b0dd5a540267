package io.paydesk;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.evidence.EvidenceFiles;
import io.paydesk.evidence.EvidenceSamples;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EvidenceCommandTest {
  @TempDir Path dir;
  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();
  private Locale before;

  @BeforeEach
  void english() {
    before = Locale.getDefault();
    Locale.setDefault(Locale.ENGLISH);
  }

  @AfterEach
  void restore() {
    Locale.setDefault(before);
  }

  private int run(String... args) {
    return Main.commandLine()
        .setOut(new PrintWriter(out))
        .setErr(new PrintWriter(err))
        .execute(args);
  }

  private String file(String name, byte[] bytes) throws IOException {
    Path path = dir.resolve(name);
    Files.write(path, bytes);
    return path.toString();
  }

  @Test
  void checkPrintsOkWithPagesSizeAndBase64SizeAndExitsZeroWhenAllAreAcceptable()
      throws IOException {
    byte[] pdf = EvidenceSamples.pdf(3);
    String a = file("contrato firmado.pdf", pdf);
    String b = file("slip.jpg", EvidenceSamples.jpeg(400, 300));

    int code = run("evidence", "check", a, b);

    assertThat(code).isZero();
    String[] lines = out.toString().split("\\R");
    assertThat(lines).hasSize(2);
    assertThat(lines[0])
        .isEqualTo(
            a
                + ": OK: 3 pages, "
                + String.format(Locale.ENGLISH, "%,d", pdf.length)
                + " bytes, "
                + String.format(Locale.ENGLISH, "%,d", (pdf.length + 2) / 3 * 4)
                + " bytes as base64");
    assertThat(lines[1]).startsWith(b + ": OK: 1 page,");
  }

  @Test
  void checkGivesTheReasonForEachRefusedFileAndExitsOne() throws IOException {
    String good = file("good.pdf", EvidenceSamples.pdf(1));
    String empty = file("empty.pdf", new byte[0]);
    String locked = file("locked.pdf", EvidenceSamples.encryptedPdf("pw"));
    String big = file("big.pdf", EvidenceSamples.pdfOfSize(1_048_577));
    String text = file("notes.txt", "hello".getBytes());

    int code = run("evidence", "check", good, empty, locked, big, text);

    assertThat(code).isEqualTo(1);
    assertThat(out.toString())
        .contains(good + ": OK: 1 page")
        .contains(empty + ": Refused: the file is empty.")
        .contains(locked + ": Refused: the PDF is encrypted")
        .contains(big + ": Too large: 1,048,577 bytes, the limit is 1,048,576 bytes")
        .contains(text + ": Refused: only PDF, PNG and JPEG files can be added.");
  }

  @Test
  void checkWithoutFilesOrWithAMissingFileIsAUsageError() throws IOException {
    assertThat(run("evidence", "check")).isEqualTo(2);
    String good = file("good.pdf", EvidenceSamples.pdf(1));
    String missing = dir.resolve("missing.pdf").toString();

    int code = run("evidence", "check", good, missing);

    assertThat(code).isEqualTo(2);
    assertThat(err.toString()).contains(missing + ": cannot read the file: no such file");
    assertThat(out.toString()).contains(good + ": OK");
  }

  @Test
  void packMergesImagesAndPdfsAndShrinksAScanIntoOneAcceptablePdf() throws IOException {
    String scan = file("scan.pdf", EvidenceSamples.noisyScan(3, 1240, 1754, 0.9f, 5));
    String photo = file("photo.png", EvidenceSamples.png(900, 1200));
    String letter = file("letter.pdf", EvidenceSamples.pdf(2));
    Path result = dir.resolve("evidence.pdf");

    int code = run("evidence", "pack", result.toString(), scan, photo, letter);

    assertThat(code).isZero();
    assertThat(out.toString()).startsWith("Written " + result + ": OK: 6 pages");
    byte[] written = Files.readAllBytes(result);
    assertThat(written.length).isLessThanOrEqualTo(1_048_576);
    assertThat(EvidenceFiles.check("evidence.pdf", written).verdict().pages()).isEqualTo(6);
  }

  @Test
  void packSaysWhichInputCannotBeUsedAndWritesNothing() throws IOException {
    String good = file("good.pdf", EvidenceSamples.pdf(1));
    String cut = file("cut.pdf", EvidenceSamples.truncatedPdf());
    Path result = dir.resolve("out.pdf");

    int code = run("evidence", "pack", result.toString(), good, cut);

    assertThat(code).isEqualTo(1);
    assertThat(err.toString()).contains(cut + " cannot be packed: Refused: the PDF is truncated");
    assertThat(result).doesNotExist();
    assertThat(run("evidence", "pack", result.toString())).isEqualTo(2);
  }
}
