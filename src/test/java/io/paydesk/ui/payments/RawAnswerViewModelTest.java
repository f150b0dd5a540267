package io.paydesk.ui.payments;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ops.ConnectionSettings;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.base.TaskRunner;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The raw answer's panel on its own: read, shown pretty, searched, closed. */
class RawAnswerViewModelTest {
  @TempDir Path dataDir;
  private ShellViewModel shell;
  private RawAnswerViewModel raw;

  @BeforeEach
  void connect() {
    shell = new ShellViewModel(TaskRunner.sameThread(), dataDir);
    shell.connect(ConnectionSettings.embedded());
    raw = new RawAnswerViewModel(shell, TaskRunner.sameThread());
  }

  @AfterEach
  void close() {
    shell.shutdown();
  }

  @Test
  void aPaymentsRawAnswerIsShownPrettyWithItsHistoryAndWhereItCameFrom() {
    String id = shell.connection().demoPaymentIds().get(0);

    raw.show(id);

    assertThat(raw.openProperty().get()).isTrue();
    assertThat(raw.busyProperty().get()).isFalse();
    assertThat(raw.jsonProperty().get()).contains("\"id\" : \"" + id + "\"").contains("\n");
    assertThat(raw.history()).isNotEmpty();
    assertThat(raw.infoProperty().get()).startsWith("Read from the service on ");
    assertThat(raw.errorProperty().get()).isEmpty();
    assertThat(RawAnswerViewModel.nextMatch(raw.jsonProperty().get(), id.toUpperCase(), 0))
        .isPositive();
  }

  @Test
  void closingEmptiesThePanel() {
    raw.show(shell.connection().demoPaymentIds().get(0));

    raw.close();

    assertThat(raw.openProperty().get()).isFalse();
    assertThat(raw.jsonProperty().get()).isEmpty();
    assertThat(raw.infoProperty().get()).isEmpty();
    assertThat(raw.history()).isEmpty();
  }

  @Test
  void withoutAPaymentNothingOpens() {
    raw.show(null);

    assertThat(raw.openProperty().get()).isFalse();
  }
}
