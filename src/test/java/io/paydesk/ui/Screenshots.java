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

  /**
   * Saves the window of the scene with the popups and dialogs it owns drawn over it where they show
   * (a palette, an open dialog), as name.png.
   */
  public static Path saveWithOverlays(Scene scene, String name) {
    Path dir = Path.of(System.getProperty("paydesk.screenshots", "target/screenshots"));
    CompletableFuture<BufferedImage> image = new CompletableFuture<>();
    Platform.runLater(
        () -> {
          Window main = scene.getWindow();
          BufferedImage png = SwingFXUtilsLess.toImage(scene.snapshot(null));
          java.awt.Graphics2D g = png.createGraphics();
          for (Window w : Window.getWindows()) {
            if (w != main && w.isShowing() && w.getScene() != null && ownedBy(w, main)) {
              BufferedImage over = SwingFXUtilsLess.toImage(w.getScene().snapshot(null));
              int x = (int) Math.round(w.getX() + w.getScene().getX() - main.getX() - scene.getX());
              int y = (int) Math.round(w.getY() + w.getScene().getY() - main.getY() - scene.getY());
              g.drawImage(over, x, y, null);
            }
          }
          g.dispose();
          image.complete(png);
        });
    try {
      BufferedImage png = image.get(10, TimeUnit.SECONDS);
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

  private static boolean ownedBy(Window w, Window main) {
    if (w instanceof javafx.stage.PopupWindow p) {
      return p.getOwnerWindow() == main;
    }
    return w instanceof javafx.stage.Stage s && s.getOwner() == main;
  }

  /** A JavaFX image as an AWT one, pixel by pixel. */
  private static final class SwingFXUtilsLess {
    static BufferedImage toImage(WritableImage fx) {
      int w = (int) fx.getWidth();
      int h = (int) fx.getHeight();
      BufferedImage png = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
      PixelReader pixels = fx.getPixelReader();
      for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++) {
          png.setRGB(x, y, pixels.getArgb(x, y));
        }
      }
      return png;
    }
  }
}
