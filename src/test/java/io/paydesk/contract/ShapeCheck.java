package io.paydesk.contract;

import com.fasterxml.jackson.databind.JsonNode;
import io.paydesk.api.model.ModelJson;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Compares a response as the sandbox sent it with the same response as the client read it (written
 * back with the client's own serializer): every value the sandbox sent must survive the client's
 * reading. Answers the JSON paths that were lost or changed.
 */
final class ShapeCheck {
  private ShapeCheck() {}

  /** Paths present (non-null, non-empty) in raw but missing or different in the client's view. */
  static List<String> lost(String rawJson, Object readByClient, Set<String> ignored) {
    JsonNode raw = ModelJson.tree(rawJson);
    JsonNode seen = ModelJson.tree(ModelJson.write(readByClient));
    List<String> out = new ArrayList<>();
    walk("", raw, seen, ignored, out);
    return out;
  }

  /** Paths present in expected but missing or different in actual (both JSON text). */
  static List<String> lostJson(String expected, String actual, Set<String> ignored) {
    List<String> out = new ArrayList<>();
    walk("", ModelJson.tree(expected), ModelJson.tree(actual), ignored, out);
    return out;
  }

  private static boolean absent(JsonNode n) {
    return n == null || n.isNull() || n.isMissingNode() || (n.isTextual() && n.asText().isEmpty());
  }

  private static void walk(
      String path, JsonNode raw, JsonNode seen, Set<String> ignored, List<String> out) {
    if (ignored.contains(path.replaceAll("\\[\\d+\\]", "[]"))) {
      return;
    }
    if (absent(raw)) {
      return;
    }
    if (absent(seen)) {
      out.add(path + " (not read)");
      return;
    }
    if (raw.isObject()) {
      if (seen.isArray() && seen.size() == 1) {
        // a single object read into a list (transactions in create answers)
        walk(path, raw, seen.get(0), ignored, out);
        return;
      }
      if (!seen.isObject()) {
        out.add(path + " (object read as " + seen.getNodeType() + ")");
        return;
      }
      for (Iterator<Map.Entry<String, JsonNode>> it = raw.fields(); it.hasNext(); ) {
        Map.Entry<String, JsonNode> e = it.next();
        walk(
            path.isEmpty() ? e.getKey() : path + "." + e.getKey(),
            e.getValue(),
            seen.get(e.getKey()),
            ignored,
            out);
      }
    } else if (raw.isArray()) {
      if (!seen.isArray()) {
        if (raw.size() == 1) {
          walk(path + "[0]", raw.get(0), seen, ignored, out);
        } else {
          out.add(path + " (array read as " + seen.getNodeType() + ")");
        }
        return;
      }
      for (int i = 0; i < raw.size(); i++) {
        walk(path + "[" + i + "]", raw.get(i), seen.get(i), ignored, out);
      }
    } else if (raw.isNumber()) {
      if (!seen.isNumber() || raw.decimalValue().compareTo(seen.decimalValue()) != 0) {
        out.add(path + " (" + raw + " read as " + seen + ")");
      }
    } else if (raw.isTextual() && seen.isTextual()) {
      if (!raw.asText().equals(seen.asText()) && !sameInstant(raw.asText(), seen.asText())) {
        out.add(path + " (\"" + raw.asText() + "\" read as \"" + seen.asText() + "\")");
      }
    } else if (!raw.equals(seen) && !raw.asText().equals(seen.asText())) {
      out.add(path + " (" + raw + " read as " + seen + ")");
    }
  }

  private static boolean sameInstant(String a, String b) {
    try {
      return java.time.OffsetDateTime.parse(a)
          .toInstant()
          .equals(java.time.OffsetDateTime.parse(b).toInstant());
    } catch (RuntimeException e) {
      return false;
    }
  }
}
