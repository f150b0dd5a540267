package io.paydesk.ui.base;

import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * A piece of background work as the screen holds it: cancel it, watch its progress (count of total,
 * and a message). Cancelled work never calls back: neither its success nor its failure callback
 * runs. Properties change on the FX thread (on the calling thread in view model tests).
 */
public final class TaskHandle {
  private final AtomicBoolean cancelled = new AtomicBoolean();
  private final Executor publish;
  private final AtomicReference<Runnable> pendingCount = new AtomicReference<>();
  private final AtomicReference<Runnable> pendingMessage = new AtomicReference<>();
  private final ReadOnlyLongWrapper done = new ReadOnlyLongWrapper(0);
  private final ReadOnlyLongWrapper total = new ReadOnlyLongWrapper(-1);
  private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
  private final ReadOnlyBooleanWrapper cancelledFlag = new ReadOnlyBooleanWrapper(false);
  private final Progress progress =
      new Progress() {
        @Override
        public void update(long count, long of) {
          show(
              pendingCount,
              () -> {
                done.set(count);
                total.set(of);
              });
        }

        @Override
        public void message(String text) {
          show(pendingMessage, () -> message.set(text == null ? "" : text));
        }

        @Override
        public boolean isCancelled() {
          return TaskHandle.this.isCancelled();
        }
      };

  /**
   * @param publish where property changes run: the FX thread's queue, or the calling thread
   */
  public TaskHandle(Executor publish) {
    this.publish = publish;
  }

  /** A handle of work that already finished (or never started): cancelling it does nothing. */
  public static TaskHandle done() {
    return new TaskHandle(Runnable::run);
  }

  /** Asks the work to stop and drops its callbacks; the work sees it through its progress. */
  public void cancel() {
    if (!cancelled.getAndSet(true)) {
      publish.execute(() -> cancelledFlag.set(true));
    }
  }

  public boolean isCancelled() {
    return cancelled.get();
  }

  /** What the work reports its progress through. */
  public Progress progress() {
    return progress;
  }

  /** Applies the latest update only: many reports between two FX pulses cost one update. */
  private void show(AtomicReference<Runnable> pending, Runnable update) {
    if (pending.getAndSet(update) == null) {
      publish.execute(
          () -> {
            Runnable latest = pending.getAndSet(null);
            if (latest != null) {
              latest.run();
            }
          });
    }
  }

  /** Items done so far. */
  public ReadOnlyLongProperty doneProperty() {
    return done.getReadOnlyProperty();
  }

  /** Items in all, or -1 while unknown. */
  public ReadOnlyLongProperty totalProperty() {
    return total.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty messageProperty() {
    return message.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty cancelledProperty() {
    return cancelledFlag.getReadOnlyProperty();
  }

  /** What running work reports to its screen, and how it learns it was cancelled. */
  public interface Progress {
    /** Count of items done of total (-1 when the total is not known). */
    void update(long done, long total);

    /** A short line in the user's language saying what the work is doing. */
    void message(String text);

    /** True once the screen cancelled the work: stop at the next safe point. */
    boolean isCancelled();
  }

  /** Work that reports its progress. */
  @FunctionalInterface
  public interface ProgressWork<T> {
    T call(Progress progress) throws Exception;
  }
}
