package io.paydesk.ui.kit;

import io.paydesk.ui.base.DialogService;
import java.util.function.Consumer;
import javafx.fxml.FXML;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;

/**
 * The code-behind base of a screen that fills a form, reviews it and sends it: the FXML names its
 * common nodes (errorBanner, noticeBanner, formBox, formSummary, reviewButton, confirmButton,
 * backButton, resultTitle, resultDetails, editPane, reviewPane, resultPane) and {@link #formScreen}
 * binds them to the {@link FormScreen}.
 */
public abstract class FormView extends ViewBase {
  @FXML protected Label errorBanner;
  @FXML protected Label noticeBanner;
  @FXML protected VBox formBox;
  @FXML protected Label formSummary;
  @FXML protected Button reviewButton;
  @FXML protected Button confirmButton;
  @FXML protected Button backButton;
  @FXML protected Label resultTitle;
  @FXML protected Label resultDetails;
  @FXML protected Node editPane;
  @FXML protected Node reviewPane;
  @FXML protected Node resultPane;

  /** A view whose dialogs are JavaFX dialogs owned by its window. */
  protected FormView() {}

  /**
   * @param dialogs what the view asks files and confirmations through; null: JavaFX dialogs owned
   *     by the view's window
   */
  protected FormView(DialogService dialogs) {
    super(dialogs);
  }

  private FormScreen screen;

  /**
   * Binds the common nodes (the FXML's Review, Back and Confirm buttons call {@link #onReview},
   * {@link #onBack} and {@link #onConfirm}); {@code onStep} runs after each change of step.
   */
  protected void formScreen(FormScreen model, Consumer<FormScreen.Step> onStep) {
    this.screen = model;
    formScreen(
        model,
        new FormScreenNodes(
            errorBanner,
            noticeBanner,
            formBox,
            formSummary,
            reviewButton,
            confirmButton,
            backButton,
            resultTitle,
            resultDetails,
            editPane,
            reviewPane,
            resultPane),
        model::review,
        onStep);
  }

  @FXML
  protected void onReview() {
    screen.review();
  }

  @FXML
  protected void onBack() {
    screen.back();
  }

  @FXML
  protected void onConfirm() {
    screen.confirm();
  }
}
