package io.paydesk.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Random;
import org.junit.jupiter.api.Test;

class SandboxJsonTest {
  static final DateTimeFormatter ISO_MICROS =
      DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSSSSS'Z'").withZone(ZoneOffset.UTC);

  @Test
  void microsecond_timestamps_read_as_the_iso_pattern_writes_them() {
    Random r = new Random(7);
    for (int i = 0; i < 100_000; i++) {
      Instant t =
          Instant.ofEpochSecond(
              r.nextLong(-100_000_000_000L, 300_000_000_000L), r.nextInt(1_000_000_000));
      assertEquals(ISO_MICROS.format(t), SandboxJson.micros(t));
    }
    for (Instant t :
        new Instant[] {
          Instant.EPOCH,
          Instant.parse("1999-12-31T23:59:59.999999999Z"),
          Instant.parse("2024-02-29T00:00:00Z"),
          Instant.parse("9999-12-31T23:59:59.999999Z"),
          Instant.parse("+10000-01-01T00:00:00Z")
        }) {
      assertEquals(ISO_MICROS.format(t), SandboxJson.micros(t));
    }
  }
}
