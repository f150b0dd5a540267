package io.paydesk.api;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.paydesk.api.model.ModelJson;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/** Masks secrets and card data in JSON text and free text before they are shown or logged. */
public final class Redactor {
  private static final Set<String> SECRET_FIELDS =
      Set.of(
          "security_code",
          "document_number",
          "cryptogram",
          "tax_id",
          "private_secret_key",
          "private-secret-key",
          "client_secret_key",
          "password",
          "payment_token");
  private static final Set<String> CARD_PARENTS = Set.of("card_data", "card");

  /** 12 to 19 digits, possibly grouped by spaces or dashes: a card number. */
  private static final Pattern CARD_LIKE = Pattern.compile("\\b(?:\\d[ -]?){11,18}\\d\\b");

  private Redactor() {}

  /**
   * The JSON with card numbers, security codes, document numbers, cryptograms and tax ids replaced
   * by "***" and evidence content by its length. Text that is not JSON is masked as free text.
   */
  public static String redactJson(String json) {
    if (json == null || json.isBlank()) {
      return json;
    }
    JsonNode root;
    try {
      root = ModelJson.mapper().readTree(json);
    } catch (Exception e) {
      return redactText(json);
    }
    if (root == null) {
      return json;
    }
    JsonNode copy = root.deepCopy();
    return mask(copy, null) ? copy.toString() : json;
  }

  /** Masks in place; true when anything was masked. */
  private static boolean mask(JsonNode node, String parentName) {
    boolean changed = false;
    if (node.isObject()) {
      ObjectNode obj = (ObjectNode) node;
      Iterator<Map.Entry<String, JsonNode>> it = obj.fields();
      while (it.hasNext()) {
        Map.Entry<String, JsonNode> e = it.next();
        String name = e.getKey();
        JsonNode value = e.getValue();
        if (value.isValueNode() && !value.isNull()) {
          if (SECRET_FIELDS.contains(name)
              || ("number".equals(name) && CARD_PARENTS.contains(parentName))) {
            e.setValue(obj.textNode("***"));
            changed = true;
          } else if ("content".equals(name) && value.isTextual()) {
            e.setValue(obj.textNode("<" + value.asText().length() + " characters>"));
            changed = true;
          } else if (value.isTextual() && CARD_LIKE.matcher(value.asText()).find()) {
            e.setValue(obj.textNode(redactText(value.asText())));
            changed = true;
          }
        } else {
          changed |= mask(value, name);
        }
      }
    } else if (node.isArray()) {
      for (JsonNode item : node) {
        changed |= mask(item, parentName);
      }
    }
    return changed;
  }

  /** Free text with anything that looks like a card number masked. */
  public static String redactText(String text) {
    if (text == null) {
      return null;
    }
    return CARD_LIKE.matcher(text).replaceAll("****");
  }

  /** A key shown by its first four and last four characters, or *** when short. */
  public static String maskKey(String key) {
    if (key == null) {
      return null;
    }
    if (key.length() < 16) {
      return "***";
    }
    return key.substring(0, 4) + "..." + key.substring(key.length() - 4);
  }
}
