package io.paydesk.ops;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.api.RequestOptions;
import io.paydesk.api.model.Payment;
import io.paydesk.api.model.PaymentCreateRequest;
import io.paydesk.api.model.PaymentMethod;
import io.paydesk.api.model.RefundRequest;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The embedded sandbox and the store agree across reconnects and across a restart. */
class ConnectorTest {
  @TempDir Path dir;

  @Test
  void aRefundMadeBeforeTheConsoleClosesIsStillInTheSandboxAfterItOpensAgain() throws Exception {
    String paymentId;
    try (Connector connector = new Connector(dir);
        Connection connection = connector.open(ConnectionSettings.embedded())) {
      Payment paid = cardPayment(connection);
      paymentId = paid.id();
      OperationResult refund =
          connection
              .payments()
              .refund(
                  paid,
                  paid.transactions().get(0).id(),
                  RefundRequest.full("REF-" + paymentId.substring(0, 8), "REQUESTED_BY_CUSTOMER"));
      assertThat(refund.succeeded()).isTrue();
    }

    try (Connector connector = new Connector(dir);
        Connection connection = connector.open(ConnectionSettings.embedded())) {
      Payment inService = connection.client().payments().retrieve(paymentId);
      Payment inStore = connection.store().payments().find(paymentId).orElseThrow();
      assertThat(inService.amount().refunded()).isEqualByComparingTo("25.00");
      assertThat(inStore.amount().refunded()).isEqualByComparingTo("25.00");
      assertThat(inService.updatedAt()).isEqualTo(inStore.updatedAt());
    }
  }

  @Test
  void theDemoPaymentsAreTheSameAfterARestart() throws Exception {
    String first;
    String firstJson;
    try (Connector connector = new Connector(dir);
        Connection connection = connector.open(ConnectionSettings.embedded())) {
      first = connection.demoPaymentIds().get(0);
      firstJson = connection.client().payments().retrieve(first).createdAt().toString();
    }
    try (Connector connector = new Connector(dir);
        Connection connection = connector.open(ConnectionSettings.embedded())) {
      assertThat(connection.demoPaymentIds().get(0)).isEqualTo(first);
      assertThat(connection.client().payments().retrieve(first).createdAt().toString())
          .isEqualTo(firstJson);
    }
  }

  @Test
  void filesOtherAccountsCouldReadAreMadePrivateAndNamedAndWhatOpeningWritesIsPrivate()
      throws Exception {
    Files.createDirectories(dir);
    Path old = Files.writeString(dir.resolve("sandbox.trace.db"), "left by an older version");
    Files.setPosixFilePermissions(old, PosixFilePermissions.fromString("rw-r--r--"));
    Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));

    try (Connector connector = new Connector(dir);
        Connection connection = connector.open(ConnectionSettings.embedded())) {
      assertThat(connection.madePrivate()).containsExactlyInAnyOrder(dir, old);
      assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(dir)))
          .isEqualTo("rwx------");
      try (Stream<Path> files = Files.list(dir)) {
        List<Path> all = files.toList();
        assertThat(all)
            .extracting(p -> p.getFileName().toString())
            .contains("sandbox.mv.db", "sandbox-service.mv.db", "store-key.params")
            .doesNotContain("sandbox.key");
        for (Path p : all) {
          assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(p)))
              .as(p.toString())
              .isIn("rw-------", "rwx------");
        }
      }
    }
    try (Connector connector = new Connector(dir);
        Connection connection = connector.open(ConnectionSettings.embedded())) {
      assertThat(connection.madePrivate()).isEmpty();
    }
  }

  static Payment cardPayment(Connection connection) {
    return connection
        .client()
        .payments()
        .create(
            PaymentCreateRequest.builder()
                .accountId(connection.accountId())
                .merchantOrderId("ORD-" + UUID.randomUUID().toString().substring(0, 8))
                .description("Connector test")
                .amount(new BigDecimal("25.00"), "USD")
                .country("US")
                .checkoutSession(UUID.randomUUID().toString())
                .paymentMethod(PaymentMethod.token(UUID.randomUUID().toString()))
                .build(),
            RequestOptions.NONE);
  }
}
