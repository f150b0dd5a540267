package io.paydesk.ui.settings;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ops.ConnectionSettings;
import io.paydesk.store.AuditLog;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.base.TaskRunner;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The audit view: filters by person, action and dates, pages of the newest first, CSV export. */
class AuditViewModelTest {
  @TempDir Path dataDir;
  private ShellViewModel shell;
  private Locale before;
  private AuditViewModel model;

  @BeforeEach
  void connect() {
    before = Locale.getDefault();
    Locale.setDefault(Locale.ENGLISH);
    shell = new ShellViewModel(TaskRunner.sameThread(), dataDir);
    shell.connect(ConnectionSettings.embedded());
    AuditLog audit = shell.connection().store().audit();
    for (int i = 0; i < 230; i++) {
      audit.record(
          "payment.refund", "pay-" + i, "SUCCEEDED", "r-" + i, new BigDecimal("10.50"), "BRL");
    }
    audit.record("dispute.claim", "pay-cb", "OK", "ana");
    model = new AuditViewModel(shell.connectionProperty(), TaskRunner.sameThread(), ZoneOffset.UTC);
  }

  @AfterEach
  void close() {
    shell.shutdown();
    Locale.setDefault(before);
  }

  @Test
  void theNewestRowsComeFirstAPageAtATimeWithTheirAmountAndActionInWords() {
    model.show();
    assertThat(model.rows()).hasSize(200);
    assertThat(model.rows().get(0).action()).isEqualTo("dispute.claim");
    assertThat(AuditViewModel.actionLabel(model.rows().get(0).action()))
        .isEqualTo("Chargeback taken");
    AuditViewModel.Row refund = model.rows().get(1);
    assertThat(refund.target()).isEqualTo("pay-229");
    assertThat(refund.amount().value()).isEqualByComparingTo("10.50");
    assertThat(refund.amount().currency()).isEqualTo("BRL");
    assertThat(refund.person()).isEqualTo(System.getProperty("user.name"));
    assertThat(model.summaryProperty().get()).isEqualTo("The newest 200 rows");
    assertThat(model.moreProperty().get()).isTrue();
    assertThat(model.people()).contains(AuditViewModel.ALL, System.getProperty("user.name"));
    assertThat(model.actions()).contains(AuditViewModel.ALL, "payment.refund", "dispute.claim");

    model.showMore();
    assertThat(model.rows()).hasSizeGreaterThanOrEqualTo(231);
    assertThat(model.moreProperty().get()).isFalse();
    assertThat(model.rows().stream().map(AuditViewModel.Row::seq).distinct().count())
        .isEqualTo(model.rows().size());
  }

  @Test
  void filtersByActionAndDatesAndExportsWhatTheyKeep() throws Exception {
    model.actionProperty().set("dispute.claim");
    model.show();
    assertThat(model.rows())
        .singleElement()
        .extracting(AuditViewModel.Row::target)
        .isEqualTo("pay-cb");
    assertThat(model.summaryProperty().get()).isEqualTo("One row");

    model.dates().fromProperty().set("not a date");
    model.show();
    assertThat(model.dates().fromErrorProperty().get()).startsWith("Type a date such as");
    assertThat(model.rows()).hasSize(1); // nothing read with a date it cannot use

    LocalDate tomorrow = LocalDate.now(ZoneOffset.UTC).plusDays(1);
    model.dates().show(tomorrow, null);
    model.actionProperty().set(AuditViewModel.ALL);
    model.show();
    assertThat(model.rows()).isEmpty();
    assertThat(model.summaryProperty().get()).isEqualTo("No rows");

    model.dates().show(null, null);
    model.actionProperty().set("dispute.claim");
    model.show();
    Path csv = dataDir.resolve("audit.csv");
    model.export(csv);
    List<String> lines = Files.readAllLines(csv, StandardCharsets.UTF_8);
    assertThat(lines).hasSize(2);
    assertThat(lines.get(0)).startsWith("seq,");
    assertThat(lines.get(1)).contains("dispute.claim").contains("pay-cb");
    assertThat(model.noticeProperty().get()).isEqualTo("Exported one row to audit.csv.");
  }
}
