package io.paydesk.store;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.paydesk.api.model.ModelJson;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;

/** Reads the fields the store indexes from a resource's JSON tree. */
final class JsonFields {
  /** The client's mapper: floats as BigDecimal, lenient escapes as in the service's examples. */
  static final ObjectMapper MAPPER = ModelJson.mapper();

  private JsonFields() {}

  static JsonNode parse(String json) {
    try {
      JsonNode node = MAPPER.readTree(json);
      if (node == null || !node.isObject()) {
        throw new StoreException("The response to store is not a JSON object.");
      }
      return node;
    } catch (JsonProcessingException e) {
      // The parser's message may quote the input, which may hold customer data: leave it out.
      throw new StoreException("The response to store is not valid JSON.");
    }
  }

  static String write(JsonNode node) {
    try {
      return MAPPER.writeValueAsString(node);
    } catch (JsonProcessingException e) {
      throw new StoreException("Could not write JSON for the store.", e);
    }
  }

  static byte[] writeBytes(JsonNode node) {
    try {
      return MAPPER.writeValueAsBytes(node);
    } catch (JsonProcessingException e) {
      throw new StoreException("Could not write JSON for the store.", e);
    }
  }

  /**
   * Bytes in the gzip format, at zlib's default level: smaller rows cost less for H2 to write again
   * than the faster levels save. One deflater per thread is reused: a new one costs more than
   * compressing a payment.
   */
  static byte[] gzip(byte[] data) {
    java.util.zip.Deflater d = DEFLATER.get();
    d.reset();
    d.setInput(data);
    d.finish();
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream(data.length / 3 + 64);
    out.write(GZIP_HEADER, 0, GZIP_HEADER.length);
    byte[] buf = new byte[8192];
    while (!d.finished()) {
      out.write(buf, 0, d.deflate(buf));
    }
    java.util.zip.CRC32 crc = new java.util.zip.CRC32();
    crc.update(data);
    writeIntLe(out, (int) crc.getValue());
    writeIntLe(out, data.length);
    return out.toByteArray();
  }

  private static final byte[] GZIP_HEADER = {0x1f, (byte) 0x8b, 8, 0, 0, 0, 0, 0, 0, (byte) 0xff};

  private static final ThreadLocal<java.util.zip.Deflater> DEFLATER =
      ThreadLocal.withInitial(
          () -> new java.util.zip.Deflater(java.util.zip.Deflater.DEFAULT_COMPRESSION, true));

  private static void writeIntLe(java.io.ByteArrayOutputStream out, int v) {
    out.write(v);
    out.write(v >>> 8);
    out.write(v >>> 16);
    out.write(v >>> 24);
  }

  /**
   * A payment's JSON as the store keeps it: Deflate primed with a dictionary of the service's own
   * payment examples (field names and common values), so a payment of about 5 KB of JSON takes a
   * few hundred bytes instead of gzip's 1.7 KB (src/site/markdown/store-size.md). Two header bytes
   * name the dictionary; a CRC-32 of the JSON follows. {@link #gunzip} reads this and gzip alike.
   * The dictionary file of a version never changes: a new one gets a new version byte.
   */
  static byte[] compressPayment(byte[] data) {
    java.util.zip.Deflater d = DICT_DEFLATER.get();
    d.reset();
    d.setDictionary(PAYMENT_DICTIONARY);
    d.setInput(data);
    d.finish();
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream(data.length / 8 + 64);
    out.write(DICT_MARK);
    out.write(DICT_VERSION);
    byte[] buf = new byte[8192];
    while (!d.finished()) {
      out.write(buf, 0, d.deflate(buf));
    }
    java.util.zip.CRC32 crc = new java.util.zip.CRC32();
    crc.update(data);
    writeIntLe(out, (int) crc.getValue());
    return out.toByteArray();
  }

  /** First byte of a dictionary-compressed payment ('P'; gzip starts with 0x1f). */
  private static final int DICT_MARK = 0x50;

  private static final int DICT_VERSION = 1;

  private static final byte[] PAYMENT_DICTIONARY = dictionary("payment-json-1.dict");

  private static final ThreadLocal<java.util.zip.Deflater> DICT_DEFLATER =
      ThreadLocal.withInitial(
          () -> new java.util.zip.Deflater(java.util.zip.Deflater.DEFAULT_COMPRESSION, true));

  private static byte[] dictionary(String name) {
    try (java.io.InputStream in = JsonFields.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("Missing store resource " + name);
      }
      return in.readAllBytes();
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  private static String inflatePayment(byte[] bytes) {
    if (bytes.length < 6 || bytes[1] != DICT_VERSION) {
      throw new StoreException("A stored payment's JSON is damaged.");
    }
    java.util.zip.Inflater inf = new java.util.zip.Inflater(true);
    try {
      // The CRC's bytes follow the Deflate data: raw inflation needs a byte past its end.
      inf.setInput(bytes, 2, bytes.length - 2);
      inf.setDictionary(PAYMENT_DICTIONARY);
      java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream(bytes.length * 8);
      byte[] buf = new byte[8192];
      while (!inf.finished()) {
        int n = inf.inflate(buf);
        if (n == 0 && (inf.needsInput() || inf.needsDictionary())) {
          throw new StoreException("A stored payment's JSON is damaged.");
        }
        out.write(buf, 0, n);
      }
      if (inf.getRemaining() != 4) {
        throw new StoreException("A stored payment's JSON is damaged.");
      }
      byte[] data = out.toByteArray();
      java.util.zip.CRC32 crc = new java.util.zip.CRC32();
      crc.update(data);
      int end = bytes.length - 4;
      int stored =
          (bytes[end] & 0xff)
              | (bytes[end + 1] & 0xff) << 8
              | (bytes[end + 2] & 0xff) << 16
              | (bytes[end + 3] & 0xff) << 24;
      if (stored != (int) crc.getValue()) {
        throw new StoreException("A stored payment's JSON is damaged.");
      }
      return new String(data, java.nio.charset.StandardCharsets.UTF_8);
    } catch (java.util.zip.DataFormatException e) {
      throw new StoreException("A stored payment's JSON is damaged.", e);
    } finally {
      inf.end();
    }
  }

  /** Stored JSON bytes back to text: dictionary-compressed (see compressPayment) or gzip. */
  static String gunzip(byte[] bytes) {
    if (bytes.length > 0 && (bytes[0] & 0xff) == DICT_MARK) {
      return inflatePayment(bytes);
    }
    try (java.util.zip.GZIPInputStream gz =
        new java.util.zip.GZIPInputStream(new java.io.ByteArrayInputStream(bytes))) {
      return new String(gz.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    } catch (java.io.IOException e) {
      throw new StoreException("A stored payment's JSON is damaged.", e);
    }
  }

  /** Text at a path of field names; null when absent, JSON null or empty. */
  static String text(JsonNode node, String... path) {
    JsonNode n = at(node, path);
    if (n == null || n.isNull() || n.isMissingNode() || n.isContainerNode()) {
      return null;
    }
    String s = n.asText();
    return s.isEmpty() ? null : s;
  }

  static JsonNode at(JsonNode node, String... path) {
    JsonNode n = node;
    for (String p : path) {
      if (n == null || !n.isObject()) {
        return null;
      }
      n = n.get(p);
    }
    return n;
  }

  static BigDecimal decimal(JsonNode node, String... path) {
    JsonNode n = at(node, path);
    if (n == null || n.isNull()) {
      return null;
    }
    if (n.isNumber()) {
      return n.decimalValue();
    }
    if (n.isTextual() && !n.asText().isBlank()) {
      try {
        return new BigDecimal(n.asText().trim());
      } catch (NumberFormatException e) {
        return null;
      }
    }
    return null;
  }

  /** An ISO 8601 timestamp with any fractional precision; no offset means UTC. */
  static Instant instant(JsonNode node, String... path) {
    return parseInstant(text(node, path));
  }

  static Instant parseInstant(String s) {
    if (s == null || s.isBlank()) {
      return null;
    }
    String t = s.trim();
    try {
      return OffsetDateTime.parse(t).toInstant();
    } catch (DateTimeParseException e) {
      try {
        return LocalDateTime.parse(t).toInstant(ZoneOffset.UTC);
      } catch (DateTimeParseException e2) {
        return null;
      }
    }
  }
}
