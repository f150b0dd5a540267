package io.paydesk.ui.overview;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.paydesk.api.model.ModelJson;
import io.paydesk.ops.ConnectionSettings;
import io.paydesk.ui.ShellViewModel;
import io.paydesk.ui.TaskRunner;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import javafx.scene.chart.PieChart;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A click on a slice of the subscriptions pie opens Subscriptions filtered by its status. */
class OverviewSubscriptionSlicesTest {
  @TempDir Path dir;
  ShellViewModel shell;
  OverviewViewModel model;
  final List<String> opened = new ArrayList<>();

  @BeforeEach
  void connect() {
    shell = new ShellViewModel(TaskRunner.sameThread(), dir, true);
    shell.connect(ConnectionSettings.embedded());
    model =
        new OverviewViewModel(
            shell.connectionProperty(),
            TaskRunner.sameThread(),
            r -> {},
            ZoneId.systemDefault(),
            Clock.systemDefaultZone());
    model.setSubscriptionsOpener(opened::add);
    ObjectNode template = subscription();
    String[] statuses = {"ACTIVE", "ACTIVE", "PAUSED", "CANCELED"};
    for (String status : statuses) {
      ObjectNode s = template.deepCopy();
      s.put("id", UUID.randomUUID().toString());
      s.put("status", status);
      shell.connection().store().subscriptions().upsert(ModelJson.readSubscription(s.toString()));
    }
    model.reload();
  }

  private static ObjectNode subscription() {
    try (InputStream in =
        OverviewSubscriptionSlicesTest.class.getResourceAsStream(
            "/io/paydesk/store/subscription.json")) {
      return (ObjectNode) new ObjectMapper().readTree(in);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @AfterEach
  void close() {
    shell.shutdown();
  }

  @Test
  void eachSubscriptionsSliceOpensSubscriptionsWithItsStatus() {
    assertThat(model.subscriptions()).isNotEmpty();
    for (PieChart.Data slice : model.subscriptions()) {
      model.openSubscriptions(slice);
      String status = opened.get(opened.size() - 1);
      assertThat(slice.getName()).startsWith(OverviewViewModel.subscriptionLabel(status));
    }
    assertThat(opened).doesNotHaveDuplicates().hasSize(model.subscriptions().size());
  }

  @Test
  void aSliceTheModelDidNotDrawOpensNothing() {
    model.openSubscriptions(new PieChart.Data("other", 1));

    assertThat(opened).isEmpty();
  }
}
