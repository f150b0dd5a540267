package io.paydesk.ui;

import java.util.concurrent.Callable;
import java.util.function.Consumer;

/**
 * The one way screens run work off the FX thread. Callbacks run on the FX thread (or, in view model
 * tests, on the calling thread).
 */
public interface TaskRunner {

  <T> void run(Callable<T> work, Consumer<T> onSuccess, Consumer<Throwable> onFailure);

  /** Runs work and callbacks on the calling thread: for view model tests. */
  static TaskRunner sameThread() {
    return new TaskRunner() {
      @Override
      public <T> void run(Callable<T> work, Consumer<T> onSuccess, Consumer<Throwable> onFailure) {
        T result;
        try {
          result = work.call();
        } catch (Exception e) {
          onFailure.accept(e);
          return;
        }
        onSuccess.accept(result);
      }
    };
  }
}
