package io.paydesk.ui.payouts;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ops.ConnectionSettings;
import io.paydesk.ops.PayoutFiles;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.base.TaskRunner;
import io.paydesk.ui.kit.FormScreen.Step;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A spreadsheet of payouts on the kit's steps: the dry run is the review, then the results. */
class BulkPayoutsViewModelTest {
  @TempDir Path dataDir;

  @Test
  void theDryRunIsTheReviewOnlyAFileWithRowsToSendMaySendAndBackChoosesAnother() throws Exception {
    ShellViewModel shell = new ShellViewModel(TaskRunner.sameThread(), dataDir, true);
    shell.connect(ConnectionSettings.embedded());
    BulkPayoutsViewModel model = new BulkPayoutsViewModel(shell, TaskRunner.sameThread());
    assertThat(model.stepProperty().get()).isEqualTo(Step.EDIT);
    assertThat(model.validProperty().get()).isFalse();

    Path refused =
        Files.writeString(
            dataDir.resolve("refused.csv"),
            PayoutFiles.withBadRows(2, List.of(1, 2)),
            StandardCharsets.UTF_8);
    model.open(refused);
    assertThat(model.stepProperty().get()).isEqualTo(Step.REVIEW);
    assertThat(model.validProperty().get()).isFalse();
    assertThat(model.canSendProperty().get()).isFalse();
    model.confirm(); // nothing to send: nothing happens
    assertThat(model.stepProperty().get()).isEqualTo(Step.REVIEW);

    model.back();
    assertThat(model.stepProperty().get()).isEqualTo(Step.EDIT);
    assertThat(model.lines()).isEmpty();
    Path good =
        Files.writeString(
            dataDir.resolve("good.csv"),
            PayoutFiles.withBadRows(4, List.of(2)),
            StandardCharsets.UTF_8);
    model.open(good);
    assertThat(model.stepProperty().get()).isEqualTo(Step.REVIEW);
    assertThat(model.validProperty().get()).isTrue();
    assertThat(model.canSendProperty().get()).isTrue();
    assertThat(model.reviewSentence()).isNotEmpty();

    model.confirm();

    assertThat(model.stepProperty().get()).isEqualTo(Step.RESULT);
    assertThat(model.busyProperty().get()).isFalse();
    assertThat(model.errorProperty().get()).isEmpty();
    assertThat(model.canSendProperty().get()).isFalse();
    assertThat(model.lines()).hasSize(4).allMatch(l -> !l.verdict().isEmpty());
    assertThat(model.lines().stream().filter(l -> !l.payoutId().isEmpty())).hasSize(3);
    shell.shutdown();
  }
}
