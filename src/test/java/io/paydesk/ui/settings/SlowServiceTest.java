package io.paydesk.ui.settings;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ops.ConnectionSettings;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.ServiceState;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.base.TaskRunner;
import io.paydesk.ui.payments.PaymentsViewModel;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A live service slower than the read time-out chosen in Settings: said in words, in Spanish. */
class SlowServiceTest {
  @StartStop public final MockWebServer server = new MockWebServer();
  @TempDir Path dataDir;
  private Locale before;
  private ShellViewModel shell;

  @BeforeEach
  void answerAfterThreeSeconds() {
    before = Locale.getDefault();
    Locale.setDefault(Locale.forLanguageTag("es"));
    server.setDispatcher(
        new Dispatcher() {
          @Override
          public MockResponse dispatch(RecordedRequest request) {
            return new MockResponse.Builder()
                .code(404)
                .headersDelay(3, TimeUnit.SECONDS)
                .body("{\"code\":\"PAYMENT_NOT_FOUND\"}")
                .build();
          }
        });
    shell = new ShellViewModel(TaskRunner.sameThread(), dataDir);
  }

  @AfterEach
  void close() {
    shell.shutdown();
    Locale.setDefault(before);
  }

  @Test
  void anAnswerSlowerThanTheReadTimeOutSaysTheServiceCouldNotBeReached() {
    ConnectionSettings settings =
        ConnectionSettings.live(
                server.url("/").toString(), UUID.randomUUID().toString(), "pk_test", "sk_test")
            .withTimeouts(Duration.ofSeconds(1), Duration.ofSeconds(1));
    shell.connect(settings);
    assertThat(shell.connection().client().config().readTimeout()).isEqualTo(Duration.ofSeconds(1));
    assertThat(shell.serviceStateProperty().get()).isEqualTo(ServiceState.NOT_ANSWERING);
    assertThat(shell.serviceDetailProperty().get()).isEqualTo("El servicio no responde");

    PaymentsViewModel payments = new PaymentsViewModel(shell, TaskRunner.sameThread());
    payments.open("pay_" + UUID.randomUUID());

    assertThat(payments.errorProperty().get())
        .contains(Messages.get("error.connection"))
        .doesNotContain("Exception")
        .doesNotContain("\tat ")
        .doesNotContain("timeout");
  }
}
