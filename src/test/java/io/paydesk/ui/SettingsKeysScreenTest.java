package io.paydesk.ui;

import static java.util.concurrent.TimeUnit.SECONDS;
import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ops.ApiKeys;
import io.paydesk.ops.ConnectionSettings;
import io.paydesk.ops.MemoryCredentialStore;
import io.paydesk.ui.base.FxTaskRunner;
import io.paydesk.ui.base.Looks;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.Preferences;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.disputes.DisputeSettingsView;
import io.paydesk.ui.disputes.DisputeSettingsViewModel;
import io.paydesk.ui.kit.AnsweringDialogs;
import io.paydesk.ui.kit.Views;
import io.paydesk.ui.pages.SettingsPage;
import io.paydesk.ui.settings.ConnectionViewModel.Target;
import io.paydesk.ui.settings.LooksSettingsView;
import io.paydesk.ui.settings.LooksSettingsViewModel;
import io.paydesk.ui.settings.SettingsView;
import io.paydesk.ui.settings.SettingsViewModel;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Labeled;
import javafx.scene.control.TextInputControl;
import javafx.stage.Stage;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The keys part of Settings as a user works it, with a credential store in memory: a time-out out
 * of range is refused at its field; the keys typed once are kept and shown masked; Replace shows
 * the fields again; Forget (confirmed) forgets them. Snapshots at 1024x700 in English and Spanish.
 */
class SettingsKeysScreenTest {
  static final String PUBLIC = "pk_live_screen_key_5a7c";
  static final String SECRET = "sk_live_screen_secret_value";

  @StartStop public final MockWebServer server = new MockWebServer();
  @TempDir Path dataDir;
  private final FxRobot robot = new FxRobot();
  private final MemoryCredentialStore credentials = new MemoryCredentialStore();
  private final AnsweringDialogs dialogs = new AnsweringDialogs();
  private FxTaskRunner runner;
  private ShellViewModel shell;
  private Stage stage;
  private Locale before;

  @BeforeAll
  static void toolkit() throws Exception {
    FxToolkit.registerPrimaryStage();
  }

  @AfterEach
  void close() throws Exception {
    if (stage != null) {
      robot.interact(stage::close);
    }
    if (shell != null) {
      robot.interact(shell::shutdown);
    }
    if (runner != null) {
      runner.close();
    }
    Locale.setDefault(before);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"en", "es"})
  void keysAreTypedOnceThenShownMaskedWithReplaceAndForget(String language) throws Exception {
    before = Locale.getDefault();
    Locale.setDefault(Locale.forLanguageTag(language));
    server.setDispatcher(
        new Dispatcher() {
          @Override
          public MockResponse dispatch(RecordedRequest request) {
            return new MockResponse.Builder()
                .code(404)
                .addHeader("Content-Type", "application/json")
                .body("{\"code\":\"PAYMENT_NOT_FOUND\",\"messages\":[\"Not found.\"]}")
                .build();
          }
        });
    show();
    SettingsPage settings = new SettingsPage(robot);
    settings.choose(Target.CUSTOM);
    WaitForAsyncUtils.waitForFxEvents();
    settings
        .type("baseUrlField", server.url("/").toString())
        .type("accountField", UUID.randomUUID().toString())
        .type("publicKeyField", PUBLIC)
        .type("secretKeyField", SECRET)
        .type("connectTimeoutField", "0");
    assertThat(settings.text("keysNote")).isEqualTo(Messages.get("settings.keys.typeOnce"));

    settings.connect();
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(settings.error("connectTimeoutError"))
        .isEqualTo(Messages.get("settings.error.timeout", 1, 60));
    assertThat(credentials.saved).isEmpty();
    Screenshots.saveAt(stage.getScene(), "settings-keys-timeout-error-" + language, 1024, 700);

    settings.type("connectTimeoutField", "12").connect();
    WaitForAsyncUtils.waitFor(
        30, SECONDS, () -> shell.connection() != null && runner.runningProperty().get() == 0);
    WaitForAsyncUtils.waitForFxEvents();

    assertThat(credentials.saved).hasSize(1);
    assertThat(settings.savedKeys()).contains("\u2022\u2022\u2022\u2022 5a7c");
    assertThat(settings.shows("publicKeyField")).isFalse();
    assertThat(settings.shows("secretKeyField")).isFalse();
    assertThat(settings.text("keysNote"))
        .isEqualTo(Messages.get("settings.keys.inCredentialStore"));
    assertThat(shownTexts()).noneMatch(t -> t.contains(PUBLIC) || t.contains(SECRET));
    Screenshots.saveAt(stage.getScene(), "settings-keys-saved-" + language, 1024, 700);

    settings.replaceKeys();
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(settings.shows("publicKeyField")).isTrue();
    assertThat(settings.value("publicKeyField")).isEmpty();
    assertThat(settings.value("secretKeyField")).isEmpty();

    robot.clickOn("#keepKeysButton");
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(settings.savedKeys()).contains("5a7c");

    dialogs.answerConfirm(true);
    settings.forgetKeys();
    WaitForAsyncUtils.waitFor(10, SECONDS, () -> !settings.text("keysResult").isEmpty());

    assertThat(dialogs.asked()).anyMatch(a -> a.startsWith("confirm: "));
    assertThat(settings.text("keysResult")).isEqualTo(Messages.get("settings.keys.forgotten"));
    assertThat(credentials.saved).isEmpty();
    assertThat(settings.shows("publicKeyField")).isTrue();
    assertThat(settings.savedKeys()).isEmpty();
  }

  @Test
  void enterInAFieldConnectsOnceTheFormIsValidAndNotBefore() throws Exception {
    before = Locale.getDefault();
    Locale.setDefault(Locale.ENGLISH);
    server.setDispatcher(
        new Dispatcher() {
          @Override
          public MockResponse dispatch(RecordedRequest request) {
            return new MockResponse.Builder()
                .code(404)
                .addHeader("Content-Type", "application/json")
                .body("{\"code\":\"PAYMENT_NOT_FOUND\",\"messages\":[\"Not found.\"]}")
                .build();
          }
        });
    show();
    SettingsPage settings = new SettingsPage(robot);
    settings.choose(Target.CUSTOM);
    WaitForAsyncUtils.waitForFxEvents();
    settings
        .type("baseUrlField", server.url("/").toString())
        .type("accountField", UUID.randomUUID().toString())
        .type("publicKeyField", PUBLIC);

    robot.type(javafx.scene.input.KeyCode.ENTER);
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(shell.connection()).isNull();
    assertThat(credentials.saved).isEmpty();

    settings.type("secretKeyField", SECRET);
    WaitForAsyncUtils.waitForFxEvents();
    robot.type(javafx.scene.input.KeyCode.ENTER);
    WaitForAsyncUtils.waitForFxEvents();
    WaitForAsyncUtils.waitFor(
        30, SECONDS, () -> shell.connection() != null && runner.runningProperty().get() == 0);

    assertThat(credentials.saved).hasSize(1);
    assertThat(shell.connection().isSandbox()).isFalse();
  }

  private SettingsViewModel model;

  private void show() throws Exception {
    runner = new FxTaskRunner();
    shell = new ShellViewModel(runner, dataDir);
    Preferences preferences = new Preferences(dataDir.resolve("preferences.properties"));
    Looks looks = new Looks(preferences, Locale.getDefault());
    model =
        new SettingsViewModel(
            shell, ConnectionSettings.embedded(), runner, new ApiKeys(credentials), preferences);
    Parent[] root = new Parent[1];
    robot.interact(
        () ->
            root[0] =
                Views.load(
                    "/fxml/settings/SettingsView.fxml",
                    type -> {
                      if (type == SettingsView.class) {
                        return new SettingsView(model, dialogs);
                      }
                      if (type == DisputeSettingsView.class) {
                        return new DisputeSettingsView(new DisputeSettingsViewModel(shell, runner));
                      }
                      if (type == io.paydesk.ui.settings.EventsView.class) {
                        return new io.paydesk.ui.settings.EventsView(
                            new io.paydesk.ui.settings.EventsViewModel(
                                shell.connectionProperty(),
                                runner,
                                java.time.ZoneId.systemDefault(),
                                java.time.Clock.systemUTC()));
                      }
                      if (type == io.paydesk.ui.settings.AuditView.class) {
                        return new io.paydesk.ui.settings.AuditView(
                            new io.paydesk.ui.settings.AuditViewModel(
                                shell.connectionProperty(),
                                runner,
                                java.time.ZoneId.systemDefault()));
                      }
                      return new LooksSettingsView(
                          new LooksSettingsViewModel(looks, preferences, dataDir));
                    }));
    Stage[] own = new Stage[1];
    robot.interact(
        () -> {
          own[0] = new Stage();
          looks.apply(root[0]);
          Scene scene = new Scene(root[0], 1024, 700);
          for (String css : new String[] {"/styles/theme.css", "/styles/app.css"}) {
            scene.getStylesheets().add(getClass().getResource(css).toExternalForm());
          }
          own[0].setScene(scene);
          own[0].show();
        });
    stage = own[0];
    WaitForAsyncUtils.waitForFxEvents();
  }

  /** Every text the screen shows: labels, buttons and fields. */
  private List<String> shownTexts() {
    List<String> texts = new ArrayList<>();
    for (Node n : robot.from(stage.getScene().getRoot()).lookup((Node x) -> true).queryAll()) {
      if (n instanceof Labeled l && l.getText() != null) {
        texts.add(l.getText());
      } else if (n instanceof TextInputControl t && t.getText() != null) {
        texts.add(t.getText());
      }
    }
    return texts;
  }
}
