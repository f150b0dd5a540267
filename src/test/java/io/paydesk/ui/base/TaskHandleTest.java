package io.paydesk.ui.base;

import static java.util.concurrent.TimeUnit.SECONDS;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** Background work as a handle: cancelled work never calls back; progress reaches the screen. */
class TaskHandleTest {

  @BeforeAll
  static void startFx() throws Exception {
    FxToolkit.registerPrimaryStage();
  }

  @Test
  void cancelledWorkNeverCallsBackOnTheFxRunner() throws Exception {
    List<String> calls = new ArrayList<>();
    CountDownLatch started = new CountDownLatch(1);
    CountDownLatch release = new CountDownLatch(1);
    try (FxTaskRunner runner = new FxTaskRunner()) {
      AtomicReference<TaskHandle> handle = new AtomicReference<>();
      WaitForAsyncUtils.asyncFx(
              () ->
                  handle.set(
                      runner.run(
                          () -> {
                            started.countDown();
                            release.await();
                            return "late";
                          },
                          calls::add,
                          failure -> calls.add("failed"))))
          .get();
      assertThat(started.await(10, SECONDS)).isTrue();
      WaitForAsyncUtils.asyncFx(() -> handle.get().cancel()).get();
      release.countDown();

      WaitForAsyncUtils.waitFor(10, SECONDS, () -> runner.runningProperty().get() == 0);
      WaitForAsyncUtils.waitForFxEvents();
      assertThat(calls).isEmpty();
      assertThat(handle.get().isCancelled()).isTrue();
      assertThat(handle.get().cancelledProperty().get()).isTrue();
    }
  }

  @Test
  void whenIdleWaitsForRunningWorkAndItsCallback() throws Exception {
    List<String> calls = java.util.Collections.synchronizedList(new ArrayList<>());
    CountDownLatch release = new CountDownLatch(1);
    try (FxTaskRunner runner = new FxTaskRunner()) {
      WaitForAsyncUtils.asyncFx(
              () -> {
                runner.run(
                    () -> {
                      release.await();
                      return "read";
                    },
                    calls::add,
                    failure -> calls.add("failed"));
                runner.whenIdle(() -> calls.add("idle"));
              })
          .get();
      WaitForAsyncUtils.waitForFxEvents();
      assertThat(calls).isEmpty();

      release.countDown();
      WaitForAsyncUtils.waitFor(10, SECONDS, () -> calls.size() == 2);
      assertThat(calls).containsExactly("read", "idle");
      // Idle already: at once.
      WaitForAsyncUtils.asyncFx(() -> runner.whenIdle(() -> calls.add("now"))).get();
      assertThat(calls).containsExactly("read", "idle", "now");
    }
  }

  @Test
  void progressAndMessageReachTheHandle() throws Exception {
    List<String> calls = new ArrayList<>();
    try (FxTaskRunner runner = new FxTaskRunner()) {
      AtomicReference<TaskHandle> handle = new AtomicReference<>();
      WaitForAsyncUtils.asyncFx(
              () ->
                  handle.set(
                      runner.runWithProgress(
                          progress -> {
                            progress.message("Reading");
                            for (int i = 1; i <= 3; i++) {
                              progress.update(i, 3);
                            }
                            return progress.isCancelled() ? "cancelled" : "done";
                          },
                          calls::add,
                          failure -> calls.add("failed"))))
          .get();
      WaitForAsyncUtils.waitFor(10, SECONDS, () -> runner.runningProperty().get() == 0);
      WaitForAsyncUtils.waitForFxEvents();

      assertThat(calls).containsExactly("done");
      assertThat(handle.get().doneProperty().get()).isEqualTo(3);
      assertThat(handle.get().totalProperty().get()).isEqualTo(3);
      assertThat(handle.get().messageProperty().get()).isEqualTo("Reading");
    }
  }

  @Test
  void theSameThreadRunnerReportsProgressAndCallsBackOnTheCallingThread() {
    List<String> calls = new ArrayList<>();
    TaskHandle handle =
        TaskRunner.sameThread()
            .runWithProgress(
                progress -> {
                  progress.update(1, 2);
                  progress.message("Half");
                  return "result";
                },
                calls::add,
                failure -> calls.add("failed"));
    assertThat(calls).containsExactly("result");
    assertThat(handle.doneProperty().get()).isEqualTo(1);
    assertThat(handle.totalProperty().get()).isEqualTo(2);
    assertThat(handle.messageProperty().get()).isEqualTo("Half");
  }
}
