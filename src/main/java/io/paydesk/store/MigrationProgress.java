package io.paydesk.store;

/** Told how far the encryption of a plain store file has come (any thread). */
@FunctionalInterface
public interface MigrationProgress {
  /** The steps of a migration, in order. */
  enum Step {
    /** Copying the plain file to its backup. */
    BACKUP,
    /** Writing the encrypted copy. */
    ENCRYPT,
    /** Checking the encrypted copy: row counts and the audit chain. */
    VERIFY,
    /** The encrypted file is in place and the backup removed. */
    DONE
  }

  /** {@code fraction} is 0 to 1 over the whole migration. */
  void update(Step step, double fraction);

  MigrationProgress NONE = (step, fraction) -> {};
}
