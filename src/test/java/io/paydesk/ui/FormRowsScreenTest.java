package io.paydesk.ui;

import static io.paydesk.ui.TestConsole.resize;
import static io.paydesk.ui.TestConsole.stageScene;
import static java.util.concurrent.TimeUnit.SECONDS;
import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ops.AppPaths;
import io.paydesk.ui.base.ServiceState;
import io.paydesk.ui.pages.EntitiesPage;
import io.paydesk.ui.pages.PayoutsPage;
import java.nio.file.Path;
import java.util.Locale;
import javafx.scene.control.ScrollPane;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Rows the user adds and removes on the real console (tax rows, owners, payout metadata), and the
 * entity form's draft coming back after the console is closed and opened again.
 */
class FormRowsScreenTest {
  private static final String ORG = "entity_detail.entity.";
  private static final String IND = "entity_detail.individual.";
  private static final String OWNERS = ORG + "beneficial_owners";
  @TempDir static Path dataDir;
  private static PaydeskApp app;
  private static Locale before;
  private final FxRobot robot = new FxRobot();
  private final EntitiesPage entities = new EntitiesPage(robot);
  private final PayoutsPage payouts = new PayoutsPage(robot);

  @BeforeAll
  static void startConsole() throws Exception {
    before = Locale.getDefault();
    Locale.setDefault(Locale.US);
    start();
  }

  @AfterAll
  static void closeConsole() throws Exception {
    FxToolkit.cleanupApplication(app);
    FxToolkit.cleanupStages();
    System.clearProperty(AppPaths.DATA_DIR_PROPERTY);
    Locale.setDefault(before);
  }

  private static void start() throws Exception {
    System.setProperty(AppPaths.DATA_DIR_PROPERTY, dataDir.toString());
    FxToolkit.registerPrimaryStage();
    app = (PaydeskApp) FxToolkit.setupApplication(PaydeskApp.class);
    WaitForAsyncUtils.waitFor(
        180, SECONDS, () -> app.shell().serviceStateProperty().get() == ServiceState.ANSWERING);
    WaitForAsyncUtils.waitFor(120, SECONDS, () -> app.runner().runningProperty().get() == 0);
  }

  @Test
  void taxRowsAreAddedAndRemovedAndTheRowsBelowMoveUp() {
    entities.open().newEntity();
    assertThat(entities.rowCount("tax_information")).isEqualTo(1);

    entities.addRow("tax_information").choose("tax_information[1].country", "AR");
    entities.addRow("tax_information").choose("tax_information[2].country", "CL");
    assertThat(entities.rowCount("tax_information")).isEqualTo(3);

    entities.removeRow("tax_information", 1);
    assertThat(entities.rowCount("tax_information")).isEqualTo(2);
    assertThat(entities.value("tax_information[1].country")).isEqualTo("CL");
    assertThat(entities.hasField("tax_information[2].country")).isFalse();
    entities.newEntity();
  }

  @Test
  void ownersPastOneHundredPercentAreRefusedUntilAnOwnerIsRemoved() {
    entities.open().newEntity();
    entities
        .choose("national_entity", "ENTITY")
        .type(OWNERS + "[0].first_name", "Maria")
        .type(OWNERS + "[0].last_name", "Silva")
        .type(OWNERS + "[0].ownership_percentage", "60")
        .addRow(OWNERS)
        .type(OWNERS + "[1].first_name", "Joao")
        .type(OWNERS + "[1].last_name", "Souza")
        .type(OWNERS + "[1].ownership_percentage", "30")
        .addRow(OWNERS)
        .type(OWNERS + "[2].first_name", "Ana")
        .type(OWNERS + "[2].last_name", "Lima")
        .type(OWNERS + "[2].ownership_percentage", "20");
    assertThat(entities.rowCount(OWNERS)).isEqualTo(3);
    assertThat(entities.fieldError(OWNERS + "[2].ownership_percentage")).contains("110");

    entities.removeRow(OWNERS, 1);
    assertThat(entities.rowCount(OWNERS)).isEqualTo(2);
    assertThat(entities.value(OWNERS + "[1].first_name")).isEqualTo("Ana");
    assertThat(entities.fieldError(OWNERS + "[1].ownership_percentage")).isEmpty();
    entities.newEntity();
  }

  @Test
  void metadataPairsAreAddedCheckedAndRemovedAtMostFifty() throws Exception {
    payouts.open().newPayout();
    assertThat(payouts.rowCount("metadata")).isZero();

    payouts.addRow("metadata").addRow("metadata");
    payouts.type("metadata[0].key", "channel").type("metadata[0].value", "web");
    payouts.type("metadata[1].value", "orphan").type("metadata[1].key", "k".repeat(49));
    assertThat(payouts.fieldError("metadata[1].key")).isNotEmpty();
    assertThat(payouts.fieldError("metadata[0].key")).isEmpty();
    scrollToTop("#payoutFormScroll");
    Screenshots.save(stageScene(), "payout-metadata-en");

    payouts.removeRow("metadata", 1);
    assertThat(payouts.rowCount("metadata")).isEqualTo(1);
    assertThat(payouts.value("metadata[0].key")).isEqualTo("channel");

    for (int i = 1; i < 50; i++) {
      payouts.addRow("metadata");
    }
    assertThat(payouts.rowCount("metadata")).isEqualTo(50);
    assertThat(payouts.canAddRow("metadata")).isFalse();
    payouts.newPayout();
    assertThat(payouts.rowCount("metadata")).isZero();
  }

  @Test
  void theEntityFormComesBackAfterTheConsoleIsClosedWithoutItsDocumentNumber() throws Exception {
    entities.open().newEntity();
    assertThat(entities.draftHint()).contains("draft");
    entities
        .type("merchant_entity_id", "ent-draft-1")
        .type(IND + "first_name", "Maria")
        .choose(IND + "document.document_type", "CPF")
        .type(IND + "document.document_number", "529.982.247-25")
        .addRow("tax_information")
        .choose("tax_information[1].country", "AR")
        .type("tax_information[1].tax_id", "20-12345678-6");
    WaitForAsyncUtils.waitFor(20, SECONDS, () -> app.runner().runningProperty().get() == 0);

    FxToolkit.cleanupApplication(app);
    FxToolkit.cleanupStages();
    start();
    entities.open();

    assertThat(entities.value("merchant_entity_id")).isEqualTo("ent-draft-1");
    assertThat(entities.value(IND + "first_name")).isEqualTo("Maria");
    assertThat(entities.value(IND + "document.document_type")).isEqualTo("CPF");
    assertThat(entities.value(IND + "document.document_number")).isEmpty();
    assertThat(entities.rowCount("tax_information")).isEqualTo(2);
    assertThat(entities.value("tax_information[1].country")).isEqualTo("AR");
    assertThat(entities.value("tax_information[1].tax_id")).isEmpty();
    assertThat(entities.notice()).contains("never saved");
    scrollToTop("#entityFormScroll");
    Screenshots.save(stageScene(), "entity-draft-restored-en");
    entities.newEntity();
  }

  @Test
  void theFormsWithRowsFitAt1024x700() {
    try {
      resize(1024, 700);
      entities.open().newEntity();
      entities.choose("national_entity", "ENTITY").addRow(OWNERS).addRow("tax_information");
      scrollTo("#entityFormScroll", 1);
      Screenshots.save(stageScene(), "entity-rows-en-1024x700");
      payouts.open().newPayout();
      payouts.addRow("metadata").addRow("metadata");
      scrollTo("#payoutFormScroll", 0);
      Screenshots.save(stageScene(), "payout-form-en-1024x700");
      entities.open().newEntity();
    } finally {
      resize(1280, 800);
    }
  }

  private void scrollToTop(String scroll) {
    scrollTo(scroll, 0);
  }

  private void scrollTo(String scroll, double v) {
    robot.interact(() -> robot.lookup(scroll).queryAs(ScrollPane.class).setVvalue(v));
    WaitForAsyncUtils.waitForFxEvents();
  }
}
