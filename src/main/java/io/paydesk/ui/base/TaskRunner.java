package io.paydesk.ui.base;

import io.paydesk.ui.base.TaskHandle.ProgressWork;
import java.util.concurrent.Callable;
import java.util.function.Consumer;

/**
 * The one way screens run work off the FX thread. Callbacks run on the FX thread (or, in view model
 * tests, on the calling thread). Each run returns a {@link TaskHandle}: cancelling it drops the
 * callbacks, so a screen that starts a newer search cancels the older one.
 */
public interface TaskRunner {

  /** Runs work whose progress the screen can show. */
  <T> TaskHandle runWithProgress(
      ProgressWork<T> work, Consumer<T> onSuccess, Consumer<Throwable> onFailure);

  default <T> TaskHandle run(
      Callable<T> work, Consumer<T> onSuccess, Consumer<Throwable> onFailure) {
    return runWithProgress(progress -> work.call(), onSuccess, onFailure);
  }

  /**
   * Runs {@code then} on the FX thread once no task is running (their callbacks done), at once when
   * none is: background work that should not slow what a screen is reading or drawing.
   */
  default void whenIdle(Runnable then) {
    then.run();
  }

  /**
   * Runs {@code then} on the FX thread, at once when called on it: how news from another thread
   * (the store's live changes) reaches a view model. In view model tests, on the calling thread.
   */
  default void onFxThread(Runnable then) {
    then.run();
  }

  /** Runs work and callbacks on the calling thread: for view model tests. */
  static TaskRunner sameThread() {
    return new TaskRunner() {
      @Override
      public <T> TaskHandle runWithProgress(
          ProgressWork<T> work, Consumer<T> onSuccess, Consumer<Throwable> onFailure) {
        TaskHandle handle = new TaskHandle(Runnable::run);
        T result;
        try {
          result = work.call(handle.progress());
        } catch (Exception e) {
          if (!handle.isCancelled()) {
            onFailure.accept(e);
          }
          return handle;
        }
        if (!handle.isCancelled()) {
          onSuccess.accept(result);
        }
        return handle;
      }
    };
  }
}
