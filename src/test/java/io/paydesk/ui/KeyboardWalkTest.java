package io.paydesk.ui;

import static java.util.concurrent.TimeUnit.SECONDS;
import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ui.base.Messages;
import io.paydesk.ui.pages.KeyboardPage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The console driven by the keyboard alone (no mouse click anywhere): every area by Ctrl+1..9, Tab
 * through each screen, a payment opened from Search with Enter, Ctrl+K to go somewhere, F1 for the
 * shortcuts and Esc to close them. Saves the palette, the shortcuts and Search at 1024x700.
 */
class KeyboardWalkTest {
  @TempDir Path dataDir;
  private PaydeskApp app;
  private Locale before;
  private final FxRobot robot = new FxRobot();
  private final KeyboardPage keys = new KeyboardPage(robot);

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"en", "es"})
  void everyAreaIsReachableAndUsableByKeyboardAlone(String tag) throws Exception {
    before = Locale.getDefault();
    Locale.setDefault(Locale.forLanguageTag(tag));
    app = TestConsole.startWithDemoStore(dataDir);
    keys.focusWindow();
    Scene scene = keys.window().getScene();

    Area[] areas = Area.values();
    for (int n = 1; n <= Math.min(9, areas.length); n++) {
      keys.area(n);
      assertThat(keys.selectedArea()).as("Ctrl+%d", n).isEqualTo(areas[n - 1]);
      List<Node> visited = new ArrayList<>();
      for (int i = 0; i < 12; i++) {
        robot.type(KeyCode.TAB);
        Node focused = scene.getFocusOwner();
        assertThat(focused).as("focus after Tab in %s", areas[n - 1]).isNotNull();
        assertThat(KeyboardPage.shown(focused))
            .as("%s focused in %s is on screen", focused, areas[n - 1])
            .isTrue();
        visited.add(focused);
      }
      assertThat(visited)
          .as("Tab reaches the controls of %s", areas[n - 1])
          .anyMatch(keys::inContent);
    }

    // Search: Ctrl+F, Enter searches, Tab to the results, Down and Enter open a payment.
    keys.area(3);
    keys.ctrl(KeyCode.F);
    assertThat(scene.getFocusOwner().getId()).isEqualTo("searchText");
    robot.type(KeyCode.ENTER);
    waitUntilIdle();
    Screenshots.saveAt(scene, "keys-search-" + tag, 1024, 700);
    keys.showColumn("searchResults", "documentColumn");
    Screenshots.saveAt(scene, "keys-search-columns-" + tag, 1024, 700);
    assertThat(keys.column("searchResults", "documentColumn"))
        .isNotEmpty()
        .allMatch(d -> d.isEmpty() || d.contains("\u2022"));
    assertThat(keys.column("searchResults", "emailColumn")).anyMatch(e -> e.contains("@"));
    TableView<?> results = keys.tabUntil(TableView.class, 30);
    robot.type(KeyCode.DOWN);
    WaitForAsyncUtils.waitForFxEvents();
    if (results.getSelectionModel().getSelectedIndex() < 0) {
      robot.type(KeyCode.SPACE);
    }
    assertThat(results.getSelectionModel().getSelectedIndex()).isGreaterThanOrEqualTo(0);
    String id = keys.selectedPaymentId(results);
    robot.type(KeyCode.ENTER);
    waitUntilIdle();
    assertThat(keys.selectedArea()).isEqualTo(Area.PAYMENTS);
    WaitForAsyncUtils.waitFor(20, SECONDS, () -> keys.texts().contains(id));

    // Ctrl+F on Payments goes to its look-up field.
    keys.ctrl(KeyCode.F);
    assertThat(scene.getFocusOwner().getId()).isEqualTo("paymentIdField");

    // Ctrl+K: type an area's name, Enter goes there.
    keys.ctrl(KeyCode.K);
    WaitForAsyncUtils.waitFor(10, SECONDS, keys::paletteShowing);
    waitUntilIdle(); // the recent payments join the list
    // Every row fits the palette: no sideways scroll bar half hiding the first row.
    assertThat(keys.paletteScrollsSideways()).isFalse();
    Screenshots.saveAt(scene, "keys-before-palette-" + tag, 1024, 700);
    Screenshots.saveWithOverlays(scene, "keys-palette-" + tag);
    assertThat(keys.paletteFirstRowWhole()).as("the palette's first row whole").isTrue();
    robot.write(Messages.get("nav.payouts"));
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(keys.paletteFirst()).isEqualTo(Messages.get("nav.payouts"));
    robot.type(KeyCode.ENTER);
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(keys.paletteShowing()).isFalse();
    assertThat(keys.selectedArea()).isEqualTo(Area.PAYOUTS);

    // Ctrl+K finds a recent payment by part of its id.
    keys.ctrl(KeyCode.K);
    WaitForAsyncUtils.waitFor(10, SECONDS, keys::paletteShowing);
    waitUntilIdle();
    robot.write(id.substring(0, 8));
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(keys.paletteFirst()).as("palette typed %s", keys.paletteTyped()).startsWith(id);
    robot.type(KeyCode.ENTER);
    waitUntilIdle();
    assertThat(keys.selectedArea()).isEqualTo(Area.PAYMENTS);

    // Ctrl+K, Esc closes it where we were.
    keys.ctrl(KeyCode.K);
    WaitForAsyncUtils.waitFor(10, SECONDS, keys::paletteShowing);
    robot.type(KeyCode.ESCAPE);
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(keys.paletteShowing()).isFalse();
    assertThat(keys.selectedArea()).isEqualTo(Area.PAYMENTS);

    // F1 lists the shortcuts in the user's language; Esc closes it.
    robot.type(KeyCode.F1);
    WaitForAsyncUtils.waitFor(10, SECONDS, keys::overviewShowing);
    assertThat(keys.overviewTexts())
        .contains(Messages.get("keys.does.palette"), Messages.get("keys.does.refresh"));
    Screenshots.saveWithOverlays(scene, "keys-overview-" + tag);
    robot.type(KeyCode.ESCAPE);
    WaitForAsyncUtils.waitFor(10, SECONDS, () -> !keys.overviewShowing());

    // F5 on Search reads the store again; Ctrl+F from an area without a search field goes there.
    keys.area(1);
    keys.ctrl(KeyCode.F);
    assertThat(keys.selectedArea()).isEqualTo(Area.SEARCH);
    assertThat(scene.getFocusOwner().getId()).isEqualTo("searchText");
    int updates = app.shell().storeUpdatesProperty().get();
    robot.type(KeyCode.F5);
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(app.shell().storeUpdatesProperty().get()).isEqualTo(updates + 1);
  }

  @AfterEach
  void closeConsole() throws Exception {
    TestConsole.close(app, before);
  }

  private void waitUntilIdle() throws Exception {
    WaitForAsyncUtils.waitForFxEvents();
    WaitForAsyncUtils.waitFor(20, SECONDS, () -> app.runner().runningProperty().get() == 0);
    WaitForAsyncUtils.waitForFxEvents();
  }
}
