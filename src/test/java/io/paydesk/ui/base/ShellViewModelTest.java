package io.paydesk.ui.base;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.api.RequestOptions;
import io.paydesk.api.model.Payment;
import io.paydesk.api.model.RefundRequest;
import io.paydesk.ops.Connection;
import io.paydesk.ops.ConnectionSettings;
import io.paydesk.sandbox.Sandbox;
import io.paydesk.sandbox.SandboxOptions;
import io.paydesk.store.PaymentQuery;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A live connection, played by a standalone sandbox with its own key pair. */
class ShellViewModelTest {
  private static Sandbox live;
  @TempDir Path dataDir;

  @BeforeAll
  static void startLiveService() {
    live = Sandbox.start(SandboxOptions.defaults());
  }

  @AfterAll
  static void stopLiveService() {
    live.close();
  }

  @Test
  void aLiveConnectionShowsItsBaseUrlAndAccountAndAnAnsweringService() {
    ShellViewModel shell = new ShellViewModel(TaskRunner.sameThread(), dataDir);

    shell.connect(
        ConnectionSettings.live(
            live.baseUrl(),
            live.accountId(),
            Sandbox.DEFAULT_PUBLIC_API_KEY,
            Sandbox.DEFAULT_PRIVATE_SECRET_KEY));

    assertThat(shell.connectionLabelProperty().get()).isEqualTo(live.baseUrl());
    assertThat(shell.accountIdProperty().get()).isEqualTo(live.accountId());
    assertThat(shell.serviceStateProperty().get()).isEqualTo(ServiceState.ANSWERING);
    assertThat(shell.connection().isSandbox()).isFalse();
    shell.shutdown();
  }

  @Test
  void wrongKeysAreReportedAsRefusedNotAsDown() {
    ShellViewModel shell = new ShellViewModel(TaskRunner.sameThread(), dataDir);

    shell.connect(
        ConnectionSettings.live(
            live.baseUrl(), live.accountId(), Sandbox.DEFAULT_PUBLIC_API_KEY, "wrong-secret"));

    assertThat(shell.serviceStateProperty().get()).isEqualTo(ServiceState.KEYS_REFUSED);
    assertThat(shell.serviceDetailProperty().get()).isEqualTo("Service refuses the keys");
    shell.shutdown();
  }

  @Test
  void aServiceThatIsNotThereIsReportedAsNotAnswering() throws Exception {
    int freePort;
    try (ServerSocket s = new ServerSocket(0)) {
      freePort = s.getLocalPort();
    }
    ShellViewModel shell = new ShellViewModel(TaskRunner.sameThread(), dataDir);

    shell.connect(
        ConnectionSettings.live("http://127.0.0.1:" + freePort, live.accountId(), "pk", "secret"));

    assertThat(shell.serviceStateProperty().get()).isEqualTo(ServiceState.NOT_ANSWERING);
    shell.shutdown();
  }

  @Test
  void connectingAgainToTheSandboxKeepsWhatWasDoneInIt() {
    ShellViewModel shell = new ShellViewModel(TaskRunner.sameThread(), dataDir);
    shell.connect(ConnectionSettings.embedded());
    Connection first = shell.connection();
    String id = first.demoPaymentIds().get(0);
    Payment before = first.client().payments().retrieve(id);
    Payment refunded =
        first
            .client()
            .payments()
            .refund(
                id,
                before.transactions().get(0).id(),
                RefundRequest.full("REF-KEEP", "REQUESTED_BY_CUSTOMER"),
                RequestOptions.idempotencyKey(UUID.randomUUID().toString()));

    shell.connect(ConnectionSettings.embedded());

    assertThat(shell.connection()).isNotSameAs(first);
    assertThat(shell.connection().client().payments().retrieve(id).status())
        .isEqualTo(refunded.status());
    shell.shutdown();
  }

  @Test
  void theSandboxProfileStoresItsDemoPaymentsNewestFirstThenTheRest() {
    ShellViewModel shell = new ShellViewModel(TaskRunner.sameThread(), dataDir, true);

    shell.connect(ConnectionSettings.embedded());

    List<String> ids = shell.connection().demoPaymentIds();
    assertThat(shell.connection().store().payments().count(PaymentQuery.builder().build()))
        .isEqualTo(ids.size());
    assertThat(shell.storeUpdatesProperty().get()).isEqualTo(2);
    assertThat(shell.serviceStateProperty().get()).isEqualTo(ServiceState.ANSWERING);
    shell.shutdown();
  }
}
