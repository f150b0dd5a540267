package io.paydesk.ui.base;

import atlantafx.base.theme.PrimerDark;
import atlantafx.base.theme.PrimerLight;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.css.PseudoClass;
import javafx.scene.Parent;

/**
 * The console's language, theme and density: read from the preferences at start, written back on
 * every change. The language is the JVM's default locale (messages, amounts, dates and parsers all
 * read it); changing it asks the window to rebuild its views.
 */
public final class Looks {
  public static final PseudoClass DARK = PseudoClass.getPseudoClass("dark");
  public static final String COMPACT = "compact";

  /** The languages offered; SYSTEM is the one the console started with. */
  public enum Language {
    SYSTEM(null),
    ENGLISH("en"),
    SPANISH("es"),
    PORTUGUESE_BR("pt-BR");

    private final String tag;

    Language(String tag) {
      this.tag = tag;
    }

    public String tag() {
      return tag;
    }

    public String label() {
      return Messages.get("looks.language." + name().toLowerCase(Locale.ROOT));
    }

    static Language of(String tag) {
      for (Language l : values()) {
        if (l.tag != null && l.tag.equals(tag)) {
          return l;
        }
      }
      return SYSTEM;
    }
  }

  public enum Theme {
    SYSTEM,
    LIGHT,
    DARK;

    public String label() {
      return Messages.get("looks.theme." + name().toLowerCase(Locale.ROOT));
    }
  }

  public enum Density {
    NORMAL,
    COMPACT;

    public String label() {
      return Messages.get("looks.density." + name().toLowerCase(Locale.ROOT));
    }
  }

  private final Preferences preferences;
  private final Locale systemLocale;
  private final ObjectProperty<Language> language = new SimpleObjectProperty<>();
  private final ObjectProperty<Theme> theme = new SimpleObjectProperty<>();
  private final ObjectProperty<Density> density = new SimpleObjectProperty<>();
  private final ReadOnlyBooleanWrapper systemDark = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyBooleanWrapper dark = new ReadOnlyBooleanWrapper(false);
  private Parent root;

  /**
   * Reads the preferences and sets the default locale from them (before any view is built).
   *
   * @param systemLocale the locale the console started with: what SYSTEM means
   */
  public Looks(Preferences preferences, Locale systemLocale) {
    this.preferences = preferences;
    this.systemLocale = systemLocale;
    language.set(Language.of(preferences.get("language").orElse(null)));
    theme.set(parse(Theme.class, preferences.get("theme").orElse(null), Theme.SYSTEM));
    density.set(parse(Density.class, preferences.get("density").orElse(null), Density.NORMAL));
    Locale.setDefault(locale());
    language.addListener(
        (obs, old, now) -> {
          preferences.put("language", now.tag() == null ? "system" : now.tag());
          Locale.setDefault(locale());
          Messages.languageChanged();
        });
    theme.addListener(
        (obs, old, now) -> {
          preferences.put("theme", now.name().toLowerCase(Locale.ROOT));
          paint();
        });
    density.addListener(
        (obs, old, now) -> {
          preferences.put("density", now.name().toLowerCase(Locale.ROOT));
          paint();
        });
    systemDark.addListener((obs, old, now) -> paint());
  }

  /** The locale messages and formats use now. */
  public Locale locale() {
    Language l = language.get();
    return l == Language.SYSTEM ? systemLocale : Locale.forLanguageTag(l.tag());
  }

  public ObjectProperty<Language> languageProperty() {
    return language;
  }

  public ObjectProperty<Theme> themeProperty() {
    return theme;
  }

  public ObjectProperty<Density> densityProperty() {
    return density;
  }

  /** True while the dark theme is shown (chosen, or the system's when following it). */
  public ReadOnlyBooleanProperty darkProperty() {
    return dark.getReadOnlyProperty();
  }

  /** Paints this root (the window's, rebuilt on a change of language) with the current look. */
  public void apply(Parent root) {
    this.root = root;
    paint();
  }

  /** Asks the desktop whether it prefers dark, off the FX thread; the answer repaints. */
  public void watchSystem() {
    Thread t =
        new Thread(
            () -> {
              boolean answer = systemPrefersDark();
              Platform.runLater(() -> systemDark.set(answer));
            },
            "paydesk-system-theme");
    t.setDaemon(true);
    t.start();
  }

  private void paint() {
    boolean isDark = theme.get() == Theme.DARK || theme.get() == Theme.SYSTEM && systemDark.get();
    dark.set(isDark);
    String stylesheet = stylesheet(isDark ? new PrimerDark() : new PrimerLight());
    if (!stylesheet.equals(Application.getUserAgentStylesheet())) {
      Application.setUserAgentStylesheet(stylesheet); // read again only when it changes
    }
    if (root != null) {
      root.pseudoClassStateChanged(DARK, isDark);
      root.getStyleClass().remove(COMPACT);
      if (density.get() == Density.COMPACT) {
        root.getStyleClass().add(COMPACT);
      }
    }
  }

  /** The theme's binary stylesheet (read about four times faster than its CSS), else its CSS. */
  private static String stylesheet(atlantafx.base.theme.Theme theme) {
    String binary = theme.getUserAgentStylesheetBSS();
    return binary != null ? binary : theme.getUserAgentStylesheet();
  }

  private static <E extends Enum<E>> E parse(Class<E> type, String text, E otherwise) {
    try {
      return text == null ? otherwise : Enum.valueOf(type, text.toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      return otherwise;
    }
  }

  /** GNOME/GTK, Windows and macOS each say it their own way; anything else is light. */
  static boolean systemPrefersDark() {
    String gtk = System.getenv("GTK_THEME");
    if (gtk != null) {
      return gtk.toLowerCase(Locale.ROOT).contains("dark");
    }
    String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
    if (os.contains("win")) {
      return ask(
              "reg",
              "query",
              "HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Themes\\Personalize",
              "/v",
              "AppsUseLightTheme")
          .contains("0x0");
    }
    if (os.contains("mac")) {
      return ask("defaults", "read", "-g", "AppleInterfaceStyle").contains("Dark");
    }
    return ask("gsettings", "get", "org.gnome.desktop.interface", "color-scheme").contains("dark");
  }

  private static String ask(String... command) {
    try {
      Process p = new ProcessBuilder(List.of(command)).redirectErrorStream(true).start();
      try (InputStream in = p.getInputStream()) {
        if (!p.waitFor(2, TimeUnit.SECONDS)) {
          p.destroy();
          return "";
        }
        return new String(in.readAllBytes(), StandardCharsets.UTF_8);
      }
    } catch (IOException e) {
      return ""; // no such tool on this desktop
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return "";
    }
  }
}
