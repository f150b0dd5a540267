package io.paydesk.ui;

import static java.util.concurrent.TimeUnit.SECONDS;
import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.store.StoreKeyException;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.kit.FxDialogService;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import javafx.scene.control.PasswordField;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** The passphrase asked at start, in the user's language, with a wrong one said in words. */
class PassphraseDialogTest {
  private final FxRobot robot = new FxRobot();
  private Locale before;

  @AfterEach
  void restore() throws Exception {
    FxToolkit.cleanupStages();
    if (before != null) {
      Locale.setDefault(before);
    }
  }

  @Test
  void theShellAsksThePassphraseInSpanishAndSaysWhenItWasWrong() throws Exception {
    before = Locale.getDefault();
    Locale.setDefault(Locale.forLanguageTag("es"));
    Stage owner = FxToolkit.registerPrimaryStage();
    FxToolkit.setupStage(
        s -> {
          s.setScene(new javafx.scene.Scene(new javafx.scene.layout.StackPane(), 600, 400));
          s.show();
        });
    var prompt = ShellViewModel.passphrase(new FxDialogService(() -> owner));
    CompletableFuture<char[]> answer =
        CompletableFuture.supplyAsync(
            () -> prompt.ask(false, StoreKeyException.Reason.WRONG_PASSPHRASE));
    WaitForAsyncUtils.waitFor(
        30, SECONDS, () -> robot.lookup(".password-field").tryQuery().isPresent());
    assertThat(
            robot.lookup("La frase de contraseña no es correcta. Inténtelo de nuevo.").tryQuery())
        .isPresent();
    assertThat(robot.lookup("Abrir").tryQuery()).isPresent();
    PasswordField field = robot.lookup(".password-field").queryAs(PasswordField.class);
    robot.clickOn(field).write("otra frase");
    Window dialog = field.getScene().getWindow();
    Screenshots.save(field.getScene(), "store-passphrase-es");
    assertThat(dialog.isShowing()).isTrue();
    robot.clickOn("Abrir");
    assertThat(new String(answer.get(30, SECONDS))).isEqualTo("otra frase");
  }

  @Test
  void aNewPassphraseIsTypedTwiceAndLongEnoughBeforeOpenIsOffered() throws Exception {
    before = Locale.getDefault();
    Locale.setDefault(Locale.forLanguageTag("es"));
    Stage owner = FxToolkit.registerPrimaryStage();
    FxToolkit.setupStage(
        s -> {
          s.setScene(new javafx.scene.Scene(new javafx.scene.layout.StackPane(), 600, 400));
          s.show();
        });
    var prompt = ShellViewModel.passphrase(new FxDialogService(() -> owner));
    CompletableFuture<char[]> answer = CompletableFuture.supplyAsync(() -> prompt.ask(true, null));
    WaitForAsyncUtils.waitFor(
        30, SECONDS, () -> robot.lookup("#passphrase-again").tryQuery().isPresent());
    PasswordField first =
        robot
            .lookup(".password-field")
            .match(n -> !"passphrase-again".equals(n.getId()))
            .queryAs(PasswordField.class);
    PasswordField again = robot.lookup("#passphrase-again").queryAs(PasswordField.class);
    javafx.scene.Node open = robot.lookup("Abrir").query();
    robot.clickOn(first).write("corta");
    assertThat(
            robot
                .lookup(
                    n ->
                        n instanceof javafx.scene.control.Label l
                            && l.getText().startsWith("Al menos 10 caracteres"))
                .tryQuery())
        .isPresent();
    assertThat(open.isDisabled()).isTrue();
    robot.write(" pero ya no");
    robot.clickOn(again).write("corta pero ya si");
    assertThat(robot.lookup("Las dos frases de contraseña no son iguales.").tryQuery()).isPresent();
    assertThat(open.isDisabled()).isTrue();
    Screenshots.save(first.getScene(), "store-passphrase-choose-es");
    robot.interact(() -> again.setText("corta pero ya no"));
    assertThat(open.isDisabled()).isFalse();
    robot.clickOn("Abrir");
    assertThat(new String(answer.get(30, SECONDS))).isEqualTo("corta pero ya no");
  }

  /**
   * Defect 4: the dialog's sentences (the choice's explanation, "type it again", the too-short
   * message that appears while typing, the wrong passphrase) were cut with "…" beside room. At
   * 1024x700, in each language, every one is shown whole and the dialog fits the window's height.
   */
  @ParameterizedTest
  @ValueSource(strings = {"en", "es", "pt-BR"})
  void everySentenceOfTheDialogIsShownWholeAt1024x700(String language) throws Exception {
    before = Locale.getDefault();
    Locale.setDefault(Locale.forLanguageTag(language));
    Stage owner = FxToolkit.registerPrimaryStage();
    FxToolkit.setupStage(
        s -> {
          s.setScene(new javafx.scene.Scene(new javafx.scene.layout.StackPane(), 1024, 700));
          s.show();
        });
    var prompt = ShellViewModel.passphrase(new FxDialogService(() -> owner));

    CompletableFuture<char[]> choosing =
        CompletableFuture.supplyAsync(() -> prompt.ask(true, null));
    WaitForAsyncUtils.waitFor(
        30, SECONDS, () -> robot.lookup("#passphrase-again").tryQuery().isPresent());
    PasswordField first =
        robot
            .lookup(".password-field")
            .match(n -> !"passphrase-again".equals(n.getId()))
            .queryAs(PasswordField.class);
    robot.clickOn(first).write("corta");
    WaitForAsyncUtils.waitForFxEvents();
    assertEverySentenceWhole(first.getScene(), 3);
    Screenshots.save(first.getScene(), "store-passphrase-choose-short-" + language);
    cancel();
    assertThat(choosing.get(30, SECONDS)).isNull();

    CompletableFuture<char[]> entering =
        CompletableFuture.supplyAsync(
            () -> prompt.ask(false, StoreKeyException.Reason.WRONG_PASSPHRASE));
    WaitForAsyncUtils.waitFor(
        30, SECONDS, () -> robot.lookup(".password-field").tryQuery().isPresent());
    WaitForAsyncUtils.waitForFxEvents();
    javafx.scene.Scene dialog = robot.lookup(".password-field").query().getScene();
    assertEverySentenceWhole(dialog, 2);
    Screenshots.save(dialog, "store-passphrase-wrong-" + language);
    cancel();
    assertThat(entering.get(30, SECONDS)).isNull();
  }

  /** Every label's text drawn whole (not cut with an ellipsis), and the dialog within 700 px. */
  private void assertEverySentenceWhole(javafx.scene.Scene dialog, int sentences) {
    List<javafx.scene.control.Label> labels =
        dialog.getRoot().lookupAll(".label").stream()
            .filter(n -> n instanceof javafx.scene.control.Label l && !l.getText().isEmpty())
            .map(n -> (javafx.scene.control.Label) n)
            .toList();
    assertThat(labels).hasSizeGreaterThanOrEqualTo(sentences);
    for (javafx.scene.control.Label label : labels) {
      javafx.scene.text.Text drawn = (javafx.scene.text.Text) label.lookup(".text");
      assertThat(drawn.getText().replace("\n", " ").replaceAll("\\s+", " ").strip())
          .as("drawn text of a dialog label")
          .isEqualTo(label.getText().strip());
    }
    assertThat(dialog.getWindow().getHeight()).isLessThanOrEqualTo(700);
  }

  /** Cancel, as a person closes the dialog without an answer. */
  private void cancel() {
    robot.clickOn(
        robot
            .lookup(n -> n instanceof javafx.scene.control.Button b && b.isCancelButton())
            .queryAs(javafx.scene.control.Button.class));
    WaitForAsyncUtils.waitForFxEvents();
  }
}
