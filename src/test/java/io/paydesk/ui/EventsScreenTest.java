package io.paydesk.ui;

import static java.util.concurrent.TimeUnit.SECONDS;
import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ops.AppPaths;
import io.paydesk.store.EventRepository;
import io.paydesk.store.EventRepository.StoredEvent;
import io.paydesk.store.PaymentRow;
import io.paydesk.store.Store;
import io.paydesk.ui.base.Looks;
import io.paydesk.ui.pages.EventsPage;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Settings, Events on the Sandbox profile: events are on by default, and a chargeback opened
 * through the sandbox's control API shows on the page (and reaches the store) with no click.
 */
class EventsScreenTest {
  @TempDir Path dataDir;
  private PaydeskApp app;
  private Locale before;
  private final FxRobot robot = new FxRobot();
  private final EventsPage events = new EventsPage(robot);

  @BeforeEach
  void english() {
    before = Locale.getDefault();
    Locale.setDefault(Locale.ENGLISH);
  }

  @AfterEach
  void closeConsole() throws Exception {
    TestConsole.close(app, before);
    System.clearProperty(AppPaths.DATA_DIR_PROPERTY);
  }

  @Test
  void aChargebackOpenedThroughTheControlApiShowsOnTheEventsPageWithNoClickAndRetryAppliesAgain()
      throws Exception {
    app = TestConsole.startWithDemoStore(dataDir);
    TestConsole.resize(1024, 700);
    events.open();
    WaitForAsyncUtils.waitFor(10, SECONDS, () -> events.address().startsWith("http://127.0.0.1:"));
    assertThat(events.receiving()).isTrue();
    assertThat(events.status())
        .isEqualTo("On: events are received and applied while the console is open.");
    assertThat(events.address()).endsWith("/webhooks");
    assertThat(events.lastEvent()).isEqualTo("No event received yet.");
    assertThat(events.today()).containsExactly("0", "0", "0", "0");

    Store store = app.shell().connection().store();
    List<PaymentRow> chargeable =
        store.payments().recent(200).stream()
            .filter(r -> r.status().equals("SUCCEEDED") && !r.hasChargeback())
            .limit(2)
            .toList();
    String sandbox = app.shell().connection().sandboxBaseUrl();
    TestConsole.sandbox(
        sandbox,
        "/payments/" + chargeable.get(0).id() + "/chargeback",
        "{\"reason\":\"FRAUDULENT\"}");

    WaitForAsyncUtils.waitFor(
        10, SECONDS, () -> events.today().equals(List.of("1", "0", "0", "1")));
    assertThat(events.lastEvent()).endsWith("(just now)");
    assertThat(events.text("eventsPerDayTotal")).isEqualTo("1 event in the last 30 days");
    assertThat(events.text("eventsQuiet")).isEmpty();
    assertThat(store.payments().findRow(chargeable.get(0).id()).orElseThrow().hasChargeback())
        .isTrue();

    // The event failed (as when the service could not be reached): the next event's arrival lists
    // it, and Retry applies it again.
    StoredEvent first = store.events().all().get(0);
    store.events().finish(first.id(), EventRepository.FAILED, "service unreachable", null);
    TestConsole.sandbox(
        sandbox,
        "/payments/" + chargeable.get(1).id() + "/chargeback",
        "{\"reason\":\"FRAUDULENT\"}");
    WaitForAsyncUtils.waitFor(
        10,
        SECONDS,
        () -> events.failedCount() == 1 && events.today().equals(List.of("2", "0", "0", "1")));
    events.scrollTo("#eventsTitle");
    Screenshots.save(TestConsole.stageScene(), "settings-events-en");
    assertThat(CutTexts.in(robot, TestConsole.stageScene().getRoot())).isEmpty();
    events.scrollTo("#eventsReceived");
    Screenshots.save(TestConsole.stageScene(), "settings-events-per-day-en");
    assertThat(CutTexts.in(robot, TestConsole.stageScene().getRoot())).isEmpty();
    events.scrollTo("#eventsFailed");
    Screenshots.save(TestConsole.stageScene(), "settings-events-failed-en");
    assertThat(CutTexts.in(robot, TestConsole.stageScene().getRoot())).isEmpty();

    events.retry(first.id());

    WaitForAsyncUtils.waitFor(10, SECONDS, () -> events.failedCount() == 0);
    assertThat(events.text("eventsResult"))
        .isEqualTo("Retrying payment.chargeback: it is applied again now.");
    WaitForAsyncUtils.waitFor(
        10, SECONDS, () -> events.today().equals(List.of("2", "0", "0", "2")));

    robot.interact(() -> app.looks().languageProperty().set(Looks.Language.SPANISH));
    WaitForAsyncUtils.waitForFxEvents();
    events.open();
    WaitForAsyncUtils.waitFor(
        10, SECONDS, () -> events.status().startsWith("Activada") && !events.address().isEmpty());
    assertThat(events.today()).containsExactly("2", "0", "0", "2");
    events.scrollTo("#eventsTitle");
    Screenshots.save(TestConsole.stageScene(), "settings-events-es");
    assertThat(CutTexts.in(robot, TestConsole.stageScene().getRoot())).isEmpty();
    events.scrollTo("#eventsFailed");
    Screenshots.save(TestConsole.stageScene(), "settings-events-lists-es");
    assertThat(CutTexts.in(robot, TestConsole.stageScene().getRoot())).isEmpty();
  }
}
