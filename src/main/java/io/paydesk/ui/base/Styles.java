package io.paydesk.ui.base;

/** Style-class names used from code, in one place (the rules live in styles/app.css). */
public final class Styles {
  public static final String NAV_BUTTON = "nav-button";
  public static final String FIELD_ERROR = "field-error";
  public static final String STATUS_BADGE = "status-badge";
  public static final String STATUS_GOOD = "status-good";
  public static final String STATUS_WARN = "status-warn";
  public static final String STATUS_BAD = "status-bad";
  public static final String STATUS_NEUTRAL = "status-neutral";
  public static final String DOT = "service-dot";
  public static final String MONEY_CELL = "money-cell";
  public static final String MONO = "mono";

  private Styles() {}
}
