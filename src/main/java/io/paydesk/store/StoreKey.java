package io.paydesk.store;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Base64;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.bouncycastle.crypto.generators.Argon2BytesGenerator;
import org.bouncycastle.crypto.params.Argon2Parameters;

/**
 * The one master key of a data folder's stores (256 bits). Every other key is derived from it with
 * HMAC-SHA256 under a label: the H2 file password, the drafts key and the audit anchor's key. It
 * comes from the operating system's credential store, or from a passphrase through Argon2id (64
 * MiB, 3 passes, 1 lane, 16-byte random salt), whose parameters and salt are kept in a small file
 * beside the stores with a check value that tells a wrong passphrase before any store is touched.
 */
public final class StoreKey {
  /** Argon2id cost: memory in KiB, passes, lanes. */
  static final int MEMORY_KIB = 64 * 1024;

  static final int ITERATIONS = 3;
  static final int LANES = 1;

  private final byte[] master;

  private StoreKey(byte[] master) {
    if (master.length != 32) {
      throw new IllegalArgumentException("A store key is 32 bytes.");
    }
    this.master = master.clone();
  }

  /** A key kept by the credential store (as made by {@link #random()}). */
  public static StoreKey of(byte[] master) {
    return new StoreKey(master);
  }

  /** A fresh random key, to keep in the credential store. */
  public static StoreKey random() {
    byte[] b = new byte[32];
    new SecureRandom().nextBytes(b);
    return new StoreKey(b);
  }

  /** The raw key, to hand to the credential store only. */
  public byte[] bytes() {
    return master.clone();
  }

  /**
   * The key derived from a passphrase with the salt and check kept in {@code paramsFile}; creates
   * that file (owner-only) the first time.
   *
   * @throws StoreKeyException WRONG_PASSPHRASE when the passphrase does not match the file's check
   */
  public static StoreKey fromPassphrase(char[] passphrase, Path paramsFile) {
    if (passphrase == null || passphrase.length == 0) {
      throw new StoreKeyException(StoreKeyException.Reason.NO_KEY, "No passphrase was given.");
    }
    try {
      if (Files.exists(paramsFile)) {
        Map<String, String> p = readParams(paramsFile);
        byte[] salt = Base64.getDecoder().decode(p.get("salt"));
        StoreKey key =
            new StoreKey(
                argon2id(
                    passphrase,
                    salt,
                    Integer.parseInt(p.get("m")),
                    Integer.parseInt(p.get("t")),
                    Integer.parseInt(p.get("p"))));
        byte[] check = Base64.getDecoder().decode(p.get("check"));
        if (!MessageDigest.isEqual(check, key.derive("passphrase-check"))) {
          throw new StoreKeyException(
              StoreKeyException.Reason.WRONG_PASSPHRASE,
              "The passphrase is wrong: it does not open the stores in this folder.");
        }
        return key;
      }
      byte[] salt = new byte[16];
      new SecureRandom().nextBytes(salt);
      StoreKey key = new StoreKey(argon2id(passphrase, salt, MEMORY_KIB, ITERATIONS, LANES));
      StoreFiles.ownerOnlyFolder(paramsFile.toAbsolutePath().getParent());
      String text =
          "kdf=argon2id\nv=19\nm="
              + MEMORY_KIB
              + "\nt="
              + ITERATIONS
              + "\np="
              + LANES
              + "\nsalt="
              + Base64.getEncoder().encodeToString(salt)
              + "\ncheck="
              + Base64.getEncoder().encodeToString(key.derive("passphrase-check"))
              + "\n";
      Path tmp = Files.createTempFile(paramsFile.toAbsolutePath().getParent(), "keyparams", ".tmp");
      StoreFiles.restrict(tmp);
      Files.writeString(tmp, text, StandardCharsets.US_ASCII);
      Files.move(tmp, paramsFile, StandardCopyOption.ATOMIC_MOVE);
      return key;
    } catch (IOException | RuntimeException e) {
      if (e instanceof StoreKeyException k) {
        throw k;
      }
      throw new StoreKeyException(
          StoreKeyException.Reason.NO_KEY,
          "The passphrase settings file " + paramsFile + " cannot be read or written.");
    }
  }

  private static Map<String, String> readParams(Path file) throws IOException {
    Map<String, String> p = new LinkedHashMap<>();
    for (String line : Files.readAllLines(file, StandardCharsets.US_ASCII)) {
      int eq = line.indexOf('=');
      if (eq > 0) {
        p.put(line.substring(0, eq).trim(), line.substring(eq + 1).trim());
      }
    }
    if (!"argon2id".equals(p.get("kdf"))
        || p.get("salt") == null
        || p.get("check") == null
        || p.get("m") == null) {
      throw new IOException("not a passphrase settings file");
    }
    return p;
  }

  static byte[] argon2id(char[] passphrase, byte[] salt, int memoryKib, int passes, int lanes) {
    Argon2BytesGenerator gen = new Argon2BytesGenerator();
    gen.init(
        new Argon2Parameters.Builder(Argon2Parameters.ARGON2_id)
            .withVersion(Argon2Parameters.ARGON2_VERSION_13)
            .withSalt(salt)
            .withMemoryAsKB(memoryKib)
            .withIterations(passes)
            .withParallelism(lanes)
            .build());
    byte[] out = new byte[32];
    byte[] pass = new String(passphrase).getBytes(StandardCharsets.UTF_8);
    try {
      gen.generateBytes(pass, out);
    } finally {
      Arrays.fill(pass, (byte) 0);
    }
    return out;
  }

  /** A 32-byte key for one use, HMAC-SHA256(master, label). */
  byte[] derive(String label) {
    try {
      Mac mac = Mac.getInstance("HmacSHA256");
      mac.init(new SecretKeySpec(master, "HmacSHA256"));
      return mac.doFinal(("paydesk/" + label).getBytes(StandardCharsets.UTF_8));
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException(e);
    }
  }

  /** The H2 file password (CIPHER=AES): hex of the derived file key. */
  char[] filePassword() {
    return HexFormat.of().formatHex(derive("h2-file")).toCharArray();
  }

  /**
   * The H2 file password for a file that is not a store (the embedded sandbox's state), as text for
   * its JDBC connection. Never log it.
   */
  public String filePasswordFor(String use) {
    return HexFormat.of().formatHex(derive("h2-file/" + use));
  }

  @Override
  public String toString() {
    return "StoreKey[hidden]";
  }
}
