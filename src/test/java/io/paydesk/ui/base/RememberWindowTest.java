package io.paydesk.ui.base;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.layout.Pane;
import javafx.stage.Screen;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** A first start on a small screen fills it; on a large one the window keeps its own size. */
class RememberWindowTest {
  @BeforeAll
  static void startFx() throws Exception {
    FxToolkit.registerPrimaryStage();
  }

  @Test
  void aWindowThatDoesNotFitTheScreenWithItsFrameStartsMaximised() throws Exception {
    Rectangle2D usable =
        WaitForAsyncUtils.asyncFx(() -> Screen.getPrimary().getVisualBounds()).get();
    assertThat(firstStartMaximised(usable.getWidth(), usable.getHeight())).isTrue();
  }

  @Test
  void aWindowThatFitsKeepsItsSize() throws Exception {
    assertThat(firstStartMaximised(800, 600)).isFalse();
  }

  @Test
  void aRememberedChoiceWins() throws Exception {
    Map<String, String> values = new HashMap<>(Map.of("w.maximized", "false"));
    Rectangle2D usable =
        WaitForAsyncUtils.asyncFx(() -> Screen.getPrimary().getVisualBounds()).get();
    assertThat(maximised(values, usable.getWidth(), usable.getHeight())).isFalse();
  }

  private static boolean firstStartMaximised(double width, double height) throws Exception {
    return maximised(new HashMap<>(), width, height);
  }

  private static boolean maximised(Map<String, String> values, double width, double height)
      throws Exception {
    Remember.Memory memory =
        new Remember.Memory() {
          @Override
          public Optional<String> get(String key) {
            return Optional.ofNullable(values.get(key));
          }

          @Override
          public void put(String key, String value) {
            values.put(key, value);
          }
        };
    return WaitForAsyncUtils.asyncFx(
            () -> {
              Stage stage = new Stage();
              stage.setScene(new Scene(new Pane(), width, height));
              Remember.window(stage, "w", memory);
              return stage.isMaximized();
            })
        .get();
  }
}
