package io.paydesk.ui.kit;

import io.paydesk.ui.base.DialogService;
import javafx.beans.InvalidationListener;
import javafx.beans.Observable;
import javafx.beans.property.Property;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;

/**
 * Base of a view's code-behind: add listeners and bindings to the view model through these methods
 * and {@link #dispose()} removes them all, so the view can be dropped and rebuilt without leaks.
 */
public abstract class ViewBase {
  private final ViewDisposer disposer = new ViewDisposer();
  private DialogService dialogs;
  private javafx.scene.Node root;

  /** A view whose dialogs are JavaFX dialogs owned by its window. */
  protected ViewBase() {}

  /**
   * @param dialogs what the view asks files and confirmations through (tests answer them); null:
   *     JavaFX dialogs owned by the view's window
   */
  protected ViewBase(DialogService dialogs) {
    this.dialogs = dialogs;
  }

  /**
   * Tells the view the root node it was loaded into (the loader calls this): the window showing it
   * owns the view's dialogs.
   */
  public void loadedInto(javafx.scene.Node root) {
    this.root = root;
  }

  /**
   * The dialogs this view asks through: the one it was given, else JavaFX dialogs owned by the
   * window that shows its root node (looked up when a dialog opens).
   */
  protected DialogService dialogs() {
    if (dialogs == null) {
      dialogs =
          new FxDialogService(
              () -> root == null || root.getScene() == null ? null : root.getScene().getWindow());
    }
    return dialogs;
  }

  protected <T> void listen(ObservableValue<T> value, ChangeListener<? super T> listener) {
    disposer.listen(value, listener);
  }

  protected void listen(Observable value, InvalidationListener listener) {
    disposer.listen(value, listener);
  }

  protected <E> void listen(ObservableList<E> list, ListChangeListener<? super E> listener) {
    disposer.listen(list, listener);
  }

  protected <T> void bind(Property<T> target, ObservableValue<? extends T> source) {
    disposer.bind(target, source);
  }

  protected <T> void bindBidirectional(Property<T> a, Property<T> b) {
    disposer.bindBidirectional(a, b);
  }

  /**
   * A banner or message label: shows the text and takes space only while there is one (errors,
   * notices, hints above or below a form).
   */
  protected void banner(javafx.scene.control.Label label, ObservableValue<String> text) {
    bind(label.textProperty(), text);
    label.visibleProperty().bind(label.textProperty().isNotEmpty());
    label.managedProperty().bind(label.visibleProperty());
  }

  /**
   * A form screen's send control, shown only to a person whose role may send; the others read why
   * in {@code says}.
   */
  protected void roleGate(
      FormScreen model, javafx.scene.Node send, javafx.scene.control.Label says) {
    shownWhen(send, model.offeredProperty());
    banner(says, model.whyNotProperty());
  }

  /** A spinner of how many calls run at once, 1 to max, that writes the model's count. */
  protected void concurrency(
      javafx.scene.control.Spinner<Integer> spinner,
      int max,
      javafx.beans.property.IntegerProperty count) {
    javafx.scene.control.SpinnerValueFactory.IntegerSpinnerValueFactory values =
        new javafx.scene.control.SpinnerValueFactory.IntegerSpinnerValueFactory(
            1, max, count.get());
    spinner.setValueFactory(values);
    listen(values.valueProperty(), (obs, old, now) -> count.set(now));
  }

  /** Shows the node, and gives it its space, only while {@code shown} is true. */
  protected void shownWhen(javafx.scene.Node node, ObservableValue<Boolean> shown) {
    bind(node.visibleProperty(), shown);
    bind(node.managedProperty(), shown);
  }

  /**
   * Scrolls so that {@code node} shows whole, or, when it is taller than the viewport, its end
   * (where a review's buttons are) with as much above it as fits: a review that opened below the
   * fold of a short pane. Call once the node is shown.
   */
  protected static void scrollToShow(
      javafx.scene.control.ScrollPane scroll, javafx.scene.Node node) {
    javafx.scene.Node content = scroll.getContent();
    scroll.applyCss();
    scroll.layout();
    double contentHeight = content.getLayoutBounds().getHeight();
    double viewHeight = scroll.getViewportBounds().getHeight();
    if (contentHeight <= viewHeight) {
      return;
    }
    javafx.geometry.Bounds shown = content.sceneToLocal(node.localToScene(node.getLayoutBounds()));
    double top = Math.max(shown.getMinY(), shown.getMaxY() - viewHeight);
    double fraction = Math.max(0, Math.min(1, top / (contentHeight - viewHeight)));
    scroll.setVvalue(scroll.getVmin() + fraction * (scroll.getVmax() - scroll.getVmin()));
  }

  /**
   * Binds a form screen's common parts: its banners, its fields drawn into {@code formBox}, the
   * summary, the review button (disabled while invalid; Enter reviews too) and the step panes
   * (edit, review while reviewing or sending, result). {@code onStep} runs after each change of
   * step.
   */
  protected void formScreen(
      FormScreen model,
      FormScreenNodes nodes,
      Runnable review,
      java.util.function.Consumer<FormScreen.Step> onStep) {
    FormLayout.fill(nodes.formBox(), model.sections(), disposer);
    banner(nodes.errorBanner(), model.errorProperty());
    banner(nodes.noticeBanner(), model.noticeProperty());
    // A person whose role may not send it reads why where the summary stands; no Review button.
    bind(
        nodes.summary().textProperty(),
        javafx.beans.binding.Bindings.when(model.offeredProperty())
            .then(model.summaryProperty())
            .otherwise(model.whyNotProperty()));
    bind(nodes.reviewButton().visibleProperty(), model.offeredProperty());
    bind(nodes.reviewButton().managedProperty(), model.offeredProperty());
    bind(nodes.reviewButton().disableProperty(), model.validProperty().not());
    FormLayout.reviewOnEnter(
        nodes.editPane(), model.validProperty().and(model.offeredProperty()), review);
    bind(nodes.confirmButton().disableProperty(), model.busyProperty());
    bind(nodes.backButton().disableProperty(), model.busyProperty());
    bind(nodes.resultTitle().textProperty(), model.resultTitleProperty());
    bind(nodes.resultDetails().textProperty(), model.resultDetailsProperty());
    java.util.function.Consumer<FormScreen.Step> show =
        s -> {
          FormLayout.show(nodes.editPane(), s == FormScreen.Step.EDIT);
          FormLayout.show(
              nodes.reviewPane(), s == FormScreen.Step.REVIEW || s == FormScreen.Step.SENDING);
          FormLayout.show(nodes.resultPane(), s == FormScreen.Step.RESULT);
          onStep.accept(s);
        };
    listen(model.stepProperty(), (o, a, now) -> show.accept(now));
    show.accept(model.stepProperty().get());
  }

  /** The nodes of a form screen that {@link #formScreen} binds. */
  public record FormScreenNodes(
      javafx.scene.control.Label errorBanner,
      javafx.scene.control.Label noticeBanner,
      javafx.scene.layout.VBox formBox,
      javafx.scene.control.Label summary,
      javafx.scene.control.Button reviewButton,
      javafx.scene.control.Button confirmButton,
      javafx.scene.control.Button backButton,
      javafx.scene.control.Label resultTitle,
      javafx.scene.control.Label resultDetails,
      javafx.scene.Node editPane,
      javafx.scene.Node reviewPane,
      javafx.scene.Node resultPane) {}

  /** What records this view's listeners, for kit helpers that add their own. */
  protected ViewDisposer disposer() {
    return disposer;
  }

  /** Removes every listener and binding this view added to longer-lived objects. */
  public void dispose() {
    disposer.dispose();
  }
}
