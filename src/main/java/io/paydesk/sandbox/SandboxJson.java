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
final class SandboxJson {
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

  private SandboxJson() {}

  static String micros(Instant t) {
    if (t == null) {
      return null;
    }
    long s = t.getEpochSecond();
    if (s < 0 || s >= YEAR_10000) {
      return MICROS.format(t);
    }
    // As MICROS formats it, without the formatter's cost (years 1970 to 9999).
    java.time.LocalDate d = java.time.LocalDate.ofEpochDay(s / 86_400);
    int sec = (int) (s % 86_400);
    byte[] b = new byte[27];
    digits(b, 0, d.getYear(), 4);
    b[4] = '-';
    digits(b, 5, d.getMonthValue(), 2);
    b[7] = '-';
    digits(b, 8, d.getDayOfMonth(), 2);
    b[10] = 'T';
    digits(b, 11, sec / 3600, 2);
    b[13] = ':';
    digits(b, 14, sec / 60 % 60, 2);
    b[16] = ':';
    digits(b, 17, sec % 60, 2);
    b[19] = '.';
    digits(b, 20, t.getNano() / 1000, 6);
    b[26] = 'Z';
    return new String(b, java.nio.charset.StandardCharsets.ISO_8859_1);
  }

  private static final long YEAR_10000 = 253_402_300_800L;

  private static void digits(byte[] b, int at, int value, int width) {
    for (int i = at + width - 1; i >= at; i--) {
      b[i] = (byte) ('0' + value % 10);
      value /= 10;
    }
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
    Out out = take();
    try {
      render(out, w);
      return out.toByteArray();
    } finally {
      give(out);
    }
  }

  /** Writes a document with a streaming generator into out. */
  static void render(Out out, Writer w) {
    try (JsonGenerator g = FACTORY.createGenerator(out)) {
      w.write(g);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The thread's reusable buffer, taken while in use (so nested writes get their own). */
  static Out take() {
    Out out = BUFFER.get();
    if (out == null) {
      return new Out();
    }
    BUFFER.set(null);
    return out;
  }

  /** Gives a buffer from {@link #take()} back for reuse (unless it grew large). */
  static void give(Out out) {
    out.reset();
    if (out.capacity() <= 256 * 1024) {
      BUFFER.set(out);
    }
  }

  private static final ThreadLocal<Out> BUFFER = new ThreadLocal<>();

  /** A growable output buffer that can repeat a part of what it holds. */
  static final class Out extends ByteArrayOutputStream {
    Out() {
      super(16 * 1024);
    }

    int capacity() {
      return buf.length;
    }

    /** Appends a copy of the bytes already written from from to to. */
    void repeat(int from, int to) {
      write(buf, from, to - from);
    }
  }

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
