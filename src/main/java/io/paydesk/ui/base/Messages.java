package io.paydesk.ui.base;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.ResourceBundle;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;

/** The user-visible strings of the console, from the i18n/messages bundle. */
public final class Messages {
  private static final String BUNDLE = "i18n.messages";

  private Messages() {}

  private static final ReadOnlyIntegerWrapper LANGUAGE = new ReadOnlyIntegerWrapper(0);

  /** Changes (on the FX thread) each time the language is changed while the console runs. */
  public static ReadOnlyIntegerProperty languageProperty() {
    return LANGUAGE.getReadOnlyProperty();
  }

  /** Tells the texts that keep how they were made that the default locale changed. */
  public static void languageChanged() {
    LANGUAGE.set(LANGUAGE.get() + 1);
  }

  public static ResourceBundle bundle() {
    return ResourceBundle.getBundle(BUNDLE, Locale.getDefault());
  }

  public static String get(String key, Object... args) {
    String pattern = bundle().getString(key);
    return args.length == 0
        ? pattern
        : new MessageFormat(pattern, Locale.getDefault()).format(args);
  }
}
