package io.paydesk.ui.payments;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ops.Connection;
import io.paydesk.ops.ConnectionSettings;
import io.paydesk.store.PaymentRow;
import io.paydesk.store.StoreAccess;
import io.paydesk.store.TestPayments;
import io.paydesk.ui.TestConsole;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.base.TaskRunner;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;
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
  private final List<String> asked = new ArrayList<>();

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

    model.refreshResults(SearchRefresh.Age.ANY, yes());

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

    model.refreshResults(SearchRefresh.Age.ANY, yes());

    assertThat(matches).isLessThan(30);
    assertThat(model.noticeProperty().get())
        .isEqualTo(matches + " payments were refreshed from the service; 0 changed.");
  }

  @Test
  void refreshingIsRefusedWhileOffline() {
    online.set(false);
    assertThat(model.canRefreshProperty().get()).isFalse();

    model.refreshResults(SearchRefresh.Age.ANY, yes());

    assertThat(model.noticeProperty().get()).isEmpty();
    online.set(true);
    assertThat(model.canRefreshProperty().get()).isTrue();
  }

  @Test
  void aCancelledRefreshSaysHowFarItGot() {
    model.refreshResults(
        SearchRefresh.Age.ANY,
        sentence -> {
          model.cancelRefresh();
          return true;
        });

    assertThat(model.noticeProperty().get()).startsWith("Stopped after 0 of ");
  }

  @Test
  void onlyMatchesLastRefreshedLongerAgoThanTheChosenAgeAreReadAfterSayingHowMany() {
    List<String> old = model.rows().stream().limit(5).map(SearchViewModel.ResultRow::id).toList();
    Instant twoDaysAgo = Instant.now().minus(2, ChronoUnit.DAYS);
    StoreAccess.execute(
        connection.store(),
        "UPDATE payments SET last_refreshed_at = TIMESTAMP WITH TIME ZONE '"
            + twoDaysAgo
            + "' WHERE id IN ('"
            + String.join("','", old)
            + "')");

    model.refreshResults(SearchRefresh.Age.DAY, yes());

    assertThat(asked)
        .containsExactly(
            "Read the 5 payments matching these filters and last refreshed over 1 day ago again"
                + " from the service?");
    assertThat(model.noticeProperty().get())
        .isEqualTo("5 payments were refreshed from the service; 0 changed.");
    for (String id : old) {
      assertThat(connection.store().payments().findRow(id).orElseThrow().lastRefreshedAt())
          .isAfter(Instant.now().minus(1, ChronoUnit.HOURS));
    }

    model.refreshResults(SearchRefresh.Age.DAY, yes());

    assertThat(asked).hasSize(1);
    assertThat(model.noticeProperty().get())
        .isEqualTo(
            "Every payment matching these filters was refreshed within the last day: nothing to"
                + " refresh.");
  }

  @Test
  void aRefreshTheUserDeclinesReadsNothing() {
    StoreAccess.execute(
        connection.store(),
        "UPDATE payments SET last_refreshed_at = TIMESTAMP WITH TIME ZONE '"
            + Instant.now().minus(8, ChronoUnit.DAYS)
            + "'");
    long matches = connection.store().payments().count(model.query());

    model.refreshResults(
        SearchRefresh.Age.WEEK,
        sentence -> {
          asked.add(sentence);
          return false;
        });

    assertThat(asked)
        .containsExactly(
            "Read the "
                + matches
                + " payments matching these filters and last refreshed over 7 days ago again"
                + " from the service?");
    assertThat(model.refreshingProperty().get()).isFalse();
    assertThat(model.noticeProperty().get()).isEmpty();
    assertThat(connection.store().payments().findRow(model.rows().get(0).id()).orElseThrow())
        .extracting(PaymentRow::lastRefreshedAt)
        .matches(t -> t.isBefore(Instant.now().minus(7, ChronoUnit.DAYS)));
  }

  @Test
  void aMatchTheServiceDoesNotKnowIsSaidWithItsReasonAndSavedAsCsv() throws Exception {
    String unknown = TestPayments.card().id();
    connection.store().payments().upsertJson(TestPayments.card().id(unknown).json());
    model.search();
    long matches = connection.store().payments().count(model.query());

    model.refreshResults(SearchRefresh.Age.ANY, yes());

    assertThat(model.noticeProperty().get())
        .isEqualTo(
            (matches - 1)
                + " payments were refreshed from the service; 0 changed. 1 were not brought in: 1"
                + " not found, 0 refused by the service, 0 without an answer.");
    assertThat(model.refreshFailuresProperty().get()).isTrue();
    Path out = dataDir.resolve("refresh-failures.csv");
    model.saveRefreshFailures(out);
    List<String> lines = Files.readAllLines(out);
    assertThat(lines).hasSize(2);
    assertThat(lines.get(0)).isEqualTo("key,reason,code,message");
    assertThat(lines.get(1)).startsWith(unknown + ",NOT_FOUND,").contains("Not found");
    assertThat(model.noticeProperty().get())
        .isEqualTo("1 failures written to refresh-failures.csv.");
  }

  /** Answers yes to the confirmation, keeping what it said. */
  private Predicate<String> yes() {
    return sentence -> {
      asked.add(sentence);
      return true;
    };
  }
}
