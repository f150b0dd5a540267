package io.paydesk.store;

import java.io.EOFException;
import java.io.IOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.concurrent.ConcurrentLinkedQueue;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;
import org.h2.security.SHA256;
import org.h2.store.fs.FileBaseDefault;

/**
 * One file in H2's encrypted format, read and written with the JDK's AES (see {@link AesFiles}).
 *
 * <p>The format: a 4 KB header ({@code "H2encrypt\n"}, then an 8-byte salt); then the content in 4
 * KB blocks, each in XTS mode (tweak: block number, little-endian, encrypted with the same key)
 * with an AES-128 key made by PBKDF2-HMAC-SHA256 (10 rounds) of the password and the salt. A
 * content whose length is not a multiple of 4 KB is stored in whole blocks followed by (length mod
 * 4 KB) spare bytes, which is how the length is told back. XTS is done a slice at a time: the
 * slice's tweaks are made, XOR-ed in, the whole slice goes through AES in ECB in one call, and the
 * tweaks are XOR-ed in again.
 */
final class AesFileChannel extends FileBaseDefault {
  static final int BLOCK = 4096;
  private static final int MASK = BLOCK - 1;
  private static final int HEADER = BLOCK;
  private static final byte[] MAGIC = "H2encrypt\n".getBytes(StandardCharsets.ISO_8859_1);
  private static final int SALT = 8;
  private static final int ROUNDS = 10;
  private static final int SLICE = 16 * BLOCK;
  private static final VarHandle LONGS =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final SecureRandom RANDOM = new SecureRandom();

  private final String name;
  private final FileChannel base;
  private byte[] password;
  private volatile SecretKeySpec key;
  private volatile long size;
  // JDK ciphers are not thread-safe: readers take one each from here.
  private final ConcurrentLinkedQueue<Ciphers> ciphers = new ConcurrentLinkedQueue<>();

  AesFileChannel(String name, byte[] password, FileChannel base) {
    // Nothing is read or written here: H2 locks the file first.
    this.name = name;
    this.base = base;
    this.password = password.clone();
  }

  /** The content length of an encrypted file of {@code fileLength} bytes. */
  static long plainSize(long fileLength) {
    long sz = fileLength - HEADER;
    if (sz <= 0) {
      return 0;
    }
    return (sz & MASK) != 0 ? sz - BLOCK : sz;
  }

  private static long fileLength(long plainSize) {
    return HEADER + plainSize + ((plainSize & MASK) != 0 ? BLOCK : 0);
  }

  private SecretKeySpec key() throws IOException {
    SecretKeySpec k = key;
    return k != null ? k : init();
  }

  private synchronized SecretKeySpec init() throws IOException {
    if (key != null) {
      return key;
    }
    long length = base.size();
    byte[] salt = new byte[SALT];
    if (length >= HEADER) {
      readFully(base, MAGIC.length, ByteBuffer.wrap(salt));
      size = plainSize(length);
    } else {
      RANDOM.nextBytes(salt);
      byte[] header = Arrays.copyOf(MAGIC, HEADER);
      System.arraycopy(salt, 0, header, MAGIC.length, SALT);
      writeFully(base, 0, ByteBuffer.wrap(header));
      size = 0;
    }
    byte[] raw = SHA256.getPBKDF2(password, salt, ROUNDS, 16);
    Arrays.fill(password, (byte) 0);
    password = null;
    key = new SecretKeySpec(raw, "AES");
    Arrays.fill(raw, (byte) 0);
    return key;
  }

  @Override
  public int read(ByteBuffer dst, long position) throws IOException {
    int len = dst.remaining();
    if (len == 0) {
      return 0;
    }
    SecretKeySpec k = key();
    if (position < 0) {
      throw new IllegalArgumentException("position " + position);
    }
    long sz = size;
    if (position >= sz) {
      return -1;
    }
    len = (int) Math.min(len, sz - position);
    long start = position & ~MASK;
    int offset = (int) (position - start);
    int blocks = (offset + len + MASK) & ~MASK;
    byte[] buf;
    int at;
    boolean inPlace = offset == 0 && blocks == len && dst.hasArray();
    if (inPlace) {
      buf = dst.array();
      at = dst.arrayOffset() + dst.position();
    } else {
      buf = new byte[blocks];
      at = 0;
    }
    readFully(base, HEADER + start, ByteBuffer.wrap(buf, at, blocks));
    crypt(k, false, start / BLOCK, buf, at, blocks);
    if (inPlace) {
      dst.position(dst.position() + len);
    } else {
      dst.put(buf, offset, len);
    }
    return len;
  }

  @Override
  public synchronized int write(ByteBuffer src, long position) throws IOException {
    SecretKeySpec k = key();
    // A write past the end leaves zeros in between, as a plain file does (not undecryptable holes).
    while (size < position) {
      int gap = (int) Math.min(position - size, 1 << 20);
      write(k, ByteBuffer.allocate(gap), size);
    }
    return write(k, src, position);
  }

  private int write(SecretKeySpec k, ByteBuffer src, long position) throws IOException {
    int len = src.remaining();
    long start = position & ~MASK;
    int offset = (int) (position - start);
    int blocks = (offset + len + MASK) & ~MASK;
    byte[] buf = new byte[blocks];
    if (offset != 0 || (len & MASK) != 0) {
      // Keep what the first and last blocks already hold around the new bytes.
      long existing = ((size + MASK) & ~MASK) - start;
      int keep = (int) Math.max(0, Math.min(blocks, existing));
      if (keep > 0) {
        readFully(base, HEADER + start, ByteBuffer.wrap(buf, 0, keep));
        crypt(k, false, start / BLOCK, buf, 0, keep);
      }
    }
    src.get(buf, offset, len);
    crypt(k, true, start / BLOCK, buf, 0, blocks);
    writeFully(base, HEADER + start, ByteBuffer.wrap(buf));
    long end = position + len;
    if (end > size) {
      size = end;
      long want = fileLength(end);
      long have = base.size();
      if (have > want) {
        base.truncate(want);
      } else if (have < want) {
        writeFully(base, want - 1, ByteBuffer.allocate(1));
      }
    }
    return len;
  }

  @Override
  public long size() throws IOException {
    key();
    return size;
  }

  @Override
  protected synchronized void implTruncate(long newSize) throws IOException {
    key();
    if (newSize < 0) {
      throw new IllegalArgumentException("size " + newSize);
    }
    if (newSize >= size) {
      return;
    }
    base.truncate(fileLength(newSize));
    size = newSize;
  }

  /**
   * Encrypts or decrypts {@code len} bytes (whole blocks) of content block {@code firstBlock} on.
   */
  private void crypt(
      SecretKeySpec k, boolean encrypt, long firstBlock, byte[] data, int at, int len)
      throws IOException {
    Ciphers c = ciphers.poll();
    try {
      if (c == null) {
        c = new Ciphers(k);
      }
      byte[] tweaks = c.tweaks;
      for (int done = 0; done < len; done += SLICE) {
        int n = Math.min(SLICE, len - done);
        tweaks(c, firstBlock + done / BLOCK, n / BLOCK);
        xor(data, at + done, tweaks, n);
        (encrypt ? c.encrypt : c.decrypt).update(data, at + done, n, data, at + done);
        xor(data, at + done, tweaks, n);
      }
    } catch (GeneralSecurityException e) {
      throw new IOException("AES failed on " + name, e);
    } finally {
      if (c != null) {
        ciphers.offer(c);
      }
    }
  }

  /** Fills {@code c.tweaks} with the tweaks of {@code count} blocks from block {@code first}. */
  private static void tweaks(Ciphers c, long first, int count) throws GeneralSecurityException {
    byte[] t = c.tweaks;
    // The first tweak of each block is its number encrypted: all of them in one call.
    byte[] starts = c.starts;
    for (int b = 0; b < count; b++) {
      LONGS.set(starts, b * 16, first + b);
      LONGS.set(starts, b * 16 + 8, 0L);
    }
    c.encrypt.update(starts, 0, count * 16, starts, 0);
    for (int b = 0; b < count; b++) {
      long lo = (long) LONGS.get(starts, b * 16);
      long hi = (long) LONGS.get(starts, b * 16 + 8);
      int at = b * BLOCK;
      for (int i = 0; i < BLOCK; i += 16) {
        LONGS.set(t, at + i, lo);
        LONGS.set(t, at + i + 8, hi);
        // Times x in GF(2^128), little-endian, as H2's XTS.
        long carry = hi >>> 63;
        hi = (hi << 1) | (lo >>> 63);
        lo = (lo << 1) ^ (carry * 0x87);
      }
    }
  }

  private static void xor(byte[] data, int at, byte[] tweaks, int len) {
    for (int i = 0; i < len; i += 8) {
      LONGS.set(data, at + i, (long) LONGS.get(data, at + i) ^ (long) LONGS.get(tweaks, i));
    }
  }

  private static final class Ciphers {
    final Cipher encrypt;
    final Cipher decrypt;
    final byte[] tweaks = new byte[SLICE];
    final byte[] starts = new byte[SLICE / BLOCK * 16];

    Ciphers(SecretKeySpec key) throws GeneralSecurityException {
      encrypt = Cipher.getInstance("AES/ECB/NoPadding");
      encrypt.init(Cipher.ENCRYPT_MODE, key);
      decrypt = Cipher.getInstance("AES/ECB/NoPadding");
      decrypt.init(Cipher.DECRYPT_MODE, key);
    }
  }

  private static void readFully(FileChannel file, long pos, ByteBuffer dst) throws IOException {
    while (dst.hasRemaining()) {
      int n = file.read(dst, pos);
      if (n < 0) {
        throw new EOFException();
      }
      pos += n;
    }
  }

  private static void writeFully(FileChannel file, long pos, ByteBuffer src) throws IOException {
    while (src.hasRemaining()) {
      pos += file.write(src, pos);
    }
  }

  @Override
  public void force(boolean metaData) throws IOException {
    base.force(metaData);
  }

  @Override
  public FileLock tryLock(long position, long size, boolean shared) throws IOException {
    return base.tryLock(position, size, shared);
  }

  @Override
  protected void implCloseChannel() throws IOException {
    base.close();
  }

  @Override
  public String toString() {
    return name;
  }
}
