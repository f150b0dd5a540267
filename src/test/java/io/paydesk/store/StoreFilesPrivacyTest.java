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
    try (Store store = Stores.openH2(folder.resolve("team.mv.db"))) {
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
  void theFoldersMadeAboveTheStoresFolderAreOwnerOnlyToo() throws Exception {
    Path paydesk = dir.resolve("data").resolve("paydesk");
    try (Store store = Stores.openH2(paydesk.resolve("stores").resolve("team.mv.db"))) {
      store.audit().record("TEST", "target-1", "OK", "written");
    }

    assertThat(mode(dir.resolve("data"))).isEqualTo("rwx------");
    assertThat(mode(paydesk)).isEqualTo("rwx------");
    assertThat(mode(paydesk.resolve("stores"))).isEqualTo("rwx------");
  }

  @Test
  void aFileLeftReadableByOthersIsMadePrivateAndNamed() throws Exception {
    Path file = Files.writeString(dir.resolve("old.mv.db"), "x");
    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-rw-r--"));
    Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwx------"));

    assertThat(Stores.makePrivate(dir)).containsExactly(file);
    assertThat(mode(file)).isEqualTo("rw-------");
    assertThat(Stores.makePrivate(dir)).isEmpty();
  }

  private static String mode(Path p) throws Exception {
    return PosixFilePermissions.toString(Files.getPosixFilePermissions(p));
  }

  @Test
  void anAclWithAnyoneButTheOwnerIsWiderThanOwnerOnly() throws Exception {
    var lookup = dir.getFileSystem().getUserPrincipalLookupService();
    var owner = Files.getOwner(dir);
    var everyone =
        lookup.lookupPrincipalByGroupName(
            Files.readAttributes(dir, java.nio.file.attribute.PosixFileAttributes.class)
                .group()
                .getName());
    var ownerEntry =
        java.nio.file.attribute.AclEntry.newBuilder()
            .setType(java.nio.file.attribute.AclEntryType.ALLOW)
            .setPrincipal(owner)
            .setPermissions(java.nio.file.attribute.AclEntryPermission.READ_DATA)
            .build();
    var groupEntry =
        java.nio.file.attribute.AclEntry.newBuilder(ownerEntry).setPrincipal(everyone).build();
    assertThat(StoreFiles.widerThanOwner(java.util.List.of(ownerEntry), owner)).isFalse();
    assertThat(StoreFiles.widerThanOwner(java.util.List.of(ownerEntry, groupEntry), owner))
        .isTrue();
    // Where the file system has ACLs (Windows), a file is left with the owner's entry alone.
    Path file = Files.writeString(dir.resolve("acl.txt"), "x");
    StoreFiles.ownerOnlyAcl(file, false);
    var view = Files.getFileAttributeView(file, java.nio.file.attribute.AclFileAttributeView.class);
    if (view != null) {
      assertThat(view.getAcl()).hasSize(1);
      assertThat(view.getAcl().get(0).principal()).isEqualTo(owner);
    }
  }
}
