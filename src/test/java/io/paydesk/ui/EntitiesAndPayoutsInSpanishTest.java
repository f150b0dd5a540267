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
import java.util.UUID;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Entities area (and the payout form) on the embedded sandbox, in Spanish: a person and an
 * organisation created and shown masked; snapshots of the forms.
 */
class EntitiesAndPayoutsInSpanishTest {
  private static final String IND = "entity_detail.individual.";
  private static final String ORG = "entity_detail.entity.";
  @TempDir static Path dataDir;
  private static PaydeskApp app;
  private static Locale before;
  private final FxRobot robot = new FxRobot();
  private final EntitiesPage entities = new EntitiesPage(robot);

  @BeforeAll
  static void startConsole() throws Exception {
    before = Locale.getDefault();
    Locale.setDefault(Locale.forLanguageTag("es"));
    System.setProperty(AppPaths.DATA_DIR_PROPERTY, dataDir.toString());
    FxToolkit.registerPrimaryStage();
    app = (PaydeskApp) FxToolkit.setupApplication(PaydeskApp.class);
    WaitForAsyncUtils.waitFor(
        60, SECONDS, () -> app.shell().serviceStateProperty().get() == ServiceState.ANSWERING);
  }

  @AfterAll
  static void closeConsole() throws Exception {
    FxToolkit.cleanupApplication(app);
    FxToolkit.cleanupStages();
    System.clearProperty(AppPaths.DATA_DIR_PROPERTY);
    Locale.setDefault(before);
  }

  @Test
  void aPersonIsCreatedAndShownMasked() throws Exception {
    fillPerson();
    assertThat(entities.reviewDisabled()).as(entities.summary()).isFalse();

    entities.review();
    assertThat(entities.reviewText()).contains("Maria Silva").contains("4725");
    entities.confirm();
    waitIdle();

    assertThat(entities.resultDetails()).contains("\u2022\u2022\u2022\u2022 4725");
    assertThat(entities.resultDetails()).doesNotContain("52998224725").doesNotContain("529.982");
    assertThat(entities.listed()).isGreaterThanOrEqualTo(1);
  }

  @Test
  void anOrganisationIsCreatedWithItsOwnersAndShownMasked() throws Exception {
    entities.open().newEntity();
    common("ENTITY");
    entities
        .type(ORG + "name", "Silva Comercio Ltda")
        .choose(ORG + "country", "BR")
        .choose(ORG + "entity_type", "CORPORATION")
        .type("tax_information[0].tax_id", "11.222.333/0001-81")
        .type(ORG + "beneficial_owners[0].first_name", "Maria")
        .type(ORG + "beneficial_owners[0].last_name", "Silva")
        .type(ORG + "beneficial_owners[0].ownership_percentage", "60")
        .addRow(ORG + "beneficial_owners")
        .type(ORG + "beneficial_owners[1].first_name", "Joao")
        .type(ORG + "beneficial_owners[1].last_name", "Souza")
        .type(ORG + "beneficial_owners[1].ownership_percentage", "50");
    assertThat(entities.fieldError(ORG + "beneficial_owners[1].ownership_percentage"))
        .contains("110");
    assertThat(entities.reviewDisabled()).isTrue();
    entities.type(ORG + "beneficial_owners[1].ownership_percentage", "40");
    assertThat(entities.reviewDisabled()).as(entities.summary()).isFalse();

    entities.review().confirm();
    waitIdle();

    assertThat(entities.resultTitle()).isEqualTo("Silva Comercio Ltda (organizaci\u00f3n)");
    assertThat(entities.resultDetails()).contains("\u2022\u2022\u2022\u2022 0181");
  }

  @Test
  void aSentPayoutNamesItsProviderAndStatusesInSpanish() throws Exception {
    PayoutsPage payouts = new PayoutsPage(robot);
    payouts.open().newPayout();
    payouts.fillBrazilianBankPayout(
        "PO-ES-" + UUID.randomUUID().toString().substring(0, 8), "25,00");
    assertThat(payouts.reviewDisabled()).as(payouts.problems()).isFalse();
    payouts.review().confirm();
    waitIdle();

    assertThat(payouts.resultStatus()).isEqualTo("Exitoso");
    assertThat(payouts.resultProvider())
        .contains("Sandbox de Paydesk (pagos a terceros)")
        .contains("estado Aprobado (Exitosa)")
        .doesNotContain("PAYDESK_SANDBOX_PAYOUTS")
        .doesNotContain("APPROVED")
        .doesNotContain("SUCCEEDED");
    assertThat(payouts.transactionCells()).isNotEmpty().noneMatch(t -> t.matches("[A-Z_]{4,}"));
    // At 1024 x 700 the transactions' amounts and states show whole ("BRL 1.…" before).
    try {
      resize(1024, 700);
      Screenshots.save(stageScene(), "payout-result-es-1024x700");
      assertThat(
              CutTexts.in(robot, (javafx.scene.Parent) robot.lookup("#payoutTransactions").query()))
          .isEmpty();
    } finally {
      resize(1280, 800);
    }
  }

  @Test
  void theEntityAndPayoutFormsFitAt1024x700And1440x900InSpanish() throws Exception {
    try {
      for (int[] size : new int[][] {{1024, 700}, {1440, 900}}) {
        String name = size[0] + "x" + size[1];
        resize(size[0], size[1]);
        entities.open().newEntity();
        entities.type("merchant_entity_id", "x").type(IND + "email", "maria@");
        assertThat(entities.fieldError(IND + "email")).isNotEmpty();
        robot.interact(
            () ->
                robot
                    .lookup("#entityFormScroll")
                    .queryAs(javafx.scene.control.ScrollPane.class)
                    .setVvalue(0));
        WaitForAsyncUtils.waitForFxEvents();
        Screenshots.save(stageScene(), "entity-form-es-" + name);
        assertInsideTheWindow("#entityReview", "#entityNew");

        PayoutsPage payouts = new PayoutsPage(robot);
        payouts.open().newPayout();
        payouts.type("merchant_reference", "x").type("beneficiary.email", "maria@");
        // The CPF check-digit message is long in Spanish: it shows whole, on more lines.
        payouts
            .choose("country", "BR")
            .choose("beneficiary.document.document_type", "CPF")
            .type("beneficiary.document.document_number", "529.982.247-24");
        assertThat(payouts.fieldError("beneficiary.document.document_number")).contains("CPF");
        javafx.scene.Parent cpfError =
            robot
                .lookup(
                    "#"
                        + io.paydesk.ui.kit.FormLayout.errorId(
                            "beneficiary.document.document_number"))
                .query();
        assertThat(CutTexts.in(robot, cpfError)).isEmpty();
        robot.interact(
            () ->
                robot
                    .lookup("#payoutFormScroll")
                    .queryAs(javafx.scene.control.ScrollPane.class)
                    .setVvalue(0));
        WaitForAsyncUtils.waitForFxEvents();
        Screenshots.save(stageScene(), "payout-form-es-" + name);
        assertInsideTheWindow("#payoutReview");
      }
    } finally {
      resize(1280, 800);
    }
  }

  @Test
  void theEntitiesListAndThePayoutDestinationShowWholeAt1024x700() throws Exception {
    fillPerson();
    entities.review().confirm();
    waitIdle();
    PayoutsPage payouts = new PayoutsPage(robot);
    try {
      resize(1024, 700);
      robot.clickOn("#entityListTab"); // the tab's header
      waitIdle();
      assertThat(entities.listed()).isGreaterThanOrEqualTo(1);
      Screenshots.save(stageScene(), "entity-list-es-1024x700");
      assertThat(CutTexts.in(robot, (javafx.scene.Parent) robot.lookup("#entityList").query()))
          .isEmpty();

      payouts.open().newPayout();
      payouts.choose("withdrawal_method.destination", "BANK_TRANSFER");
      javafx.scene.Parent destination =
          robot
              .lookup("#" + io.paydesk.ui.kit.FormLayout.nodeId("withdrawal_method.destination"))
              .query();
      assertThat(CutTexts.in(robot, destination)).isEmpty();
    } finally {
      resize(1280, 800);
    }
  }

  private void fillPerson() {
    entities.open().newEntity();
    common("INDIVIDUAL");
    entities
        .type(IND + "first_name", "Maria")
        .type(IND + "last_name", "Silva")
        .type(IND + "email", "maria@example.com")
        .date(IND + "date_of_birth", "12/4/1990")
        .choose(IND + "gender", "F")
        .choose(IND + "country_of_residence", "BR")
        .choose(IND + "document.document_type", "CPF")
        .type(IND + "document.document_number", "529.982.247-25")
        .type("tax_information[0].tax_id", "529.982.247-25");
  }

  private void common(String kind) {
    entities
        .choose("national_entity", kind)
        .type("merchant_entity_id", "ent-" + UUID.randomUUID().toString().substring(0, 8))
        .type("phone.country_code", "55")
        .type("phone.number", "11987654321")
        .type("address.address_line_1", "Rua Augusta 100")
        .type("address.city", "Sao Paulo")
        .type("address.state", "SP")
        .type("address.zip_code", "01305000")
        .choose("address.country", "BR")
        .choose("tax_information[0].country", "BR")
        .choose("tax_information[0].tax_id_type", "TIN");
  }

  private void waitIdle() throws Exception {
    WaitForAsyncUtils.waitFor(20, SECONDS, () -> app.runner().runningProperty().get() == 0);
    WaitForAsyncUtils.waitForFxEvents();
  }

  private void assertInsideTheWindow(String... queries) {
    Scene scene = stageScene();
    for (String query : queries) {
      Node node = robot.lookup(query).query();
      Bounds b = node.localToScene(node.getLayoutBounds());
      assertThat(node.isVisible()).as(query + " visible").isTrue();
      assertThat(b.getMaxX()).as(query + " right").isLessThanOrEqualTo(scene.getWidth());
      assertThat(b.getMaxY()).as(query + " bottom").isLessThanOrEqualTo(scene.getHeight());
      assertThat(b.getMinX()).as(query + " left").isGreaterThanOrEqualTo(0);
      assertThat(b.getMinY()).as(query + " top").isGreaterThanOrEqualTo(0);
    }
  }
}
