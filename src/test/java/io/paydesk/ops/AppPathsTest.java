package io.paydesk.ops;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Where Paydesk keeps its files, from a made-up environment (the real one is never changed). */
class AppPathsTest {
  @TempDir Path dir;

  private static AppPaths paths(String os, Map<String, String> env, String userHome) {
    return new AppPaths(os, env, userHome, null);
  }

  @ParameterizedTest(name = "{0} with XDG_DATA_HOME={1}, APPDATA={2}")
  @CsvSource({
    "Linux,         ,                       , /home/ana/.local/share/paydesk",
    "Linux,         /data/xdg,              , /data/xdg/paydesk",
    "Linux,         relative/ignored,       , /home/ana/.local/share/paydesk",
    "Windows 11,    ,                       C:/Users/ana/AppData/Roaming,"
        + " C:/Users/ana/AppData/Roaming/Paydesk",
    "Mac OS X,      ,                       , /home/ana/Library/Application Support/Paydesk",
  })
  void dataFolderFollowsEachOperatingSystemsConvention(
      String os, String xdg, String appData, String expected) {
    Map<String, String> env = new HashMap<>();
    if (xdg != null) {
      env.put("XDG_DATA_HOME", xdg);
    }
    if (appData != null) {
      env.put("APPDATA", appData);
    }
    assertEquals(Path.of(expected), paths(os, env, "/home/ana").dataFolder());
  }

  @Test
  void theHomeThePersonSetIsUsedNotTheAccountsOwn() {
    Map<String, String> env = Map.of("HOME", "/work/ana");
    AppPaths linux = paths("Linux", env, "/home/ana");
    assertThat(linux.dataFolder()).isEqualTo(Path.of("/work/ana/.local/share/paydesk"));
    assertThat(linux.storesFolder()).isEqualTo(Path.of("/work/ana/.local/share/paydesk/stores"));
    assertThat(linux.preferencesFile())
        .isEqualTo(Path.of("/work/ana/.config/paydesk/preferences.properties"));
    assertThat(linux.cacheFolder()).isEqualTo(Path.of("/work/ana/.cache/paydesk"));
    assertThat(paths("Mac OS X", env, "/Users/ana").dataFolder())
        .isEqualTo(Path.of("/work/ana/Library/Application Support/Paydesk"));
    assertThat(paths("Linux", Map.of("HOME", "relative"), "/home/ana").dataFolder())
        .isEqualTo(Path.of("/home/ana/.local/share/paydesk"));
  }

  @Test
  void xdgFoldersAreFollowedForConfigAndCacheToo() {
    Map<String, String> env =
        Map.of(
            "HOME", "/home/ana",
            "XDG_DATA_HOME", "/xdg/data",
            "XDG_CONFIG_HOME", "/xdg/config",
            "XDG_CACHE_HOME", "/xdg/cache");
    AppPaths linux = paths("Linux", env, "/home/ana");
    assertThat(linux.storesFolder()).isEqualTo(Path.of("/xdg/data/paydesk/stores"));
    assertThat(linux.preferencesFile())
        .isEqualTo(Path.of("/xdg/config/paydesk/preferences.properties"));
    assertThat(linux.cacheFolder()).isEqualTo(Path.of("/xdg/cache/paydesk"));
    AppPaths windows =
        paths(
            "Windows 11",
            Map.of("APPDATA", "C:/Users/ana/AppData/Roaming", "LOCALAPPDATA", "C:/local"),
            "C:/Users/ana");
    assertThat(windows.preferencesFile())
        .isEqualTo(Path.of("C:/Users/ana/AppData/Roaming/Paydesk/preferences.properties"));
    assertThat(windows.cacheFolder()).isEqualTo(Path.of("C:/local/Paydesk/cache"));
  }

  @Test
  void aStoreWhereAnEarlierPaydeskPutItStaysInUseUntilTheNewFolderHasOne() throws IOException {
    Path account = dir.resolve("account");
    Path person = dir.resolve("person");
    Path earlier = account.resolve(".local/share/paydesk");
    Files.createDirectories(earlier.resolve("stores"));
    Files.writeString(earlier.resolve("stores/sandbox.mv.db"), "a store");
    Files.writeString(earlier.resolve("preferences.properties"), "language=es\n");
    AppPaths paths = paths("Linux", Map.of("HOME", person.toString()), account.toString());

    assertThat(paths.dataFolder()).isEqualTo(earlier);
    assertThat(paths.storesFolder()).isEqualTo(earlier.resolve("stores"));
    assertThat(paths.preferencesFile()).isEqualTo(earlier.resolve("preferences.properties"));
    assertThat(Files.exists(person)).as("nothing is moved or made").isFalse();

    Path conventional = person.resolve(".local/share/paydesk");
    Files.createDirectories(conventional.resolve("stores"));
    Files.writeString(conventional.resolve("stores/sandbox.mv.db"), "another store");
    assertThat(paths.dataFolder()).isEqualTo(conventional);
    assertThat(paths.preferencesFile())
        .isEqualTo(person.resolve(".config/paydesk/preferences.properties"));
  }

  @Test
  void theDataDirPropertyPutsStoresAndPreferencesInOneFolder() {
    AppPaths paths =
        new AppPaths("Linux", Map.of("HOME", "/home/ana"), "/home/ana", "/tmp/paydesk-data");
    assertThat(paths.storesFolder()).isEqualTo(Path.of("/tmp/paydesk-data"));
    assertThat(paths.storesFolder("/chosen")).isEqualTo(Path.of("/tmp/paydesk-data"));
    assertThat(paths.preferencesFile())
        .isEqualTo(Path.of("/tmp/paydesk-data/preferences.properties"));
    assertThat(paths("Linux", Map.of("HOME", "/home/ana"), "/home/ana").storesFolder("/chosen"))
        .isEqualTo(Path.of("/chosen"));
  }

  @Test
  void eachProfileGetsItsOwnFileEvenWhenNamesDifferOnlyInUnsafeCharacters() throws IOException {
    Path stores = dir.resolve("stores");
    Path a = AppPaths.storeFile(stores, "Live / Brazil");
    Path b = AppPaths.storeFile(stores, "Live : Brazil");
    assertNotEquals(a, b);
    assertTrue(a.getFileName().toString().endsWith(".mv.db"));
    assertEquals(stores.resolve("sandbox.mv.db"), AppPaths.storeFile(stores, "sandbox"));
    assertTrue(!AppPaths.storeFile(stores, "..").getFileName().toString().startsWith("."));
    assertThat(AppPaths.storeFile(stores, "api.y.uno-../../x").getParent()).isEqualTo(stores);

    // A store an earlier Paydesk made under the name as it was is still found.
    Files.createDirectories(stores);
    Files.writeString(stores.resolve("api.y.uno-acc ount.mv.db"), "a store");
    assertThat(AppPaths.storeFile(stores, "api.y.uno-acc ount"))
        .isEqualTo(stores.resolve("api.y.uno-acc ount.mv.db"));
  }
}
