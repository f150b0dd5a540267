package io.paydesk.ui;

import static io.paydesk.ui.TestConsole.resize;
import static io.paydesk.ui.TestConsole.stageScene;
import static java.util.concurrent.TimeUnit.SECONDS;
import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ops.AppPaths;
import io.paydesk.ui.base.ServiceState;
import io.paydesk.ui.kit.FormField;
import io.paydesk.ui.pages.PayoutsPage;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
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

/** The Payouts area on the embedded sandbox: sent once, checked at the fields, settled. */
class PayoutsScreenTest {
  @TempDir static Path dataDir;
  private static PaydeskApp app;
  private final FxRobot robot = new FxRobot();
  private final PayoutsPage payouts = new PayoutsPage(robot);

  @BeforeAll
  static void startConsole() throws Exception {
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
  }

  @Test
  void aFilledPayoutIsReviewedInWordsSentAndSucceedsWithItsTransaction() throws Exception {
    String ref = "PO-UI-" + shortId();
    payouts.open().newPayout();
    fill(ref, "150.00");

    payouts.review();

    assertThat(payouts.reviewing()).isTrue();
    assertThat(payouts.reviewAmount()).isEqualTo("BRL 150.00");
    assertThat(payouts.reviewAmountWords()).contains("Brazilian").contains("BRL");
    assertThat(payouts.reviewBeneficiary()).contains("Maria Silva").contains("4725");
    assertThat(payouts.reviewBeneficiary()).doesNotContain("52998224725");
    assertThat(payouts.reviewAccount()).contains("341").contains("3456");

    payouts.confirm();
    waitIdle();

    assertThat(payouts.showingResult()).isTrue();
    assertThat(payouts.resultStatus()).isEqualTo("Succeeded");
    assertThat(payouts.transactionCount()).isEqualTo(1);
    assertThat(app.shell().connection().store().payouts().findByMerchantReference(ref)).hasSize(1);
  }

  @Test
  void afterASentPayoutItsBannerStaysOnTheFormTabAndTheFormComesBackForASimilarOne()
      throws Exception {
    String ref = "PO-UI-" + shortId();
    payouts.open().newPayout();
    fill(ref, "42.00");
    payouts.review().confirm();
    waitIdle();
    assertThat(payouts.notice()).contains(ref);

    payouts.openList();
    assertThat(payouts.listShown()).isTrue();
    assertThat(payouts.notice()).isEmpty();
    payouts.openFormTab();
    assertThat(payouts.notice()).contains(ref);

    payouts.backToForm();
    assertThat(payouts.editing()).isTrue();
    assertThat(payouts.value("merchant_reference")).isEmpty();
    assertThat(payouts.value("amount.value")).isEqualTo("42.00");
    assertThat(payouts.value("beneficiary.first_name")).isEqualTo("Maria");
    assertThat(payouts.value("withdrawal_method.detail.bank_transfer.code")).isEqualTo("341");
    payouts.type("merchant_reference", "PO-UI-" + shortId());
    assertThat(payouts.reviewDisabled()).as(payouts.problems()).isFalse();
  }

  @Test
  void aPayoutToBrazilOffersBrazilsDocumentsAndMethodsAndTheOthersOnRequest() throws Exception {
    payouts.open().newPayout();
    payouts.choose("country", "BR");

    assertThat(payouts.offered("beneficiary.document.document_type"))
        .startsWith("CPF", "CNPJ")
        .doesNotContain("DNI", "CI", "LC", "LE", "CUIT")
        .endsWith(FormField.SHOW_ALL);
    assertThat(payouts.offered("withdrawal_method.type"))
        .startsWith("PIX_PAYOUT")
        .doesNotContain("NEQUI_PAYOUT", "TRANSFIYA_PAYOUT", "STP_PAYOUT", "AFIRME_PAYOUT");

    payouts.showAll("beneficiary.document.document_type");
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(payouts.offered("beneficiary.document.document_type"))
        .contains("DNI", "CUIT", "CPF")
        .doesNotContain(FormField.SHOW_ALL);
    assertThat(payouts.value("beneficiary.document.document_type")).isEmpty();
    payouts.choose("beneficiary.document.document_type", "DNI");
    assertThat(payouts.value("beneficiary.document.document_type")).isEqualTo("DNI");
  }

  @Test
  void aCpfWithAWrongCheckDigitIsRefusedAtTheFieldAndTheReviewStaysClosed() throws Exception {
    payouts.open().newPayout();
    fill("PO-UI-" + shortId(), "10.00");

    payouts.type("beneficiary.document.document_number", "529.982.247-24");

    assertThat(payouts.fieldError("beneficiary.document.document_number"))
        .contains("CPF check digits do not match");
    assertThat(payouts.reviewDisabled()).isTrue();
    payouts.type("beneficiary.document.document_number", "529.982.247-25");
    assertThat(payouts.fieldError("beneficiary.document.document_number")).isEmpty();
    assertThat(payouts.reviewDisabled()).isFalse();
  }

  @Test
  void aMerchantReferenceAlreadySentIsBlocked() throws Exception {
    String ref = "PO-UI-" + shortId();
    payouts.open().newPayout();
    fill(ref, "20.00");
    payouts.review().confirm();
    waitIdle();
    assertThat(payouts.resultStatus()).isEqualTo("Succeeded");

    payouts.newPayout();
    fill(ref, "20.00");
    payouts.review().confirm();
    waitIdle();

    assertThat(payouts.editing()).isTrue();
    assertThat(payouts.error()).contains(ref).contains("not sent again");
    assertThat(payouts.fieldError("merchant_reference")).isNotEmpty();
    assertThat(sandboxPayouts(ref)).isEqualTo(1);
  }

  @Test
  void aDroppedAnswerEndsOutcomeUnknownAndCheckStatusSettlesItWithOnePayout() throws Exception {
    String ref = "PO-UI-" + shortId();
    payouts.open().newPayout();
    fill(ref, "75.50");
    payouts.review();
    faults("{\"drop_after_commit_rate\": 1.0, \"count\": 1}");

    payouts.confirm();
    waitIdle();

    assertThat(payouts.resultStatus()).isEqualTo("Outcome unknown");
    assertThat(payouts.checkStatusOffered()).isTrue();

    payouts.checkStatus();
    waitIdle();

    assertThat(payouts.resultStatus()).isEqualTo("Succeeded");
    assertThat(payouts.checkStatusOffered()).isFalse();
    assertThat(payouts.transactionCount()).isEqualTo(1);
    assertThat(sandboxPayouts(ref)).isEqualTo(1);
  }

  @Test
  void theFormScrollsWithItsSubmitBarVisibleAndShowsFieldErrorsAtBothSizes() throws Exception {
    payouts.open().newPayout();
    try {
      for (int[] size : new int[][] {{1024, 700}, {1440, 900}}) {
        resize(size[0], size[1]);
        payouts.type("merchant_reference", "x").type("beneficiary.email", "maria@");
        assertThat(payouts.fieldError("merchant_reference")).isNotEmpty();
        assertThat(payouts.fieldError("beneficiary.email")).contains("e-mail");
        assertThat(payouts.reviewDisabled()).isTrue();
        robot.interact(
            () ->
                robot
                    .lookup("#payoutFormScroll")
                    .queryAs(javafx.scene.control.ScrollPane.class)
                    .setVvalue(0));
        WaitForAsyncUtils.waitForFxEvents();
        Screenshots.save(stageScene(), "payout-form-error-" + size[0] + "x" + size[1]);
        assertInsideTheWindow("#payoutReview", "#payoutNew");

        fill("PO-UI-" + shortId(), "1234.50");
        payouts.review();
        Screenshots.save(stageScene(), "payout-review-" + size[0] + "x" + size[1]);
        assertInsideTheWindow("#payoutReviewAmount", "#payoutConfirm", "#payoutBack");
        robot.clickOn("#payoutBack");
        payouts.newPayout();
      }
    } finally {
      resize(1280, 800);
    }
  }

  /** Fills a complete Brazilian bank payout to a person, field by field. */
  private void fill(String reference, String amount) {
    payouts.fillBrazilianBankPayout(reference, amount);
    assertThat(payouts.reviewDisabled()).as(payouts.problems()).isFalse();
  }

  private int sandboxPayouts(String ref) {
    return app.shell().connection().client().payouts().retrieveByMerchantReference(ref).size();
  }

  private void faults(String json) throws Exception {
    HttpResponse<String> r =
        HttpClient.newHttpClient()
            .send(
                HttpRequest.newBuilder(
                        URI.create(app.shell().connection().sandboxBaseUrl() + "/sandbox/faults"))
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(json))
                    .build(),
                HttpResponse.BodyHandlers.ofString());
    assertThat(r.statusCode()).isEqualTo(200);
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
      assertThat(b.getMinX()).as(query + " left").isGreaterThanOrEqualTo(0);
      assertThat(b.getMinY()).as(query + " top").isGreaterThanOrEqualTo(0);
      assertThat(b.getMaxX()).as(query + " right").isLessThanOrEqualTo(scene.getWidth());
      assertThat(b.getMaxY()).as(query + " bottom").isLessThanOrEqualTo(scene.getHeight());
    }
  }

  private static String shortId() {
    return UUID.randomUUID().toString().substring(0, 8).toUpperCase();
  }
}
