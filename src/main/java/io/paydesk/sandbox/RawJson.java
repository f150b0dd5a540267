package io.paydesk.sandbox;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.SerializedString;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * A JSON value kept as UTF-8 bytes and copied into responses as is (no re-encoding), so a stored
 * sub-object costs one byte array and one copy per response.
 */
final class RawJson implements SerializableString {
  private final byte[] utf8;

  private RawJson(byte[] utf8) {
    this.utf8 = utf8;
  }

  static RawJson of(byte[] utf8) {
    return new RawJson(utf8);
  }

  @JsonCreator
  static RawJson of(String json) {
    return json == null ? null : new RawJson(json.getBytes(StandardCharsets.UTF_8));
  }

  @JsonValue
  @Override
  public String getValue() {
    return new String(utf8, StandardCharsets.UTF_8);
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
}
