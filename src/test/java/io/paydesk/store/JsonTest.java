package io.paydesk.store;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class JsonTest {
  @Test
  void compressedJsonReadsBackAsTheSameTextAndIsSmaller() {
    StringBuilder b = new StringBuilder("{\"items\":[");
    for (int i = 0; i < 300; i++) {
      b.append(i == 0 ? "" : ",").append("{\"description\":\"Pagamento nº ").append(i);
      b.append(" — São Paulo\",\"amount\":").append(i * 1.25).append('}');
    }
    String json = b.append("]}").toString();
    byte[] bytes = json.getBytes(StandardCharsets.UTF_8);

    byte[] gz = JsonFields.gzip(bytes);

    assertEquals(json, JsonFields.gunzip(gz));
    assertTrue(gz.length * 4 < bytes.length, gz.length + " of " + bytes.length);
  }

  @Test
  void theReusedCompressorStartsCleanForEachText() {
    byte[] first = JsonFields.gzip("{\"a\":\"first text, longer than the second\"}".getBytes());
    byte[] second = JsonFields.gzip("{\"b\":2}".getBytes());
    assertEquals("{\"a\":\"first text, longer than the second\"}", JsonFields.gunzip(first));
    assertEquals("{\"b\":2}", JsonFields.gunzip(second));
  }

  @Test
  void emptyTextCompressesAndReadsBack() {
    assertEquals("", JsonFields.gunzip(JsonFields.gzip(new byte[0])));
  }

  @Test
  void aPaymentCompressedWithTheDictionaryReadsBackAndIsFarSmallerThanGzip() {
    String json = TestPayments.card().json();
    byte[] bytes = JsonFields.writeBytes(JsonFields.parse(json));

    byte[] packed = JsonFields.compressPayment(bytes);

    assertEquals(new String(bytes, StandardCharsets.UTF_8), JsonFields.gunzip(packed));
    assertTrue(
        packed.length * 2 < JsonFields.gzip(bytes).length,
        packed.length + " against gzip's " + JsonFields.gzip(bytes).length);
    // The same payment gives the same bytes (an unchanged payment is recognised by them).
    assertArrayEquals(packed, JsonFields.compressPayment(bytes));
    assertEquals("", JsonFields.gunzip(JsonFields.compressPayment(new byte[0])));
  }

  @Test
  void aDamagedDictionaryCompressedPaymentIsRefusedNotMisread() {
    byte[] packed =
        JsonFields.compressPayment("{\"id\":\"p-1\",\"status\":\"SUCCEEDED\"}".getBytes());
    byte[] flipped = packed.clone();
    flipped[3] ^= 0x10;
    byte[] cut = java.util.Arrays.copyOf(packed, packed.length - 3);

    assertThrows(StoreException.class, () -> JsonFields.gunzip(flipped));
    assertThrows(StoreException.class, () -> JsonFields.gunzip(cut));
  }
}
