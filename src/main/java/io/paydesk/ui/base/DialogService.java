package io.paydesk.ui.base;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The dialogs a screen asks the user through. Views never build a FileChooser or an Alert
 * themselves: they ask this, and tests answer it with a double.
 */
public interface DialogService {

  /** A file to read, or empty when the user cancelled. */
  Optional<Path> openFile(String title, List<FileFilter> filters);

  /** A file to write, or empty when the user cancelled. */
  Optional<Path> saveFile(String title, String initialName, List<FileFilter> filters);

  /**
   * Asks the user to confirm one sentence (for money, the review step passes the amount in words).
   *
   * @return true only when the user chose the confirm button
   */
  boolean confirm(String title, String sentence, String confirmButton);

  /** Shows an error sentence, with details the user can expand (never a secret). */
  void showError(String title, String sentence, String details);

  /**
   * Asks for a passphrase in a masked field, with {@code problem} (empty for none) shown under it;
   * empty when the user cancelled. When {@code choosing}, the passphrase is typed twice and must be
   * at least {@link #PASSPHRASE_MIN_LENGTH} characters: a typo would lock the store for good.
   * Without a dialog (a test double) nobody answers: empty. {@code confirm} is the button that
   * answers ("Open", "Save my password").
   */
  default Optional<char[]> askPassphrase(
      String title, String sentence, String problem, boolean choosing, String confirm) {
    return Optional.empty();
  }

  /** The shortest passphrase a user may choose for the local store. */
  int PASSPHRASE_MIN_LENGTH = 10;

  /** A file type offered in a file dialog: "CSV files" with "*.csv". */
  record FileFilter(String description, List<String> patterns) {
    public FileFilter(String description, String... patterns) {
      this(description, List.of(patterns));
    }
  }
}
