package io.paydesk.ui.kit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.collections.FXCollections;
import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** The form kit: every kind of field writes its value back and counts as left when chosen. */
class FormLayoutTest {
  private final FxRobot robot = new FxRobot();

  @BeforeAll
  static void startFx() throws Exception {
    FxToolkit.registerPrimaryStage();
  }

  @Test
  void choosingFromAnOpenListOrAListSetsTheValueAndLeavesTheField() throws Exception {
    FormField open =
        new FormField("withdrawal_method.type", "Type", FormField.Kind.OPEN_CHOICE, null);
    open.choices().setAll(new FormField.Choice("PIX_PAYOUT", "PIX_PAYOUT"));
    FormField pick =
        FormField.choice("country", "Country", List.of(new FormField.Choice("BR", "Brazil (BR)")));
    FormField text = FormField.text("merchant_reference", "Reference");
    AtomicInteger left = new AtomicInteger();
    open.onLeave(f -> left.incrementAndGet());
    pick.onLeave(f -> left.incrementAndGet());
    ViewDisposer view = new ViewDisposer();
    show(view, open, pick, text);

    robot.interact(
        () -> {
          robot
              .lookup("#" + FormLayout.nodeId(open.id()))
              .queryAs(ComboBox.class)
              .getSelectionModel()
              .select(0);
          robot
              .lookup("#" + FormLayout.nodeId(pick.id()))
              .queryAs(ComboBox.class)
              .getSelectionModel()
              .select(0);
        });
    robot.interact(
        () ->
            robot
                .lookup("#" + FormLayout.nodeId(text.id()))
                .queryAs(TextField.class)
                .requestFocus());
    WaitForAsyncUtils.waitForFxEvents();

    assertThat(open.text()).isEqualTo("PIX_PAYOUT");
    assertThat(pick.text()).isEqualTo("BR");
    assertThat(left.get()).isGreaterThanOrEqualTo(2);
  }

  @Test
  void aValueSetByTheModelShowsInTheControlAndAnErrorInItsSlot() throws Exception {
    FormField open = new FormField("document_type", "Type", FormField.Kind.OPEN_CHOICE, null);
    open.choices().setAll(new FormField.Choice("CPF", "CPF"));
    ViewDisposer view = new ViewDisposer();
    show(view, open);

    robot.interact(
        () -> {
          open.valueProperty().set("CPF");
          open.setError("Document type: required.");
        });
    WaitForAsyncUtils.waitForFxEvents();

    ComboBox<?> box = robot.lookup("#" + FormLayout.nodeId(open.id())).queryAs(ComboBox.class);
    assertThat(box.getEditor().getText()).isEqualTo("CPF");
    robot.interact(() -> open.valueProperty().set(""));
    assertThat(box.getValue()).isNull();
    robot.interact(() -> box.getSelectionModel().select(0));
    assertThat(open.text()).isEqualTo("CPF");
    assertThat(
            robot
                .lookup("#" + FormLayout.errorId(open.id()))
                .queryAs(javafx.scene.control.Label.class)
                .getText())
        .isEqualTo("Document type: required.");
    robot.interact(view::dispose);
  }

  private void show(ViewDisposer view, FormField... fields) throws Exception {
    FxToolkit.setupStage(
        (Stage stage) -> {
          VBox root = new VBox();
          FormLayout.fill(
              root,
              FXCollections.observableArrayList(new FormSection("s", "Section", List.of(fields))),
              view);
          stage.setScene(new Scene(root, 800, 400));
          stage.show();
        });
    WaitForAsyncUtils.waitForFxEvents();
  }
}
