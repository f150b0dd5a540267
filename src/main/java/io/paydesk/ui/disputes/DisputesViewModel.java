package io.paydesk.ui.disputes;

import io.paydesk.ops.ChargebackCase;
import io.paydesk.ops.Connection;
import io.paydesk.ops.DisputeState;
import io.paydesk.ops.Exports;
import io.paydesk.ui.base.Busy;
import io.paydesk.ui.base.ErrorText;
import io.paydesk.ui.base.MessageText;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.base.Styles;
import io.paydesk.ui.base.TaskHandle;
import io.paydesk.ui.base.TaskRunner;
import io.paydesk.ui.kit.Money;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.function.Consumer;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The chargeback worklist: every stored payment with a chargeback, most urgent first, filtered by
 * state, card brand and country; reloaded whenever the store changes (an event from the service
 * included); exported as CSV.
 */
public final class DisputesViewModel {
  /** One worklist row, as the table shows it. */
  public record Row(
      String paymentId,
      String chargebackId,
      String state,
      Money amount,
      String reason,
      String country,
      String cardBrand,
      String cardLastFour,
      String customer,
      String orderId,
      Instant chargebackAt,
      long daysSince,
      Integer daysLeft,
      int windowDays,
      String claimedBy,
      Instant claimedAt) {}

  private final ShellViewModel shell;
  private final javafx.beans.binding.BooleanBinding team;
  private final TaskRunner runner;
  private final Busy calls;
  private final Consumer<String> showArea;
  private final EvidenceViewModel evidence;
  private final List<Row> all = new ArrayList<>();
  private final ObservableList<Row> rows = FXCollections.observableArrayList();
  private final ObservableList<String> brandChoices = FXCollections.observableArrayList();
  private final ObservableList<String> countryChoices = FXCollections.observableArrayList();

  /**
   * The state filter's first choice, and the one the worklist opens with: chargebacks still
   * awaiting evidence within their response window (the others are counted and one click away).
   */
  public static final String ANSWERABLE = "ANSWERABLE";

  private final ObjectProperty<String> stateFilter = new SimpleObjectProperty<>(ANSWERABLE);
  private final ReadOnlyIntegerWrapper hidden = new ReadOnlyIntegerWrapper(0);
  private final ObjectProperty<String> brandFilter = new SimpleObjectProperty<>();
  private final ObjectProperty<String> countryFilter = new SimpleObjectProperty<>();
  private final MessageText summary = new MessageText();
  private final MessageText error = new MessageText();
  private final MessageText notice = new MessageText();
  private final ReadOnlyBooleanWrapper loading = new ReadOnlyBooleanWrapper(false);
  private TaskHandle reading = TaskHandle.done();

  /**
   * @param showArea brings the Disputes area to the front when a chargeback is opened from
   *     elsewhere (given the payment id)
   */
  public DisputesViewModel(ShellViewModel shell, TaskRunner runner, Consumer<String> showArea) {
    this.shell = shell;
    this.team = shell.onTeamStore();
    this.runner = runner;
    this.calls = new Busy(runner, loading, error);
    this.showArea = showArea;
    this.evidence = new EvidenceViewModel(shell, runner);
    stateFilter.addListener((o, a, b) -> applyFilters());
    brandFilter.addListener((o, a, b) -> applyFilters());
    countryFilter.addListener((o, a, b) -> applyFilters());
    shell.storeUpdatesProperty().addListener((o, a, b) -> reload());
    shell
        .liveChangesProperty()
        .addListener((o, a, batch) -> reload()); // events from the service: no click needed
    shell.connectionProperty().addListener((o, a, b) -> reload());
    reload();
  }

  /** The states a filter offers, in order. */
  public static List<String> states() {
    return java.util.Arrays.stream(DisputeState.values()).map(Enum::name).toList();
  }

  /** Reads the worklist from the store again (off the FX thread). */
  public void reload() {
    Connection c = shell.connection();
    if (c == null) {
      return;
    }
    reading.cancel();
    reading =
        calls.runKeepingError(
            () -> c.disputes().worklist(),
            list -> {
              error.set("");
              all.clear();
              list.forEach(x -> all.add(rowOf(x)));
              refreshChoices();
              applyFilters();
            });
  }

  /** True on a team store: the worklist shows who is working on each chargeback. */
  public javafx.beans.binding.BooleanBinding teamProperty() {
    return team;
  }

  static Row rowOf(ChargebackCase c) {
    return new Row(
        c.paymentId(),
        c.chargebackId(),
        c.state().name(),
        new Money(c.amount(), c.currency()),
        c.reason(),
        c.country(),
        c.cardBrand(),
        c.cardLastFour(),
        c.customerName(),
        c.merchantOrderId(),
        c.chargebackAt(),
        c.daysSince(),
        c.daysLeft(),
        c.windowDays(),
        c.claimedBy(),
        c.claimedAt());
  }

  private void refreshChoices() {
    TreeSet<String> brands = new TreeSet<>();
    TreeSet<String> countries = new TreeSet<>();
    for (Row r : all) {
      if (r.cardBrand() != null) {
        brands.add(r.cardBrand());
      }
      if (r.country() != null) {
        countries.add(r.country());
      }
    }
    List<String> b = new ArrayList<>();
    b.add(null);
    b.addAll(brands);
    List<String> ct = new ArrayList<>();
    ct.add(null);
    ct.addAll(countries);
    if (!brandChoices.equals(b)) {
      brandChoices.setAll(b);
    }
    if (!countryChoices.equals(ct)) {
      countryChoices.setAll(ct);
    }
  }

  private void applyFilters() {
    String state = stateFilter.get();
    boolean answerableOnly = ANSWERABLE.equals(state);
    List<Row> matching =
        all.stream()
            .filter(r -> state == null || answerableOnly || state.equals(r.state()))
            .filter(r -> brandFilter.get() == null || brandFilter.get().equals(r.cardBrand()))
            .filter(r -> countryFilter.get() == null || countryFilter.get().equals(r.country()))
            .toList();
    List<Row> shown =
        answerableOnly
            ? matching.stream().filter(DisputesViewModel::answerable).toList()
            : matching;
    rows.setAll(shown);
    hidden.set(matching.size() - shown.size());
    if (answerableOnly) {
      // The awaiting count is the sidebar's count (without a brand or country filter).
      long awaiting =
          matching.stream().filter(r -> DisputeState.valueOf(r.state()).awaitsEvidence()).count();
      summary.say(
          () -> Messages.get("disputes.summaryAnswerable", shown.size(), awaiting, hidden.get()));
    } else {
      long awaiting =
          shown.stream().filter(r -> DisputeState.valueOf(r.state()).awaitsEvidence()).count();
      summary.say(() -> Messages.get("disputes.summary", shown.size(), awaiting));
    }
  }

  /** Evidence still awaited and the response window not passed. */
  static boolean answerable(Row r) {
    return DisputeState.valueOf(r.state()).awaitsEvidence()
        && r.daysLeft() != null
        && r.daysLeft() >= 0;
  }

  /** Shows every chargeback (the state filter set to all states). */
  public void showAll() {
    stateFilter.set(null);
  }

  /** Opens the evidence screen of a row's chargeback. */
  public void open(Row row) {
    if (row != null) {
      openEvidence(row.paymentId());
    }
  }

  /** Opens the evidence screen of a payment's chargeback (e.g. from the Payments detail). */
  public void openEvidence(String paymentId) {
    showArea.accept(paymentId);
    evidence.open(paymentId);
  }

  /** The evidence screen's model. */
  public EvidenceViewModel evidence() {
    return evidence;
  }

  /** Writes the rows shown (filters applied) to a CSV file, off the FX thread. */
  public void export(Path file) {
    List<Row> snapshot = List.copyOf(rows);
    notice.set("");
    runner.run(
        () -> {
          writeCsv(file, snapshot);
          return snapshot.size();
        },
        n -> notice.say(() -> Messages.get("disputes.exported", n, file.toString())),
        failure -> error.say(() -> ErrorText.of(failure)));
  }

  /** The rows as ops' chargebacks export writes them. */
  static void writeCsv(Path file, List<Row> rows) throws IOException {
    List<ChargebackCase> cases = new ArrayList<>(rows.size());
    for (Row r : rows) {
      cases.add(
          new ChargebackCase(
              r.paymentId(),
              r.chargebackId(),
              DisputeState.valueOf(r.state()),
              r.amount().value(),
              r.amount().currency(),
              r.reason(),
              r.country(),
              r.cardBrand(),
              r.cardLastFour(),
              r.customer(),
              r.orderId(),
              r.chargebackAt(),
              r.daysSince(),
              r.daysLeft(),
              r.windowDays(),
              r.claimedBy(),
              r.claimedAt()));
    }
    Exports.CHARGEBACKS.write(file, cases);
  }

  /** The state in words. */
  public static String stateLabel(String state) {
    return ANSWERABLE.equals(state)
        ? Messages.get("disputes.filter.answerable")
        : Messages.get("disputes.state." + state);
  }

  /** The badge tone of a state. */
  public static String stateTone(String state) {
    return switch (state) {
      case "OPEN" -> Styles.STATUS_BAD;
      case "DRAFTED", "SENT" -> Styles.STATUS_WARN;
      case "WON" -> Styles.STATUS_GOOD;
      default -> Styles.STATUS_NEUTRAL;
    };
  }

  /** "5 days left", "2 days late", or "" when evidence is no longer awaited. */
  public static String daysLeftText(Integer daysLeft) {
    if (daysLeft == null) {
      return "";
    }
    return daysLeft >= 0
        ? Messages.get("disputes.daysLeft", daysLeft)
        : Messages.get("disputes.daysLate", -daysLeft);
  }

  /** The badge tone of the days left: 3 or fewer (or late) bad, 7 or fewer warn. */
  public static String daysLeftTone(Integer daysLeft) {
    if (daysLeft == null) {
      return Styles.STATUS_NEUTRAL;
    }
    return daysLeft <= 3
        ? Styles.STATUS_BAD
        : daysLeft <= 7 ? Styles.STATUS_WARN : Styles.STATUS_GOOD;
  }

  /** A chargeback reason in words; an unknown code as received. */
  public static String reasonLabel(String reason) {
    if (reason == null) {
      return "";
    }
    String key = "disputes.reason." + reason;
    return Messages.bundle().containsKey(key) ? Messages.get(key) : reason;
  }

  public ObservableList<Row> rows() {
    return rows;
  }

  public ObservableList<String> brandChoices() {
    return brandChoices;
  }

  public ObservableList<String> countryChoices() {
    return countryChoices;
  }

  public ObjectProperty<String> stateFilterProperty() {
    return stateFilter;
  }

  public ObjectProperty<String> brandFilterProperty() {
    return brandFilter;
  }

  public ObjectProperty<String> countryFilterProperty() {
    return countryFilter;
  }

  /** How many chargebacks the answerable-only view leaves out (0 under any other state filter). */
  public ReadOnlyIntegerProperty hiddenProperty() {
    return hidden.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty summaryProperty() {
    return summary.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty errorProperty() {
    return error.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty noticeProperty() {
    return notice.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty loadingProperty() {
    return loading.getReadOnlyProperty();
  }
}
