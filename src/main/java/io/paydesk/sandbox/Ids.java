package io.paydesk.sandbox;

import java.util.Random;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;

/** Identifier helpers: random version-4 UUIDs, seeded ones for demo data, provider references. */
final class Ids {
  private Ids() {}

  static UUID random() {
    ThreadLocalRandom r = ThreadLocalRandom.current();
    return v4(r.nextLong(), r.nextLong());
  }

  static UUID seeded(Random r) {
    return v4(r.nextLong(), r.nextLong());
  }

  static UUID v4(long msb, long lsb) {
    msb = (msb & ~0xF000L) | 0x4000L;
    lsb = (lsb & 0x3FFFFFFFFFFFFFFFL) | 0x8000000000000000L;
    return new UUID(msb, lsb);
  }

  /** A stable provider-side reference derived from a transaction id. */
  static String providerRef(UUID id) {
    return new UUID(
            Long.rotateLeft(id.getMostSignificantBits(), 17) ^ 0x5DEECE66DL,
            Long.rotateLeft(id.getLeastSignificantBits(), 29) ^ 0xBL)
        .toString();
  }

  static UUID parse(String s) {
    if (!Check.isUuid(s)) {
      return null;
    }
    return UUID.fromString(s);
  }
}
