package io.paydesk.ui.kit;

import io.paydesk.ui.base.DialogService;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;

/**
 * A {@link DialogService} for tests: answers each dialog with the next answer queued, records what
 * was asked, and fails a test that asks a dialog it did not expect.
 */
public final class AnsweringDialogs implements DialogService {
  private final Deque<Object> answers = new ArrayDeque<>();
  private final List<String> asked = new ArrayList<>();
  private final List<List<FileFilter>> filters = new ArrayList<>();

  /** The next file dialog answers this file (null: the user cancels). */
  public AnsweringDialogs answerFile(Path file) {
    answers.add(file == null ? Optional.empty() : Optional.of(file));
    return this;
  }

  /** The next confirm answers yes or no. */
  public AnsweringDialogs answerConfirm(boolean yes) {
    answers.add(yes);
    return this;
  }

  /** What each dialog asked, in order: "save: title", "confirm: sentence", "error: sentence". */
  public List<String> asked() {
    return asked;
  }

  /** The filters each file dialog offered, in order. */
  public List<List<FileFilter>> filters() {
    return filters;
  }

  @Override
  public Optional<Path> openFile(String title, List<FileFilter> offered) {
    asked.add("open: " + title);
    filters.add(offered);
    return nextFile();
  }

  @Override
  public Optional<Path> saveFile(String title, String initialName, List<FileFilter> offered) {
    asked.add("save: " + title + " [" + initialName + "]");
    filters.add(offered);
    return nextFile();
  }

  @SuppressWarnings("unchecked")
  private Optional<Path> nextFile() {
    Object next = answers.poll();
    if (!(next instanceof Optional<?>)) {
      throw new AssertionError("A file dialog was not expected; asked: " + asked);
    }
    return (Optional<Path>) next;
  }

  @Override
  public boolean confirm(String title, String sentence, String confirmButton) {
    asked.add("confirm: " + sentence);
    Object next = answers.poll();
    if (!(next instanceof Boolean yes)) {
      throw new AssertionError("A confirm dialog was not expected; asked: " + asked);
    }
    return yes;
  }

  @Override
  public void showError(String title, String sentence, String details) {
    asked.add("error: " + sentence);
  }
}
