package io.paydesk.ui.kit;

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

  /** What records this view's listeners, for kit helpers that add their own. */
  protected ViewDisposer disposer() {
    return disposer;
  }

  /** Removes every listener and binding this view added to longer-lived objects. */
  public void dispose() {
    disposer.dispose();
  }
}
