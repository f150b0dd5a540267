package io.paydesk.ui.settings;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.api.RequestOptions;
import io.paydesk.api.model.Payment;
import io.paydesk.api.model.RefundRequest;
import io.paydesk.ops.Connection;
import io.paydesk.ops.ConnectionSettings;
import io.paydesk.store.Store;
import io.paydesk.store.StoreAccess;
import io.paydesk.store.TestPayments;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.base.TaskRunner;
import io.paydesk.ui.settings.SettingsViewModel.Target;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SettingsViewModelTest {
  @TempDir Path dataDir;

  @Test
  void aLiveFormWithEmptyFieldsShowsEveryErrorAndConnectsNothing() {
    ShellViewModel shell = new ShellViewModel(TaskRunner.sameThread(), dataDir);
    SettingsViewModel form =
        new SettingsViewModel(shell, ConnectionSettings.embedded(), TaskRunner.sameThread());
    form.targetProperty().set(Target.CUSTOM);
    form.baseUrlProperty().set("ftp://example");
    form.accountIdProperty().set("123");

    assertThat(form.connect()).isFalse();

    assertThat(form.baseUrlErrorProperty().get()).contains("https://");
    assertThat(form.accountIdErrorProperty().get()).contains("UUID");
    assertThat(form.publicKeyErrorProperty().get()).isNotEmpty();
    assertThat(form.secretKeyErrorProperty().get()).isNotEmpty();
    assertThat(shell.connection()).isNull();
    assertThat(form.accountIdProperty().get()).isEqualTo("123");
  }

  @Test
  void resettingTheSandboxPutsBackItsDemoPaymentsInTheSandboxAndTheStore() {
    ShellViewModel shell = new ShellViewModel(TaskRunner.sameThread(), dataDir, true);
    SettingsViewModel form =
        new SettingsViewModel(shell, ConnectionSettings.embedded(), TaskRunner.sameThread());
    shell.connect(ConnectionSettings.embedded());
    Connection c = shell.connection();
    String id = c.demoPaymentIds().get(0);
    Payment original = c.client().payments().retrieve(id);
    c.store()
        .payments()
        .upsert(
            c.client()
                .payments()
                .refund(
                    id,
                    original.transactions().get(0).id(),
                    RefundRequest.full("REF-RESET", "REQUESTED_BY_CUSTOMER"),
                    RequestOptions.idempotencyKey(UUID.randomUUID().toString())));
    assertThat(String.valueOf(c.store().payments().find(id).orElseThrow().status()))
        .isEqualTo("REFUNDED");
    assertThat(form.onSandboxProperty().get()).isTrue();
    int updates = shell.storeUpdatesProperty().get();

    form.resetSandbox();

    assertThat(c.client().payments().retrieve(id).status()).isEqualTo(original.status());
    assertThat(c.store().payments().find(id).orElseThrow().status()).isEqualTo(original.status());
    assertThat(c.store().transactions().forPayment(id)).hasSize(original.transactions().size());
    assertThat(form.sandboxResultProperty().get())
        .isEqualTo(
            String.format(
                java.util.Locale.ENGLISH,
                "The sandbox is back to its demo data: %,d demo payments stored again.",
                c.demoPaymentIds().size()));
    assertThat(shell.storeUpdatesProperty().get()).isGreaterThan(updates);
    shell.shutdown();
  }

  @Test
  void choosingProductionFillsItsBaseUrl() {
    ShellViewModel shell = new ShellViewModel(TaskRunner.sameThread(), dataDir);
    SettingsViewModel form =
        new SettingsViewModel(shell, ConnectionSettings.embedded(), TaskRunner.sameThread());

    form.targetProperty().set(Target.PRODUCTION);

    assertThat(form.baseUrlProperty().get()).isEqualTo("https://api.y.uno");
  }

  @Test
  void aLiveFieldShowsItsErrorOnceLeftWhileTheSummarySaysEverythingLeft() {
    ShellViewModel shell = new ShellViewModel(TaskRunner.sameThread(), dataDir);
    SettingsViewModel form =
        new SettingsViewModel(shell, ConnectionSettings.embedded(), TaskRunner.sameThread());
    assertThat(form.validProperty().get()).isTrue();
    assertThat(form.formSummaryProperty().get()).isEmpty();

    form.targetProperty().set(Target.CUSTOM);
    form.accountIdProperty().set("123");

    assertThat(form.validProperty().get()).isFalse();
    assertThat(form.accountIdErrorProperty().get()).isEmpty();
    assertThat(form.formSummaryProperty().get())
        .contains("Account id")
        .contains("Public API key")
        .contains("Private secret key");

    form.left(SettingsViewModel.Field.ACCOUNT_ID);
    assertThat(form.accountIdErrorProperty().get()).contains("UUID");
    assertThat(form.publicKeyErrorProperty().get()).isEmpty();

    form.accountIdProperty().set("493e9374-510a-4201-9e09-de669d75f256");
    assertThat(form.accountIdErrorProperty().get()).isEmpty();
    form.baseUrlProperty().set("https://payments.example.com");
    form.publicKeyProperty().set("pk");
    form.secretKeyProperty().set("secret");

    assertThat(form.validProperty().get()).isTrue();
    assertThat(form.formSummaryProperty().get()).isEmpty();
  }

  @Test
  void aSandboxKeyIsRefusedForProductionBeforeConnecting() {
    ShellViewModel shell = new ShellViewModel(TaskRunner.sameThread(), dataDir);
    SettingsViewModel form =
        new SettingsViewModel(shell, ConnectionSettings.embedded(), TaskRunner.sameThread());
    form.targetProperty().set(Target.PRODUCTION);
    form.accountIdProperty().set("493e9374-510a-4201-9e09-de669d75f256");
    form.publicKeyProperty().set("sandbox_abc");
    form.secretKeyProperty().set("secret");

    assertThat(form.connect()).isFalse();

    assertThat(form.publicKeyErrorProperty().get()).contains("sandbox key");
    assertThat(shell.connection()).isNull();
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource({
    "https://api.y.uno, true",
    "http://127.0.0.1:8099, true",
    "http://localhost:8099, true",
    "http://api.y.uno, false",
    "api.y.uno, false",
    "'', false"
  })
  void baseUrlMustBeHttpsExceptOnThisComputer(String url, boolean valid) {
    assertThat(SettingsViewModel.validBaseUrl(url)).isEqualTo(valid);
  }

  /** The local store section, on the embedded sandbox's store. */
  @Nested
  class LocalStore {
    ShellViewModel shell;
    SettingsViewModel form;
    Store store;

    @BeforeEach
    void connect() {
      shell = new ShellViewModel(TaskRunner.sameThread(), dataDir);
      form = new SettingsViewModel(shell, ConnectionSettings.embedded(), TaskRunner.sameThread());
      shell.connect(ConnectionSettings.embedded());
      store = shell.connection().store();
    }

    @AfterEach
    void disconnect() {
      shell.shutdown();
    }

    @Test
    void theSectionNamesTheFileAndChecksTheAuditLog() {
      store.audit().record("payment.refund", "pay-1", "SUCCEEDED", "10.00 BRL");
      store.audit().record("payment.capture", "pay-2", "FAILED", null);

      form.refreshStore();
      form.checkAudit();

      assertThat(form.storeLocationProperty().get())
          .startsWith(dataDir.toString())
          .endsWith(".mv.db");
      assertThat(form.storeContentsProperty().get()).isEqualTo("0 payments, under 1 MB on disk");
      assertThat(form.auditIntactProperty().get()).isTrue();
      assertThat(form.auditResultProperty().get()).contains("intact").contains("all 2 rows");
    }

    @Test
    void removedAuditRowsAreReportedAsTampering() {
      store.audit().record("payment.refund", "pay-1", "SUCCEEDED", null);
      store.audit().record("payment.refund", "pay-2", "SUCCEEDED", null);
      StoreAccess.execute(store, "DELETE FROM audit_log WHERE seq = 2");

      form.checkAudit();

      assertThat(form.auditIntactProperty().get()).isFalse();
      assertThat(form.auditResultProperty().get())
          .contains("tampered")
          .contains("removed from the end");
    }

    @Test
    void aChangedAuditRowIsReportedInTheUsersLanguage() {
      store.audit().record("payment.refund", "pay-1", "SUCCEEDED", null);
      store.audit().record("payment.refund", "pay-2", "SUCCEEDED", null);
      StoreAccess.execute(store, "UPDATE audit_log SET result = 'FAILED' WHERE seq = 1");
      Locale before = Locale.getDefault();
      try {
        Locale.setDefault(Locale.forLanguageTag("es"));
        form.checkAudit();
        String spanish = form.auditResultProperty().get();
        Locale.setDefault(Locale.forLanguageTag("pt-BR"));
        form.checkAudit();
        String portuguese = form.auditResultProperty().get();

        assertThat(spanish)
            .isEqualTo(
                "El registro de auditor\u00eda fue alterado: la fila 1 se modific\u00f3 despu\u00e9s"
                    + " de escribirse.");
        assertThat(portuguese)
            .isEqualTo(
                "O registro de auditoria foi adulterado: a linha 1 foi alterada depois de escrita.");
      } finally {
        Locale.setDefault(before);
      }
    }

    @Test
    void compactingSaysTheSizeBeforeAndAfterAndKeepsThePayments() {
      List<String> jsons = new ArrayList<>();
      for (int i = 0; i < 500; i++) {
        jsons.add(TestPayments.card().id(UUID.randomUUID().toString()).json());
      }
      store.payments().upsertAllJson(jsons);

      form.compactStore();

      assertThat(form.auditResultProperty().get())
          .matches("Compacted: [\\d,.]+ MB before, [\\d,.]+ MB now\\.");
      assertThat(form.storeBusyProperty().get()).isFalse();
      assertThat(form.storeContentsProperty().get()).startsWith("500 payments");
    }

    @Test
    void theAuditLogExportsToACsvFileAndSaysHowManyRows() throws Exception {
      store.audit().record("payout.create", "po-1", "SUCCEEDED", null);
      Path file = dataDir.resolve("audit.csv");

      form.exportAudit(file);

      assertThat(Files.readAllLines(file))
          .hasSize(2)
          .first()
          .asString()
          .startsWith("seq,at,os_user");
      assertThat(form.auditResultProperty().get()).contains("Exported one audit row");
      assertThat(form.storeBusyProperty().get()).isFalse();
    }
  }
}
