package io.paydesk;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ops.AppPaths;
import io.paydesk.ops.CredentialStore;
import io.paydesk.ops.StoreKeys;
import io.paydesk.store.StoreKey;
import io.paydesk.ui.PaydeskApp;
import io.paydesk.ui.TestConsole;
import io.paydesk.ui.pages.PaymentsPage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;

/**
 * Runs near the end (see junit-platform.properties): the console runs on the embedded sandbox with
 * its data folder under target/test-data, stores the demo payments and shows one, then closes; then
 * every file it wrote there is read as bytes, as `strings` would, for the demo customers' names,
 * e-mails and document numbers and for the key material (the passphrase, the master key, the
 * sandbox's file password). The stores are encrypted, so none is found.
 */
@Order(Integer.MAX_VALUE - 1)
class StoreFilesHoldNoPlainTextTest {
  private static final Path DATA = Path.of("target", "test-data", "plain-text-scan");

  @Test
  void noFileTheConsoleWroteHoldsADemoCustomerOrAKeyInClear() throws Exception {
    deleteTree(DATA);
    Files.createDirectories(DATA);
    PaydeskApp app = TestConsole.startWithDemoStore(DATA.toAbsolutePath(), 300);
    try {
      new PaymentsPage(new FxRobot()).open().lookUp("DEMO-AIRLINE-0001");
    } finally {
      FxToolkit.cleanupApplication(app);
      FxToolkit.cleanupStages();
      System.clearProperty(AppPaths.DATA_DIR_PROPERTY);
    }

    Set<String> secrets = new TreeSet<>(LogsHoldNoPersonalDataTest.demoPersonalValues());
    assertThat(secrets).hasSizeGreaterThan(100);
    String passphrase = System.getenv(StoreKeys.PASSPHRASE_ENV);
    assertThat(passphrase).isNotBlank();
    secrets.add(passphrase);
    StoreKey key =
        new StoreKeys(DATA.toAbsolutePath(), System.getenv(), CredentialStore.NONE, null).key();
    secrets.add(Base64.getEncoder().encodeToString(key.bytes()));
    secrets.add(key.filePasswordFor("sandbox-service"));

    List<String> files = new ArrayList<>();
    List<String> found = new ArrayList<>();
    try (Stream<Path> all = Files.walk(DATA)) {
      for (Path p : (Iterable<Path>) all.filter(Files::isRegularFile)::iterator) {
        files.add(p.getFileName().toString());
        String latin1 = new String(Files.readAllBytes(p), StandardCharsets.ISO_8859_1);
        String utf8 = new String(Files.readAllBytes(p), StandardCharsets.UTF_8);
        for (String s : secrets) {
          if ((latin1.contains(s) || utf8.contains(s)) && found.size() < 10) {
            found.add(p.getFileName() + ": a value of " + s.length() + " characters");
          }
        }
      }
    }
    assertThat(files).contains("sandbox.mv.db", "sandbox-service.mv.db");
    assertThat(found).as("files holding a demo customer or a key in clear").isEmpty();
  }

  private static void deleteTree(Path p) throws Exception {
    if (!Files.exists(p)) {
      return;
    }
    try (Stream<Path> files = Files.walk(p)) {
      files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
    }
  }
}
