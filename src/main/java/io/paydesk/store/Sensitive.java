package io.paydesk.store;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * What the store must never keep in clear: card numbers, security codes, secret keys and document
 * numbers. Document numbers are kept masked for display and as a keyed hash for exact matching.
 */
final class Sensitive {
  /** Keys removed wherever they appear. */
  private static final Set<String> REMOVED =
      Set.of(
          "security_code",
          "cvv",
          "cvc",
          "card_number",
          "pan",
          "cryptogram",
          "private_secret_key",
          "private-secret-key",
          "privatesecretkey",
          "password");

  /** Keys holding a document or tax number: kept masked. */
  private static final Set<String> MASKED =
      Set.of("document_number", "beneficiary_document", "tax_id", "document_id");

  /** "number" is a card number under these keys (a phone number elsewhere). */
  private static final Set<String> CARD_PARENTS = Set.of("card", "card_data", "credit_card");

  private final ThreadLocal<Mac> hmac;

  /** Hashes a normalized document in the database (a team store, which keeps the key), or null. */
  private final UnaryOperator<String> keptHasher;

  /**
   * For a store whose key people's logins cannot read: {@code hasher} answers the keyed hash of a
   * normalized document number (a team store's paydesk_document_hash).
   */
  /**
   * The team store's hashes already asked for, so a search that hashes inside its own read (holding
   * a pooled connection) rarely asks the database on a second one: {@link #warm} before the read.
   * In memory only, at most {@value #KEPT}.
   */
  private final java.util.Map<String, String> kept = new java.util.concurrent.ConcurrentHashMap<>();

  private static final int KEPT = 256;

  /** Hashes the document now, before a read that needs it begins (see {@link #kept}). */
  void warm(String number) {
    if (keptHasher != null && number != null) {
      documentHash(number);
    }
  }

  Sensitive(UnaryOperator<String> hasher) {
    this.hmac = null;
    this.keptHasher = hasher;
  }

  Sensitive(byte[] hashKey) {
    this.keptHasher = null;
    byte[] key = hashKey.clone();
    // Mac.getInstance looks the provider up each time: one Mac per thread, keyed once.
    this.hmac =
        ThreadLocal.withInitial(
            () -> {
              try {
                Mac mac = Mac.getInstance("HmacSHA256");
                mac.init(new SecretKeySpec(key, "HmacSHA256"));
                return mac;
              } catch (GeneralSecurityException e) {
                throw new IllegalStateException("HmacSHA256 is not available", e);
              }
            });
  }

  /** A copy of the tree with card data and secrets removed and document numbers masked. */
  static JsonNode redact(JsonNode node) {
    JsonNode copy = node.deepCopy();
    redactInPlace(copy, null, true);
    return copy;
  }

  /**
   * Removes card data and secrets and masks document numbers in the tree itself, for a tree no one
   * else holds (saves the copy).
   */
  static void redactOwned(JsonNode node) {
    redactInPlace(node, null, true);
  }

  /** A copy with card data and secrets removed; document numbers left as typed. */
  static JsonNode removeCardData(JsonNode node) {
    JsonNode copy = node.deepCopy();
    redactInPlace(copy, null, false);
    return copy;
  }

  private static void redactInPlace(JsonNode node, String parentKey, boolean maskDocuments) {
    if (node instanceof ObjectNode obj) {
      List<String> remove = new ArrayList<>();
      List<Map.Entry<String, JsonNode>> entries = new ArrayList<>();
      obj.fields().forEachRemaining(entries::add);
      for (Map.Entry<String, JsonNode> e : entries) {
        String key = e.getKey().toLowerCase(Locale.ROOT);
        JsonNode value = e.getValue();
        if (REMOVED.contains(key)
            || (key.equals("number") && parentKey != null && CARD_PARENTS.contains(parentKey))) {
          remove.add(e.getKey());
        } else if (maskDocuments
            && MASKED.contains(key)
            && value.isValueNode()
            && !value.isNull()) {
          obj.put(e.getKey(), mask(value.asText()));
        } else {
          redactInPlace(value, key, maskDocuments);
        }
      }
      remove.forEach(obj::remove);
    } else if (node instanceof ArrayNode arr) {
      for (JsonNode item : arr) {
        redactInPlace(item, parentKey, maskDocuments);
      }
    }
  }

  /** Letters and digits only, upper case: "123-45.678 9" and "123456789" match. */
  static String normalizeDocument(String number) {
    if (number == null) {
      return "";
    }
    StringBuilder b = new StringBuilder(number.length());
    number.codePoints().filter(Character::isLetterOrDigit).forEach(b::appendCodePoint);
    return b.toString().toUpperCase(Locale.ROOT);
  }

  /**
   * "****6789": the last four characters at most, never the length. A whole number of four or less
   * shows none (they would be all of it); one the service already masked ("******6789") keeps the
   * four it shows.
   */
  static String mask(String number) {
    String n = normalizeDocument(number);
    if (n.isEmpty()) {
      return "";
    }
    boolean maskedAlready = number.indexOf('*') >= 0;
    if (n.length() < 4 || (n.length() == 4 && !maskedAlready)) {
      return "****";
    }
    return "****" + n.substring(n.length() - 4);
  }

  /** A keyed hash (HMAC-SHA256) of the normalized document, for exact matching. */
  String documentHash(String number) {
    String n = normalizeDocument(number);
    if (n.isEmpty()) {
      return null;
    }
    if (keptHasher != null) {
      String known = kept.get(n);
      if (known != null) {
        return known;
      }
      String hash = keptHasher.apply(n);
      if (kept.size() >= KEPT) {
        kept.clear();
      }
      kept.put(n, hash);
      return hash;
    }
    return HexFormat.of().formatHex(hmac.get().doFinal(n.getBytes(StandardCharsets.UTF_8)));
  }
}
