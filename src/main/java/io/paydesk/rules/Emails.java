package io.paydesk.rules;

import java.util.regex.Pattern;

/** The shape of an e-mail address: one @, a local part, a dotted domain, no spaces. */
public final class Emails {
  private static final Pattern EMAIL =
      Pattern.compile(
          "^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*"
              + "@[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*"
              + "\\.[A-Za-z]{2,}$");

  private Emails() {}

  public static boolean isValid(String s) {
    return s != null && s.length() <= Limits.EMAIL_MAX && EMAIL.matcher(s).matches();
  }
}
