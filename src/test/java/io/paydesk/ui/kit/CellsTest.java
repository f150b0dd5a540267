package io.paydesk.ui.kit;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ui.base.Styles;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.TimeZone;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.input.Clipboard;
import javafx.util.Callback;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** The shared cells render raw values as the user reads them. */
class CellsTest {
  private final Locale locale = Locale.getDefault();
  private final TimeZone zone = TimeZone.getDefault();

  @BeforeAll
  static void startFx() throws Exception {
    FxToolkit.registerPrimaryStage();
  }

  @BeforeEach
  void spanishInBogota() {
    Locale.setDefault(Locale.forLanguageTag("es-CO"));
    TimeZone.setDefault(TimeZone.getTimeZone("America/Bogota"));
  }

  @AfterEach
  void restore() {
    Locale.setDefault(locale);
    TimeZone.setDefault(zone);
  }

  @Test
  void moneyShowsTheCurrencysDigitsInTheUsersLocale() throws Exception {
    TableCell<String, Money> cell =
        render(Cells.money(), new Money(new BigDecimal("1234.5"), "USD"));
    assertThat(cell.getText()).isEqualTo("USD 1.234,50");
    assertThat(render(Cells.<String>money(), new Money(new BigDecimal("1500"), "CLP")).getText())
        .isEqualTo("CLP 1.500");
  }

  @Test
  void aBadgeShowsTheLabelTheToneAndTheRawCodeInItsTooltip() throws Exception {
    TableCell<String, String> cell = render(Cells.badge(Catalogue.Kind.PAYMENT_STATUS), "DECLINED");
    Label badge = (Label) cell.getGraphic();
    assertThat(badge.getText()).isEqualTo("Rechazado");
    assertThat(badge.getStyleClass()).contains(Styles.STATUS_BADGE, Styles.STATUS_BAD);
    assertThat(cell.getTooltip().getText()).isEqualTo("DECLINED");

    TableCell<String, String> unknown =
        render(Cells.badge(Catalogue.Kind.PAYMENT_STATUS), "ON_HOLD");
    assertThat(((Label) unknown.getGraphic()).getText()).isEqualTo("ON_HOLD");
    assertThat(unknown.getGraphic().getStyleClass()).contains(Styles.STATUS_NEUTRAL);
  }

  @Test
  void aDateTimeIsShownInTheUsersZone() throws Exception {
    TableCell<String, Instant> cell =
        render(Cells.dateTime(), Instant.parse("2026-03-01T02:30:00Z"));
    assertThat(cell.getText()).contains("28/02/2026").contains("9:30");
  }

  @Test
  void maskedValuesShowOnlyTheLastDigits() throws Exception {
    assertThat(render(Cells.<String>masked(), "5348").getText())
        .isEqualTo("\u2022\u2022\u2022\u2022 5348");
    assertThat(Cells.mask(null)).isEmpty();
  }

  @Test
  void aLongIdIsShortenedWithTheFullIdInTheTooltipAndCopied() throws Exception {
    String id = "3f2b9c1e-8d7a-4e21-9b3c-5a6d7e8f9012";
    TableCell<String, String> cell = render(Cells.copyableId(), id);
    assertThat(cell.getText()).isEqualTo("3f2b9c1e\u20269012");
    assertThat(cell.getTooltip().getText()).isEqualTo(id);
    assertThat(cell.getContextMenu().getItems().get(0).getText()).isEqualTo("Copiar id");

    String[] copied = new String[1];
    WaitForAsyncUtils.asyncFx(
            () -> {
              cell.getContextMenu().getItems().get(0).fire();
              copied[0] = Clipboard.getSystemClipboard().getString();
            })
        .get();
    assertThat(copied[0]).isEqualTo(id);
  }

  /** The cell of the first row of a one-column table holding value, laid out in a scene. */
  @SuppressWarnings("unchecked")
  private static <T> TableCell<String, T> render(
      Callback<TableColumn<String, T>, TableCell<String, T>> factory, T value) throws Exception {
    return WaitForAsyncUtils.asyncFx(
            () -> {
              TableView<String> table = new TableView<>();
              TableColumn<String, T> column = new TableColumn<>("c");
              column.setPrefWidth(400);
              column.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(value));
              column.setCellFactory(factory);
              table.getColumns().add(column);
              table.getItems().add("row");
              new Scene(table, 500, 200);
              table.applyCss();
              table.layout();
              Function<javafx.scene.Node, Boolean> isCell =
                  n -> n instanceof TableCell<?, ?> c && !c.isEmpty() && c.getIndex() == 0;
              List<javafx.scene.Node> cells =
                  table.lookupAll(".table-cell").stream().filter(isCell::apply).toList();
              return (TableCell<String, T>) cells.get(0);
            })
        .get();
  }
}
