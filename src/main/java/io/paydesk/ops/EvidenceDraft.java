package io.paydesk.ops;

import java.time.Instant;
import java.util.List;

/**
 * The evidence an agent is putting together for one chargeback, saved in the store from the first
 * file added. It holds the idempotency key made when it was created; every send of it uses that
 * key.
 *
 * @param update true when evidence was already sent and this set adds to or replaces it (PATCH)
 * @param version the stored version this set was read or saved as (0 before its first save); the
 *     next save is refused when the stored one moved on (someone else saved)
 * @param savedBy who saved that version (the login on a team store), null before the first save
 * @param savedAt when that version was saved, null before the first save
 */
public record EvidenceDraft(
    String paymentId,
    String chargebackId,
    String idempotencyKey,
    boolean update,
    List<Item> files,
    Instant createdAt,
    long version,
    String savedBy,
    Instant savedAt) {
  public EvidenceDraft {
    files = List.copyOf(files);
  }

  public EvidenceDraft(
      String paymentId,
      String chargebackId,
      String idempotencyKey,
      boolean update,
      List<Item> files,
      Instant createdAt) {
    this(paymentId, chargebackId, idempotencyKey, update, files, createdAt, 0, null, null);
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
    return new EvidenceDraft(
        paymentId,
        chargebackId,
        idempotencyKey,
        update,
        newFiles,
        createdAt,
        version,
        savedBy,
        savedAt);
  }

  EvidenceDraft withKey(String key) {
    return new EvidenceDraft(
        paymentId, chargebackId, key, update, files, createdAt, version, savedBy, savedAt);
  }

  /** This set as stored at {@code newVersion} by {@code by}. */
  EvidenceDraft saved(long newVersion, String by, Instant at) {
    return new EvidenceDraft(
        paymentId, chargebackId, idempotencyKey, update, files, createdAt, newVersion, by, at);
  }

  /** This person's files on top of {@code stored}: what is sent next saves over that version. */
  public EvidenceDraft over(EvidenceDraft stored) {
    return stored == null
        ? new EvidenceDraft(
            paymentId, chargebackId, idempotencyKey, update, files, createdAt, 0, null, null)
        : stored.withFiles(files);
  }

  /**
   * The two sets merged file by file from {@code base} (what both started from): a file added,
   * changed or removed by one side only takes that side's change; a file both changed in different
   * ways keeps {@code mine}. The answer saves over {@code theirs}' version.
   */
  public static EvidenceDraft merge(EvidenceDraft base, EvidenceDraft mine, EvidenceDraft theirs) {
    java.util.Map<String, Item> was = byName(base == null ? List.of() : base.files());
    java.util.Map<String, Item> ours = byName(mine.files());
    java.util.Map<String, Item> other = byName(theirs.files());
    java.util.LinkedHashSet<String> names = new java.util.LinkedHashSet<>(other.keySet());
    names.addAll(ours.keySet());
    List<Item> out = new java.util.ArrayList<>();
    for (String name : names) {
      Item b = was.get(name);
      Item o = ours.get(name);
      Item t = other.get(name);
      Item kept;
      if (java.util.Objects.equals(o, b)) {
        kept = t; // we left it alone: theirs (changed, removed or the same)
      } else if (java.util.Objects.equals(t, b)) {
        kept = o; // they left it alone: ours
      } else {
        kept = o != null ? o : t; // both changed it: ours, unless we removed what they changed
      }
      if (kept != null) {
        out.add(kept);
      }
    }
    return theirs.withFiles(out);
  }

  private static java.util.Map<String, Item> byName(List<Item> items) {
    java.util.Map<String, Item> out = new java.util.LinkedHashMap<>();
    for (Item i : items) {
      out.putIfAbsent(i.fileName(), i);
    }
    return out;
  }

  /** The names of files in {@code other} and not in this set, and in this set and not there. */
  public Difference differenceFrom(EvidenceDraft other) {
    java.util.Map<String, Item> mine = byName(files);
    java.util.Map<String, Item> theirs = byName(other == null ? List.of() : other.files());
    List<String> added = new java.util.ArrayList<>();
    List<String> removed = new java.util.ArrayList<>();
    List<String> changed = new java.util.ArrayList<>();
    theirs.forEach(
        (name, item) -> {
          if (!mine.containsKey(name)) {
            added.add(name);
          } else if (!mine.get(name).equals(item)) {
            changed.add(name);
          }
        });
    mine.keySet().stream().filter(n -> !theirs.containsKey(n)).forEach(removed::add);
    return new Difference(added, removed, changed);
  }

  /** File names another set has that this one lacks, lacks that this one has, and has changed. */
  public record Difference(List<String> added, List<String> removed, List<String> changed) {
    public boolean isEmpty() {
      return added.isEmpty() && removed.isEmpty() && changed.isEmpty();
    }
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
