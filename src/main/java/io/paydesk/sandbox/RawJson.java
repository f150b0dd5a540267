package io.paydesk.sandbox;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.SerializedString;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A JSON value kept as UTF-8 bytes and copied into responses as is (no re-encoding), so a stored
 * sub-object costs one byte array and one copy per response.
 */
class RawJson implements SerializableString {
  private static final int MAX_SHARED = 4096;
  private static final ConcurrentHashMap<Bytes, byte[]> SHARED = new ConcurrentHashMap<>();

  private final byte[] utf8;

  private RawJson(byte[] utf8) {
    this.utf8 = utf8;
  }

  static RawJson of(byte[] utf8) {
    return new RawJson(utf8);
  }

  /** JSON in three parts: head and tail shared with other values, a short middle of its own. */
  static RawJson spliced(byte[] head, byte[] middle, byte[] tail) {
    return new Spliced(shared(head), middle, shared(tail));
  }

  /** The one copy of bytes equal to b (kept for up to 4096 distinct arrays), or b itself. */
  private static byte[] shared(byte[] b) {
    Bytes key = new Bytes(b);
    byte[] known = SHARED.get(key);
    if (known != null) {
      return known;
    }
    if (SHARED.size() >= MAX_SHARED) {
      return b;
    }
    known = SHARED.putIfAbsent(key, b);
    return known == null ? b : known;
  }

  @JsonCreator
  static RawJson of(String json) {
    return json == null ? null : new RawJson(json.getBytes(StandardCharsets.UTF_8));
  }

  @JsonValue
  @Override
  public String getValue() {
    return new String(asUnquotedUTF8(), StandardCharsets.UTF_8);
  }

  @Override
  public int charLength() {
    return getValue().length();
  }

  @Override
  public char[] asQuotedChars() {
    return new SerializedString(getValue()).asQuotedChars();
  }

  @Override
  public byte[] asUnquotedUTF8() {
    return utf8;
  }

  @Override
  public byte[] asQuotedUTF8() {
    return new SerializedString(getValue()).asQuotedUTF8();
  }

  @Override
  public int appendQuotedUTF8(byte[] buffer, int offset) {
    return new SerializedString(getValue()).appendQuotedUTF8(buffer, offset);
  }

  @Override
  public int appendQuoted(char[] buffer, int offset) {
    return new SerializedString(getValue()).appendQuoted(buffer, offset);
  }

  @Override
  public int appendUnquotedUTF8(byte[] buffer, int offset) {
    if (offset + utf8.length > buffer.length) {
      return -1;
    }
    System.arraycopy(utf8, 0, buffer, offset, utf8.length);
    return utf8.length;
  }

  @Override
  public int appendUnquoted(char[] buffer, int offset) {
    String s = getValue();
    if (offset + s.length() > buffer.length) {
      return -1;
    }
    s.getChars(0, s.length(), buffer, offset);
    return s.length();
  }

  @Override
  public int writeQuotedUTF8(OutputStream out) throws IOException {
    byte[] b = asQuotedUTF8();
    out.write(b);
    return b.length;
  }

  @Override
  public int writeUnquotedUTF8(OutputStream out) throws IOException {
    out.write(utf8);
    return utf8.length;
  }

  @Override
  public int putQuotedUTF8(ByteBuffer buffer) {
    byte[] b = asQuotedUTF8();
    if (b.length > buffer.remaining()) {
      return -1;
    }
    buffer.put(b);
    return b.length;
  }

  @Override
  public int putUnquotedUTF8(ByteBuffer buffer) {
    if (utf8.length > buffer.remaining()) {
      return -1;
    }
    buffer.put(utf8);
    return utf8.length;
  }

  @Override
  public String toString() {
    return getValue();
  }

  /** An array compared by content. */
  private record Bytes(byte[] b) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Bytes other && Arrays.equals(b, other.b);
    }

    @Override
    public int hashCode() {
      return Arrays.hashCode(b);
    }
  }

  private static final class Spliced extends RawJson {
    private final byte[] head;
    private final byte[] middle;
    private final byte[] tail;

    Spliced(byte[] head, byte[] middle, byte[] tail) {
      super(null);
      this.head = head;
      this.middle = middle;
      this.tail = tail;
    }

    private int length() {
      return head.length + middle.length + tail.length;
    }

    @Override
    public byte[] asUnquotedUTF8() {
      byte[] b = new byte[length()];
      appendUnquotedUTF8(b, 0);
      return b;
    }

    @Override
    public int appendUnquotedUTF8(byte[] buffer, int offset) {
      if (offset + length() > buffer.length) {
        return -1;
      }
      System.arraycopy(head, 0, buffer, offset, head.length);
      System.arraycopy(middle, 0, buffer, offset + head.length, middle.length);
      System.arraycopy(tail, 0, buffer, offset + head.length + middle.length, tail.length);
      return length();
    }

    @Override
    public int writeUnquotedUTF8(OutputStream out) throws IOException {
      out.write(head);
      out.write(middle);
      out.write(tail);
      return length();
    }

    @Override
    public int putUnquotedUTF8(ByteBuffer buffer) {
      if (length() > buffer.remaining()) {
        return -1;
      }
      buffer.put(head).put(middle).put(tail);
      return length();
    }
  }
}
