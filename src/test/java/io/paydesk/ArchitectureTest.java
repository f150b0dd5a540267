package io.paydesk;

import static com.tngtech.archunit.base.DescribedPredicate.describe;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The layer directions of DESIGN.md: ui -> ops, api, store, rules; ops -> api, store; store ->
 * api.model; api -> rules; rules -> nothing of the console (no loop between rules and the client);
 * the sandbox stands alone.
 */
class ArchitectureTest {
  private static JavaClasses classes;

  @BeforeAll
  static void importClasses() {
    classes =
        new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("io.paydesk");
  }

  @Test
  void clientLayerUsesNoJavaFxNoJdbcAndNothingAboveIt() {
    noClasses()
        .that()
        .resideInAPackage("io.paydesk.api..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "javafx..",
            "java.sql..",
            "io.paydesk.ui..",
            "io.paydesk.store..",
            "io.paydesk.sandbox..")
        .check(classes);
  }

  @Test
  void modelDependsOnNoServiceClass() {
    noClasses()
        .that()
        .resideInAPackage("io.paydesk.api.model..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage("okhttp3..", "io.paydesk.rules..")
        .check(classes);
    noClasses()
        .that()
        .resideInAPackage("io.paydesk.api.model..")
        .should()
        .dependOnClassesThat()
        .resideInAPackage("io.paydesk.api")
        .check(classes);
  }

  @Test
  void rulesDependOnNoOtherPackageOfTheConsole() {
    noClasses()
        .that()
        .resideInAPackage("io.paydesk.rules..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "javafx..",
            "java.sql..",
            "okhttp3..",
            "com.fasterxml..",
            "io.paydesk.api..",
            "io.paydesk.ops..",
            "io.paydesk.ui..",
            "io.paydesk.store..",
            "io.paydesk.sandbox..")
        .check(classes);
  }

  @Test
  void storeReadsOnlyTheModelOfTheClientAndNoJavaFx() {
    noClasses()
        .that()
        .resideInAPackage("io.paydesk.store..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage("javafx..", "okhttp3..", "io.paydesk.ui..", "io.paydesk.sandbox..")
        .check(classes);
    noClasses()
        .that()
        .resideInAPackage("io.paydesk.store..")
        .should()
        .dependOnClassesThat()
        .resideInAPackage("io.paydesk.api")
        .check(classes);
  }

  @Test
  void moneyOperationsUseTheClientAndTheStoreButNoJavaFx() {
    noClasses()
        .that()
        .resideInAPackage("io.paydesk.ops..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage("javafx..", "io.paydesk.ui..", "io.paydesk.sandbox..")
        .check(classes);
  }

  @Test
  void sandboxSharesNoClassWithTheConsole() {
    noClasses()
        .that()
        .resideInAPackage("io.paydesk.sandbox..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "javafx..",
            "io.paydesk.api..",
            "io.paydesk.store..",
            "io.paydesk.ui..",
            "io.paydesk.rules..",
            "io.paydesk.ops..")
        .check(classes);
  }

  @Test
  void noJdbcOutsideTheStoreAndTheSandboxOwnFile() {
    noClasses()
        .that()
        .resideOutsideOfPackages("io.paydesk.store..", "io.paydesk.sandbox..")
        .should()
        .dependOnClassesThat()
        .haveFullyQualifiedName("java.sql.Connection")
        .orShould()
        .dependOnClassesThat()
        .haveFullyQualifiedName("java.sql.DriverManager")
        .orShould()
        .dependOnClassesThat()
        .haveFullyQualifiedName("java.sql.PreparedStatement")
        .orShould()
        .dependOnClassesThat()
        .haveFullyQualifiedName("java.sql.ResultSet")
        .orShould()
        .dependOnClassesThat()
        .haveFullyQualifiedName("javax.sql.DataSource")
        .check(classes);
  }

  @Test
  void nothingBelowTheUiReachesIntoIt() {
    noClasses()
        .that()
        .resideOutsideOfPackages("io.paydesk.ui..", "io.paydesk")
        .should()
        .dependOnClassesThat()
        .resideInAPackage("io.paydesk.ui..")
        .check(classes);
  }

  @Test
  void viewsImportNoClientStoreOrOpsType() {
    noClasses()
        .that()
        .haveSimpleNameEndingWith("View")
        .or()
        .haveSimpleName("MainWindow")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage("io.paydesk.api..", "io.paydesk.store..", "io.paydesk.ops..")
        .check(classes);
  }

  @Test
  void theConsoleNeverStartsOrReadsTheSandbox() {
    noClasses()
        .that()
        .resideInAnyPackage("io.paydesk.ui..", "io.paydesk.ops..")
        .should()
        .dependOnClassesThat()
        .resideInAPackage("io.paydesk.sandbox..")
        .check(classes);
  }

  @Test
  void onlyOpsCallsTheClientsWriteOperations() {
    noClasses()
        .that()
        .resideOutsideOfPackages("io.paydesk.ops..", "io.paydesk.api..")
        .should()
        .callMethodWhere(
            describe(
                "a write operation of a client service",
                call ->
                    call.getTargetOwner().getPackageName().equals("io.paydesk.api")
                        && call.getTargetOwner().getSimpleName().endsWith("Service")
                        && !call.getName().startsWith("retrieve")
                        && !call.getName().startsWith("list")))
        .check(classes);
  }

  @Test
  void screensSeeOperationsThroughOpsResultsNotJournalRows() {
    noClasses()
        .that()
        .resideInAPackage("io.paydesk.ui..")
        .should()
        .dependOnClassesThat()
        .haveFullyQualifiedName("io.paydesk.store.JournalEntry")
        .orShould()
        .dependOnClassesThat()
        .haveFullyQualifiedName("io.paydesk.store.JournalState")
        .check(classes);
  }

  @Test
  void screensReachTheServiceOnlyThroughOps() {
    noClasses()
        .that()
        .resideInAPackage("io.paydesk.ui..")
        .should()
        .dependOnClassesThat()
        .haveFullyQualifiedName("io.paydesk.api.PaydeskClient")
        .check(classes);
  }

  @Test
  void evidenceFilesDependOnlyOnRulesTheModelAndPdfBox() {
    noClasses()
        .that()
        .resideInAPackage("io.paydesk.evidence..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "javafx..",
            "java.sql..",
            "okhttp3..",
            "io.paydesk.api",
            "io.paydesk.ops..",
            "io.paydesk.ui..",
            "io.paydesk.store..",
            "io.paydesk.sandbox..")
        .check(classes);
    noClasses()
        .that()
        .resideInAPackage("io.paydesk.ui..")
        .should()
        .dependOnClassesThat()
        .resideInAPackage("io.paydesk.evidence..")
        .check(classes);
  }

  @Test
  void theInboxWorksThroughOpsAndOpsNeverCallsIt() {
    noClasses()
        .that()
        .resideInAPackage("io.paydesk.inbox..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "javafx..",
            "io.paydesk.ui..",
            "io.paydesk.sandbox..",
            "io.paydesk.api",
            "io.paydesk.rules..",
            "io.paydesk.evidence..")
        .check(classes);
    noClasses()
        .that()
        .resideOutsideOfPackages("io.paydesk.inbox..", "io.paydesk")
        .should()
        .dependOnClassesThat()
        .resideInAPackage("io.paydesk.inbox..")
        .check(classes);
    noClasses()
        .that()
        .resideOutsideOfPackage("io.paydesk.inbox..")
        .should()
        .dependOnClassesThat()
        .resideInAPackage("org.eclipse.jetty..")
        .check(classes);
  }
}
