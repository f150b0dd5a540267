package io.paydesk.ui.overview;

import io.paydesk.ui.base.Messages;
import io.paydesk.ui.kit.ChartClicks;
import io.paydesk.ui.kit.ChartStyle;
import io.paydesk.ui.kit.DateFields;
import io.paydesk.ui.kit.ViewBase;
import io.paydesk.ui.overview.OverviewViewModel.Preset;
import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.collections.FXCollections;
import javafx.fxml.FXML;
import javafx.scene.chart.BarChart;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.PieChart;
import javafx.scene.chart.StackedBarChart;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DatePicker;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Spinner;
import javafx.scene.control.SpinnerValueFactory;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/** The overview's code-behind: binds the controls and charts to {@link OverviewViewModel}. */
public final class OverviewView extends ViewBase {
  private final OverviewViewModel model;

  @FXML private ComboBox<Preset> presetBox;
  @FXML private Label fromLabel;
  @FXML private DatePicker fromPicker;
  @FXML private Label toLabel;
  @FXML private DatePicker toPicker;
  @FXML private Button applyButton;
  @FXML private ComboBox<String> currencyBox;
  @FXML private ProgressIndicator busy;
  @FXML private Label fromError;
  @FXML private Label toError;
  @FXML private Label rangeText;
  @FXML private Label totals;
  @FXML private ScrollPane scroll;
  @FXML private ToggleButton countToggle;
  @FXML private ToggleButton volumeToggle;
  @FXML private StackedBarChart<String, Number> dailyChart;
  @FXML private NumberAxis dailyY;
  @FXML private javafx.scene.chart.CategoryAxis dailyX;
  @FXML private javafx.scene.chart.CategoryAxis payoutsX;
  @FXML private LineChart<String, Number> approvalChart;
  @FXML private PieChart statusPie;
  @FXML private BarChart<Number, String> reasonsChart;
  @FXML private NumberAxis reasonsX;
  @FXML private Spinner<Double> warningLow;
  @FXML private Spinner<Double> warningHigh;
  @FXML private LineChart<String, Number> chargebackChart;
  @FXML private StackedBarChart<String, Number> payoutsChart;
  @FXML private PieChart subscriptionsPie;
  @FXML private Label reasonsEmpty;
  @FXML private Label payoutsEmpty;
  @FXML private Label subscriptionsEmpty;
  @FXML private VBox messagePane;
  @FXML private Label message;

  /** Held here: a bidirectional binding keeps only weak references to its two ends. */
  private final javafx.beans.property.ObjectProperty<Double> low;

  private final javafx.beans.property.ObjectProperty<Double> high;

  public OverviewView(OverviewViewModel model) {
    this.model = model;
    this.low = model.warningLowProperty().asObject();
    this.high = model.warningHighProperty().asObject();
  }

  @FXML
  private void initialize() {
    presetBox.getItems().setAll(Preset.values());
    presetBox.setConverter(labels(p -> Messages.get("overview.preset." + p.name())));
    bindBidirectional(presetBox.valueProperty(), model.presetProperty());
    var custom = model.presetProperty().isEqualTo(Preset.CUSTOM);
    for (var node :
        new javafx.scene.Node[] {fromLabel, fromPicker, toLabel, toPicker, applyButton}) {
      bind(node.visibleProperty(), custom);
      bind(node.managedProperty(), custom);
    }
    DateFields.bind(disposer(), fromPicker, model.fromProperty());
    DateFields.bind(disposer(), toPicker, model.toProperty());
    for (DatePicker p : new DatePicker[] {fromPicker, toPicker}) {
      p.getEditor()
          .setOnKeyPressed(
              e -> {
                if (e.getCode() == KeyCode.ENTER) {
                  model.applyCustom();
                }
              });
    }
    bind(fromError.textProperty(), model.fromErrorProperty());
    bind(toError.textProperty(), model.toErrorProperty());

    currencyBox.setItems(model.currencies());
    bindBidirectional(currencyBox.valueProperty(), model.currencyProperty());
    bind(busy.visibleProperty(), model.busyProperty());
    bind(rangeText.textProperty(), model.rangeTextProperty());
    bind(totals.textProperty(), model.totalsProperty());
    bind(message.textProperty(), model.messageProperty());
    bind(messagePane.visibleProperty(), model.messageProperty().isNotEmpty());
    bind(scroll.visibleProperty(), model.hasDataProperty());

    ToggleGroup measure = new ToggleGroup();
    countToggle.setToggleGroup(measure);
    volumeToggle.setToggleGroup(measure);
    countToggle.setSelected(!model.showVolumeProperty().get());
    volumeToggle.setSelected(model.showVolumeProperty().get());
    bindBidirectional(volumeToggle.selectedProperty(), model.showVolumeProperty());
    listen(
        measure.selectedToggleProperty(),
        (obs, old, now) -> {
          if (now == null) {
            measure.selectToggle(old); // one of the two stays selected
          }
        });
    bind(
        dailyY.labelProperty(),
        Bindings.createStringBinding(
            () ->
                model.showVolumeProperty().get()
                    ? Messages.get("overview.axis.volume")
                        + (model.currencyProperty().get() == null
                            ? ""
                            : " (" + model.currencyProperty().get() + ")")
                    : Messages.get("overview.axis.payments"),
            model.showVolumeProperty(),
            model.currencyProperty()));

    warningLow.setValueFactory(percentFactory(model.warningLowProperty().get()));
    warningHigh.setValueFactory(percentFactory(model.warningHighProperty().get()));
    bindBidirectional(warningLow.getValueFactory().valueProperty(), low);
    bindBidirectional(warningHigh.getValueFactory().valueProperty(), high);

    dailyX.setCategories(model.dayLabels());
    payoutsX.setCategories(model.dayLabels());
    dailyChart.setData(model.dailyPayments());
    approvalChart.setData(model.approval());
    showSlices(statusPie, model.byStatus());
    reasonsChart.setData(model.reasons());
    chargebackChart.setData(model.chargebacks());
    payoutsChart.setData(model.payouts());
    showSlices(subscriptionsPie, model.subscriptions());
    bind(reasonsEmpty.visibleProperty(), emptySeries(model.reasons()));
    // Statuses in their badges' colours; the reasons are declines, in Declined's.
    listen(
        model.paymentStatuses(),
        (javafx.beans.InvalidationListener)
            o -> {
              ChartStyle.byStatus(dailyChart, model.paymentStatuses());
              ChartStyle.byStatus(statusPie, model.paymentStatuses());
            });
    ChartStyle.byStatus(dailyChart, model.paymentStatuses());
    ChartStyle.byStatus(statusPie, model.paymentStatuses());
    listen(
        model.subscriptionStatuses(),
        (javafx.beans.InvalidationListener)
            o -> ChartStyle.byStatus(subscriptionsPie, model.subscriptionStatuses()));
    ChartStyle.byStatus(subscriptionsPie, model.subscriptionStatuses());
    ChartStyle.byStatus(reasonsChart, List.of("DECLINED"));
    listen(model.reasons(), (javafx.beans.InvalidationListener) o -> countReasons());
    countReasons();
    bind(payoutsEmpty.visibleProperty(), Bindings.isEmpty(model.payouts()));
    bind(subscriptionsEmpty.visibleProperty(), Bindings.isEmpty(model.subscriptions()));
    ChartClicks.onItem(disposer(), dailyChart, model::open);
    ChartClicks.onItem(disposer(), approvalChart, model::open);
    ChartClicks.onItem(disposer(), reasonsChart, model::open);
    ChartClicks.onItem(disposer(), chargebackChart, model::open);
    ChartClicks.onItem(disposer(), payoutsChart, model::open);
    ChartClicks.onSlice(
        disposer(), statusPie, slice -> model.open(model.searchOf(modelSlices.get(slice))));
    ChartClicks.onSlice(
        disposer(), subscriptionsPie, slice -> model.openSubscriptions(modelSlices.get(slice)));
    // The charts, axes and combo box listen to the model's lists: let go of them on dispose.
    disposer()
        .onDispose(
            () -> {
              for (XYChart<?, ?> chart :
                  new XYChart<?, ?>[] {
                    dailyChart, approvalChart, reasonsChart, chargebackChart, payoutsChart
                  }) {
                chart.setData(FXCollections.observableArrayList());
              }
              dailyX.setCategories(FXCollections.observableArrayList());
              payoutsX.setCategories(FXCollections.observableArrayList());
              currencyBox.setItems(FXCollections.observableArrayList());
            });
  }

  /** The reasons' axis counts payments: whole ticks up to the largest count. */
  private void countReasons() {
    double largest = 0;
    for (XYChart.Series<Number, String> s : model.reasons()) {
      for (XYChart.Data<Number, String> d : s.getData()) {
        largest = Math.max(largest, d.getXValue().doubleValue());
      }
    }
    ChartStyle.counts(reasonsX, largest);
  }

  /**
   * The model's slice behind each slice drawn (a pie keeps its slices; the model's stay its own).
   */
  private final java.util.Map<PieChart.Data, PieChart.Data> modelSlices =
      new java.util.IdentityHashMap<>();

  /**
   * Draws copies of the model's slices: a PieChart.Data remembers the chart it was drawn in, so the
   * model's own slices would keep a disposed view reachable.
   */
  private void showSlices(PieChart pie, javafx.collections.ObservableList<PieChart.Data> slices) {
    Runnable copy =
        () -> {
          if (sameSlices(pie.getData(), slices)) {
            // The same slices again (a second start reads the store twice): they stay. JavaFX 21
            // places a pie's labels only when their places change, so new slices drawn where the
            // old ones were would keep their labels in the pie's corner.
            for (int i = 0; i < slices.size(); i++) {
              modelSlices.put(pie.getData().get(i), slices.get(i));
            }
            return;
          }
          java.util.List<PieChart.Data> drawn = new java.util.ArrayList<>();
          pie.getData().forEach(modelSlices::remove);
          for (PieChart.Data d : slices) {
            PieChart.Data mine = new PieChart.Data(d.getName(), d.getPieValue());
            modelSlices.put(mine, d);
            drawn.add(mine);
          }
          pie.getData().setAll(drawn);
        };
    listen(slices, (javafx.collections.ListChangeListener<PieChart.Data>) c -> copy.run());
    copy.run();
  }

  private static boolean sameSlices(List<PieChart.Data> drawn, List<PieChart.Data> slices) {
    if (drawn.size() != slices.size()) {
      return false;
    }
    for (int i = 0; i < drawn.size(); i++) {
      if (!drawn.get(i).getName().equals(slices.get(i).getName())
          || drawn.get(i).getPieValue() != slices.get(i).getPieValue()) {
        return false;
      }
    }
    return true;
  }

  /** True while no series has a data item. */
  private static <X, Y> javafx.beans.binding.BooleanBinding emptySeries(
      javafx.collections.ObservableList<javafx.scene.chart.XYChart.Series<X, Y>> series) {
    return Bindings.createBooleanBinding(
        () -> series.stream().allMatch(s -> s.getData().isEmpty()), series);
  }

  @FXML
  private void onApply() {
    model.applyCustom();
  }

  private static SpinnerValueFactory<Double> percentFactory(double initial) {
    SpinnerValueFactory.DoubleSpinnerValueFactory f =
        new SpinnerValueFactory.DoubleSpinnerValueFactory(0.1, 10.0, initial, 0.1);
    return f;
  }

  private static <T> StringConverter<T> labels(java.util.function.Function<T, String> text) {
    return io.paydesk.ui.kit.Catalogue.converter(text);
  }
}
