package io.paydesk.ui;

import static java.util.concurrent.TimeUnit.SECONDS;
import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.store.Store;
import io.paydesk.store.Stores;
import io.paydesk.ui.base.DialogService.FileFilter;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.TaskRunner;
import io.paydesk.ui.kit.AnsweringDialogs;
import io.paydesk.ui.payments.SearchView;
import io.paydesk.ui.payments.SearchViewModel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneId;
import java.util.List;
import javafx.beans.property.SimpleObjectProperty;
import javafx.fxml.FXMLLoader;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** The search screen asks for the export file through the DialogService, never a FileChooser. */
class SearchExportDialogTest {
  @TempDir Path dir;
  private Store store;

  @AfterEach
  void close() throws Exception {
    FxToolkit.cleanupStages();
    if (store != null) {
      store.close();
    }
  }

  @Test
  void exportAsksForACsvFileAndWritesItAndCancellingWritesNothing() throws Exception {
    Stage stage = FxToolkit.registerPrimaryStage();
    store = Stores.openH2(dir.resolve("export.mv.db"));
    SearchViewModel model =
        new SearchViewModel(
            new SimpleObjectProperty<>(store), TaskRunner.sameThread(), id -> {}, ZoneId.of("UTC"));
    Path file = dir.resolve("out.csv");
    AnsweringDialogs dialogs = new AnsweringDialogs().answerFile(file).answerFile(null);
    Button[] export = new Button[1];
    WaitForAsyncUtils.asyncFx(
            () -> {
              FXMLLoader loader =
                  new FXMLLoader(
                      getClass().getResource("/fxml/payments/SearchView.fxml"), Messages.bundle());
              loader.setControllerFactory(type -> new SearchView(model, dialogs));
              Parent root = loader.load();
              stage.setScene(new Scene(root, 1024, 700));
              stage.show();
              export[0] = (Button) root.lookup("#exportButton");
              return null;
            })
        .get();

    WaitForAsyncUtils.asyncFx(() -> export[0].fire()).get();
    WaitForAsyncUtils.waitFor(10, SECONDS, () -> Files.exists(file));
    WaitForAsyncUtils.asyncFx(() -> export[0].fire()).get();

    assertThat(dialogs.asked())
        .containsExactly(
            "save: Export the matching payments [payments.csv]",
            "save: Export the matching payments [payments.csv]");
    assertThat(dialogs.filters().get(0))
        .containsExactly(new FileFilter("CSV files", List.of("*.csv")));
    assertThat(Files.readAllLines(file).get(0)).startsWith("id,created_at,status");
  }
}
