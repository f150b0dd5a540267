package io.paydesk.ui.overview;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ops.Connection;
import io.paydesk.ops.ConnectionSettings;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.SearchRequest;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.base.TaskRunner;
import io.paydesk.ui.kit.DateInput;
import io.paydesk.ui.overview.OverviewViewModel.Preset;
import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.chart.XYChart;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The overview's view model on the embedded sandbox's demo payments, same-thread. */
class OverviewViewModelTest {
  @TempDir Path dir;
  ShellViewModel shell;
  OverviewViewModel model;
  final List<SearchRequest> opened = new ArrayList<>();

  @BeforeEach
  void connect() {
    shell = new ShellViewModel(TaskRunner.sameThread(), dir, true);
    shell.connect(ConnectionSettings.embedded());
    model =
        new OverviewViewModel(
            shell.connectionProperty(),
            TaskRunner.sameThread(),
            opened::add,
            ZoneId.systemDefault(),
            Clock.systemDefaultZone());
  }

  @AfterEach
  void close() {
    shell.shutdown();
  }

  @Test
  void eachBarCarriesTheSearchOfItsStatusCurrencyAndDay() {
    assertThat(model.currencyProperty().get()).isEqualTo("USD");
    assertThat(model.dailyPayments()).isNotEmpty();
    for (XYChart.Series<String, Number> s : model.dailyPayments()) {
      for (XYChart.Data<String, Number> bar : s.getData()) {
        SearchRequest r = (SearchRequest) bar.getExtraValue();
        assertThat(r.currency()).isEqualTo("USD");
        assertThat(r.createdFrom()).isEqualTo(r.createdTo());
        assertThat(r.statuses()).hasSize(1);
        assertThat(OverviewViewModel.dayLabel(r.createdFrom())).isEqualTo(bar.getXValue());
      }
    }
    XYChart.Data<String, Number> first = model.dailyPayments().get(0).getData().get(0);
    model.open(first.getExtraValue());
    assertThat(opened).containsExactly((SearchRequest) first.getExtraValue());
  }

  @Test
  void warningLinesFollowTheAdjustedThresholds() {
    model.warningLowProperty().set(1.2);
    model.warningHighProperty().set(2.5);
    assertThat(model.chargebacks()).hasSize(3);
    assertThat(model.chargebacks().get(1).getData())
        .isNotEmpty()
        .allSatisfy(d -> assertThat(d.getYValue().doubleValue()).isEqualTo(1.2));
    assertThat(model.chargebacks().get(2).getData())
        .allSatisfy(d -> assertThat(d.getYValue().doubleValue()).isEqualTo(2.5));
    assertThat(model.chargebacks().get(1).getName()).contains("1.2");
  }

  @Test
  void aCustomRangeEndingBeforeItStartsIsRefusedAtTheField() {
    LocalDate start = LocalDate.of(2026, 5, 10);
    model.fromProperty().set(DateInput.format(start, Locale.getDefault()));
    model.toProperty().set(DateInput.format(start.minusDays(3), Locale.getDefault()));
    model.presetProperty().set(Preset.CUSTOM);
    assertThat(model.toErrorProperty().get()).isEqualTo(Messages.get("overview.error.order"));

    model.toProperty().set(DateInput.format(start.plusDays(3), Locale.getDefault()));
    model.applyCustom();
    assertThat(model.toErrorProperty().get()).isEmpty();
    assertThat(model.dayLabels()).hasSize(4);
  }

  private static OverviewViewModel withoutStore() {
    return new OverviewViewModel(
        new SimpleObjectProperty<Connection>(null),
        TaskRunner.sameThread(),
        r -> {},
        ZoneId.systemDefault(),
        Clock.systemDefaultZone());
  }

  @Test
  void withoutAStoreTheOverviewSaysWhyTheConnectionFailed() {
    javafx.beans.property.SimpleStringProperty error =
        new javafx.beans.property.SimpleStringProperty("");
    OverviewViewModel none = withoutStore();
    none.showConnectErrors(error);
    assertThat(none.messageProperty().get()).isEqualTo(Messages.get("overview.message.noStore"));
    String why = "Could not connect: the passphrase of the local store is wrong.";
    error.set(why);
    assertThat(none.messageProperty().get()).isEqualTo(why);
    error.set("");
    assertThat(none.messageProperty().get()).isEqualTo(Messages.get("overview.message.noStore"));
  }

  @Test
  void withoutAnOpenStoreTheOverviewSaysToConnect() {
    OverviewViewModel none = withoutStore();
    assertThat(none.messageProperty().get()).isEqualTo(Messages.get("overview.message.noStore"));
    assertThat(none.hasDataProperty().get()).isFalse();
  }

  @Test
  void eachSubscriptionsSliceOpensSubscriptionsWithItsStatus() {
    List<String> statuses = new ArrayList<>();
    model.setSubscriptionsOpener(statuses::add);
    com.fasterxml.jackson.databind.node.ObjectNode template = subscription();
    for (String status : List.of("ACTIVE", "ACTIVE", "PAUSED", "CANCELED")) {
      com.fasterxml.jackson.databind.node.ObjectNode s = template.deepCopy();
      s.put("id", java.util.UUID.randomUUID().toString());
      s.put("status", status);
      shell
          .connection()
          .store()
          .subscriptions()
          .upsert(io.paydesk.api.model.ModelJson.readSubscription(s.toString()));
    }
    model.reload();

    assertThat(model.subscriptions()).hasSize(3);
    for (javafx.scene.chart.PieChart.Data slice : model.subscriptions()) {
      model.openSubscriptions(slice);
      String status = statuses.get(statuses.size() - 1);
      assertThat(slice.getName()).startsWith(OverviewViewModel.subscriptionLabel(status));
    }
    assertThat(statuses).containsExactlyInAnyOrder("ACTIVE", "PAUSED", "CANCELED");
    model.openSubscriptions(new javafx.scene.chart.PieChart.Data("other", 1));
    assertThat(statuses).hasSize(3);
  }

  private static com.fasterxml.jackson.databind.node.ObjectNode subscription() {
    try (java.io.InputStream in =
        OverviewViewModelTest.class.getResourceAsStream("/io/paydesk/store/subscription.json")) {
      return (com.fasterxml.jackson.databind.node.ObjectNode)
          new com.fasterxml.jackson.databind.ObjectMapper().readTree(in);
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
