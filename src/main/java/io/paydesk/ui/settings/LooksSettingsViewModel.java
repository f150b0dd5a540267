package io.paydesk.ui.settings;

import io.paydesk.ops.AppPaths;
import io.paydesk.ui.base.Looks;
import io.paydesk.ui.base.MessageText;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.Preferences;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * Settings for this computer: language, theme and density (applied at once and remembered), and the
 * data folder (used from the next start).
 */
public final class LooksSettingsViewModel {
  private final Looks looks;
  private final Preferences preferences;
  private final Path dataDirInUse;
  private final StringProperty dataFolder = new SimpleStringProperty("");
  private final MessageText dataFolderError = new MessageText();
  private final MessageText dataFolderResult = new MessageText();

  public LooksSettingsViewModel(Looks looks, Preferences preferences, Path dataDirInUse) {
    this.looks = looks;
    this.preferences = preferences;
    this.dataDirInUse = dataDirInUse;
    dataFolder.set(
        preferences.get(AppPaths.DATA_FOLDER).orElse(dataDirInUse.toAbsolutePath().toString()));
    dataFolder.addListener(
        (obs, old, now) -> {
          dataFolderError.set("");
          dataFolderResult.set("");
        });
  }

  public ObjectProperty<Looks.Language> languageProperty() {
    return looks.languageProperty();
  }

  public ObjectProperty<Looks.Theme> themeProperty() {
    return looks.themeProperty();
  }

  public ObjectProperty<Looks.Density> densityProperty() {
    return looks.densityProperty();
  }

  public StringProperty dataFolderProperty() {
    return dataFolder;
  }

  public ReadOnlyStringProperty dataFolderErrorProperty() {
    return dataFolderError.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty dataFolderResultProperty() {
    return dataFolderResult.getReadOnlyProperty();
  }

  /** The folder the stores are in now. */
  public String dataFolderInUse() {
    return dataDirInUse.toAbsolutePath().toString();
  }

  /**
   * Keeps the typed folder for the next start: an absolute path to a folder that exists and can be
   * written, or one that can be made; empty goes back to the default folder.
   */
  public boolean saveDataFolder() {
    String text = dataFolder.get() == null ? "" : dataFolder.get().strip();
    if (text.isEmpty()) {
      preferences.remove(AppPaths.DATA_FOLDER);
      preferences.save();
      dataFolderResult.say(() -> Messages.get("looks.dataFolder.default"));
      return true;
    }
    Path path;
    try {
      path = Path.of(text);
    } catch (InvalidPathException e) {
      dataFolderError.say(() -> Messages.get("looks.dataFolder.invalid"));
      return false;
    }
    if (!path.isAbsolute()) {
      dataFolderError.say(() -> Messages.get("looks.dataFolder.notAbsolute"));
      return false;
    }
    Path existing = path;
    while (existing != null && !Files.exists(existing)) {
      existing = existing.getParent();
    }
    if (existing == null || !Files.isDirectory(existing) || !Files.isWritable(existing)) {
      dataFolderError.say(() -> Messages.get("looks.dataFolder.notWritable"));
      return false;
    }
    preferences.put(AppPaths.DATA_FOLDER, path.toString());
    preferences.save();
    dataFolderResult.say(() -> Messages.get("looks.dataFolder.saved", path.toString()));
    return true;
  }
}
