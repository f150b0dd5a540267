package io.paydesk.ui.payouts;

import io.paydesk.store.PayoutQuery;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.PayoutsRequest;
import io.paydesk.ui.kit.ActiveFilter;
import io.paydesk.ui.kit.DateRange;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The filters of the sent payouts list: creation dates (local days, inclusive), currency, status
 * and text (payout id, merchant reference or beneficiary name). Each change checks the dates, lists
 * the filters in use and tells the list to read again when they are valid.
 */
public final class PayoutFilters {
  /** The "any" choice of the currency and status boxes. */
  public static final String ANY = "";

  public static final List<String> STATUSES =
      List.of(ANY, "SUCCEEDED", "PENDING", "CREATED", "DECLINED", "REJECTED", "CANCELED", "FAILED");

  private final DateRange created =
      DateRange.optional("payouts.filter.badDate", "payouts.filter.dateOrder");
  private final StringProperty from = created.fromProperty();
  private final StringProperty to = created.toProperty();
  private final ObjectProperty<String> currency = new SimpleObjectProperty<>(ANY);
  private final ObservableList<String> currencies = FXCollections.observableArrayList(ANY);
  private final ObjectProperty<String> status = new SimpleObjectProperty<>(ANY);
  private final StringProperty text = new SimpleStringProperty("");
  private final ReadOnlyBooleanWrapper valid = new ReadOnlyBooleanWrapper(true);
  private final ObservableList<ActiveFilter> active = FXCollections.observableArrayList();
  private final Runnable changed;
  private boolean setting;

  /**
   * @param changed run after every change of a filter (once for {@link #show}), on the FX thread
   */
  PayoutFilters(Runnable changed) {
    this.changed = changed;
    from.addListener(o -> changed());
    to.addListener(o -> changed());
    currency.addListener(o -> changed());
    status.addListener(o -> changed());
    text.addListener(o -> changed());
  }

  private void changed() {
    if (setting) {
      return;
    }
    check();
    listActive();
    changed.run();
  }

  /** Shows what another screen asks for: its dates and currency, no status and no text. */
  public void show(PayoutsRequest r) {
    setting = true;
    try {
      created.show(r.from(), r.to());
      String code = r.currency() == null ? ANY : r.currency();
      if (!currencies.contains(code)) {
        currencies.add(code);
      }
      currency.set(code);
      status.set(ANY);
      text.set("");
    } finally {
      setting = false;
    }
    changed();
  }

  /** The store query of the filters; empty while a date cannot be read or the dates are crossed. */
  Optional<PayoutQuery> query(ZoneId zone) {
    if (!valid.get()) {
      return Optional.empty();
    }
    return Optional.of(
        new PayoutQuery(
            created.start(zone), created.end(zone), currency.get(), status.get(), text.get()));
  }

  /** The currencies offered: "any" first, then the stored ones (and the one chosen). */
  void currenciesFound(List<String> found) {
    List<String> all = new ArrayList<>();
    all.add(ANY);
    all.addAll(found);
    String chosen = currency.get();
    if (chosen != null && !all.contains(chosen)) {
      all.add(chosen);
    }
    if (!all.equals(currencies)) {
      setting = true;
      try {
        currencies.setAll(all);
        currency.set(chosen);
      } finally {
        setting = false;
      }
    }
  }

  private void check() {
    valid.set(created.check());
  }

  private void listActive() {
    List<ActiveFilter> in = new ArrayList<>();
    typed(in, "payouts.filter.from", from);
    typed(in, "payouts.filter.to", to);
    if (!blank(currency.get())) {
      in.add(
          ActiveFilter.named(
              Messages.get("payouts.col.currency"), currency.get(), () -> currency.set(ANY)));
    }
    if (!blank(status.get())) {
      in.add(
          ActiveFilter.named(
              Messages.get("payouts.col.status"),
              PayoutsViewModel.statusLabel(status.get()),
              () -> status.set(ANY)));
    }
    typed(in, "payouts.filter.text", text);
    active.setAll(in);
  }

  private static void typed(List<ActiveFilter> in, String nameKey, StringProperty field) {
    if (!blank(field.get())) {
      in.add(ActiveFilter.named(Messages.get(nameKey), field.get().strip(), () -> field.set("")));
    }
  }

  private static boolean blank(String s) {
    return s == null || s.isBlank();
  }

  /** The status box's label: "Any status" or the status in the user's language. */
  public static String statusChoice(String code) {
    return blank(code)
        ? Messages.get("payouts.filter.anyStatus")
        : PayoutsViewModel.statusLabel(code);
  }

  /** The currency box's label: "Any currency" or the code. */
  public static String currencyChoice(String code) {
    return blank(code) ? Messages.get("payouts.filter.anyCurrency") : code;
  }

  public StringProperty fromProperty() {
    return from;
  }

  public StringProperty toProperty() {
    return to;
  }

  public ReadOnlyStringProperty fromErrorProperty() {
    return created.fromErrorProperty();
  }

  public ReadOnlyStringProperty toErrorProperty() {
    return created.toErrorProperty();
  }

  public ObjectProperty<String> currencyProperty() {
    return currency;
  }

  public ObservableList<String> currencies() {
    return currencies;
  }

  public ObjectProperty<String> statusProperty() {
    return status;
  }

  public StringProperty textProperty() {
    return text;
  }

  public ReadOnlyBooleanProperty validProperty() {
    return valid.getReadOnlyProperty();
  }

  public ObservableList<ActiveFilter> active() {
    return active;
  }
}
