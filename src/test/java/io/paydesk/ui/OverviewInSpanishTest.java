package io.paydesk.ui;

import static java.util.concurrent.TimeUnit.SECONDS;
import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ops.AppPaths;
import io.paydesk.ui.base.Looks;
import io.paydesk.ui.base.SearchRequest;
import io.paydesk.ui.kit.Catalogue;
import io.paydesk.ui.pages.OverviewPage;
import java.nio.file.Path;
import java.util.Locale;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Labeled;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** The overview in Spanish: titles, statuses and numbers in Spanish, saved at 1024x700. */
class OverviewInSpanishTest {
  @TempDir Path dataDir;
  private PaydeskApp app;
  private Locale before;
  private final FxRobot robot = new FxRobot();

  @Test
  void theOverviewSpeaksSpanish() throws Exception {
    before = Locale.getDefault();
    Locale.setDefault(Locale.forLanguageTag("es"));
    app = TestConsole.startWithDemoStore(dataDir);
    OverviewPage overview = new OverviewPage(robot);
    WaitForAsyncUtils.waitFor(
        30, SECONDS, () -> app.runner().runningProperty().get() == 0 && overview.dailyTotal() > 0);
    WaitForAsyncUtils.waitForFxEvents();

    assertThat(overview.totals())
        .contains(" pagos \u00b7 USD ")
        .contains("tasa de aprobaci\u00f3n");
    assertThat(texts()).contains("Resumen", "Pagos por estado", "Moneda");
    assertThat(overview.dailySeries())
        .extracting(s -> s.getName())
        .contains("Exitoso", "Rechazado");
    // The decline reasons in Spanish words, as the catalogue says each code (never the raw code).
    assertThat(overview.reasons())
        .isNotEmpty()
        .filteredOn(bar -> ((SearchRequest) bar.getExtraValue()).responseCode() != null)
        .isNotEmpty()
        .allSatisfy(
            bar -> {
              String code = ((SearchRequest) bar.getExtraValue()).responseCode();
              assertThat(bar.getYValue())
                  .isEqualTo(Catalogue.Kind.RESPONSE_CODE.label(code))
                  .isNotEqualTo(code);
            });
    assertThat(overview.overlappingPieLabels()).isEmpty();
    Scene scene = FxToolkit.toolkitContext().getRegisteredStage().getScene();
    Screenshots.saveAt(scene, "overview-es-1024x700", 1024, 700);
    // The chargeback chart's line names whole beside their spinners ("Línea de advertencia (%)").
    assertThat(CutTexts.in(robot, robot.lookup("#overviewWarningLines").queryAs(Parent.class)))
        .isEmpty();

    // Another language rebuilds the window: the new Overview draws the data its model holds.
    robot.interact(() -> app.looks().languageProperty().set(Looks.Language.PORTUGUESE_BR));
    WaitForAsyncUtils.waitFor(
        30,
        SECONDS,
        () ->
            app.runner().runningProperty().get() == 0
                && overview.totals().contains(" pagamentos")
                && !overview.statusSlices().isEmpty());
    WaitForAsyncUtils.waitForFxEvents();
    Screenshots.saveAt(scene, "overview-pt-BR-rebuilt-1024x700", 1024, 700);
    assertThat(overview.overlappingPieLabels()).isEmpty();

    // A second start on the same folder: the stored payments reach the Overview at once.
    TestConsole.close(app, null);
    System.setProperty(AppPaths.DATA_DIR_PROPERTY, dataDir.toString());
    FxToolkit.registerPrimaryStage();
    app = (PaydeskApp) FxToolkit.setupApplication(PaydeskApp::new);
    WaitForAsyncUtils.waitFor(
        30,
        SECONDS,
        () -> app.runner().runningProperty().get() == 0 && overview.statusSlices().size() > 1);
    WaitForAsyncUtils.waitForFxEvents();
    Screenshots.saveAt(
        FxToolkit.toolkitContext().getRegisteredStage().getScene(),
        "overview-second-start-1024x700",
        1024,
        700);
    assertThat(overview.overlappingPieLabels()).isEmpty();
  }

  @AfterEach
  void close() throws Exception {
    TestConsole.close(app, before);
  }

  private java.util.List<String> texts() {
    return robot.lookup(n -> n instanceof Labeled l && l.isVisible()).queryAll().stream()
        .map(n -> ((Labeled) n).getText())
        .filter(t -> t != null && !t.isEmpty())
        .toList();
  }
}
