package io.paydesk.ui;

import static java.util.concurrent.TimeUnit.SECONDS;
import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ui.pages.PaymentsPage;
import java.nio.file.Path;
import java.util.Locale;
import javafx.scene.control.Labeled;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** The payment detail and its raw response in Spanish, with Spanish numbers, at 1024x700. */
class PaymentDetailInSpanishTest {
  @TempDir Path dataDir;
  private PaydeskApp app;
  private Locale before;
  private final FxRobot robot = new FxRobot();
  private final PaymentsPage payments = new PaymentsPage(robot);

  @Test
  void theAirlineDetailSpeaksSpanish() throws Exception {
    before = Locale.getDefault();
    Locale.setDefault(Locale.forLanguageTag("es"));
    app = TestConsole.startWithDemoStore(dataDir);
    robot.interact(
        () -> {
          javafx.stage.Window w = FxToolkit.toolkitContext().getRegisteredStage();
          w.setX(0);
          w.setY(0);
          w.setWidth(1024);
          w.setHeight(700);
        });

    payments.open().lookUp("DEMO-AIRLINE-0001");
    WaitForAsyncUtils.waitFor(
        20,
        SECONDS,
        () ->
            app.runner().runningProperty().get() == 0
                && "DEMO-AIRLINE-0001".equals(payments.merchantOrderId()));

    assertThat(payments.fieldText("paymentAmount")).isEqualTo("COP 2.450.000,00");
    assertThat(payments.fieldText("paymentMethod")).isEqualTo("Tarjeta");
    assertThat(texts()).contains("Resumen", "Transacciones", "Cliente", "Medio de pago");
    // Codes the catalogue knows are words: the workflow, the transactions' response codes.
    assertThat(payments.sectionText("summary")).contains("Directa (de servidor a servidor)");
    assertThat(payments.cellTexts("transactionsTable"))
        .contains("Aprobada")
        .doesNotContain("SUCCEEDED", "DIRECT");
    payments.openAllSections().scrollDetail(0);
    WaitForAsyncUtils.waitForFxEvents();
    Screenshots.save(robot.targetWindow().getScene(), "paydetail-airline-es-1024x700");
    payments.scrollDetail(1);
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(texts()).contains("Aerol\u00ednea", "Tramos del vuelo", "Pasajeros");
    Screenshots.save(robot.targetWindow().getScene(), "paydetail-airline-end-es-1024x700");

    payments.scrollDetail(0).showRaw();
    WaitForAsyncUtils.waitFor(20, SECONDS, () -> !payments.rawJson().isEmpty());
    assertThat(payments.rawInfo()).startsWith("Le\u00edda del servicio el ");
    payments.scrollDetailTo("rawPane");
    WaitForAsyncUtils.waitForFxEvents();
    Screenshots.save(robot.targetWindow().getScene(), "paydetail-raw-es-1024x700");
  }

  @AfterEach
  void closeConsole() throws Exception {
    TestConsole.close(app, before);
  }

  private java.util.List<String> texts() {
    return robot.lookup(n -> n instanceof Labeled l && l.isVisible()).queryAll().stream()
        .map(n -> ((Labeled) n).getText())
        .filter(t -> t != null && !t.isEmpty())
        .toList();
  }
}
