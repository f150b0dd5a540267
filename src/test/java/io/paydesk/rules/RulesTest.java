package io.paydesk.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class RulesTest {
  private static final Pattern UUID =
      Pattern.compile(
          "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$");

  @Test
  void isUuid_agrees_with_the_8_4_4_4_12_hex_pattern() {
    String[] samples = {
      "bc0489ba-80bf-4bb9-98c5-ff8dfbceebf9",
      "BC0489BA-80BF-4BB9-98C5-FF8DFBCEEBF9",
      "bc0489ba-80bf-4bb9-98c5-ff8dfbceebfg",
      "bc0489ba080bf-4bb9-98c5-ff8dfbceebf9",
      "bc0489ba-80bf-4bb9-98c5-ff8dfbceebf",
      "bc0489ba-80bf-4bb9-98c5-ff8dfbceebf90",
      "bc0489ba-80bf-4bb9-98c5-ff8dfbceeb-9",
      " c0489ba-80bf-4bb9-98c5-ff8dfbceebf9",
      "",
      "------------------------------------"
    };
    for (String s : samples) {
      assertEquals(UUID.matcher(s).matches(), Rules.isUuid(s), s);
    }
    assertEquals(false, Rules.isUuid(null));
    // Random 36-character strings over hex digits, dashes and a few others.
    String alphabet = "0123456789abcdefABCDEF-gG:/ ";
    Random random = new Random(7);
    for (int n = 0; n < 20_000; n++) {
      char[] c = java.util.UUID.randomUUID().toString().toCharArray();
      for (int k = random.nextInt(3); k > 0; k--) {
        c[random.nextInt(36)] = alphabet.charAt(random.nextInt(alphabet.length()));
      }
      String s = new String(c);
      assertEquals(UUID.matcher(s).matches(), Rules.isUuid(s), s);
    }
  }
}
