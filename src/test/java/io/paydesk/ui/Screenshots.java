package io.paydesk.ui;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.stage.Window;
import javax.imageio.ImageIO;
import org.testfx.util.WaitForAsyncUtils;

/** Saves a PNG of a scene under target/screenshots, so a person can look at what tests saw. */
public final class Screenshots {
  private Screenshots() {}

  /**
   * Resizes the scene's window to width x height, lays it out and saves it as name.png; the window
   * keeps that size.
   */
  public static Path saveAt(Scene scene, String name, double width, double height) {
    CompletableFuture<Void> resized = new CompletableFuture<>();
    Platform.runLater(
        () -> {
          Window window = scene.getWindow();
          window.setWidth(width);
          window.setHeight(height);
          scene.getRoot().applyCss();
          scene.getRoot().layout();
          resized.complete(null);
        });
    try {
      resized.get(10, TimeUnit.SECONDS);
    } catch (Exception e) {
      throw new IllegalStateException("Resize failed", e);
    }
    WaitForAsyncUtils.waitForFxEvents();
    return save(scene, name);
  }

  public static Path save(Scene scene, String name) {
    Path dir = Path.of(System.getProperty("paydesk.screenshots", "target/screenshots"));
    CompletableFuture<WritableImage> image = new CompletableFuture<>();
    Platform.runLater(() -> image.complete(scene.snapshot(null)));
    try {
      WritableImage fx = image.get(10, TimeUnit.SECONDS);
      int w = (int) fx.getWidth();
      int h = (int) fx.getHeight();
      BufferedImage png = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
      PixelReader pixels = fx.getPixelReader();
      for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++) {
          png.setRGB(x, y, pixels.getArgb(x, y));
        }
      }
      Files.createDirectories(dir);
      Path file = dir.resolve(name + ".png");
      ImageIO.write(png, "png", file.toFile());
      return file;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (Exception e) {
      throw new IllegalStateException("Snapshot failed", e);
    }
  }
}
