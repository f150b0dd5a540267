package io.paydesk.ui.kit;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;

/**
 * Whether an action is offered to the user, as the one property its button binds to. Today it is
 * what the thing's state allows ({@link #allowedByState}, asked of {@code ops}); the user's role is
 * the next input here, so every screen's actions gain it in this one place.
 */
public final class Availability {
  private final ReadOnlyBooleanWrapper available = new ReadOnlyBooleanWrapper(false);

  /** What the state of the thing acted on allows, as ops decides it. */
  public void allowedByState(boolean allowed) {
    available.set(allowed);
  }

  /** True while the action may be offered. */
  public boolean get() {
    return available.get();
  }

  public ReadOnlyBooleanProperty property() {
    return available.getReadOnlyProperty();
  }
}
