package io.paydesk.ui;

import static java.util.concurrent.TimeUnit.SECONDS;
import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ui.pages.BulkPayoutsPage;
import io.paydesk.ui.pages.DisputesPage;
import io.paydesk.ui.pages.KeyboardPage;
import io.paydesk.ui.pages.PaymentsPage;
import io.paydesk.ui.pages.SearchPage;
import io.paydesk.ui.pages.SubscriptionsPage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Tab moves through each area in reading order (top to bottom, left to right within a row) and
 * reaches every control a user can use there; a button showing only an icon has a name a screen
 * reader says.
 */
class FocusOrderTest {
  @TempDir Path dataDir;
  private PaydeskApp app;
  private Locale before;
  private final FxRobot robot = new FxRobot();
  private final KeyboardPage keys = new KeyboardPage(robot);

  @AfterEach
  void close() throws Exception {
    TestConsole.close(app, before);
  }

  @Test
  void tabFollowsReadingOrderAndReachesEveryControlInEveryArea() throws Exception {
    before = Locale.getDefault();
    Locale.setDefault(Locale.ENGLISH);
    app = TestConsole.startWithDemoStore(dataDir);
    keys.focusWindow();
    List<String> problems = new ArrayList<>();
    Area[] areas = Area.values();
    for (int n = 1; n <= Math.min(9, areas.length); n++) {
      keys.area(n);
      problems.addAll(walk(areas[n - 1].name()));
    }
    new SearchPage(robot).open().showFilters();
    problems.addAll(walk("Search filters"));
    new BulkPayoutsPage(robot).open();
    problems.addAll(walk("Payouts spreadsheet"));
    new DisputesPage(robot).open();
    idle();
    new DisputesPage(robot).openRow(0);
    idle();
    problems.addAll(walk("Evidence"));
    PaymentsPage payments = new PaymentsPage(robot);
    payments.open().lookUp(app.shell().connection().demoPaymentIds().get(0));
    idle();
    problems.addAll(walk("Payment detail"));
    payments.scrollDetailTo("refundButton").startRefund();
    idle();
    problems.addAll(walk("Refund form"));
    new SubscriptionsPage(robot)
        .open()
        .openById(app.shell().connection().demoSubscriptionIds().get(0));
    idle();
    problems.addAll(walk("Subscription editor"));
    assertThat(problems).isEmpty();
  }

  private void idle() throws Exception {
    WaitForAsyncUtils.waitFor(30, SECONDS, () -> app.runner().runningProperty().get() == 0);
  }

  private List<String> walk(String where) {
    List<Node> reached = keys.tabThroughContent(200);
    List<String> problems = new ArrayList<>();
    for (int i = 1; i < reached.size(); i++) {
      Bounds[] ab = keys.places(reached.get(i - 1), reached.get(i));
      Bounds a = ab[0];
      Bounds b = ab[1];
      if (!follows(a, b)) {
        problems.add(
            where
                + ": "
                + name(reached.get(i))
                + " "
                + at(b)
                + " after "
                + name(reached.get(i - 1))
                + " "
                + at(a));
      }
    }
    for (Node control : keys.usableControls()) {
      if (!reached.contains(control) && !groupReached(control, reached)) {
        problems.add(where + ": Tab never reaches " + name(control));
      }
    }
    for (Node control : keys.usableControls()) {
      if (control instanceof javafx.scene.control.Labeled l
          && (l.getText() == null || l.getText().isBlank())
          && l.getGraphic() != null
          && (l.getAccessibleText() == null || l.getAccessibleText().isBlank())) {
        problems.add(where + ": icon-only " + name(control) + " has no accessible name");
      }
    }
    if (!problems.isEmpty()) {
      problems.add(where + ": reached " + reached.stream().map(FocusOrderTest::name).toList());
    }
    return problems;
  }

  /** A toggle of a group is reached with its group: Tab goes to the group, the arrows within it. */
  private static boolean groupReached(Node control, List<Node> reached) {
    return control instanceof javafx.scene.control.Toggle t
        && t.getToggleGroup() != null
        && reached.stream()
            .anyMatch(
                n ->
                    n instanceof javafx.scene.control.Toggle r
                        && r.getToggleGroup() == t.getToggleGroup());
  }

  /** b comes after a in reading order: below it, or in the same row and to its right. */
  static boolean follows(Bounds a, Bounds b) {
    double slack = 4;
    boolean sameRow = b.getMinY() < a.getMaxY() - slack && a.getMinY() < b.getMaxY() - slack;
    if (sameRow) {
      return b.getMinX() >= a.getMinX() - slack;
    }
    return b.getMinY() >= a.getMinY() - slack;
  }

  private static String at(Bounds b) {
    return "(" + Math.round(b.getMinX()) + "," + Math.round(b.getMinY()) + ")";
  }

  private static String name(Node n) {
    return n.getClass().getSimpleName() + (n.getId() == null ? "" : "#" + n.getId());
  }
}
