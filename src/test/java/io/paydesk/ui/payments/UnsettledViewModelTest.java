package io.paydesk.ui.payments;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.api.RequestOptions;
import io.paydesk.api.model.Payment;
import io.paydesk.api.model.PaymentCreateRequest;
import io.paydesk.api.model.PaymentMethod;
import io.paydesk.api.model.RefundRequest;
import io.paydesk.ops.ConnectionSettings;
import io.paydesk.ops.OperationResult;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.base.TaskRunner;
import java.math.BigDecimal;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The banner's list of operations of unknown outcome, on its own. */
class UnsettledViewModelTest {
  @TempDir Path dataDir;
  private ShellViewModel shell;
  private final List<Throwable> failures = new ArrayList<>();
  private UnsettledViewModel unsettled;

  @BeforeEach
  void connect() {
    shell = new ShellViewModel(TaskRunner.sameThread(), dataDir);
    shell.connect(ConnectionSettings.embedded());
    unsettled = new UnsettledViewModel(shell, TaskRunner.sameThread(), failures::add);
  }

  @AfterEach
  void close() {
    shell.shutdown();
  }

  @Test
  void nothingSentMeansNothingListed() {
    unsettled.refresh();

    assertThat(unsettled.lines()).isEmpty();
    assertThat(failures).isEmpty();
  }

  @Test
  void aRefundWhoseAnswerWasLostIsListedWithWhatItWasAndCanBeSentAgain() throws Exception {
    Payment paid = newPayment();
    faults("{\"drop_after_commit_rate\": 1.0}");
    OperationResult lost =
        shell
            .connection()
            .payments()
            .refund(
                paid,
                paid.transactions().get(0).id(),
                RefundRequest.full("REF-" + paid.id().substring(0, 8), "DUPLICATE"));
    faults("{}");
    assertThat(lost.outcome()).isEqualTo(OperationResult.Outcome.OUTCOME_UNKNOWN);

    unsettled.refresh();

    assertThat(unsettled.lines())
        .singleElement()
        .satisfies(
            line -> {
              assertThat(line.text()).startsWith("Refund on payment " + paid.id());
              assertThat(line.canResend()).isTrue();
              assertThat(line.journalId()).isEqualTo(lost.journalId());
            });

    unsettled.reset(null);
    assertThat(unsettled.lines()).isEmpty();
  }

  private Payment newPayment() {
    return shell
        .connection()
        .client()
        .payments()
        .create(
            PaymentCreateRequest.builder()
                .accountId(shell.connection().accountId())
                .merchantOrderId("ORD-" + UUID.randomUUID().toString().substring(0, 8))
                .description("Unsettled test")
                .amount(new BigDecimal("20.00"), "USD")
                .country("US")
                .checkoutSession(UUID.randomUUID().toString())
                .paymentMethod(PaymentMethod.token(UUID.randomUUID().toString()))
                .build(),
            RequestOptions.NONE);
  }

  private void faults(String json) throws Exception {
    HttpResponse<String> r =
        HttpClient.newHttpClient()
            .send(
                HttpRequest.newBuilder(
                        URI.create(shell.connection().sandboxBaseUrl() + "/sandbox/faults"))
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(json))
                    .build(),
                HttpResponse.BodyHandlers.ofString());
    assertThat(r.statusCode()).isEqualTo(200);
  }
}
