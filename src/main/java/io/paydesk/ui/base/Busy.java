package io.paydesk.ui.base;

import java.util.concurrent.Callable;
import java.util.function.Consumer;
import javafx.beans.property.BooleanProperty;

/**
 * A screen's busy flag and error line around its background work, the one way a view model runs a
 * call: busy while it runs, off again before either callback, the last error cleared when a new
 * call starts ({@link #run}) or left as it is ({@link #runKeepingError}).
 */
public final class Busy {
  private final TaskRunner runner;
  private final BooleanProperty busy;
  private final MessageText error;

  /**
   * @param busy the flag the screen shows (its spinner, its disabled buttons)
   * @param error the screen's error line
   */
  public Busy(TaskRunner runner, BooleanProperty busy, MessageText error) {
    this.runner = runner;
    this.busy = busy;
    this.error = error;
  }

  /** Runs work with the error line cleared; a failure is shown in it. */
  public <T> TaskHandle run(Callable<T> work, Consumer<T> onSuccess) {
    return run(work, onSuccess, failure -> error.say(() -> ErrorText.of(failure)));
  }

  /** Runs work with the error line cleared; the failure is the caller's to show. */
  public <T> TaskHandle run(
      Callable<T> work, Consumer<T> onSuccess, Consumer<Throwable> onFailure) {
    error.set("");
    return runKeepingError(work, onSuccess, onFailure);
  }

  /** Runs work, the error line left as it is until a failure is shown in it. */
  public <T> TaskHandle runKeepingError(Callable<T> work, Consumer<T> onSuccess) {
    return runKeepingError(work, onSuccess, failure -> error.say(() -> ErrorText.of(failure)));
  }

  /** Runs work, the error line left as it is until a callback changes it. */
  public <T> TaskHandle runKeepingError(
      Callable<T> work, Consumer<T> onSuccess, Consumer<Throwable> onFailure) {
    busy.set(true);
    return runner.run(
        work,
        result -> {
          busy.set(false);
          onSuccess.accept(result);
        },
        failure -> {
          busy.set(false);
          onFailure.accept(failure);
        });
  }
}
