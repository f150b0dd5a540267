package io.paydesk.ui.settings;

import io.paydesk.ui.base.Looks;
import io.paydesk.ui.kit.ViewBase;
import java.util.function.Function;
import javafx.collections.FXCollections;
import javafx.fxml.FXML;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.TextField;

/** Code-behind of the language, theme, density and data folder settings: bindings only. */
public final class LooksSettingsView extends ViewBase {
  private final LooksSettingsViewModel model;

  @FXML private ComboBox<Looks.Language> languageBox;
  @FXML private ComboBox<Looks.Theme> themeBox;
  @FXML private ComboBox<Looks.Density> densityBox;
  @FXML private TextField dataFolderField;
  @FXML private Label dataFolderInUse;
  @FXML private Label dataFolderError;
  @FXML private Label dataFolderResult;

  public LooksSettingsView(LooksSettingsViewModel model) {
    this.model = model;
  }

  @FXML
  private void initialize() {
    choices(languageBox, Looks.Language.values(), Looks.Language::label);
    choices(themeBox, Looks.Theme.values(), Looks.Theme::label);
    choices(densityBox, Looks.Density.values(), Looks.Density::label);
    bindBidirectional(languageBox.valueProperty(), model.languageProperty());
    bindBidirectional(themeBox.valueProperty(), model.themeProperty());
    bindBidirectional(densityBox.valueProperty(), model.densityProperty());
    bindBidirectional(dataFolderField.textProperty(), model.dataFolderProperty());
    dataFolderInUse.setText(model.dataFolderInUse());
    banner(dataFolderError, model.dataFolderErrorProperty());
    banner(dataFolderResult, model.dataFolderResultProperty());
  }

  @FXML
  private void onSaveDataFolder() {
    model.saveDataFolder();
  }

  private static <E> void choices(ComboBox<E> box, E[] values, Function<E, String> label) {
    box.setItems(FXCollections.observableArrayList(values));
    box.setCellFactory(list -> new LabelCell<>(label));
    box.setButtonCell(new LabelCell<>(label));
  }

  private static final class LabelCell<E> extends ListCell<E> {
    private final Function<E, String> label;

    LabelCell(Function<E, String> label) {
      this.label = label;
    }

    @Override
    protected void updateItem(E item, boolean empty) {
      super.updateItem(item, empty);
      setText(empty || item == null ? null : label.apply(item));
    }
  }
}
