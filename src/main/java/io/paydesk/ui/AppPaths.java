package io.paydesk.ui;

import io.paydesk.store.Store;
import io.paydesk.ui.base.Preferences;
import java.nio.file.Path;

/** Where the console keeps its files: the store's default folder, or -Dpaydesk.data.dir. */
public final class AppPaths {
  public static final String DATA_DIR_PROPERTY = "paydesk.data.dir";

  private AppPaths() {}

  public static Path dataDir() {
    String override = System.getProperty(DATA_DIR_PROPERTY);
    if (override != null && !override.isBlank()) {
      return Path.of(override);
    }
    return Store.dataFolder().resolve("stores");
  }

  /** -Dpaydesk.data.dir, else the folder chosen in Settings, else the default. */
  public static Path dataDir(Preferences preferences) {
    String override = System.getProperty(DATA_DIR_PROPERTY);
    if (override != null && !override.isBlank()) {
      return Path.of(override);
    }
    return preferences.get(DATA_FOLDER).map(Path::of).orElseGet(AppPaths::dataDir);
  }

  /** The preference naming the folder chosen in Settings (used from the next start). */
  public static final String DATA_FOLDER = "dataFolder";
}
