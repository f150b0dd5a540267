package io.paydesk.ui;

import static java.util.concurrent.TimeUnit.SECONDS;
import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.api.model.Subscription;
import io.paydesk.ops.AppPaths;
import io.paydesk.ui.kit.AmountFields;
import io.paydesk.ui.pages.CustomersPage;
import io.paydesk.ui.pages.ScreenTexts;
import io.paydesk.ui.pages.SubscriptionsPage;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** The Subscriptions and Customers areas in Spanish, with snapshots at 1024x700. */
class SubscriptionsInSpanishTest {
  @TempDir Path dataDir;
  private PaydeskApp app;
  private Locale before;
  private final FxRobot robot = new FxRobot();

  @AfterEach
  void closeConsole() throws Exception {
    if (app != null) {
      FxToolkit.cleanupApplication(app);
    }
    FxToolkit.cleanupStages();
    System.clearProperty(AppPaths.DATA_DIR_PROPERTY);
    if (before != null) {
      Locale.setDefault(before);
    }
  }

  private boolean idle() {
    return app.runner().runningProperty().get() == 0;
  }

  @Test
  void theListTheReviewAndTheCustomerSpeakSpanish() throws Exception {
    before = Locale.getDefault();
    Locale.setDefault(Locale.forLanguageTag("es"));
    app = TestConsole.startWithDemoStore(dataDir);
    SubscriptionsPage page = new SubscriptionsPage(robot).open();
    WaitForAsyncUtils.waitFor(120, SECONDS, () -> page.rows().size() >= 14 && idle());

    Subscription s = app.shell().connection().store().subscriptions().list("PAST_DUE", 10).get(0);
    page.select(s.id());
    WaitForAsyncUtils.waitFor(60, SECONDS, () -> idle() && !page.title().isEmpty());
    assertThat(page.status()).isEqualTo("Pago vencido");
    Screenshots.saveAt(robot.targetWindow().getScene(), "subscriptions-list-es", 1024, 700);
    javafx.scene.Parent root = robot.targetWindow().getScene().getRoot();
    assertThat(ScreenTexts.cutCells(root, "colAmount")).isEmpty();
    assertThat(ScreenTexts.cutCells(root, "colFrequency")).isEmpty();
    assertThat(ScreenTexts.cutCells(root, "colNext")).isEmpty();

    BigDecimal more = s.amount().value().add(BigDecimal.TEN);
    page.type("#subAmount", AmountFields.prefill(more, s.amount().currency()));
    page.review();
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(page.diff()).extracting(d -> d.field()).containsExactly("Monto");
    Screenshots.saveAt(robot.targetWindow().getScene(), "subscriptions-diff-es", 1024, 700);

    CustomersPage customers = new CustomersPage(robot).open();
    customers.lookUp(app.shell().connection().demoCustomerIds().get(0));
    WaitForAsyncUtils.waitFor(60, SECONDS, () -> idle() && !customers.methods().isEmpty());
    WaitForAsyncUtils.waitFor(
        20, SECONDS, () -> customers.expiryTexts().size() >= customers.methods().size());
    assertThat(customers.expiryTexts()).anyMatch(t -> t.contains("vencida"));
    assertThat(customers.totals()).allMatch(t -> t.contains("pagado"));
    Screenshots.saveAt(robot.targetWindow().getScene(), "customer-es", 1024, 700);
    // The enrolled methods: types in Spanish (a card's category, "Card" again, not repeated),
    // headers and values whole.
    javafx.scene.Parent window = robot.targetWindow().getScene().getRoot();
    assertThat(ScreenTexts.cells(window, "mType")).isNotEmpty().allMatch("Tarjeta"::equals);
    assertThat(ScreenTexts.cut(robot.lookup("#methodsTable").query())).isEmpty();
  }
}
