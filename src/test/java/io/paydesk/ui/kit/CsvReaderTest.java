package io.paydesk.ui.kit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class CsvReaderTest {

  @Test
  void quotedSeparatorsQuotesAndLineBreaksStayInTheirCell() {
    CsvReader.Table t =
        CsvReader.parse("id,note\r\nA-1,\"one, two\"\r\nA-2,\"say \"\"hi\"\"\nthere\"\r\n");

    assertThat(t.header()).containsExactly("id", "note");
    assertThat(t.rows())
        .containsExactly(List.of("A-1", "one, two"), List.of("A-2", "say \"hi\"\nthere"));
  }

  @Test
  void semicolonFilesAndAByteOrderMarkAreRead() {
    CsvReader.Table t = CsvReader.parse("\uFEFFpayment_id;amount\nx-1;1,50\n\n  x-2 ;2,00\n");

    assertThat(t.header()).containsExactly("payment_id", "amount");
    assertThat(t.column(0)).containsExactly("x-1", "x-2");
  }

  @Test
  void anEmptyFileHasNoHeader() {
    assertThat(CsvReader.parse("").header()).isEmpty();
  }
}
