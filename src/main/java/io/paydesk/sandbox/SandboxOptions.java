package io.paydesk.sandbox;

import java.nio.file.Path;
import java.util.Objects;

/**
 * How a sandbox starts. {@code port} 0 picks a free port; {@code persistFile} null keeps state in
 * memory only, otherwise an H2 file (without extension) holds it across restarts, encrypted (H2's
 * CIPHER=AES) when {@code filePassword} is given.
 */
public record SandboxOptions(
    int port,
    String publicApiKey,
    String privateSecretKey,
    long seed,
    int demoPayments,
    Path persistFile,
    String filePassword) {

  public static final int DEFAULT_DEMO_PAYMENTS = 3000;
  public static final long DEFAULT_SEED = 42L;

  public SandboxOptions(
      int port,
      String publicApiKey,
      String privateSecretKey,
      long seed,
      int demoPayments,
      Path persistFile) {
    this(port, publicApiKey, privateSecretKey, seed, demoPayments, persistFile, null);
  }

  public SandboxOptions {
    if (port < 0 || port > 65535) {
      throw new IllegalArgumentException("port must be 0 to 65535");
    }
    if (demoPayments < 0) {
      throw new IllegalArgumentException("demoPayments must not be negative");
    }
    Objects.requireNonNull(publicApiKey, "publicApiKey");
    Objects.requireNonNull(privateSecretKey, "privateSecretKey");
    if (publicApiKey.isBlank() || privateSecretKey.isBlank()) {
      throw new IllegalArgumentException("the key pair must not be blank");
    }
  }

  /** Ephemeral port, the documented default keys, seed 42, 3,000 demo payments, in memory. */
  public static SandboxOptions defaults() {
    return new SandboxOptions(
        0,
        Sandbox.DEFAULT_PUBLIC_API_KEY,
        Sandbox.DEFAULT_PRIVATE_SECRET_KEY,
        DEFAULT_SEED,
        DEFAULT_DEMO_PAYMENTS,
        null);
  }

  public SandboxOptions withPort(int p) {
    return new SandboxOptions(
        p, publicApiKey, privateSecretKey, seed, demoPayments, persistFile, filePassword);
  }

  public SandboxOptions withKeys(String publicKey, String secretKey) {
    return new SandboxOptions(
        port, publicKey, secretKey, seed, demoPayments, persistFile, filePassword);
  }

  public SandboxOptions withSeed(long s) {
    return new SandboxOptions(
        port, publicApiKey, privateSecretKey, s, demoPayments, persistFile, filePassword);
  }

  public SandboxOptions withDemoPayments(int n) {
    return new SandboxOptions(
        port, publicApiKey, privateSecretKey, seed, n, persistFile, filePassword);
  }

  public SandboxOptions withPersistFile(Path file) {
    return new SandboxOptions(
        port, publicApiKey, privateSecretKey, seed, demoPayments, file, filePassword);
  }

  /** Never shows the secret key or the file password. */
  @Override
  public String toString() {
    return "SandboxOptions[port="
        + port
        + ", publicApiKey="
        + publicApiKey
        + ", privateSecretKey="
        + (Sandbox.DEFAULT_PRIVATE_SECRET_KEY.equals(privateSecretKey) ? "(default)" : "(custom)")
        + ", seed="
        + seed
        + ", demoPayments="
        + demoPayments
        + ", persistFile="
        + persistFile
        + ", encrypted="
        + (filePassword != null)
        + "]";
  }

  /** The same options with the state file encrypted under this file password (never logged). */
  public SandboxOptions withFilePassword(String password) {
    return new SandboxOptions(
        port, publicApiKey, privateSecretKey, seed, demoPayments, persistFile, password);
  }
}
