package io.paydesk.ui.base;

import io.paydesk.ui.base.TaskHandle.ProgressWork;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;

/**
 * Runs work on a small pool of daemon threads and hands results back on the FX thread. The count of
 * running tasks drops only after the callback ran (or was dropped because the task was cancelled),
 * so a test can wait for it.
 */
public final class FxTaskRunner implements TaskRunner, AutoCloseable {
  private final ExecutorService executor;
  private final ReadOnlyIntegerWrapper running = new ReadOnlyIntegerWrapper();

  public FxTaskRunner() {
    AtomicInteger n = new AtomicInteger();
    this.executor =
        Executors.newFixedThreadPool(
            4,
            r -> {
              Thread t = new Thread(r, "paydesk-task-" + n.incrementAndGet());
              t.setDaemon(true);
              return t;
            });
  }

  @Override
  public <T> TaskHandle runWithProgress(
      ProgressWork<T> work, Consumer<T> onSuccess, Consumer<Throwable> onFailure) {
    TaskHandle handle = new TaskHandle(FxTaskRunner::onFx);
    onFx(() -> running.set(running.get() + 1));
    executor.execute(
        () -> {
          Runnable callback;
          try {
            T result = work.call(handle.progress());
            callback = () -> onSuccess.accept(result);
          } catch (Throwable e) {
            callback = () -> onFailure.accept(e);
          }
          Runnable done = callback;
          Platform.runLater(
              () -> {
                try {
                  if (!handle.isCancelled()) {
                    done.run();
                  }
                } finally {
                  running.set(running.get() - 1);
                }
              });
        });
    return handle;
  }

  /** Tasks started and not yet handed back; read on the FX thread. */
  public ReadOnlyIntegerProperty runningProperty() {
    return running.getReadOnlyProperty();
  }

  @Override
  public void whenIdle(Runnable then) {
    onFx(
        () -> {
          if (running.get() == 0) {
            then.run();
            return;
          }
          running.addListener(
              new javafx.beans.value.ChangeListener<>() {
                @Override
                public void changed(
                    javafx.beans.value.ObservableValue<? extends Number> obs,
                    Number was,
                    Number now) {
                  if (now.intValue() == 0) {
                    running.removeListener(this);
                    then.run();
                  }
                }
              });
        });
  }

  @Override
  public void onFxThread(Runnable then) {
    onFx(then);
  }

  private static void onFx(Runnable r) {
    if (Platform.isFxApplicationThread()) {
      r.run();
    } else {
      Platform.runLater(r);
    }
  }

  @Override
  public void close() {
    executor.shutdownNow();
    try {
      executor.awaitTermination(2, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
