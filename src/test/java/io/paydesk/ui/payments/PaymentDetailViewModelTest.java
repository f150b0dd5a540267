package io.paydesk.ui.payments;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ops.ConnectionSettings;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.base.TaskRunner;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The detail's freshness marks and its raw response, online and offline, on the sandbox. */
class PaymentDetailViewModelTest {
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
  void aPaymentReadNowIsMarkedFreshAndTheStoredCopyOfflineWhenTheServiceStops() throws Exception {
    String id = model.demoIds().get(0);
    model.open(id);
    assertThat(model.offlineProperty().get()).isFalse();
    assertThat(model.lastRefreshedProperty().get()).isNotEmpty();
    model.showRaw();
    String rawOnline = model.raw().jsonProperty().get();
    assertThat(rawOnline).contains("\"raw_response\"");
    assertThat(model.raw().infoProperty().get()).startsWith("Read from the service on ");
    assertThat(model.raw().history()).isNotEmpty();

    sandboxFaults("{\"drop_rate\": 1.0}");
    model.refresh();

    assertThat(model.detailProperty().get().id()).isEqualTo(id);
    assertThat(model.offlineProperty().get()).isTrue();
    model.showRaw();
    assertThat(model.raw().jsonProperty().get()).isEqualTo(rawOnline);
    assertThat(model.raw().infoProperty().get()).startsWith("The service did not answer");
  }

  @Test
  void everySectionOfTheAirlinePaymentIsBuiltAndEmptyPartsHaveNone() {
    model.paymentIdProperty().set("DEMO-AIRLINE-0001");
    model.lookUp();

    PaymentDetail d = model.detailProperty().get();
    assertThat(d.sections())
        .extracting(PaymentDetail.Section::key)
        .containsExactly("summary", "transactions", "customer", "method", "airline");
    assertThat(d.section("airline").grids())
        .extracting(PaymentDetail.Grid::nodeId)
        .containsExactly("airlineLegs", "airlinePassengers", "airlineTickets");
    assertThat(model.transactions().get(0).providerData())
        .extracting(PaymentDetail.Field::label)
        .contains("Provider transaction id", "Provider response");
  }

  @Test
  void findingInTheRawTextWrapsAndIgnoresCase() {
    String text = "{\"a\": \"Visa\", \"b\": \"VISA\"}";
    int first = RawAnswerViewModel.nextMatch(text, "visa", 0);
    int second = RawAnswerViewModel.nextMatch(text, "visa", first + 1);
    assertThat(first).isEqualTo(7);
    assertThat(second).isEqualTo(20);
    assertThat(RawAnswerViewModel.nextMatch(text, "visa", second + 1)).isEqualTo(first);
    assertThat(RawAnswerViewModel.nextMatch(text, "amex", 0)).isEqualTo(-1);
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
}
