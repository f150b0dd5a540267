package io.paydesk.ui.base;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PreferencesTest {
  @TempDir Path dir;

  @Test
  void valuesWrittenAreReadBackAfterARestartWhateverTheirCharacters() {
    Path file = dir.resolve("sub").resolve("preferences.properties");
    Preferences first = new Preferences(file);
    first.put("dataFolder", "C:\\Users\\Jo\u00e3o\\paydesk = data: #1");
    first.put("area.search.searchResults.columns", "createdColumn:170:shown,#3:90:hidden");
    first.save();

    Preferences again = new Preferences(file);

    assertThat(again.get("dataFolder")).contains("C:\\Users\\Jo\u00e3o\\paydesk = data: #1");
    assertThat(again.get("area.search.searchResults.columns"))
        .contains("createdColumn:170:shown,#3:90:hidden");
  }

  @Test
  void theFileIsReadableByThisUserOnly() throws Exception {
    Path file = dir.resolve("preferences.properties");
    Preferences p = new Preferences(file);
    p.put("theme", "dark");
    p.save();

    if (file.getFileSystem().supportedFileAttributeViews().contains("posix")) {
      assertThat(
              java.nio.file.attribute.PosixFilePermissions.toString(
                  Files.getPosixFilePermissions(file)))
          .isEqualTo("rw-------");
    }
  }

  @Test
  void theFolderItMakesIsThisUsersOnly() throws Exception {
    Path file = dir.resolve("data").resolve("paydesk").resolve("preferences.properties");
    Preferences p = new Preferences(file);
    p.put("theme", "dark");
    p.save();

    if (file.getFileSystem().supportedFileAttributeViews().contains("posix")) {
      for (Path folder : List.of(dir.resolve("data"), file.getParent())) {
        assertThat(
                java.nio.file.attribute.PosixFilePermissions.toString(
                    Files.getPosixFilePermissions(folder)))
            .as(folder.toString())
            .isEqualTo("rwx------");
      }
    }
  }

  @Test
  void anUnreadableFileMeansTheDefaults() throws Exception {
    Path file = dir.resolve("preferences.properties");
    Files.writeString(file, "language=\\uZZZZ\n");

    assertThat(new Preferences(file).get("language")).isEmpty();
  }

  @Test
  void nothingIsWrittenWhenNothingChanged() {
    Path file = dir.resolve("preferences.properties");
    new Preferences(file).save();

    assertThat(file).doesNotExist();
  }
}
