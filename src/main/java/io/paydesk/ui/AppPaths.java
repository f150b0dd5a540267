package io.paydesk.ui;

import io.paydesk.store.Store;
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
}
