package io.paydesk.ui.payments;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ops.Connection;
import io.paydesk.ops.ConnectionSettings;
import io.paydesk.store.PaymentRow;
import io.paydesk.ui.ShellViewModel;
import io.paydesk.ui.TaskRunner;
import io.paydesk.ui.TestConsole;
import java.nio.file.Path;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.beans.property.SimpleBooleanProperty;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** "Refresh these results" on the embedded sandbox, with work run on the test's thread. */
class SearchRefreshTest {
  @TempDir Path dataDir;
  private Locale locale;
  private ShellViewModel shell;
  private Connection connection;
  private SearchViewModel model;
  private final SimpleBooleanProperty online = new SimpleBooleanProperty(true);
  private final List<String> opened = new ArrayList<>();

  @BeforeEach
  void connectAndStoreSomeDemoPayments() {
    locale = Locale.getDefault();
    Locale.setDefault(Locale.US);
    shell = new ShellViewModel(TaskRunner.sameThread(), dataDir);
    shell.connect(ConnectionSettings.embedded());
    connection = shell.connection();
    connection.refresh().refresh(connection.demoPaymentIds().subList(0, 30), null);
    model =
        new SearchViewModel(
            shell.connectionProperty().map(Connection::store),
            TaskRunner.sameThread(),
            opened::add,
            ZoneId.of("UTC"));
    model.enableRefresh(shell.connectionProperty(), online, shell::storeChanged);
  }

  @AfterEach
  void close() {
    shell.shutdown();
    Locale.setDefault(locale);
  }

  @Test
  void everyMatchIsReadAgainAndAPaymentChangedOnTheServiceIsCounted() throws Exception {
    PaymentRow succeeded =
        model.rows().stream()
            .filter(r -> "SUCCEEDED".equals(r.status()))
            .findFirst()
            .map(r -> connection.store().payments().findRow(r.id()).orElseThrow())
            .orElseThrow();
    long matches = connection.store().payments().count(model.query());
    TestConsole.sandbox(
        connection.sandboxBaseUrl(),
        "/payments/" + succeeded.id() + "/chargeback",
        "{\"reason\":\"FRAUDULENT\"}");

    model.refreshResults();

    assertThat(model.refreshingProperty().get()).isFalse();
    assertThat(model.noticeProperty().get())
        .isEqualTo(matches + " payments were refreshed from the service; 1 changed.");
    assertThat(connection.store().payments().findRow(succeeded.id()).orElseThrow().status())
        .isNotEqualTo("SUCCEEDED");
    assertThat(model.rows())
        .filteredOn(r -> r.id().equals(succeeded.id()))
        .extracting(SearchViewModel.ResultRow::status)
        .doesNotContain("SUCCEEDED");
  }

  @Test
  void onlyTheMatchesOfTheFiltersAreRefreshed() {
    model.statuses().setAll("SUCCEEDED");
    model.search();
    long matches = connection.store().payments().count(model.query());

    model.refreshResults();

    assertThat(matches).isLessThan(30);
    assertThat(model.noticeProperty().get())
        .isEqualTo(matches + " payments were refreshed from the service; 0 changed.");
  }

  @Test
  void refreshingIsRefusedWhileOffline() {
    online.set(false);
    assertThat(model.canRefreshProperty().get()).isFalse();

    model.refreshResults();

    assertThat(model.noticeProperty().get()).isEmpty();
    online.set(true);
    assertThat(model.canRefreshProperty().get()).isTrue();
  }

  @Test
  void aCancelledRefreshSaysHowFarItGot() {
    model
        .refreshingProperty()
        .addListener(
            (obs, old, now) -> {
              if (now) {
                model.cancelRefresh();
              }
            });

    model.refreshResults();

    assertThat(model.noticeProperty().get()).startsWith("Stopped after 0 of ");
  }
}
