package io.paydesk.inbox;

import java.nio.charset.StandardCharsets;
import java.security.InvalidKeyException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The service's HMAC: header {@code x-hmac-signature} = Base64(HMAC-SHA256(secret, raw body)). Any
 * of the accepted secrets (the current one and, while the merchant rotates it, the previous one)
 * passes; every comparison is constant-time and every secret is tried.
 */
final class Signatures {
  static final String HEADER = "x-hmac-signature";

  private final List<SecretKeySpec> keys = new ArrayList<>();

  /**
   * @param secrets the accepted secrets; nulls are left out
   */
  Signatures(String... secrets) {
    for (String s : secrets) {
      if (s != null && !s.isEmpty()) {
        keys.add(new SecretKeySpec(s.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
      }
    }
  }

  boolean any() {
    return !keys.isEmpty();
  }

  /** True when {@code header} is the signature of {@code body} under one of the secrets. */
  boolean valid(byte[] body, String header) {
    if (header == null) {
      return false;
    }
    byte[] given;
    try {
      given = Base64.getDecoder().decode(header.strip());
    } catch (IllegalArgumentException e) {
      return false;
    }
    boolean ok = false;
    for (SecretKeySpec key : keys) {
      ok |= MessageDigest.isEqual(sign(key, body), given);
    }
    return ok;
  }

  /** The header value for {@code body} under {@code secret} (what the service sends). */
  static String sign(String secret, byte[] body) {
    return Base64.getEncoder()
        .encodeToString(
            sign(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"), body));
  }

  private static byte[] sign(SecretKeySpec key, byte[] body) {
    try {
      Mac mac = Mac.getInstance("HmacSHA256");
      mac.init(key);
      return mac.doFinal(body);
    } catch (NoSuchAlgorithmException | InvalidKeyException e) {
      throw new IllegalStateException(e);
    }
  }

  /** A constant-time comparison of two header values (the static x-api-key / x-secret pair). */
  static boolean sameText(String expected, String given) {
    if (given == null) {
      return false;
    }
    return MessageDigest.isEqual(
        expected.getBytes(StandardCharsets.UTF_8), given.getBytes(StandardCharsets.UTF_8));
  }
}
