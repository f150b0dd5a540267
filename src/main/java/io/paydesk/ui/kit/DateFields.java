package io.paydesk.ui.kit;

import io.paydesk.ui.base.Messages;
import java.time.LocalDate;
import java.util.Locale;
import javafx.beans.property.StringProperty;
import javafx.scene.control.DatePicker;
import javafx.util.StringConverter;

/**
 * Ties a date picker to a view model's date text, so what the user typed stays in the field even
 * when it is no date (the view model shows why), and clearing the text clears the picker.
 */
public final class DateFields {
  private DateFields() {}

  /**
   * Binds the picker's text both ways to text; the view model parses it with {@link DateInput}.
   * Records the binding and listener in the view's disposer.
   */
  public static void bind(ViewDisposer view, DatePicker picker, StringProperty text) {
    KeepTypedText converter = new KeepTypedText();
    picker.setConverter(converter);
    picker.setPromptText(
        DateInput.hint(
            Locale.getDefault(),
            Messages.get("date.hint.day"),
            Messages.get("date.hint.month"),
            Messages.get("date.hint.year")));
    view.bindBidirectional(picker.getEditor().textProperty(), text);
    view.listen(
        text,
        (obs, old, now) -> {
          if (now == null || now.isBlank()) {
            converter.typed = null;
            picker.setValue(null);
          } else if (!picker.getEditor().isFocused()) {
            // A date set by the model (another screen asking for one) becomes the picker's value:
            // its skin redraws the editor from the value and would otherwise empty it.
            DateInput.parse(now, Locale.getDefault()).ifPresent(picker::setValue);
          }
        });
  }

  /**
   * Formats as {@link DateInput}; text that is no date gives a null value and is shown back as
   * typed, instead of the picker replacing it with its last good date.
   */
  private static final class KeepTypedText extends StringConverter<LocalDate> {
    private String typed;

    @Override
    public String toString(LocalDate date) {
      if (date != null) {
        typed = null;
        return DateInput.format(date, Locale.getDefault());
      }
      return typed == null ? "" : typed;
    }

    @Override
    public LocalDate fromString(String text) {
      LocalDate date = DateInput.parse(text, Locale.getDefault()).orElse(null);
      typed = date == null && text != null && !text.isBlank() ? text : null;
      return date;
    }
  }
}
