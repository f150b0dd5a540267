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
import io.paydesk.ui.settings.ConnectionViewModel.Target;
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

class SettingsViewModelTest {
  @TempDir Path dataDir;

  @Test
  void aLiveFormWithEmptyFieldsShowsEveryErrorAndConnectsNothing() {
    ShellViewModel shell = new ShellViewModel(TaskRunner.sameThread(), dataDir);
    SettingsViewModel form =
        new SettingsViewModel(shell, ConnectionSettings.embedded(), TaskRunner.sameThread());
    form.connection().targetProperty().set(Target.CUSTOM);
    form.connection().baseUrlProperty().set("ftp://example");
    form.connection().accountIdProperty().set("123");

    assertThat(form.connection().connect()).isFalse();

    assertThat(form.connection().errorProperty(ConnectionForm.BASE_URL).get()).contains("https://");
    assertThat(form.connection().errorProperty(ConnectionForm.ACCOUNT_ID).get()).contains("UUID");
    assertThat(form.connection().errorProperty(ConnectionForm.PUBLIC_KEY).get()).isNotEmpty();
    assertThat(form.connection().errorProperty(ConnectionForm.SECRET_KEY).get()).isNotEmpty();
    assertThat(shell.connection()).isNull();
    assertThat(form.connection().accountIdProperty().get()).isEqualTo("123");
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
    assertThat(form.sandbox().onSandboxProperty().get()).isTrue();
    int updates = shell.storeUpdatesProperty().get();

    form.sandbox().resetSandbox();

    assertThat(c.client().payments().retrieve(id).status()).isEqualTo(original.status());
    assertThat(c.store().payments().find(id).orElseThrow().status()).isEqualTo(original.status());
    assertThat(c.store().transactions().forPayment(id)).hasSize(original.transactions().size());
    assertThat(form.sandbox().sandboxResultProperty().get())
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

    form.connection().targetProperty().set(Target.PRODUCTION);

    assertThat(form.connection().baseUrlProperty().get()).isEqualTo("https://api.y.uno");
  }

  @Test
  void aLiveFieldShowsItsErrorOnceLeftWhileTheSummarySaysEverythingLeft() {
    ShellViewModel shell = new ShellViewModel(TaskRunner.sameThread(), dataDir);
    SettingsViewModel form =
        new SettingsViewModel(shell, ConnectionSettings.embedded(), TaskRunner.sameThread());
    assertThat(form.connection().validProperty().get()).isTrue();
    assertThat(form.connection().formSummaryProperty().get()).isEmpty();

    form.connection().targetProperty().set(Target.CUSTOM);
    form.connection().accountIdProperty().set("123");

    assertThat(form.connection().validProperty().get()).isFalse();
    assertThat(form.connection().errorProperty(ConnectionForm.ACCOUNT_ID).get()).isEmpty();
    assertThat(form.connection().formSummaryProperty().get())
        .contains("Account id")
        .contains("Public API key")
        .contains("Private secret key");

    form.connection().form().field(ConnectionForm.ACCOUNT_ID).left();
    assertThat(form.connection().errorProperty(ConnectionForm.ACCOUNT_ID).get()).contains("UUID");
    assertThat(form.connection().errorProperty(ConnectionForm.PUBLIC_KEY).get()).isEmpty();

    form.connection().accountIdProperty().set("493e9374-510a-4201-9e09-de669d75f256");
    assertThat(form.connection().errorProperty(ConnectionForm.ACCOUNT_ID).get()).isEmpty();
    form.connection().baseUrlProperty().set("https://payments.example.com");
    form.connection().publicKeyProperty().set("pk");
    form.connection().secretKeyProperty().set("secret");

    assertThat(form.connection().validProperty().get()).isTrue();
    assertThat(form.connection().formSummaryProperty().get()).isEmpty();
  }

  @Test
  void aSandboxKeyIsRefusedForProductionBeforeConnecting() {
    ShellViewModel shell = new ShellViewModel(TaskRunner.sameThread(), dataDir);
    SettingsViewModel form =
        new SettingsViewModel(shell, ConnectionSettings.embedded(), TaskRunner.sameThread());
    form.connection().targetProperty().set(Target.PRODUCTION);
    form.connection().accountIdProperty().set("493e9374-510a-4201-9e09-de669d75f256");
    form.connection().publicKeyProperty().set("sandbox_abc");
    form.connection().secretKeyProperty().set("secret");

    assertThat(form.connection().connect()).isFalse();

    assertThat(form.connection().errorProperty(ConnectionForm.PUBLIC_KEY).get())
        .contains("sandbox key");
    assertThat(shell.connection()).isNull();
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

      form.upkeep().refreshStore();
      form.upkeep().checkAudit();

      assertThat(form.upkeep().storeLocationProperty().get())
          .startsWith(dataDir.toString())
          .endsWith(".mv.db");
      assertThat(form.upkeep().storeContentsProperty().get())
          .isEqualTo("0 payments, under 1 MB on disk");
      assertThat(form.upkeep().auditIntactProperty().get()).isTrue();
      assertThat(form.upkeep().auditResultProperty().get())
          .contains("intact")
          .contains("all 2 rows");
    }

    @Test
    void removedAuditRowsAreReportedAsTampering() {
      store.audit().record("payment.refund", "pay-1", "SUCCEEDED", null);
      store.audit().record("payment.refund", "pay-2", "SUCCEEDED", null);
      StoreAccess.execute(store, "DELETE FROM audit_log WHERE seq = 2");

      form.upkeep().checkAudit();

      assertThat(form.upkeep().auditIntactProperty().get()).isFalse();
      assertThat(form.upkeep().auditResultProperty().get())
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
        form.upkeep().checkAudit();
        String spanish = form.upkeep().auditResultProperty().get();
        Locale.setDefault(Locale.forLanguageTag("pt-BR"));
        form.upkeep().checkAudit();
        String portuguese = form.upkeep().auditResultProperty().get();

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

      form.upkeep().compactStore();

      assertThat(form.upkeep().auditResultProperty().get())
          .matches("Compacted: [\\d,.]+ MB before, [\\d,.]+ MB now\\.");
      assertThat(form.upkeep().storeBusyProperty().get()).isFalse();
      assertThat(form.upkeep().storeContentsProperty().get()).startsWith("500 payments");
    }

    @Test
    void theAuditLogExportsToACsvFileAndSaysHowManyRows() throws Exception {
      store.audit().record("payout.create", "po-1", "SUCCEEDED", null);
      Path file = dataDir.resolve("audit.csv");

      form.upkeep().exportAudit(file);

      assertThat(Files.readAllLines(file))
          .hasSize(2)
          .first()
          .asString()
          .startsWith("seq,at,os_user");
      assertThat(form.upkeep().auditResultProperty().get()).contains("Exported one audit row");
      assertThat(form.upkeep().storeBusyProperty().get()).isFalse();
    }
  }
}
