package io.paydesk.store;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.jimfs.Configuration;
import com.google.common.jimfs.Jimfs;
import java.nio.file.FileSystem;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.AclEntry;
import java.nio.file.attribute.AclEntryFlag;
import java.nio.file.attribute.AclEntryPermission;
import java.nio.file.attribute.AclEntryType;
import java.nio.file.attribute.AclFileAttributeView;
import java.nio.file.attribute.UserPrincipal;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The owner-only rules on a file system with ACLs instead of modes, as on Windows: an in-memory
 * file system (Jimfs) with Windows paths and the "acl" and "owner" views, so this code runs where
 * the build runs. It checks what Paydesk asks of the ACLs, not how Windows enforces them.
 */
class StoreFilesAclTest {
  private FileSystem fs;
  private Path appData;
  private UserPrincipal everyone;

  @BeforeEach
  void windowsLikeFileSystem() throws Exception {
    fs =
        Jimfs.newFileSystem(
            Configuration.windows().toBuilder()
                .setAttributeViews("basic", "owner", "acl", "dos")
                .build());
    appData = fs.getPath("C:\\Users\\ana\\AppData\\Roaming\\Paydesk");
    everyone = fs.getUserPrincipalLookupService().lookupPrincipalByName("Everyone");
  }

  @AfterEach
  void close() throws Exception {
    fs.close();
  }

  @Test
  void aNewFolderGetsOneInheritedEntryForItsOwnerAlone() throws Exception {
    Path stores = appData.resolve("stores");

    StoreFiles.ownerOnlyFolder(stores);

    List<AclEntry> acl = acl(stores);
    assertThat(acl).hasSize(1);
    assertThat(acl.get(0).principal()).isEqualTo(Files.getOwner(stores));
    assertThat(acl.get(0).type()).isEqualTo(AclEntryType.ALLOW);
    assertThat(acl.get(0).flags())
        .contains(AclEntryFlag.FILE_INHERIT, AclEntryFlag.DIRECTORY_INHERIT);
  }

  @Test
  void theLocalKeyFileIsReadableByItsOwnerOnly() throws Exception {
    Path key = appData.resolve("keys").resolve("sandbox.key");

    byte[] made = StoreFiles.readOrCreateKey(key);

    assertThat(made).hasSize(32);
    assertThat(acl(key)).singleElement().satisfies(e -> assertOwnerOnly(e, key));
    assertThat(acl(key.getParent())).singleElement().satisfies(e -> assertOwnerOnly(e, key));
    assertThat(StoreFiles.readOrCreateKey(key)).isEqualTo(made);
  }

  @Test
  void filesSharedWithEveryoneAreMadePrivateAndNamedOthersAreLeftAlone() throws Exception {
    StoreFiles.ownerOnlyFolder(appData);
    Path shared = Files.writeString(appData.resolve("sandbox.mv.db"), "store");
    Path alreadyPrivate = Files.writeString(appData.resolve("sandbox.audit-anchor"), "anchor");
    StoreFiles.restrict(alreadyPrivate);
    UserPrincipal owner = Files.getOwner(shared);
    view(shared)
        .setAcl(
            List.of(
                entry(owner, AclEntryPermission.READ_DATA, AclEntryPermission.WRITE_DATA),
                entry(everyone, AclEntryPermission.READ_DATA)));

    List<Path> widened = StoreFiles.tighten(appData);

    assertThat(widened).containsExactly(shared);
    assertThat(acl(shared)).singleElement().satisfies(e -> assertOwnerOnly(e, shared));
    assertThat(StoreFiles.tighten(appData)).isEmpty();
  }

  @Test
  void aFolderSharedWithEveryoneIsMadePrivateToo() throws Exception {
    Files.createDirectories(appData);
    view(appData).setAcl(List.of(entry(everyone, AclEntryPermission.READ_DATA)));

    assertThat(StoreFiles.tighten(appData)).containsExactly(appData);
    assertThat(acl(appData)).singleElement().satisfies(e -> assertOwnerOnly(e, appData));
  }

  private void assertOwnerOnly(AclEntry e, Path p) {
    try {
      assertThat(e.principal()).isEqualTo(Files.getOwner(p));
    } catch (java.io.IOException x) {
      throw new AssertionError(x);
    }
    assertThat(e.type()).isEqualTo(AclEntryType.ALLOW);
    assertThat(e.principal()).isNotEqualTo(everyone);
  }

  private static AclEntry entry(UserPrincipal who, AclEntryPermission... perms) {
    return AclEntry.newBuilder()
        .setType(AclEntryType.ALLOW)
        .setPrincipal(who)
        .setPermissions(perms)
        .build();
  }

  private static AclFileAttributeView view(Path p) {
    return Files.getFileAttributeView(p, AclFileAttributeView.class);
  }

  private static List<AclEntry> acl(Path p) throws Exception {
    return view(p).getAcl();
  }
}
