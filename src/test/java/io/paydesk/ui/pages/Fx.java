package io.paydesk.ui.pages;

import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Reads the scene graph on the FX thread: a screen that live changes redraw (charts, lists) must
 * not be walked from the test thread while it is being rebuilt.
 */
final class Fx {
  private Fx() {}

  static <T> T read(Callable<T> read) {
    try {
      return WaitForAsyncUtils.asyncFx(read).get(10, TimeUnit.SECONDS);
    } catch (ExecutionException e) {
      if (e.getCause() instanceof RuntimeException r) {
        throw r;
      }
      if (e.getCause() instanceof Error err) {
        throw err;
      }
      throw new IllegalStateException(e.getCause());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    } catch (TimeoutException e) {
      throw new IllegalStateException("the FX thread did not answer in 10 s", e);
    }
  }
}
