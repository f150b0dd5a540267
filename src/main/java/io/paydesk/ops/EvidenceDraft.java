package io.paydesk.ops;

import java.time.Instant;
import java.util.List;

/**
 * The evidence an agent is putting together for one chargeback, saved in the store from the first
 * file added. It holds the idempotency key made when it was created; every send of it uses that
 * key.
 *
 * @param update true when evidence was already sent and this set adds to or replaces it (PATCH)
 */
public record EvidenceDraft(
    String paymentId,
    String chargebackId,
    String idempotencyKey,
    boolean update,
    List<Item> files,
    Instant createdAt) {
  public EvidenceDraft {
    files = List.copyOf(files);
  }

  /** A new, empty draft with a fresh idempotency key. */
  public static EvidenceDraft start(String paymentId, String chargebackId, boolean update) {
    return new EvidenceDraft(
        paymentId,
        chargebackId,
        java.util.UUID.randomUUID().toString(),
        update,
        List.of(),
        Instant.now());
  }

  public EvidenceDraft withFiles(List<Item> newFiles) {
    return new EvidenceDraft(paymentId, chargebackId, idempotencyKey, update, newFiles, createdAt);
  }

  EvidenceDraft withKey(String key) {
    return new EvidenceDraft(paymentId, chargebackId, key, update, files, createdAt);
  }

  /**
   * One file of the set: the name it is sent under, its content category and its bytes (a PDF, or
   * the file as added when it cannot be one: then it is refused and not sent).
   */
  public record Item(String fileName, String category, byte[] content) {
    public Item withCategory(String newCategory) {
      return new Item(fileName, newCategory, content);
    }

    public Item withContent(byte[] newContent) {
      return new Item(fileName, category, newContent);
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Item i
          && fileName.equals(i.fileName)
          && java.util.Objects.equals(category, i.category)
          && java.util.Arrays.equals(content, i.content);
    }

    @Override
    public int hashCode() {
      return fileName.hashCode() * 31 + java.util.Arrays.hashCode(content);
    }

    @Override
    public String toString() {
      return "Item[" + fileName + ", " + category + ", " + content.length + " bytes]";
    }
  }
}
