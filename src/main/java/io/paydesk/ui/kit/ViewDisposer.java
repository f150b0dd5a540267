package io.paydesk.ui.kit;

import java.util.ArrayList;
import java.util.List;
import javafx.beans.InvalidationListener;
import javafx.beans.Observable;
import javafx.beans.property.Property;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;

/**
 * Records what a view hangs on longer-lived objects (its view model, the shell): listeners,
 * bindings, running tasks. {@link #dispose()} undoes them all, so a view rebuilt (e.g. on a change
 * of language) leaves nothing holding the old one.
 */
public final class ViewDisposer {
  private final List<Runnable> undo = new ArrayList<>();
  private boolean disposed;

  public <T> void listen(ObservableValue<T> value, ChangeListener<? super T> listener) {
    value.addListener(listener);
    undo.add(() -> value.removeListener(listener));
  }

  public void listen(Observable value, InvalidationListener listener) {
    value.addListener(listener);
    undo.add(() -> value.removeListener(listener));
  }

  public <E> void listen(ObservableList<E> list, ListChangeListener<? super E> listener) {
    list.addListener(listener);
    undo.add(() -> list.removeListener(listener));
  }

  /** target.bind(source), undone on dispose. */
  public <T> void bind(Property<T> target, ObservableValue<? extends T> source) {
    target.bind(source);
    undo.add(target::unbind);
  }

  /** a.bindBidirectional(b), undone on dispose. */
  public <T> void bindBidirectional(Property<T> a, Property<T> b) {
    a.bindBidirectional(b);
    undo.add(() -> a.unbindBidirectional(b));
  }

  /** Anything else to undo on dispose, e.g. cancelling a task the view started. */
  public void onDispose(Runnable action) {
    undo.add(action);
  }

  /** Undoes everything recorded, newest first; later calls do nothing. */
  public void dispose() {
    if (disposed) {
      return;
    }
    disposed = true;
    for (int i = undo.size() - 1; i >= 0; i--) {
      undo.get(i).run();
    }
    undo.clear();
  }

  public boolean isDisposed() {
    return disposed;
  }
}
