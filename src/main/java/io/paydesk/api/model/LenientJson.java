package io.paydesk.api.model;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.deser.std.StringDeserializer;
import java.io.IOException;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/** Lenient readers shared by the model: the service's data is looser than its contract. */
final class LenientJson {
  private LenientJson() {}

  /** An unmodifiable copy without null items; empty for null. */
  static <T> List<T> list(List<T> items) {
    if (items == null || items.isEmpty()) {
      return List.of();
    }
    List<T> copy = new ArrayList<>(items.size());
    for (T item : items) {
      if (item != null) {
        copy.add(item);
      }
    }
    return Collections.unmodifiableList(copy);
  }

  /** Reads "" and blank strings as null: the service sends both for an absent value. */
  static final class BlankAsNullStringDeserializer extends StringDeserializer {
    private static final long serialVersionUID = 1L;

    @Override
    public String deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
      if (p.hasToken(JsonToken.VALUE_STRING)) {
        String text = p.getText();
        return text.isEmpty() ? null : text;
      }
      String value = super.deserialize(p, ctxt);
      return value == null || value.isEmpty() ? null : value;
    }

    @Override
    public Object getEmptyValue(DeserializationContext ctxt) {
      return null;
    }
  }

  /**
   * Reads ISO 8601 timestamps with any fractional precision, with or without an offset (UTC
   * assumed), a space for the T, or a bare date. Unreadable text is read as absent; the raw JSON
   * still holds it.
   */
  static final class LenientOffsetDateTimeDeserializer extends JsonDeserializer<OffsetDateTime> {
    @Override
    public OffsetDateTime deserialize(JsonParser p, DeserializationContext ctxt)
        throws IOException {
      if (p.hasToken(JsonToken.VALUE_NUMBER_INT)) {
        return OffsetDateTime.ofInstant(
            java.time.Instant.ofEpochMilli(p.getLongValue()), ZoneOffset.UTC);
      }
      String text = p.getValueAsString();
      return parse(text);
    }

    static OffsetDateTime parse(String text) {
      if (text == null || text.isBlank()) {
        return null;
      }
      String t = text.trim();
      OffsetDateTime fast = parseUtc(t);
      if (fast != null) {
        return fast;
      }
      try {
        return OffsetDateTime.parse(t);
      } catch (DateTimeParseException ignored) {
        // try the looser forms below
      }
      try {
        return LocalDateTime.parse(t).atOffset(ZoneOffset.UTC);
      } catch (DateTimeParseException ignored) {
        // next
      }
      if (t.length() > 10 && t.charAt(10) == ' ') {
        OffsetDateTime spaced = parse(t.substring(0, 10) + "T" + t.substring(11));
        if (spaced != null) {
          return spaced;
        }
      }
      try {
        return LocalDate.parse(t).atStartOfDay().atOffset(ZoneOffset.UTC);
      } catch (DateTimeParseException ignored) {
        return null;
      }
    }
  }

  /**
   * The service's usual form, {@code yyyy-MM-ddTHH:mm:ss[.fraction]Z} with up to nine fraction
   * digits, read without a formatter (about ten times faster); null for any other form.
   */
  static OffsetDateTime parseUtc(String t) {
    int n = t.length();
    if (n < 20
        || n > 30
        || t.charAt(n - 1) != 'Z'
        || t.charAt(4) != '-'
        || t.charAt(7) != '-'
        || t.charAt(10) != 'T'
        || t.charAt(13) != ':'
        || t.charAt(16) != ':') {
      return null;
    }
    int year = digits(t, 0, 4);
    int month = digits(t, 5, 7);
    int day = digits(t, 8, 10);
    int hour = digits(t, 11, 13);
    int minute = digits(t, 14, 16);
    int second = digits(t, 17, 19);
    int nano = 0;
    if (n > 20) {
      if (t.charAt(19) != '.' || n - 21 > 9 || n - 21 < 1) {
        return null;
      }
      int fraction = digits(t, 20, n - 1);
      if (fraction < 0) {
        return null;
      }
      nano = fraction;
      for (int i = n - 21; i < 9; i++) {
        nano *= 10;
      }
    } else if (t.charAt(19) != 'Z') {
      return null;
    }
    if (year < 0
        || month < 1
        || month > 12
        || day < 1
        || day > 31
        || hour < 0
        || hour > 23
        || minute < 0
        || minute > 59
        || second < 0
        || second > 59) {
      return null;
    }
    try {
      return OffsetDateTime.of(year, month, day, hour, minute, second, nano, ZoneOffset.UTC);
    } catch (java.time.DateTimeException e) {
      return null;
    }
  }

  /** The decimal number in t[from, to), or -1 when a character is not a digit. */
  private static int digits(String t, int from, int to) {
    int v = 0;
    for (int i = from; i < to; i++) {
      char c = t.charAt(i);
      if (c < '0' || c > '9') {
        return -1;
      }
      v = v * 10 + (c - '0');
    }
    return v;
  }

  /** A transaction amount: a number, or an object whose value is taken. */
  static final class AmountValueDeserializer extends JsonDeserializer<BigDecimal> {
    @Override
    public BigDecimal deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
      // The usual forms read straight from the token; an object (or anything else) as a tree.
      if (p.hasToken(JsonToken.VALUE_NUMBER_INT) || p.hasToken(JsonToken.VALUE_NUMBER_FLOAT)) {
        return p.getDecimalValue();
      }
      if (p.hasToken(JsonToken.VALUE_STRING)) {
        return decimal(p.getText());
      }
      JsonNode node = p.readValueAsTree();
      if (node == null || node.isNull()) {
        return null;
      }
      if (node.isObject()) {
        node = node.get("value");
        if (node == null || node.isNull()) {
          return null;
        }
      }
      if (node.isNumber()) {
        return node.decimalValue();
      }
      return decimal(node.asText());
    }

    private static BigDecimal decimal(String text) {
      if (text.isBlank()) {
        return null;
      }
      try {
        return new BigDecimal(text.trim());
      } catch (NumberFormatException e) {
        return null;
      }
    }

    @Override
    public BigDecimal getNullValue(DeserializationContext ctxt) {
      return null;
    }
  }

  /** Metadata as key/value items or as one object of key-value pairs. */
  static final class MetadataListDeserializer extends JsonDeserializer<List<Metadata>> {
    @Override
    public List<Metadata> deserialize(JsonParser p, DeserializationContext ctxt)
        throws IOException {
      JsonNode node = p.readValueAsTree();
      List<Metadata> out = new ArrayList<>();
      if (node == null || node.isNull()) {
        return List.of();
      }
      if (node.isArray()) {
        for (JsonNode item : node) {
          if (item.isObject()) {
            out.add(new Metadata(text(item.get("key")), text(item.get("value"))));
          }
        }
      } else if (node.isObject() && node.size() <= 2 && node.has("key")) {
        out.add(new Metadata(text(node.get("key")), text(node.get("value"))));
      } else if (node.isObject()) {
        Iterator<Map.Entry<String, JsonNode>> fields = node.fields();
        while (fields.hasNext()) {
          Map.Entry<String, JsonNode> e = fields.next();
          out.add(new Metadata(e.getKey(), text(e.getValue())));
        }
      }
      return Collections.unmodifiableList(out);
    }

    private static String text(JsonNode n) {
      if (n == null || n.isNull()) {
        return null;
      }
      String s = n.isValueNode() ? n.asText() : n.toString();
      return s.isEmpty() ? null : s;
    }
  }

  /**
   * A value of an unexpected shape (a phone as text where an object is expected, text in a number)
   * is read as absent instead of failing the whole resource; the raw JSON keeps it.
   */
  static final class LenientProblemHandler
      extends com.fasterxml.jackson.databind.deser.DeserializationProblemHandler {
    @Override
    public Object handleMissingInstantiator(
        DeserializationContext ctxt,
        Class<?> instClass,
        com.fasterxml.jackson.databind.deser.ValueInstantiator valueInsta,
        JsonParser p,
        String msg)
        throws IOException {
      p.skipChildren();
      return null;
    }

    @Override
    public Object handleUnexpectedToken(
        DeserializationContext ctxt,
        com.fasterxml.jackson.databind.JavaType targetType,
        JsonToken t,
        JsonParser p,
        String failureMsg)
        throws IOException {
      p.skipChildren();
      return null;
    }

    @Override
    public Object handleWeirdStringValue(
        DeserializationContext ctxt,
        Class<?> targetType,
        String valueToConvert,
        String failureMsg) {
      return null;
    }

    @Override
    public Object handleWeirdNumberValue(
        DeserializationContext ctxt,
        Class<?> targetType,
        Number valueToConvert,
        String failureMsg) {
      return null;
    }
  }

  /** A JSON null in a free-form field is read as absent (Java null), like every other field. */
  static final class NullAsAbsentJsonNodeDeserializer extends JsonDeserializer<JsonNode> {
    @Override
    public JsonNode deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
      JsonNode node =
          (JsonNode)
              com.fasterxml.jackson.databind.deser.std.JsonNodeDeserializer.getDeserializer(
                      JsonNode.class)
                  .deserialize(p, ctxt);
      return node == null || node.isNull() || node.isMissingNode() ? null : node;
    }

    @Override
    public JsonNode getNullValue(DeserializationContext ctxt) {
      return null;
    }
  }
}
