package io.paydesk.ui.kit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import javafx.geometry.Bounds;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollBar;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The command palette at 1024x700: its first row shows whole at the top and no row is wider than
 * the palette, also after long rows (recent payments) join the list while it is open.
 */
class CommandPaletteTest {
  private final FxRobot robot = new FxRobot();

  @BeforeAll
  static void startFx() throws Exception {
    FxToolkit.registerPrimaryStage();
  }

  @Test
  void theFirstRowIsWholeAndNoRowIsWiderThanThePaletteWhenLongRowsJoin() throws Exception {
    List<CommandPalette.Command> areas = new ArrayList<>();
    for (String a :
        List.of(
            "Resumen",
            "Pagos",
            "Buscar",
            "Disputas",
            "Desembolsos",
            "Entidades",
            "Suscripciones",
            "Clientes",
            "Configuración")) {
      areas.add(new CommandPalette.Command(a, "Área", () -> {}));
    }
    AtomicReference<CommandPalette> palette = new AtomicReference<>();
    FxToolkit.setupStage(
        s -> {
          Scene scene = new Scene(new StackPane(), 1024, 700);
          for (String css : List.of("/styles/theme.css", "/styles/app.css")) {
            scene.getStylesheets().add(CommandPaletteTest.class.getResource(css).toExternalForm());
          }
          s.setScene(scene);
          s.show();
        });
    Stage stage = FxToolkit.registerPrimaryStage();
    robot.interact(
        () -> {
          CommandPalette p = new CommandPalette("Ir a", "Nada", areas);
          palette.set(p);
          p.show(stage);
        });
    WaitForAsyncUtils.waitForFxEvents();
    robot.interact(
        () -> {
          List<CommandPalette.Command> payments = new ArrayList<>();
          for (int i = 0; i < 30; i++) {
            payments.add(
                new CommandPalette.Command(
                    "171c0b16-1044-4db5-afa4-08bf622d40"
                        + (10 + i)
                        + " \u00b7 pedido-muy-largo-"
                        + i,
                    "Pago \u00b7 Reembolsado en parte \u00b7 BRL 1.427,90",
                    () -> {}));
          }
          palette.get().commands().addAll(payments);
        });
    WaitForAsyncUtils.waitForFxEvents();

    ListView<?> list = robot.lookup("#paletteList").queryAs(ListView.class);
    boolean sideways =
        list.lookupAll(".scroll-bar").stream()
            .anyMatch(
                n ->
                    n instanceof ScrollBar b
                        && b.getOrientation() == Orientation.HORIZONTAL
                        && b.isVisible());
    assertThat(sideways).as("a sideways scroll bar").isFalse();
    Node first =
        list.lookupAll(".list-cell").stream()
            .filter(n -> n instanceof ListCell<?> c && c.getIndex() == 0 && c.isVisible())
            .findFirst()
            .orElseThrow();
    Bounds cell = first.localToScene(first.getLayoutBounds());
    Bounds shown = list.localToScene(list.getLayoutBounds());
    assertThat(cell.getMinY())
        .as("the first row's top within the list")
        .isGreaterThanOrEqualTo(shown.getMinY());
    assertThat(cell.getMaxX())
        .as("the first row's right edge")
        .isLessThanOrEqualTo(shown.getMaxX());
    robot.interact(() -> palette.get().hide());
  }
}
