package io.paydesk.ui;

import static java.util.concurrent.TimeUnit.SECONDS;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.paydesk.api.RequestOptions;
import io.paydesk.api.model.Payment;
import io.paydesk.api.model.PaymentCreateRequest;
import io.paydesk.api.model.PaymentMethod;
import io.paydesk.ops.AppPaths;
import io.paydesk.store.TeamLogins;
import io.paydesk.store.TeamSetup;
import io.paydesk.store.TeamUsers;
import io.paydesk.store.TestTeamDatabase;
import io.paydesk.ui.base.Looks;
import io.paydesk.ui.base.ServiceState;
import io.paydesk.ui.pages.PaymentsPage;
import io.paydesk.ui.pages.PayoutsPage;
import io.paydesk.ui.pages.SettingsPage;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The console on a team store, signed in through Settings as support, disputes, finance and manager
 * in turn: the status bar names the person and each sees only the actions of its role (a refund for
 * support, a payout's Review for finance), the others the reason; a wrong password is said in
 * words.
 */
class TeamRolesScreenTest {
  @TempDir static Path dataDir;
  private static PaydeskApp app;
  private static String url;
  private static final Map<String, String[]> PEOPLE = new HashMap<>();
  private static Locale before;
  private final FxRobot robot = new FxRobot();
  private final SettingsPage settings = new SettingsPage(robot);
  private final PaymentsPage payments = new PaymentsPage(robot);
  private final PayoutsPage payouts = new PayoutsPage(robot);

  @BeforeAll
  static void startConsole() throws Exception {
    String[] db = TestTeamDatabase.create("C");
    assumeTrue(db != null, () -> "No PostgreSQL: " + TestTeamDatabase.whyUnavailable());
    url = db[0];
    String prefix = "ui" + Long.toString(System.nanoTime(), 36);
    TeamSetup.init(url, db[1], db[2], prefix + "_admin");
    TeamUsers owner = new TeamUsers(url, db[1], db[2]);
    for (String role : List.of("support", "disputes", "finance", "manager")) {
      String name = prefix + "_" + role;
      PEOPLE.put(
          role,
          new String[] {name, new String(owner.add(name, List.of(role)).generatedPassword())});
    }
    String second = prefix + "_disputes2";
    String first = new String(owner.add(second, List.of("disputes")).generatedPassword());
    new TeamUsers(url, second, first).changePassword((first + "-mine").toCharArray());
    PEOPLE.put("disputes2", new String[] {second, first + "-mine"});
    before = Locale.getDefault();
    Locale.setDefault(Locale.ENGLISH);
    System.setProperty(AppPaths.DATA_DIR_PROPERTY, dataDir.toString());
    FxToolkit.registerPrimaryStage();
    app = (PaydeskApp) FxToolkit.setupApplication(PaydeskApp.class);
    WaitForAsyncUtils.waitFor(
        60, SECONDS, () -> app.shell().serviceStateProperty().get() == ServiceState.ANSWERING);
  }

  @AfterAll
  static void closeConsole() throws Exception {
    if (app != null) {
      FxToolkit.cleanupApplication(app);
      FxToolkit.cleanupStages();
    }
    System.clearProperty(AppPaths.DATA_DIR_PROPERTY);
    if (before != null) {
      Locale.setDefault(before);
    }
  }

  /**
   * Signs in through Settings; at a first sign-in the console asks for the person's own password,
   * which is chosen as a user does and then is the only one the team store takes.
   */
  private void signIn(String role) throws Exception {
    String[] p = PEOPLE.get(role);
    settings.open().teamStore(url, p[0], p[1]).connect();
    if (!p[1].endsWith("-mine")) {
      // Signing in loads the sandbox's demo payments into the team store: slow on a busy machine.
      WaitForAsyncUtils.waitFor(
          120, SECONDS, () -> robot.lookup("#passphrase-again").tryQuery().isPresent());
      PasswordField again = robot.lookup("#passphrase-again").queryAs(PasswordField.class);
      Screenshots.save(again.getScene(), "team-first-password-" + role);
      PasswordField first =
          robot
              .lookup(".password-field")
              .match(n -> n != again && n.getScene() == again.getScene())
              .queryAs(PasswordField.class);
      String mine = p[1] + "-mine";
      robot.interact(
          () -> {
            first.setText(mine);
            again.setText(mine);
          });
      robot.clickOn(
          robot
              .lookup(".button")
              .match(
                  n ->
                      n.getScene() == again.getScene()
                          && "Save my password".equals(((Button) n).getText()))
              .queryButton());
      WaitForAsyncUtils.waitFor(
          30,
          SECONDS,
          () ->
              app.runner().runningProperty().get() == 0
                  && TeamLogins.probe(url, p[0], mine, java.time.Duration.ofSeconds(5)).outcome()
                      == TeamLogins.Outcome.SIGNED_IN);
      assertThat(TeamLogins.probe(url, p[0], p[1], java.time.Duration.ofSeconds(5)).outcome())
          .as("the first password no longer signs in")
          .isEqualTo(TeamLogins.Outcome.WRONG_PASSWORD);
      p[1] = mine;
    }
    WaitForAsyncUtils.waitFor(
        60,
        SECONDS,
        () ->
            p[0].equals(app.shell().personProperty().get().name())
                && app.runner().runningProperty().get() == 0);
  }

  private String personShown() {
    Label l = robot.lookup("#personLabel").queryAs(Label.class);
    return l.isVisible() ? l.getText() : "";
  }

  @Test
  void eachRoleSeesOnlyItsActions() throws Exception {
    Payment paid = captured();
    for (String role : List.of("support", "disputes", "finance", "manager")) {
      signIn(role);
      String name = PEOPLE.get(role)[0];
      String roleWord = Character.toUpperCase(role.charAt(0)) + role.substring(1);
      assertThat(personShown()).isEqualTo("Signed in: " + name + " (" + roleWord + ")");

      payments.open().lookUp(paid.id());
      WaitForAsyncUtils.waitFor(
          20,
          SECONDS,
          () -> app.runner().runningProperty().get() == 0 && paid.id().equals(payments.shownId()));
      assertThat(robot.lookup("#refundButton").query().isVisible())
          .as(role + " offered a refund")
          .isEqualTo(role.equals("support"));

      payouts.open();
      payouts.newPayout();
      assertThat(payouts.reviewOffered())
          .as(role + " offered a payout's review")
          .isEqualTo(role.equals("finance"));
      if (!role.equals("finance")) {
        assertThat(payouts.summary())
            .isEqualTo("This needs the Finance role; you are signed in as " + roleWord + ".");
        Screenshots.save(robot.targetWindow().getScene(), "team-payout-as-" + role);
        new io.paydesk.ui.pages.BulkPayoutsPage(robot).open();
        Label note = robot.lookup("#bulkRoleNote").queryAs(Label.class);
        assertThat(note.isVisible() ? note.getText() : "")
            .isEqualTo("This needs the Finance role; you are signed in as " + roleWord + ".");
      }
    }
  }

  @Test
  void aWrongPasswordAndACertificateRefusalAreSaidInEachLanguage() throws Exception {
    String[] p = PEOPLE.get("disputes");
    java.nio.file.Path ca =
        java.nio.file.Files.writeString(
            dataDir.resolve("team-ca.crt"), "not the server's authority");
    java.net.URI server = java.net.URI.create(url.substring("jdbc:".length()));
    String address = server.getHost();
    Map<Looks.Language, String[]> said =
        Map.of(
            Looks.Language.ENGLISH,
            new String[] {
              "The server refused user "
                  + p[0]
                  + " with that password: check both, or ask an admin to set a new password.",
              "The server at "
                  + address
                  + " did not show a certificate this computer trusts: check the authority's"
                  + " certificate and the certificate check."
            },
            Looks.Language.SPANISH,
            new String[] {
              "El servidor rechazó al usuario "
                  + p[0]
                  + " con esa contraseña: revise ambos o pida a un administrador una contraseña"
                  + " nueva.",
              "El servidor en "
                  + address
                  + " no mostró un certificado en el que este equipo confíe: revise el certificado"
                  + " de la autoridad y la verificación."
            },
            Looks.Language.PORTUGUESE_BR,
            new String[] {
              "O servidor recusou o usuário "
                  + p[0]
                  + " com essa senha: confira ambos ou peça a um administrador uma senha nova.",
              "O servidor em "
                  + address
                  + " não mostrou um certificado em que este computador confie: confira o"
                  + " certificado da autoridade e a verificação."
            });
    try {
      for (Looks.Language language :
          List.of(Looks.Language.ENGLISH, Looks.Language.SPANISH, Looks.Language.PORTUGUESE_BR)) {
        robot.interact(() -> app.looks().languageProperty().set(language));
        String[] expected = said.get(language);
        settings.open().teamStore(url, p[0], "not-" + p[1] + "-at-all").testTeamStore();
        WaitForAsyncUtils.waitFor(
            30, SECONDS, () -> settings.text("teamResult").equals(expected[0]));
        Screenshots.save(
            robot.targetWindow().getScene(),
            "team-wrong-password-" + language.name().toLowerCase());

        // The authority's certificate named: this server (no TLS at all) is refused.
        settings.teamCertificate(ca.toString()).testTeamStore();
        WaitForAsyncUtils.waitFor(
            30, SECONDS, () -> settings.text("teamResult").equals(expected[1]));
        Screenshots.save(
            robot.targetWindow().getScene(), "team-certificate-" + language.name().toLowerCase());
        settings.teamCertificate("");
      }
    } finally {
      robot.interact(() -> app.looks().languageProperty().set(Looks.Language.ENGLISH));
    }
  }

  /**
   * A second console (another agent's login, its own store and pool) stores a chargeback, claims it
   * and adds a file to its evidence set: each shows in this console without a click.
   */
  @Test
  void anotherAgentsChangesAppearWithoutARefresh() throws Exception {
    signIn("disputes");
    io.paydesk.ui.pages.DisputesPage disputes = new io.paydesk.ui.pages.DisputesPage(robot);
    disputes.open().showAll(); // the example's chargeback is older than its response window
    String[] p = PEOPLE.get("disputes2");
    try (io.paydesk.store.Store other =
        io.paydesk.store.Stores.open(url, p[0], p[1], "team", dataDir.resolve("second.key"))) {
      // A new chargeback at the service, which the second agent looks up.
      io.paydesk.ops.Connection service = app.shell().connection();
      String id = captured().id();
      java.net.http.HttpResponse<String> opened =
          java.net.http.HttpClient.newHttpClient()
              .send(
                  java.net.http.HttpRequest.newBuilder(
                          java.net.URI.create(
                              service.sandboxBaseUrl() + "/sandbox/payments/" + id + "/chargeback"))
                      .POST(java.net.http.HttpRequest.BodyPublishers.ofString("{}"))
                      .header("Content-Type", "application/json")
                      .build(),
                  java.net.http.HttpResponse.BodyHandlers.ofString());
      assertThat(opened.statusCode()).isEqualTo(200);
      Payment payment = service.client().payments().retrieve(id);
      assertThat(disputes.lists(id)).isFalse();
      long t0 = System.nanoTime();
      other.payments().upsert(payment);
      WaitForAsyncUtils.waitFor(10, SECONDS, () -> disputes.lists(id));
      long listed = System.nanoTime() - t0;

      io.paydesk.ops.DisputeOperations theirs =
          new io.paydesk.ops.DisputeOperations(null, other, "acc");
      t0 = System.nanoTime();
      theirs.claim(id);
      WaitForAsyncUtils.waitFor(
          10, SECONDS, () -> p[0].equals(disputes.cell(disputes.rowOf(id), "disputeClaimColumn")));
      long claimed = System.nanoTime() - t0;

      io.paydesk.ui.pages.EvidencePage evidence = disputes.openRow(disputes.rowOf(id));
      WaitForAsyncUtils.waitFor(
          20,
          SECONDS,
          () -> app.runner().runningProperty().get() == 0 && !evidence.claim().isEmpty());
      assertThat(evidence.claim()).startsWith(p[0] + " is working on this chargeback since ");

      String chargeback =
          other.transactions().chargebacks().stream()
              .filter(r -> r.payment().id().equals(id))
              .findFirst()
              .orElseThrow()
              .transactionId();
      t0 = System.nanoTime();
      theirs.saveDraft(
          io.paydesk.ops.EvidenceDraft.start(id, chargeback, false)
              .withFiles(
                  List.of(
                      new io.paydesk.ops.EvidenceDraft.Item(
                          "delivery.pdf", "OTHERS", io.paydesk.evidence.EvidenceSamples.pdf(1)))));
      WaitForAsyncUtils.waitFor(
          10, SECONDS, () -> evidence.fileCount() == 1 && !evidence.notice().isEmpty());
      long drafted = System.nanoTime() - t0;
      assertThat(evidence.notice()).startsWith(p[0] + " changed this evidence set at ");
      Screenshots.save(robot.targetWindow().getScene(), "team-evidence-live");
      System.out.printf(
          "live from another console: chargeback listed in %d ms, claim shown in %d ms, evidence"
              + " file shown in %d ms%n",
          listed / 1_000_000, claimed / 1_000_000, drafted / 1_000_000);
      // The other agent's send moves the payment on: this screen shows its new state.
      com.fasterxml.jackson.databind.node.ObjectNode sent =
          (com.fasterxml.jackson.databind.node.ObjectNode)
              new com.fasterxml.jackson.databind.ObjectMapper()
                  .readTree(other.payments().findJson(id).orElseThrow());
      sent.put("status", "IN_DISPUTE").put("sub_status", "PENDING_REVIEW");
      sent.put("updated_at", java.time.Instant.now().plusSeconds(1).toString());
      theirs.discardDraft(id);
      WaitForAsyncUtils.waitFor(10, SECONDS, () -> evidence.fileCount() == 0);
      other.payments().upsertJson(sent.toString());
      WaitForAsyncUtils.waitFor(
          10,
          SECONDS,
          () -> evidence.state().startsWith("Evidence sent") && evidence.fileCount() == 0);
      theirs.release(id);
    }
  }

  /** A card payment captured at once in the console's sandbox. */
  private Payment captured() {
    return app.shell()
        .connection()
        .client()
        .payments()
        .create(
            PaymentCreateRequest.builder()
                .accountId(app.shell().connection().accountId())
                .merchantOrderId("ORD-TEAM-" + UUID.randomUUID())
                .description("Team roles")
                .amount(new BigDecimal("120.00"), "USD")
                .country("US")
                .checkoutSession(UUID.randomUUID().toString())
                .paymentMethod(PaymentMethod.token(UUID.randomUUID().toString()))
                .build(),
            RequestOptions.NONE);
  }
}
