package io.paydesk;

import static com.tngtech.archunit.base.DescribedPredicate.describe;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The layering, stated once here and alike in every package-info, src/site/markdown/kit.md and
 * README's "Where each part lives": ui -> ops -> (api, store, evidence, rules); every call to the
 * service and every write to the store goes through ops; the ui may read the store's query results
 * and show the client's model types. Inside ui: the shell (io.paydesk.ui) on top, then the features
 * (one package per area), the kit (ui.kit), the base (ui.base); no feature imports another. Below
 * ops: store -> api.model; api -> rules; rules -> nothing of the console. The sandbox stands alone.
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
  void formsAskOpsForAVerdictNotTheClientsRules() {
    noClasses()
        .that()
        .resideInAPackage("io.paydesk.ui..")
        .should()
        .dependOnClassesThat()
        .haveFullyQualifiedName("io.paydesk.api.RequestRules")
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

  /** The store's classes that open, encrypt, migrate or keep up a store: ops' alone. */
  private static final DescribedPredicate<JavaClass> STORE_OPENING =
      describe(
          "the store's opening, encryption, migrations or upkeep",
          c ->
              java.util.Set.of(
                      "io.paydesk.store.Stores",
                      "io.paydesk.store.StoreEncryption",
                      "io.paydesk.store.Migrations",
                      "io.paydesk.store.H2Upkeep")
                  .contains(c.getName()));

  /** The store's methods that write (repositories, journal, audit log, drafts, settings). */
  private static final java.util.regex.Pattern STORE_WRITE =
      java.util.regex.Pattern.compile(
          "(save|delete|draft|mark|record|recover|remember|renew|replace|resolve|upsert|compact"
              + "|write|put|rekey).*");

  @Test
  void screensWriteTheStoreOnlyThroughOps() {
    noClasses()
        .that()
        .resideInAPackage("io.paydesk.ui..")
        .should()
        .callMethodWhere(
            describe(
                "a write of the store",
                call ->
                    call.getTargetOwner().getPackageName().equals("io.paydesk.store")
                        && STORE_WRITE.matcher(call.getName()).matches()))
        .orShould()
        .dependOnClassesThat(STORE_OPENING)
        .check(classes);
  }

  @Test
  void theEntryPointsCommandsOpenStoresOnlyThroughOps() {
    noClasses()
        .that()
        .resideInAPackage("io.paydesk")
        .should()
        .dependOnClassesThat(STORE_OPENING)
        .check(classes);
    noClasses()
        .that()
        .haveNameMatching("io\\.paydesk\\.[A-Za-z]+Command(\\$.*)?")
        .should()
        .dependOnClassesThat()
        .resideInAPackage("io.paydesk.ui..")
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

  /** The features: every package under ui but base and kit. */
  private static final DescribedPredicate<JavaClass> FEATURE =
      describe("in a feature package", c -> feature(c.getPackageName()) != null);

  private static String feature(String packageName) {
    if (!packageName.startsWith("io.paydesk.ui.")) {
      return null;
    }
    String first = packageName.substring("io.paydesk.ui.".length()).split("\\.")[0];
    return first.equals("base") || first.equals("kit") ? null : first;
  }

  /** The ui's parts: the shell (the root), each feature, the kit, the base. */
  private static final SliceAssignment UI_PARTS =
      new SliceAssignment() {
        @Override
        public SliceIdentifier getIdentifierOf(JavaClass c) {
          String name = c.getPackageName();
          if (name.equals("io.paydesk.ui")) {
            return SliceIdentifier.of("shell");
          }
          if (name.startsWith("io.paydesk.ui.")) {
            return SliceIdentifier.of(name.substring("io.paydesk.ui.".length()).split("\\.")[0]);
          }
          return SliceIdentifier.ignore();
        }

        @Override
        public String getDescription() {
          return "the ui's parts (shell, features, kit, base)";
        }
      };

  private static final SliceAssignment FEATURES =
      new SliceAssignment() {
        @Override
        public SliceIdentifier getIdentifierOf(JavaClass c) {
          String f = feature(c.getPackageName());
          return f == null ? SliceIdentifier.ignore() : SliceIdentifier.of(f);
        }

        @Override
        public String getDescription() {
          return "the ui's features";
        }
      };

  @Test
  void uiPartsDependOnEachOtherWithoutCycles() {
    slices().assignedFrom(UI_PARTS).should().beFreeOfCycles().check(classes);
  }

  @Test
  void noFeatureImportsAnotherFeature() {
    slices().assignedFrom(FEATURES).should().notDependOnEachOther().check(classes);
  }

  @Test
  void featuresImportNothingOfTheShell() {
    noClasses()
        .that(FEATURE)
        .should()
        .dependOnClassesThat(
            DescribedPredicate.<JavaClass>describe(
                "in the shell (io.paydesk.ui)", c -> c.getPackageName().equals("io.paydesk.ui")))
        .check(classes);
  }

  @Test
  void baseImportsNothingOfTheUiAboveIt() {
    noClasses()
        .that()
        .resideInAPackage("io.paydesk.ui.base..")
        .should()
        .dependOnClassesThat(
            DescribedPredicate.<JavaClass>describe(
                "in the ui outside base",
                c ->
                    c.getPackageName().startsWith("io.paydesk.ui")
                        && !c.getPackageName().startsWith("io.paydesk.ui.base")))
        .check(classes);
  }

  @Test
  void kitImportsOnlyTheBaseOfTheUi() {
    noClasses()
        .that()
        .resideInAPackage("io.paydesk.ui.kit..")
        .should()
        .dependOnClassesThat(
            describe(
                "in the ui outside kit and base",
                c ->
                    c.getPackageName().startsWith("io.paydesk.ui")
                        && !c.getPackageName().startsWith("io.paydesk.ui.kit")
                        && !c.getPackageName().startsWith("io.paydesk.ui.base")))
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
