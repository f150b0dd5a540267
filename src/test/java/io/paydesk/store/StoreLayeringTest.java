package io.paydesk.store;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.ArchConfiguration;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.net.URISyntaxException;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The store depends on the client's model only: no JavaFX, no services, no UI, no sandbox. */
class StoreLayeringTest {
  static JavaClasses classes;

  @BeforeAll
  static void importClasses() throws URISyntaxException {
    ArchConfiguration config = ArchConfiguration.get();
    boolean resolve = config.resolveMissingDependenciesFromClassPath();
    config.setResolveMissingDependenciesFromClassPath(false);
    try {
      Path root = Path.of(Store.class.getProtectionDomain().getCodeSource().getLocation().toURI());
      classes =
          new ClassFileImporter()
              .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
              .importPaths(root.resolve("io/paydesk/store"));
    } finally {
      config.setResolveMissingDependenciesFromClassPath(resolve);
    }
  }

  @Test
  void storeUsesTheModelOnlyAndNoJavafx() {
    noClasses()
        .that()
        .resideInAPackage("io.paydesk.store..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "javafx..",
            "okhttp3..",
            "io.paydesk.ui..",
            "io.paydesk.sandbox..",
            "io.paydesk.rules..")
        .orShould()
        .dependOnClassesThat()
        .resideInAPackage("io.paydesk.api")
        .check(classes);
  }
}
