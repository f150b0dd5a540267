package io.paydesk.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every file a store writes is readable by its user only: after opening, writing, compacting. */
class StoreFilesPrivacyTest {
  @TempDir Path dir;

  @Test
  void theStoreFolderAndEveryFileInItStayOwnerOnlyAfterAnAuditRowAndACompaction() throws Exception {
    Path folder = dir.resolve("stores");
    try (Store store = Store.openH2(folder.resolve("team.mv.db"))) {
      store.audit().record("TEST", "target-1", "OK", "a row so the anchor file is written");
      store.compact();
    }

    assertThat(mode(folder)).isEqualTo("rwx------");
    try (Stream<Path> files = Files.list(folder)) {
      List<Path> all = files.toList();
      assertThat(all)
          .extracting(p -> p.getFileName().toString())
          .contains("team.mv.db", "team.key", "team.audit-anchor");
      for (Path p : all) {
        assertThat(mode(p)).as(p.toString()).isEqualTo("rw-------");
      }
    }
  }

  @Test
  void aFileLeftReadableByOthersIsMadePrivateAndNamed() throws Exception {
    Path file = Files.writeString(dir.resolve("old.mv.db"), "x");
    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-rw-r--"));
    Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwx------"));

    assertThat(Store.makePrivate(dir)).containsExactly(file);
    assertThat(mode(file)).isEqualTo("rw-------");
    assertThat(Store.makePrivate(dir)).isEmpty();
  }

  private static String mode(Path p) throws Exception {
    return PosixFilePermissions.toString(Files.getPosixFilePermissions(p));
  }
}
