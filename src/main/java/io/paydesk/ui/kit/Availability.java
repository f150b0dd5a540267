package io.paydesk.ui.kit;

import io.paydesk.ops.Connection;
import io.paydesk.ops.Permission;
import io.paydesk.ops.Person;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.Roles;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ObservableValue;
import javafx.scene.Node;

/**
 * Whether an action is offered to the user, decided in this one place for every screen: the
 * person's role must allow it ({@link Permission}, as the team store's database enforces it), and
 * the state of the thing acted on must allow it ({@link #allowedByState}, asked of {@code ops}). A
 * control bound with {@link #bind} is hidden when the role does not allow it and disabled while the
 * state does not.
 */
public final class Availability {
  private final ReadOnlyBooleanWrapper byState = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyBooleanWrapper byRole = new ReadOnlyBooleanWrapper(true);
  private final ReadOnlyBooleanWrapper available = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyStringWrapper whyNot = new ReadOnlyStringWrapper("");

  /** An action any person may take (its state alone decides). */
  public Availability() {
    available.bind(byState);
  }

  /** An action that needs {@code permission}, for the person {@code person} holds. */
  public Availability(ObservableValue<Person> person, Permission permission) {
    byRole.bind(
        Bindings.createBooleanBinding(
            () -> person.getValue() == null || person.getValue().may(permission), person));
    whyNot.bind(
        Bindings.createStringBinding(
            () -> Roles.whyNot(person.getValue(), permission),
            person,
            Messages.languageProperty()));
    available.bind(byState.and(byRole));
  }

  /** The person signed in on whichever connection is open (null while none is). */
  public static ObservableValue<Person> personOf(ObservableValue<Connection> connection) {
    return Bindings.createObjectBinding(
        () -> connection.getValue() == null ? null : connection.getValue().person(), connection);
  }

  /** What the state of the thing acted on allows, as ops decides it. */
  public void allowedByState(boolean allowed) {
    byState.set(allowed);
  }

  /** True while the action may be taken now (role and state). */
  public boolean get() {
    return available.get();
  }

  /** True while the action may be taken now (role and state). */
  public ReadOnlyBooleanProperty property() {
    return available.getReadOnlyProperty();
  }

  /** True while the person's role allows the action (whatever the state). */
  public ReadOnlyBooleanProperty offeredProperty() {
    return byRole.getReadOnlyProperty();
  }

  /** Why the person's role does not allow it, in their language; "" when it does. */
  public ReadOnlyStringProperty whyNotProperty() {
    return whyNot.getReadOnlyProperty();
  }

  /**
   * The control is shown only when the role allows the action, enabled only when it may be taken.
   */
  public void bind(Node control) {
    control.visibleProperty().bind(byRole);
    control.managedProperty().bind(byRole);
    control.disableProperty().bind(available.not());
  }
}
