package io.paydesk.api;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.ArchConfiguration;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.net.URISyntaxException;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The client layer's own dependency rules. */
class LayeringTest {
  static JavaClasses classes;

  @BeforeAll
  static void importClasses() {
    // Only our own classes are needed: do not resolve every dependency from the class path.
    ArchConfiguration config = ArchConfiguration.get();
    boolean resolve = config.resolveMissingDependenciesFromClassPath();
    config.setResolveMissingDependenciesFromClassPath(false);
    try {
      classes = importOwn();
    } finally {
      config.setResolveMissingDependenciesFromClassPath(resolve);
    }
  }

  private static JavaClasses importOwn() {
    try {
      Path root =
          Path.of(PaydeskClient.class.getProtectionDomain().getCodeSource().getLocation().toURI());
      return new ClassFileImporter()
          .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
          .importPaths(root.resolve("io/paydesk/api"), root.resolve("io/paydesk/rules"));
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  @Test
  void client_layer_uses_no_javafx_no_jdbc_and_nothing_of_store_ui_or_sandbox() {
    noClasses()
        .that()
        .resideInAnyPackage("io.paydesk.api..", "io.paydesk.rules..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "javafx..",
            "java.sql..",
            "javax.sql..",
            "io.paydesk.store..",
            "io.paydesk.ui..",
            "io.paydesk.sandbox..")
        .check(classes);
  }

  @Test
  void model_does_not_depend_on_the_client_or_the_rules() {
    noClasses()
        .that()
        .resideInAPackage("io.paydesk.api.model..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage("io.paydesk.rules..")
        .orShould()
        .dependOnClassesThat()
        .resideInAPackage("io.paydesk.api")
        .check(classes);
  }

  @Test
  void rules_depend_only_on_the_model_not_on_the_client() {
    noClasses()
        .that()
        .resideInAPackage("io.paydesk.rules..")
        .should()
        .dependOnClassesThat()
        .resideInAPackage("io.paydesk.api")
        .check(classes);
  }
}
