package io.paydesk.ui;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.ResourceBundle;

/** The user-visible strings of the console, from the i18n/messages bundle. */
public final class Messages {
  private static final String BUNDLE = "i18n.messages";

  private Messages() {}

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
