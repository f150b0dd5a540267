package io.paydesk.ui.subscriptions;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ops.ConnectionSettings;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.base.TaskRunner;
import io.paydesk.ui.subscriptions.SubscriptionsViewModel.Row;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The list's view model on the embedded sandbox, with a same-thread runner. */
class SubscriptionsViewModelTest {
  @TempDir Path dataDir;
  private ShellViewModel shell;
  private SubscriptionsViewModel model;
  private final List<String> opened = new ArrayList<>();
  private Locale before;

  @BeforeEach
  void connect() {
    before = Locale.getDefault();
    Locale.setDefault(Locale.ENGLISH);
    shell = new ShellViewModel(TaskRunner.sameThread(), dataDir);
    shell.connect(ConnectionSettings.embedded());
    model = new SubscriptionsViewModel(shell, TaskRunner.sameThread(), opened::add);
  }

  @AfterEach
  void close() {
    shell.shutdown();
    Locale.setDefault(before);
  }

  @Test
  void theDemoSubscriptionsAreStoredAndListedWithPastDueDeclines() {
    assertThat(model.rows()).hasSize(14);
    model.statusFilterProperty().set("PAST_DUE");

    assertThat(model.rows()).hasSize(2).allMatch(r -> !r.decline().isEmpty());
    assertThat(model.summaryProperty().get()).startsWith("2 of 14");
    model.statusFilterProperty().set(SubscriptionsViewModel.ALL);
    model.textFilterProperty().set("meal kit");
    assertThat(model.rows()).extracting(Row::name).containsExactly("Meal kit monthly");
  }

  @Test
  void theListIsExportedAsCsvAsFiltered() throws Exception {
    model.statusFilterProperty().set("PAST_DUE");
    Path file = dataDir.resolve("subscriptions.csv");

    model.exportCsv(file);

    List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    assertThat(lines).hasSize(3);
    assertThat(lines.get(0)).startsWith("id,name,customer_id,amount,currency");
    assertThat(lines.subList(1, 3)).allMatch(l -> l.contains("PAST_DUE"));
    assertThat(model.noticeProperty().get()).contains("2 subscriptions");
  }

  @Test
  void anIdOf35CharactersIsRefusedAtTheField() {
    model.openIdProperty().set("7304911d-5df9-429e-8488-ad41abea1a4");
    model.open();

    assertThat(model.openIdErrorProperty().get()).contains("36");
    assertThat(model.editor().shownProperty().get()).isFalse();
  }

  @Test
  void aSubscriptionOpenedByIdIsShownWithItsPayments() {
    String id = shell.connection().demoSubscriptionIds().get(0);
    model.openIdProperty().set(id);
    model.open();

    assertThat(model.editor().shownProperty().get()).isTrue();
    assertThat(model.editor().subscriptionIdProperty().get()).isEqualTo(id);
    assertThat(model.editor().payments()).isNotEmpty();
    model.openPayment(model.editor().payments().get(0).id());
    assertThat(opened).hasSize(1);
  }
}
