package io.paydesk.api.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every published request example, read into our request record and written back, gives the same
 * JSON field by field: the records carry every field the service's examples send, under the names
 * the service spells.
 */
class RequestShapeTest {

  static Stream<Arguments> requestExamples() {
    List<Arguments> out = new ArrayList<>();
    add(out, "create-payment", PaymentCreateRequest.class);
    add(out, "capture-authorization", CaptureRequest.class);
    add(out, "refund-payment", RefundRequest.class);
    add(out, "cancel-or-refund-a-payment", RefundRequest.class);
    add(out, "cancel-payment", CancelRequest.class);
    add(out, "disputes", DisputeRequest.class);
    add(out, "create-entity", BankingEntityCreateRequest.class);
    add(out, "create-payout", PayoutCreateRequest.class);
    add(out, "create-customer", CustomerCreateRequest.class);
    add(out, "create-subscription", SubscriptionCreateRequest.class);
    return out.stream();
  }

  private static void add(List<Arguments> out, String folder, Class<?> type) {
    for (String name : Examples.names(folder, "request-")) {
      if (name.startsWith("create-payment/") && name.contains("subscription")) {
        // These two published "requests" are payment responses pasted by mistake.
        continue;
      }
      out.add(Arguments.of(name, type));
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("requestExamples")
  void published_request_example_survives_our_record_unchanged(String name, Class<?> type) {
    String json = Examples.text(name);
    Object request = ModelJson.read(json, type);
    JsonNode expected = normalise(ModelJson.tree(json));
    JsonNode actual = normalise(ModelJson.tree(ModelJson.write(request)));
    List<String> diffs = new ArrayList<>();
    diff("", expected, actual, diffs);
    assertEquals(List.of(), diffs, name);
  }

  /** Drops nulls and empty strings (both mean absent) and numbers compared by value. */
  static JsonNode normalise(JsonNode node) {
    if (node.isObject()) {
      ObjectNode copy = ModelJson.mapper().createObjectNode();
      Iterator<Map.Entry<String, JsonNode>> it = node.properties().iterator();
      while (it.hasNext()) {
        Map.Entry<String, JsonNode> e = it.next();
        JsonNode v = e.getValue();
        if (v.isNull() || (v.isTextual() && v.asText().isEmpty())) {
          continue;
        }
        copy.set(e.getKey(), normalise(v));
      }
      return copy;
    }
    if (node.isArray()) {
      ArrayNode copy = ModelJson.mapper().createArrayNode();
      node.forEach(item -> copy.add(normalise(item)));
      return copy;
    }
    if (node.isNumber()) {
      return ModelJson.mapper()
          .getNodeFactory()
          .numberNode(node.decimalValue().stripTrailingZeros());
    }
    return node;
  }

  static void diff(String path, JsonNode expected, JsonNode actual, List<String> out) {
    if (expected.isObject()) {
      Iterator<Map.Entry<String, JsonNode>> it = expected.properties().iterator();
      while (it.hasNext()) {
        Map.Entry<String, JsonNode> e = it.next();
        JsonNode a = actual == null ? null : actual.get(e.getKey());
        if (a == null) {
          out.add("missing " + path + "/" + e.getKey());
        } else {
          diff(path + "/" + e.getKey(), e.getValue(), a, out);
        }
      }
      if (actual != null && actual.isObject()) {
        actual
            .fieldNames()
            .forEachRemaining(
                f -> {
                  if (!expected.has(f)) {
                    out.add("extra " + path + "/" + f);
                  }
                });
      }
    } else if (expected.isArray()) {
      for (int i = 0; i < expected.size(); i++) {
        diff(path + "[" + i + "]", expected.get(i), actual == null ? null : actual.get(i), out);
      }
    } else if (actual != null
        && expected.isTextual()
        && actual.isNumber()
        && expected.asText().matches("-?\\d+(\\.\\d+)?")
        && new java.math.BigDecimal(expected.asText()).compareTo(actual.decimalValue()) == 0) {
      // Some examples quote amounts; the spec says number, and numbers are what we send.
      return;
    } else if (actual == null || !expected.equals(actual)) {
      out.add("changed " + path + ": " + expected + " -> " + actual);
    }
  }
}
