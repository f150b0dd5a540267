package io.paydesk.ui.kit;

import io.paydesk.ops.Permission;
import io.paydesk.ops.Person;
import io.paydesk.ui.base.MessageText;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ObservableValue;
import javafx.collections.ObservableList;

/**
 * The view model side of a screen that fills a {@link FormModel}, reviews it and sends it: the step
 * it stands at, its error and notice banners, busy while sending, and the result's title and
 * details. A screen's view model extends it and adds its own review and result fields.
 */
public abstract class FormScreen {
  /** Where the form stands. */
  public enum Step {
    EDIT,
    REVIEW,
    SENDING,
    RESULT
  }

  protected final ReadOnlyObjectWrapper<Step> step = new ReadOnlyObjectWrapper<>(Step.EDIT);

  /**
   * The error and notice banners: plain text, or {@code say(...)} to follow a change of language.
   */
  protected final MessageText error = new MessageText();

  protected final MessageText notice = new MessageText();
  protected final ReadOnlyStringWrapper resultTitle = new ReadOnlyStringWrapper("");
  protected final ReadOnlyStringWrapper resultDetails = new ReadOnlyStringWrapper("");
  protected final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(false);

  /** Who may send what the screen fills: anyone until {@link #requires} says otherwise. */
  private Availability sendable = new Availability();

  /** The form the screen fills. */
  protected abstract FormModel formModel();

  /**
   * Only a person whose role allows {@code permission} may review and send; others see the form
   * with the reason instead of the Review button.
   */
  protected final void requires(ObservableValue<Person> person, Permission permission) {
    sendable = new Availability(person, permission);
  }

  /** True while the person's role allows sending what the screen fills. */
  public final ReadOnlyBooleanProperty offeredProperty() {
    return sendable.offeredProperty();
  }

  /** Why the person's role does not allow it, in their language; "" when it does. */
  public final ReadOnlyStringProperty whyNotProperty() {
    return sendable.whyNotProperty();
  }

  public final ObservableList<FormSection> sections() {
    return formModel().sections();
  }

  public final ReadOnlyBooleanProperty validProperty() {
    return formModel().validProperty();
  }

  public final ReadOnlyStringProperty summaryProperty() {
    return formModel().summaryProperty();
  }

  public final ReadOnlyObjectProperty<Step> stepProperty() {
    return step.getReadOnlyProperty();
  }

  public final ReadOnlyStringProperty errorProperty() {
    return error.getReadOnlyProperty();
  }

  public final ReadOnlyStringProperty noticeProperty() {
    return notice.getReadOnlyProperty();
  }

  public final ReadOnlyStringProperty resultTitleProperty() {
    return resultTitle.getReadOnlyProperty();
  }

  public final ReadOnlyStringProperty resultDetailsProperty() {
    return resultDetails.getReadOnlyProperty();
  }

  public final ReadOnlyBooleanProperty busyProperty() {
    return busy.getReadOnlyProperty();
  }

  /**
   * Every field's error shown; true when the form is valid and the screen may show its review. The
   * caller then fills its review and calls {@link #reviewing()}.
   */
  protected final boolean readyForReview() {
    if (!sendable.offeredProperty().get()) {
      return false;
    }
    formModel().touchAll();
    return formModel().validProperty().get();
  }

  /** The review is filled: the screen shows it. */
  protected final void reviewing() {
    error.set("");
    step.set(Step.REVIEW);
  }

  /** Goes to the review step when the form is valid; otherwise shows every field's error. */
  public abstract void review();

  /** Sends what was reviewed. */
  public abstract void confirm();

  /** Back from the review or the result to the form, with everything kept. */
  public void back() {
    if (step.get() == Step.REVIEW || step.get() == Step.RESULT) {
      step.set(Step.EDIT);
    }
  }
}
