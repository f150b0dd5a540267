package io.paydesk.ui.settings;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ops.ConnectionSettings;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.base.TaskRunner;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneId;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Settings, Events on the Sandbox profile, through its view model. */
class EventsViewModelTest {
  @TempDir Path dir;
  private Locale before;
  private ShellViewModel shell;
  private EventsViewModel model;

  @BeforeEach
  void connect() {
    before = Locale.getDefault();
    Locale.setDefault(Locale.ENGLISH);
    shell = new ShellViewModel(TaskRunner.sameThread(), dir);
    shell.connect(ConnectionSettings.embedded());
    model =
        new EventsViewModel(
            shell.connectionProperty(),
            TaskRunner.sameThread(),
            ZoneId.systemDefault(),
            Clock.systemUTC());
    model.load();
  }

  @AfterEach
  void close() {
    shell.shutdown();
    Locale.setDefault(before);
  }

  @Test
  void onTheSandboxEventsAreOnAtAnyFreePortAndNoWarningIsShownBeforeTheFirstEvent() {
    assertThat(model.editableProperty().get()).isTrue();
    assertThat(model.receiveProperty().get()).isTrue();
    assertThat(model.portProperty().get()).isEqualTo("0");
    assertThat(model.pathProperty().get()).isEqualTo("/webhooks");
    assertThat(model.runningProperty().get()).isTrue();
    assertThat(model.addressProperty().get()).matches("http://127\\.0\\.0\\.1:\\d+/webhooks");
    assertThat(model.lastEventProperty().get()).isEqualTo("No event received yet.");
    assertThat(model.quietWarningProperty().get()).isEmpty();
    assertThat(model.receivedProperty().get()).isEqualTo("0");
    assertThat(model.perDay()).hasSize(EventsViewModel.DAYS);
    assertThat(model.perDayTotalProperty().get()).isEqualTo("No event in the last 30 days");
    assertThat(model.secretNoteProperty().get())
        .isEqualTo(
            "The sandbox signs its events with a secret this console made and keeps in the"
                + " credential store.");
  }

  @Test
  void aBadPortOrPathIsSaidAtItsFieldAndNothingCanBeSaved() {
    model.portProperty().set("70000");
    model.pathProperty().set("hooks");

    assertThat(model.portErrorProperty().get())
        .isEqualTo("A port from 0 to 65535 (0: any free port).");
    assertThat(model.pathErrorProperty().get()).startsWith("A path such as /webhooks");
    assertThat(model.validProperty().get()).isFalse();
    model.save();
    assertThat(model.runningProperty().get()).isTrue();

    model.portProperty().set("0");
    model.pathProperty().set("/events");
    assertThat(model.validProperty().get()).isTrue();
  }

  @Test
  void turnedOffAndSavedTheConsoleStopsListeningAndSaysSo() {
    model.receiveProperty().set(false);
    model.save();

    assertThat(model.runningProperty().get()).isFalse();
    assertThat(model.addressProperty().get()).isEmpty();
    assertThat(model.resultProperty().get())
        .isEqualTo("Saved: the console does not receive events.");
    assertThat(model.statusProperty().get())
        .isEqualTo("Off: this console does not receive events.");

    model.receiveProperty().set(true);
    model.pathProperty().set("/events");
    model.save();
    assertThat(model.runningProperty().get()).isTrue();
    assertThat(model.addressProperty().get()).endsWith("/events");
    assertThat(model.resultProperty().get()).isEqualTo("Saved: the console receives events.");
  }
}
