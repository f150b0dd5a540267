package io.paydesk.ui.payments;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.api.model.Payment;
import io.paydesk.ops.ConnectionSettings;
import io.paydesk.store.PaymentQuery;
import io.paydesk.store.TextMatch;
import io.paydesk.ui.base.ServiceState;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.base.TaskRunner;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The look-up screen's logic on the embedded sandbox, with work run on the test's thread. */
class PaymentsViewModelTest {
  @TempDir Path dataDir;
  private ShellViewModel shell;
  private PaymentsViewModel model;

  @BeforeEach
  void connectToTheSandbox() {
    shell = new ShellViewModel(TaskRunner.sameThread(), dataDir);
    shell.connect(ConnectionSettings.embedded());
    model = new PaymentsViewModel(shell, TaskRunner.sameThread());
  }

  @AfterEach
  void close() {
    shell.shutdown();
  }

  @Test
  void connectingToTheSandboxFindsTheServiceAnswering() {
    assertThat(shell.serviceStateProperty().get()).isEqualTo(ServiceState.ANSWERING);
    assertThat(shell.connectionLabelProperty().get()).isEqualTo("Sandbox");
    assertThat(shell.accountIdProperty().get()).hasSize(36);
    assertThat(model.demoIds()).isNotEmpty();
  }

  @Test
  void aDemoPaymentIsShownAndKeptInRecentlyViewed() {
    String id = model.demoIds().get(0);
    model.paymentIdProperty().set("  " + id + " ");

    model.lookUp();

    PaymentDetail detail = model.detailProperty().get();
    assertThat(detail).isNotNull();
    assertThat(detail.id()).isEqualTo(id);
    assertThat(detail.status()).isNotBlank();
    assertThat(detail.amount()).matches("[A-Z]{3} .+");
    assertThat(model.transactions()).isNotEmpty();
    assertThat(model.errorProperty().get()).isEmpty();
    assertThat(model.history().rows()).extracting(HistoryViewModel.RecentPayment::id).contains(id);
  }

  @Test
  void localHistoryIsSearchedByFreeTextAndStatus() {
    model.open(model.demoIds().get(0));
    model.open(model.demoIds().get(1));
    model.open(model.demoIds().get(2));
    assertThat(model.history().rows()).hasSize(3);
    assertThat(model.history().summaryProperty().get()).isEqualTo("3 found in local history");
    HistoryViewModel.RecentPayment second =
        model.history().rows().stream()
            .filter(r -> r.id().equals(model.demoIds().get(1)))
            .findFirst()
            .orElseThrow();

    model.history().textProperty().set(second.merchantOrderId());
    model.history().search();

    assertThat(model.history().rows())
        .extracting(HistoryViewModel.RecentPayment::id)
        .containsExactly(second.id());

    model.history().textProperty().set("");
    model
        .history()
        .statusProperty()
        .set(shell.connection().client().payments().retrieve(second.id()).status().toString());

    assertThat(model.history().rows())
        .isNotEmpty()
        .allSatisfy(r -> assertThat(r.status()).isEqualTo(second.status()));
  }

  @Test
  void aTextTooShortForAnyKeyIsRefusedAtTheFieldBeforeAnythingIsSent() {
    model.paymentIdProperty().set("12");

    model.lookUp();

    assertThat(model.idErrorProperty().get())
        .isEqualTo(
            "Enter a payment id, a merchant order id or a customer e-mail (3 to 255 characters).");
    assertThat(model.detailProperty().get()).isNull();
    assertThat(model.history().rows()).isEmpty();
    assertThat(model.paymentIdProperty().get()).isEqualTo("12");
  }

  @Test
  void aMerchantOrderIdFindsItsPaymentFromTheService() {
    Payment p = shell.connection().client().payments().retrieve(model.demoIds().get(3));
    model.paymentIdProperty().set(p.merchantOrderId());

    model.lookUp();

    assertThat(model.detailProperty().get().id()).isEqualTo(p.id());
    assertThat(model.errorProperty().get()).isEmpty();
  }

  @Test
  void aCustomerEmailListsThatCustomersPaymentsFromTheStore() {
    Payment withEmail = demoPaymentWithEmail();
    String email = withEmail.customerPayer().email();
    long stored =
        shell
            .connection()
            .store()
            .payments()
            .count(PaymentQuery.builder().customerEmail(TextMatch.exact(email)).build());

    model.paymentIdProperty().set(email.toUpperCase(java.util.Locale.ROOT));
    model.lookUp();

    if (stored == 1) {
      assertThat(model.detailProperty().get().id()).isEqualTo(withEmail.id());
    } else {
      assertThat(model.noticeProperty().get()).contains(stored + " payments match");
      assertThat(model.history().rows()).hasSize((int) Math.min(stored, 50));
    }
    assertThat(model.errorProperty().get()).isEmpty();
  }

  @Test
  void anEmailOfMorePaymentsThanALookUpReadsSaysTheCountTheHistoryShows() {
    java.util.List<String> jsons = new java.util.ArrayList<>();
    for (int i = 0; i < io.paydesk.ops.PaymentLookups.LIMIT + 20; i++) {
      jsons.add(
          io.paydesk.store.TestPayments.card()
              .id(UUID.randomUUID().toString())
              .customer("Ana", "Many", "ana.many@example.com")
              .json());
    }
    shell.connection().store().payments().upsertAllJson(jsons);

    model.paymentIdProperty().set("ana.many@example.com");
    model.lookUp();

    int all = io.paydesk.ops.PaymentLookups.LIMIT + 20;
    assertThat(model.noticeProperty().get()).startsWith(all + " payments match");
    assertThat(model.history().summaryProperty().get()).startsWith(all + " found");
  }

  @Test
  void theLocalHistoryFindsAPaymentByTheFullCustomerEmail() {
    Payment withEmail = demoPaymentWithEmail();

    model.history().textProperty().set(withEmail.customerPayer().email());
    model.history().search();

    assertThat(model.history().rows())
        .extracting(HistoryViewModel.RecentPayment::id)
        .contains(withEmail.id());
  }

  @Test
  void theLocalHistoryFindsAPaymentByItsIdAndByADescriptionWord() {
    Payment p = demoPaymentWithEmail();

    model.history().textProperty().set(p.id());
    model.history().search();
    assertThat(model.history().rows())
        .extracting(HistoryViewModel.RecentPayment::id)
        .containsExactly(p.id());

    model.history().textProperty().set(p.description().split(" ")[0]);
    model.history().search();
    assertThat(model.history().summaryProperty().get()).doesNotStartWith("0 ");
  }

  /** A demo payment with a customer e-mail and a description, looked up once (so it is stored). */
  private Payment demoPaymentWithEmail() {
    Payment p =
        shell.connection().demoPaymentIds().stream()
            .map(id -> shell.connection().client().payments().retrieve(id))
            .filter(d -> d.customerPayer() != null && d.customerPayer().email() != null)
            .filter(d -> d.description() != null)
            .findFirst()
            .orElseThrow();
    model.open(p.id());
    return p;
  }

  @org.junit.jupiter.params.ParameterizedTest
  @org.junit.jupiter.params.provider.ValueSource(strings = {"en", "es", "pt-BR"})
  void theLookUpButtonIsNotNamedLikeTheSearchArea(String language) {
    java.util.ResourceBundle bundle =
        java.util.ResourceBundle.getBundle(
            "i18n.messages", java.util.Locale.forLanguageTag(language));

    assertThat(bundle.getString("payments.lookup.button"))
        .isNotEqualTo(bundle.getString("nav.search"));
  }

  @Test
  void typingAgainClearsTheFieldMessage() {
    model.paymentIdProperty().set("12");
    model.lookUp();

    model.paymentIdProperty().set("123");

    assertThat(model.idErrorProperty().get()).isEmpty();
  }

  @Test
  void whenTheServiceStopsAnsweringAStoredPaymentIsShownFromLocalHistory() throws Exception {
    String id = model.demoIds().get(1);
    model.open(id);
    String statusWhenOnline = model.detailProperty().get().status();
    sandboxFaults("{\"drop_rate\": 1.0}");

    model.open(id);

    assertThat(model.detailProperty().get().status()).isEqualTo(statusWhenOnline);
    assertThat(model.noticeProperty().get()).contains("shown from local history");
    assertThat(model.errorProperty().get()).isEmpty();
    assertThat(shell.serviceStateProperty().get()).isEqualTo(ServiceState.NOT_ANSWERING);
  }

  @Test
  void whenTheServiceStopsAnsweringAnUnseenPaymentIsExplained() throws Exception {
    sandboxFaults("{\"drop_rate\": 1.0}");

    model.open(model.demoIds().get(2));

    assertThat(model.detailProperty().get()).isNull();
    assertThat(model.errorProperty().get()).isNotBlank().doesNotContain("Exception");
    assertThat(shell.serviceStateProperty().get()).isEqualTo(ServiceState.NOT_ANSWERING);
  }

  private void sandboxFaults(String json) throws Exception {
    HttpResponse<String> answer =
        HttpClient.newHttpClient()
            .send(
                HttpRequest.newBuilder(
                        URI.create(shell.connection().sandboxBaseUrl() + "/sandbox/faults"))
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(json))
                    .build(),
                HttpResponse.BodyHandlers.ofString());
    assertThat(answer.statusCode()).isEqualTo(200);
  }

  @Test
  void anUnknownPaymentIsExplainedWithTheServiceCode() {
    model.open(model.demoIds().get(0));
    model.paymentIdProperty().set(UUID.randomUUID().toString());

    model.lookUp();

    assertThat(model.errorProperty().get()).contains("PAYMENT_NOT_FOUND");
    assertThat(model.detailProperty().get()).isNull();
    assertThat(shell.serviceStateProperty().get()).isEqualTo(ServiceState.ANSWERING);
  }
}
