package io.paydesk.ui.payments;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ops.ConnectionSettings;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.base.TaskRunner;
import io.paydesk.ui.kit.FormScreen;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The fetch panel's logic on the embedded sandbox, with work run on the test's thread. */
class FetchViewModelTest {
  @TempDir Path dataDir;
  private ShellViewModel shell;
  private FetchViewModel model;

  @BeforeEach
  void connectToTheSandbox() {
    shell = new ShellViewModel(TaskRunner.sameThread(), dataDir);
    shell.connect(ConnectionSettings.embedded());
    model = new FetchViewModel(shell, TaskRunner.sameThread());
  }

  @AfterEach
  void close() {
    shell.shutdown();
  }

  @Test
  void aCsvColumnNamedLikeAnIdIsPickedAndItsValuesFetched() throws Exception {
    List<String> ids = shell.connection().demoPaymentIds().subList(0, 5);
    String unknown = UUID.randomUUID().toString();
    Path csv = dataDir.resolve("ids.csv");
    StringBuilder text = new StringBuilder("\uFEFFnote;payment_id\n");
    for (String id : ids) {
      text.append("\"a; quoted\";").append(id).append('\n');
    }
    text.append("x;").append(unknown).append("\n;\n");
    Files.writeString(csv, text);

    model.openCsv(csv);

    assertThat(model.csvColumns()).containsExactly("note", "payment_id");
    assertThat(model.csvColumnProperty().get()).isEqualTo("payment_id");
    assertThat(model.keyCountProperty().get()).isEqualTo(6);
    model.start();
    assertThat(model.stepProperty().get()).isEqualTo(FormScreen.Step.RESULT);
    assertThat(model.summaryProperty().get())
        .startsWith("All 6 ids were asked for: 5 payments are now in the local history.")
        .contains("1 were not brought in: 1 not found");
    assertThat(model.failures())
        .extracting(FetchFailures.FailureLine::key)
        .containsExactly(unknown);

    Path out = dataDir.resolve("failures.csv");
    model.saveFailures(out);
    List<String> lines = Files.readAllLines(out);
    assertThat(lines).hasSize(2);
    assertThat(lines.get(0)).isEqualTo("key,reason,code,message");
    assertThat(lines.get(1)).startsWith(unknown + ",NOT_FOUND,").contains("Not found");
    assertThat(model.noticeProperty().get()).isEqualTo("1 failures written to failures.csv.");
  }

  @Test
  void nothingIsSentWithoutAnId() {
    model.textProperty().set(" ,, ;\n");
    model.start();
    assertThat(model.stepProperty().get()).isEqualTo(FormScreen.Step.EDIT);
    assertThat(model.errorProperty().get()).startsWith("Paste at least one id");
  }
}
