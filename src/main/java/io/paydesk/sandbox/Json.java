package io.paydesk.sandbox;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/** Shared JSON plumbing: one mapper (floats read as BigDecimal), timestamp formats, writers. */
final class Json {
  static final ObjectMapper MAPPER =
      JsonMapper.builder()
          .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
          .enable(StreamWriteFeature.WRITE_BIGDECIMAL_AS_PLAIN)
          .findAndAddModules()
          .build();
  static final JsonFactory FACTORY = MAPPER.getFactory();
  static final JsonNodeFactory NODES = new JsonNodeFactory(true);

  private static final DateTimeFormatter MICROS =
      DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSSSSS'Z'").withZone(ZoneOffset.UTC);
  private static final DateTimeFormatter NANOS =
      DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSSSSSSSS'Z'").withZone(ZoneOffset.UTC);

  private Json() {}

  static String micros(Instant t) {
    return t == null ? null : MICROS.format(t);
  }

  static String nanos(Instant t) {
    return t == null ? null : NANOS.format(t);
  }

  static ObjectNode object() {
    return NODES.objectNode();
  }

  static ArrayNode array() {
    return NODES.arrayNode();
  }

  static JsonNode parse(byte[] body) throws IOException {
    return MAPPER.readTree(body);
  }

  static byte[] bytes(JsonNode node) {
    try {
      return MAPPER.writeValueAsBytes(node);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Writes a document with a streaming generator and returns its bytes. */
  static byte[] write(Writer w) {
    ByteArrayOutputStream out = BUFFER.get();
    BUFFER.set(null);
    if (out == null) {
      out = new ByteArrayOutputStream(4 * 1024);
    }
    try (JsonGenerator g = FACTORY.createGenerator(out)) {
      w.write(g);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    byte[] bytes = out.toByteArray();
    out.reset();
    if (out.size() == 0 && bytes.length <= 256 * 1024) {
      BUFFER.set(out);
    }
    return bytes;
  }

  /** One reusable output buffer per thread (taken while in use, so nested writes still work). */
  private static final ThreadLocal<ByteArrayOutputStream> BUFFER = new ThreadLocal<>();

  static void str(JsonGenerator g, String name, String value) throws IOException {
    if (value == null) {
      g.writeNullField(name);
    } else {
      g.writeStringField(name, value);
    }
  }

  static void num(JsonGenerator g, String name, BigDecimal value) throws IOException {
    if (value == null) {
      g.writeNullField(name);
    } else {
      g.writeFieldName(name);
      g.writeNumber(value);
    }
  }

  static void raw(JsonGenerator g, String name, RawJson json) throws IOException {
    g.writeFieldName(name);
    if (json == null) {
      g.writeNull();
    } else {
      g.writeRawValue(json);
    }
  }

  static RawJson rawJson(JsonNode node) {
    return RawJson.of(bytes(node));
  }

  static String string(JsonNode node) {
    try {
      return MAPPER.writeValueAsString(node);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Text of a field, or null when absent or JSON null. */
  static String text(JsonNode node, String field) {
    JsonNode v = node == null ? null : node.get(field);
    return v == null || v.isNull() ? null : v.asText();
  }

  @FunctionalInterface
  interface Writer {
    void write(JsonGenerator g) throws IOException;
  }
}
