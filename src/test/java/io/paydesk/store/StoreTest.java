package io.paydesk.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class StoreTest {
  @TempDir Path dir;

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
    Map<String, String> env = new java.util.HashMap<>();
    if (xdg != null) {
      env.put("XDG_DATA_HOME", xdg);
    }
    if (appData != null) {
      env.put("APPDATA", appData);
    }
    assertEquals(Path.of(expected), Store.dataFolder(os, env, "/home/ana"));
  }

  @Test
  void eachProfileGetsItsOwnFileEvenWhenNamesDifferOnlyInUnsafeCharacters() {
    Path a = Store.defaultFile("Live / Brazil");
    Path b = Store.defaultFile("Live : Brazil");
    assertNotEquals(a, b);
    assertTrue(a.getFileName().toString().endsWith(".mv.db"));
    assertEquals(
        Store.dataFolder().resolve("stores").resolve("sandbox.mv.db"),
        Store.defaultFile("sandbox"));
    assertTrue(!Store.defaultFile("..").getFileName().toString().startsWith("."));
  }

  @Test
  void openH2CreatesTheFileAndKeepsDataAcrossReopening() throws Exception {
    Path file = dir.resolve("profiles").resolve("sandbox.mv.db");
    TestPayments p = TestPayments.card();
    try (Store store = Store.openH2(file)) {
      assertEquals("sandbox", store.profile());
      store.payments().upsertJson(p.json());
    }
    assertTrue(Files.exists(file));
    try (Store store = Store.openH2(file)) {
      assertTrue(store.payments().findRow(p.id()).isPresent());
    }
  }

  @Test
  void theLocalKeyFileIsReadableByTheUserOnly() throws Exception {
    try (Store store = Store.openH2(dir.resolve("k.mv.db"))) {
      Path key = dir.resolve("k.key");
      assertTrue(Files.exists(key));
      if (key.getFileSystem().supportedFileAttributeViews().contains("posix")) {
        assertEquals(
            "rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(key)));
      }
    }
  }

  @Test
  void aBadJdbcUrlIsReportedInPlainWords() {
    StoreException e =
        org.junit.jupiter.api.Assertions.assertThrows(
            StoreException.class,
            () ->
                Store.open(
                    "jdbc:postgresql://127.0.0.1:1/none",
                    "u",
                    "secret-pw",
                    "x",
                    dir.resolve("x.key")));
    assertTrue(e.getMessage().startsWith("Could not prepare the local store"));
    assertTrue(!e.getMessage().contains("secret-pw"));
  }
}
