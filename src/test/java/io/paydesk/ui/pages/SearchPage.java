package io.paydesk.ui.pages;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.DatePicker;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.FlowPane;
import org.controlsfx.control.CheckComboBox;
import org.testfx.api.FxRobot;

/** The payment search screen as a user drives it. */
public final class SearchPage {
  private final FxRobot robot;

  public SearchPage(FxRobot robot) {
    this.robot = robot;
  }

  public SearchPage open() {
    Nav.click(robot, "#nav-search");
    return this;
  }

  /** Ticks one status in the status filter (and only it). */
  public SearchPage onlyStatus(String status) {
    return onlyChecked("#statusFilter", status);
  }

  /** Ticks one sub-status in the sub-status filter (and only it). */
  public SearchPage onlySubStatus(String subStatus) {
    return onlyChecked("#subStatusFilter", subStatus);
  }

  @SuppressWarnings("unchecked")
  private SearchPage onlyChecked(String filterId, String value) {
    CheckComboBox<String> box = robot.lookup(filterId).queryAs(CheckComboBox.class);
    robot.interact(
        () -> {
          box.getCheckModel().clearChecks();
          box.getCheckModel().check(value);
        });
    return this;
  }

  /**
   * The badges shown in a column's cells on screen (the table keeps spare cells hidden), each as
   * its label and tone ("Succeeded status-good").
   */
  public List<String> badges(String name) {
    return shownBadgeCells(name).stream()
        .map(cell -> (Label) cell.getGraphic())
        .map(
            l ->
                l.getText()
                    + " "
                    + l.getStyleClass().stream()
                        .filter(c -> c.startsWith("status-") && !c.equals("status-badge"))
                        .findFirst()
                        .orElse("none"))
        .toList();
  }

  /** The badges of a column shown wider than their cell (cut), by their label. */
  public List<String> cutBadges(String name) {
    return shownBadgeCells(name).stream()
        .filter(
            cell ->
                ((Label) cell.getGraphic()).getWidth() > cell.getWidth() - cell.snappedLeftInset())
        .map(cell -> ((Label) cell.getGraphic()).getText())
        .toList();
  }

  private List<TableCell<?, ?>> shownBadgeCells(String name) {
    return robot
        .lookup(".table-cell")
        .match(
            n ->
                n instanceof TableCell<?, ?> cell
                    && cell.getTableColumn() != null
                    && (name + "Column").equals(cell.getTableColumn().getId())
                    && !cell.isEmpty()
                    && cell.getTableRow() != null
                    && cell.getTableRow().isVisible()
                    && cell.getGraphic() instanceof Label)
        .queryAll()
        .stream()
        .<TableCell<?, ?>>map(n -> (TableCell<?, ?>) n)
        .toList();
  }

  /** Unfolds the filter fields (folded when the screen opens), as a user clicks Filters. */
  public SearchPage showFilters() {
    ToggleButton toggle = robot.lookup("#filtersToggle").queryAs(ToggleButton.class);
    if (!toggle.isSelected()) {
      robot.clickOn(toggle);
    }
    return this;
  }

  /** Folds the filter fields away, as a user clicks Filters again. */
  public SearchPage hideFilters() {
    ToggleButton toggle = robot.lookup("#filtersToggle").queryAs(ToggleButton.class);
    if (toggle.isSelected()) {
      robot.clickOn(toggle);
    }
    return this;
  }

  /** The chips of the filters in use, as shown above the results. */
  public List<String> activeFilters() {
    FlowPane chips = robot.lookup("#activeFilters").queryAs(FlowPane.class);
    return chips.getChildren().stream().map(n -> ((Button) n).getText()).toList();
  }

  /** The chips' texts as drawn (an underscore read as a mnemonic would be missing here). */
  public List<String> drawnFilters() {
    FlowPane chips = robot.lookup("#activeFilters").queryAs(FlowPane.class);
    return chips.getChildren().stream()
        .map(
            n ->
                n.lookupAll(".text").stream()
                    .filter(
                        t ->
                            t instanceof javafx.scene.text.Text
                                && !(t instanceof org.kordamp.ikonli.javafx.FontIcon))
                    .map(t -> ((javafx.scene.text.Text) t).getText())
                    .findFirst()
                    .orElse(""))
        .toList();
  }

  /** Clicks the chip whose text starts with the given text: that filter is removed. */
  public SearchPage removeFilter(String startsWith) {
    FlowPane chips = robot.lookup("#activeFilters").queryAs(FlowPane.class);
    Node chip =
        chips.getChildren().stream()
            .filter(n -> ((Button) n).getText().startsWith(startsWith))
            .findFirst()
            .orElseThrow();
    robot.clickOn(chip);
    return this;
  }

  /** The Filters button's text, e.g. "Filters (2)". */
  public String filtersButtonText() {
    return robot.lookup("#filtersToggle").queryAs(ToggleButton.class).getText();
  }

  /** Types into a filter field, replacing what was there. */
  public SearchPage type(String fieldId, String text) {
    showFilters();
    robot.interact(() -> robot.lookup("#" + fieldId).queryTextInputControl().clear());
    robot.clickOn("#" + fieldId).write(text);
    return this;
  }

  /** Types a date into a date picker's field, as the picker shows dates, and presses Enter. */
  public SearchPage typeDateAndEnter(String pickerId, LocalDate date) {
    showFilters();
    DatePicker picker = robot.lookup("#" + pickerId).queryAs(DatePicker.class);
    robot.interact(() -> picker.getEditor().clear());
    robot
        .clickOn(picker.getEditor())
        .write(picker.getConverter().toString(date))
        .type(KeyCode.ENTER);
    return this;
  }

  /** Types text into a date picker's field as a user would, then moves to the next field. */
  public SearchPage typeInDate(String pickerId, String text) {
    showFilters();
    DatePicker picker = robot.lookup("#" + pickerId).queryAs(DatePicker.class);
    robot.interact(() -> picker.getEditor().clear());
    robot.clickOn(picker.getEditor()).write(text);
    robot.clickOn("#orderIdFilter");
    return this;
  }

  /** The text shown in a date picker's field. */
  public String dateText(String pickerId) {
    return robot.lookup("#" + pickerId).queryAs(DatePicker.class).getEditor().getText();
  }

  /** What is left to fix before searching, "" when nothing. */
  public String summary() {
    return robot.lookup("#searchSummary").queryAs(Label.class).getText();
  }

  public boolean searchDisabled() {
    return robot.lookup("#searchButton").query().isDisabled();
  }

  /** Where a node of the screen is, in the scene's coordinates. */
  public Bounds boundsInScene(String id) {
    Node n = robot.lookup("#" + id).query();
    return n.localToScene(n.getBoundsInLocal());
  }

  public SearchPage clear() {
    robot.clickOn("#clearButton");
    return this;
  }

  public boolean showsPlaceholder() {
    TableView<?> table = results();
    return table.getItems().isEmpty() && table.getPlaceholder().isVisible();
  }

  /** Presses Enter in the free-text field: searches, as in any filter field. */
  public SearchPage pressEnter() {
    robot.clickOn("#searchText").type(KeyCode.ENTER);
    return this;
  }

  public SearchPage nextPage() {
    robot.clickOn("#nextPage");
    return this;
  }

  public SearchPage previousPage() {
    robot.clickOn("#previousPage");
    return this;
  }

  public SearchPage count() {
    robot.clickOn("#countButton");
    return this;
  }

  /** Double-clicks the first result row. */
  public SearchPage openFirstRow() {
    Node row =
        robot
            .lookup("#searchResults .table-row-cell")
            .match((TableRow<?> r) -> r.getIndex() == 0 && r.isVisible() && r.getItem() != null)
            .query();
    robot.doubleClickOn(row, MouseButton.PRIMARY);
    return this;
  }

  public String value(String fieldId) {
    return robot.lookup("#" + fieldId).queryTextInputControl().getText();
  }

  public String fieldError(String labelId) {
    return visibleText("#" + labelId);
  }

  public String pageText() {
    return visibleText("#searchPage");
  }

  public String countText() {
    return visibleText("#searchCount");
  }

  public String error() {
    return visibleText("#searchError");
  }

  /** The notice above the results (an export written, a refresh summed up). */
  public String notice() {
    return visibleText("#searchNotice");
  }

  /** "3 new payments match:" over the results ("" when hidden). */
  public String news() {
    javafx.scene.Node line = robot.lookup("#searchNewsLine").query();
    return line.isVisible() ? robot.lookup("#searchNews").queryAs(Label.class).getText() : "";
  }

  /** Clicks "Show" beside the new payments: the search runs again. */
  public SearchPage showNews() {
    robot.clickOn("#showNews");
    return this;
  }

  /** Clicks "Refresh these results" and its first choice, every match. */
  public SearchPage refreshResults() {
    return refreshResults("ANY");
  }

  /** Opens "Refresh these results" and clicks a choice of age: ANY, HOUR, DAY or WEEK. */
  public SearchPage refreshResults(String age) {
    openRefreshChoices();
    robot.clickOn("#refreshAge-" + age);
    return this;
  }

  /** Opens the choices of "Refresh these results" (which matches, by age). */
  public SearchPage openRefreshChoices() {
    robot.clickOn("#refreshResults");
    org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
    return this;
  }

  /** Clicks "Save failures as CSV" beside a refresh's summary. */
  public SearchPage saveRefreshFailures() {
    robot.clickOn("#saveRefreshFailures");
    return this;
  }

  public TableView<?> results() {
    return robot.lookup("#searchResults").queryTableView();
  }

  /** The texts of one column ("status", "id", ...) of the shown rows. */
  public List<String> column(String name) {
    TableView<?> table = results();
    TableColumn<?, ?> column =
        table.getColumns().stream()
            .filter(c -> (name + "Column").equals(c.getId()))
            .findFirst()
            .orElseThrow();
    return IntStream.range(0, table.getItems().size())
        .mapToObj(i -> String.valueOf(column.getCellData(i)))
        .toList();
  }

  private String visibleText(String query) {
    Label label = robot.lookup(query).queryAs(Label.class);
    return label.isVisible() ? label.getText() : "";
  }

  /** Sorts by the n-th choice of "Sort by" (0: date, 1: amount), newest or largest first or not. */
  public SearchPage sortBy(int choice, boolean descending) {
    robot.interact(
        () -> {
          javafx.scene.control.ComboBox<?> by =
              robot.lookup("#sortBy").queryAs(javafx.scene.control.ComboBox.class);
          by.getSelectionModel().select(choice);
          robot
              .lookup("#sortOrder")
              .queryAs(javafx.scene.control.ComboBox.class)
              .getSelectionModel()
              .select(descending ? 0 : 1);
        });
    return this;
  }

  /** The sort choices as shown: "Sort by" and the order (its button's words, as drawn). */
  public List<String> sortTexts() {
    List<String> out = new ArrayList<>();
    robot.interact(
        () -> {
          @SuppressWarnings("unchecked")
          javafx.scene.control.ComboBox<Object> by =
              robot.lookup("#sortBy").queryAs(javafx.scene.control.ComboBox.class);
          out.add(by.getConverter().toString(by.getValue()));
          javafx.scene.control.ComboBox<?> order =
              robot.lookup("#sortOrder").queryAs(javafx.scene.control.ComboBox.class);
          out.add(order.getButtonCell().getText());
        });
    return out;
  }

  /** The filters panel (for "nothing is cut" checks). */
  public Parent filtersPanel() {
    return robot.lookup("#sortOrder").query().getParent().getParent();
  }
}
