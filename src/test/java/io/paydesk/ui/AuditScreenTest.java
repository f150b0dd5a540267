package io.paydesk.ui;

import static java.util.concurrent.TimeUnit.SECONDS;
import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ops.AppPaths;
import io.paydesk.store.AuditLog;
import io.paydesk.ui.base.Looks;
import io.paydesk.ui.pages.AuditPage;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** Settings, Audit log: a manager filters who did what, in each language, at 1024 and 1440. */
class AuditScreenTest {
  @TempDir Path dataDir;
  private PaydeskApp app;
  private Locale before;
  private final FxRobot robot = new FxRobot();
  private final AuditPage audit = new AuditPage(robot);

  @BeforeEach
  void english() {
    before = Locale.getDefault();
    Locale.setDefault(Locale.ENGLISH);
  }

  @AfterEach
  void closeConsole() throws Exception {
    TestConsole.close(app, before);
    System.clearProperty(AppPaths.DATA_DIR_PROPERTY);
  }

  @Test
  void theAuditLogIsFilteredByActionAndReadInEachLanguageWithNothingCut() throws Exception {
    app = TestConsole.startWithDemoStore(dataDir);
    AuditLog log = app.shell().connection().store().audit();
    log.record(
        "payment.refund", "pay-refunded-1", "SUCCEEDED", "r-1", new BigDecimal("1250.5"), "BRL");
    log.record("dispute.claim", "pay-chargeback-7", "OK", "ana");
    TestConsole.resize(1024, 700);
    audit.open().action("payment.refund");
    WaitForAsyncUtils.waitFor(10, SECONDS, () -> audit.rowCount() > 0);
    assertThat(audit.firstCell("auditTargetColumn")).isEqualTo("pay-refunded-1");
    assertThat(audit.firstCell("auditActionColumn")).isEqualTo("Refund");
    log.record("payment.refund", "pay-refunded-2", "FAILED", "declined", BigDecimal.TEN, "MXN");
    audit.action("payment.refund");
    assertThat(audit.firstCell("auditActionColumn")).isEqualTo("Refund (failed)");

    TestConsole.inEachLanguage(
        app,
        language -> {
          audit.open().action("payment.refund");
          WaitForAsyncUtils.waitFor(10, SECONDS, () -> audit.rowCount() > 0);
          String tag = language.name().toLowerCase(Locale.ROOT);
          if (language == Looks.Language.SPANISH) {
            assertThat(audit.firstCell("auditActionColumn")).isEqualTo("Reembolso (falló)");
          }
          Screenshots.save(TestConsole.stageScene(), "settings-audit-" + tag + "-1024");
          assertThat(CutTexts.in(robot, TestConsole.stageScene().getRoot())).isEmpty();
        });
    TestConsole.resize(1440, 900);
    audit.open().action("");
    WaitForAsyncUtils.waitFor(10, SECONDS, () -> audit.rowCount() >= 3);
    assertThat(audit.firstCell("auditActionColumn")).isEqualTo("Refund (failed)");
    Screenshots.save(TestConsole.stageScene(), "settings-audit-en-1440");
    assertThat(CutTexts.in(robot, TestConsole.stageScene().getRoot())).isEmpty();
  }
}
