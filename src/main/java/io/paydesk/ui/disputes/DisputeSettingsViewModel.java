package io.paydesk.ui.disputes;

import io.paydesk.ops.Connection;
import io.paydesk.ops.DisputeOperations;
import io.paydesk.ops.ResponseWindows;
import io.paydesk.ui.base.ErrorText;
import io.paydesk.ui.base.MessageText;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.base.TaskRunner;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The Disputes part of Settings: the response window of each card brand (days to answer a
 * chargeback) and the refund and cancellation policy text printed on payment records.
 */
public final class DisputeSettingsViewModel {
  /** The key of the window of brands without their own. */
  public static final String OTHER = "*";

  /** One window field: its brand, the typed days and the error under it. */
  public static final class Window {
    private final String brand;
    private final StringProperty days = new SimpleStringProperty("");
    private final MessageText error = new MessageText();

    Window(String brand) {
      this.brand = brand;
      days.addListener((o, a, b) -> error.set(""));
    }

    public String brand() {
      return brand;
    }

    public StringProperty daysProperty() {
      return days;
    }

    public ReadOnlyStringProperty errorProperty() {
      return error.getReadOnlyProperty();
    }
  }

  private final ShellViewModel shell;
  private final TaskRunner runner;
  private final List<Window> windows = new ArrayList<>();
  private final StringProperty policy = new SimpleStringProperty("");
  private final MessageText policyError = new MessageText();
  private final MessageText result = new MessageText();

  public DisputeSettingsViewModel(ShellViewModel shell, TaskRunner runner) {
    this.shell = shell;
    this.runner = runner;
    ResponseWindows.BRANDS.forEach(b -> windows.add(new Window(b)));
    windows.add(new Window(OTHER));
    policy.addListener((o, a, b) -> policyError.set(""));
    shell.connectionProperty().addListener((o, a, b) -> load());
    load();
  }

  /** Reads the saved windows and policy text of the connection's store. */
  public void load() {
    Connection c = shell.connection();
    if (c == null) {
      return;
    }
    runner.run(
        () -> new Saved(c.disputes().windows(), c.disputes().policyText()),
        saved -> {
          for (Window w : windows) {
            w.days.set(
                Integer.toString(
                    w.brand.equals(OTHER)
                        ? saved.windows().otherBrands()
                        : saved.windows().daysFor(w.brand)));
          }
          policy.set(saved.policy());
          result.set("");
        },
        failure -> result.say(() -> ErrorText.of(failure)));
  }

  private record Saved(ResponseWindows windows, String policy) {}

  /** Checks every field; saves when all are valid. The worklist's days left follow at once. */
  public void save() {
    result.set("");
    Map<String, Integer> byBrand = new LinkedHashMap<>();
    int other = ResponseWindows.DEFAULT_DAYS;
    boolean valid = true;
    for (Window w : windows) {
      Integer days = parse(w.days.get());
      if (days == null || !ResponseWindows.valid(days)) {
        w.error.say(
            () ->
                Messages.get(
                    "disputes.settings.windowError",
                    ResponseWindows.MIN_DAYS,
                    ResponseWindows.MAX_DAYS));
        valid = false;
      } else if (w.brand.equals(OTHER)) {
        other = days;
      } else {
        byBrand.put(w.brand, days);
      }
    }
    String text = policy.get() == null ? "" : policy.get().strip();
    if (text.length() > DisputeOperations.MAX_POLICY_CHARS) {
      policyError.say(
          () ->
              Messages.get(
                  "disputes.settings.policyTooLong",
                  DisputeOperations.MAX_POLICY_CHARS,
                  text.length()));
      valid = false;
    }
    Connection c = shell.connection();
    if (!valid || c == null) {
      return;
    }
    ResponseWindows chosen = new ResponseWindows(byBrand, other);
    runner.run(
        () -> {
          c.disputes().saveWindows(chosen);
          c.disputes().savePolicyText(text);
          return true;
        },
        ok -> {
          result.say(() -> Messages.get("disputes.settings.saved"));
          shell.storeChanged();
        },
        failure -> result.say(() -> ErrorText.of(failure)));
  }

  private static Integer parse(String text) {
    if (text == null || !text.strip().matches("\\d{1,4}")) {
      return null;
    }
    return Integer.valueOf(text.strip());
  }

  /** A brand's name in words ("Other brands" for the rest). */
  public static String brandLabel(String brand) {
    return brand.equals(OTHER)
        ? Messages.get("disputes.settings.otherBrands")
        : io.paydesk.ui.kit.Catalogue.Kind.CARD_BRAND.label(brand);
  }

  public List<Window> windows() {
    return windows;
  }

  public StringProperty policyProperty() {
    return policy;
  }

  public ReadOnlyStringProperty policyErrorProperty() {
    return policyError.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty resultProperty() {
    return result.getReadOnlyProperty();
  }

  /** True while any field shows an error. */
  public BooleanBinding hasErrors() {
    List<javafx.beans.Observable> deps = new ArrayList<>();
    windows.forEach(w -> deps.add(w.error));
    deps.add(policyError);
    return Bindings.createBooleanBinding(
        () ->
            windows.stream().anyMatch(w -> !w.error.get().isEmpty())
                || !policyError.get().isEmpty(),
        deps.toArray(new javafx.beans.Observable[0]));
  }
}
