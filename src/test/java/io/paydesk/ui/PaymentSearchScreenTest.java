package io.paydesk.ui;

import static java.util.concurrent.TimeUnit.SECONDS;
import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ops.AppPaths;
import io.paydesk.store.PaymentQuery;
import io.paydesk.ui.base.Looks;
import io.paydesk.ui.pages.PaymentsPage;
import io.paydesk.ui.pages.SearchPage;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import javafx.geometry.Bounds;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** The search screen in the real console, on the embedded sandbox's demo payments. */
class PaymentSearchScreenTest {
  @TempDir static Path dataDir;
  private static PaydeskApp app;
  private final FxRobot robot = new FxRobot();
  private final SearchPage search = new SearchPage(robot);

  @BeforeAll
  static void startConsole() throws Exception {
    app = TestConsole.startWithDemoStore(dataDir);
  }

  @AfterAll
  static void closeConsole() throws Exception {
    FxToolkit.cleanupApplication(app);
    FxToolkit.cleanupStages();
    System.clearProperty(AppPaths.DATA_DIR_PROPERTY);
  }

  @BeforeEach
  void startFromEmptyFilters() throws Exception {
    search.open().clear();
    waitUntilIdle();
  }

  @Test
  void theDemoPaymentsAreInTheStoreAtFirstStart() {
    long stored = app.shell().connection().store().payments().count(PaymentQuery.builder().build());
    assertThat(stored).isEqualTo(app.shell().connection().demoPaymentIds().size());
  }

  @Test
  void filteringByAStatusShowsOnlyThatStatusPageByPage() throws Exception {
    search.onlyStatus("SUCCEEDED").pressEnter();
    waitUntilIdle();

    List<String> first = search.column("id");
    assertThat(first).hasSize(50);
    assertThat(search.column("status")).containsOnly("SUCCEEDED");
    assertThat(search.badges("status")).isNotEmpty().containsOnly("Succeeded status-good");
    assertThat(search.pageText()).isEqualTo("Page 1 \u00b7 payments 1\u201350");
    assertThat(search.error()).isEmpty();

    search.count();
    waitUntilIdle();
    long expected =
        app.shell()
            .connection()
            .store()
            .payments()
            .count(PaymentQuery.builder().status("SUCCEEDED").build());
    assertThat(search.countText()).isEqualTo(String.format("%,d payments match", expected));
    Screenshots.save(robot.targetWindow().getScene(), "search");

    search.nextPage();
    waitUntilIdle();
    assertThat(search.column("status")).containsOnly("SUCCEEDED");
    assertThat(search.column("id")).doesNotContainAnyElementsOf(first);
    assertThat(search.pageText()).isEqualTo("Page 2 \u00b7 payments 51\u2013100");

    search.previousPage();
    waitUntilIdle();
    assertThat(search.column("id")).isEqualTo(first);
  }

  @Test
  void filteringByASubStatusShowsOnlyThatSubStatus() throws Exception {
    search.clear();
    waitUntilIdle();
    search.onlySubStatus("PENDING_REVIEW").pressEnter();
    waitUntilIdle();

    assertThat(search.column("subStatus")).isNotEmpty().containsOnly("PENDING_REVIEW");
    assertThat(search.badges("subStatus")).isNotEmpty().containsOnly("Under review status-warn");
    search.clear();
    waitUntilIdle();
  }

  @Test
  void enterInADateFieldSearchesAndAnEmptyResultSaysSo() throws Exception {
    search.typeDateAndEnter("createdTo", LocalDate.of(2000, 1, 1));
    waitUntilIdle();

    assertThat(search.showsPlaceholder()).isTrue();
    assertThat(search.pageText()).isEmpty();
    Screenshots.save(robot.targetWindow().getScene(), "search-empty");

    search.clear();
    waitUntilIdle();
    assertThat(search.column("id")).hasSize(50);
  }

  @Test
  void badLastFourIsRefusedAtTheFieldAndKeptAsTyped() throws Exception {
    search.type("lastFourFilter", "12a").pressEnter();
    WaitForAsyncUtils.waitForFxEvents();

    assertThat(search.fieldError("lastFourError")).isEqualTo("Type the 4 last digits of the card.");
    assertThat(search.value("lastFourFilter")).isEqualTo("12a");
    search.type("lastFourFilter", "");
  }

  @Test
  void aDateThatIsNoDateIsRefusedAtItsFieldWithoutMovingTheScreenAndClearEmptiesIt()
      throws Exception {
    search.showFilters();
    WaitForAsyncUtils.waitForFxEvents();
    double tableTop = search.boundsInScene("searchResults").getMinY();

    search.typeInDate("createdFrom", "2026-13-45");
    WaitForAsyncUtils.waitForFxEvents();

    assertThat(search.dateText("createdFrom")).isEqualTo("2026-13-45");
    assertThat(search.fieldError("createdFromError")).isEqualTo("Enter a date like 12/31/2026.");
    assertThat(search.summary()).isEqualTo("Fix this field to search: Created from.");
    assertThat(search.searchDisabled()).isTrue();
    assertThat(search.boundsInScene("searchResults").getMinY()).isEqualTo(tableTop);

    search.typeInDate("createdTo", "2/31/2026");
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(search.fieldError("createdToError")).isEqualTo("Enter a date like 12/31/2026.");

    search.clear();
    waitUntilIdle();
    assertThat(search.dateText("createdFrom")).isEmpty();
    assertThat(search.dateText("createdTo")).isEmpty();
    assertThat(search.fieldError("createdFromError")).isEmpty();
    assertThat(search.summary()).isEmpty();
    assertThat(search.searchDisabled()).isFalse();
    assertThat(search.column("id")).hasSize(50);
  }

  @Test
  void theSortChoicesSayWhatComesFirstUncutInEveryLanguageAt1024() throws Exception {
    try {
      TestConsole.inEachLanguage(
          app,
          language -> {
            search.open().showFilters();
            Screenshots.saveAt(
                robot.targetWindow().getScene(), "search-sort-" + language.tag(), 1024, 700);
            for (int by = 0; by < 2; by++) {
              for (boolean descending : new boolean[] {true, false}) {
                search.sortBy(by, descending);
                WaitForAsyncUtils.waitForFxEvents();
                assertThat(CutTexts.in(robot, search.filtersPanel()))
                    .as(language + " " + search.sortTexts())
                    .isEmpty();
              }
            }
            if (language == Looks.Language.ENGLISH) {
              search.sortBy(1, false);
              WaitForAsyncUtils.waitForFxEvents();
              assertThat(search.sortTexts()).containsExactly("Amount", "Smallest first");
              search.sortBy(0, true);
              WaitForAsyncUtils.waitForFxEvents();
              assertThat(search.sortTexts()).containsExactly("Date", "Newest first");
            }
          });
    } finally {
      search.open().sortBy(0, true);
    }
  }

  @ParameterizedTest(name = "{0}x{1}")
  @CsvSource({"1024,700", "1440,900"})
  void theScreenFitsTheWindowWithAFieldMessageShown(int width, int height) throws Exception {
    search.type("lastFourFilter", "12a");
    search.type("amountFrom", "ten");
    WaitForAsyncUtils.waitForFxEvents();

    Screenshots.saveAt(
        robot.targetWindow().getScene(), "search-" + width + "x" + height, width, height);

    double sceneWidth = robot.targetWindow().getScene().getWidth();
    double sceneHeight = robot.targetWindow().getScene().getHeight();
    for (String id :
        List.of(
            "searchButton",
            "clearButton",
            "exportButton",
            "countButton",
            "refreshResults",
            "nextPage",
            "lastFourError",
            "methodFilter",
            "sortOrder")) {
      Bounds b = search.boundsInScene(id);
      assertThat(b.getMaxX()).as(id).isLessThanOrEqualTo(sceneWidth);
      assertThat(b.getMaxY()).as(id).isLessThanOrEqualTo(sceneHeight);
    }
    assertThat(search.boundsInScene("searchResults").getHeight()).isGreaterThan(120);
    search.type("lastFourFilter", "");
    search.type("amountFrom", "");
  }

  @Test
  void theFiltersInUseShowAsChipsAboveTheResultsAndAClickRemovesOne() throws Exception {
    search.onlyStatus("SUCCEEDED");
    search.type("lastFourFilter", "5348");
    search.hideFilters();
    WaitForAsyncUtils.waitForFxEvents();

    assertThat(search.activeFilters()).containsExactly("Status: Succeeded", "Last four: 5348");
    assertThat(search.filtersButtonText()).isEqualTo("Filters (2)");

    search.pressEnter();
    waitUntilIdle();
    assertThat(search.column("card")).isNotEmpty().allMatch(card -> card.endsWith("5348"));

    // The results follow at once: no Search needed.
    search.removeFilter("Last four");
    waitUntilIdle();

    assertThat(search.activeFilters()).containsExactly("Status: Succeeded");
    assertThat(search.value("lastFourFilter")).isEmpty();
    assertThat(search.column("status")).isNotEmpty().containsOnly("SUCCEEDED");
    assertThat(search.column("card")).anyMatch(card -> !card.endsWith("5348"));
  }

  @Test
  void withTheFiltersFoldedASmallWindowShowsAFullPageOfRows() throws Exception {
    search.onlyStatus("SUCCEEDED");
    search.hideFilters().pressEnter();
    waitUntilIdle();

    Screenshots.saveAt(robot.targetWindow().getScene(), "search-folded-1024x700", 1024, 700);

    assertThat(search.boundsInScene("searchResults").getHeight()).isGreaterThan(400);
    assertThat(search.boundsInScene("exportButton").getMaxY())
        .isLessThanOrEqualTo(robot.targetWindow().getScene().getHeight());
  }

  @Test
  void doubleClickingARowOpensThePaymentInThePaymentsArea() throws Exception {
    search.pressEnter();
    waitUntilIdle();
    String id = search.column("id").get(0);

    search.openFirstRow();
    PaymentsPage payments = new PaymentsPage(robot);
    WaitForAsyncUtils.waitFor(
        20,
        SECONDS,
        () -> app.runner().runningProperty().get() == 0 && id.equals(payments.shownId()));

    assertThat(payments.error()).isEmpty();
  }

  @Test
  void aRowsDocumentReadsAsTheDetailShowsIt() throws Exception {
    search.pressEnter();
    waitUntilIdle();
    List<String> documents = search.column("document");
    int row = 0;
    while (documents.get(row).isEmpty()) {
      row++;
    }
    String id = search.column("id").get(row);
    String shown = documents.get(row);

    PaymentsPage payments = new PaymentsPage(robot).open().lookUp(id);
    WaitForAsyncUtils.waitFor(
        20,
        SECONDS,
        () -> app.runner().runningProperty().get() == 0 && id.equals(payments.shownId()));

    // The service sends "*******2864": both show its last four behind the same mask.
    assertThat(shown).matches("\u2022{4} \\d{4}");
    assertThat(payments.sectionText("customer")).contains(" " + shown);
  }

  private void waitUntilIdle() throws Exception {
    WaitForAsyncUtils.waitForFxEvents();
    WaitForAsyncUtils.waitFor(20, SECONDS, () -> app.runner().runningProperty().get() == 0);
    WaitForAsyncUtils.waitForFxEvents();
  }
}
