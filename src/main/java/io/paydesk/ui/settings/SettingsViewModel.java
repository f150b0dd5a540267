package io.paydesk.ui.settings;

import io.paydesk.api.Environment;
import io.paydesk.ops.Connection;
import io.paydesk.ops.ConnectionCheck;
import io.paydesk.ops.ConnectionSettings;
import io.paydesk.ops.ServiceHealth;
import io.paydesk.rules.Rules;
import io.paydesk.store.PaymentQuery;
import io.paydesk.store.Store;
import io.paydesk.ui.ErrorText;
import io.paydesk.ui.Messages;
import io.paydesk.ui.ShellViewModel;
import io.paydesk.ui.TaskRunner;
import io.paydesk.ui.kit.MessageText;
import java.io.Writer;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The connection form. Keys typed here stay in memory: nothing of this form is written to disk.
 * Each field's error shows at the field before anything connects.
 */
public final class SettingsViewModel {
  /** The environments a user picks from. */
  public enum Target {
    EMBEDDED(null),
    SANDBOX(Environment.SANDBOX),
    PRODUCTION(Environment.PRODUCTION),
    EU_PRODUCTION(Environment.EU_PRODUCTION),
    CUSTOM(null);

    private final Environment environment;

    Target(Environment environment) {
      this.environment = environment;
    }

    public String baseUrl() {
      return environment == null ? null : environment.baseUrl();
    }

    public String label() {
      return Messages.get(this == EMBEDDED ? "settings.env.embedded" : "settings.env." + name());
    }
  }

  private final ShellViewModel shell;
  private final TaskRunner runner;
  private final ObjectProperty<Target> target = new SimpleObjectProperty<>(Target.EMBEDDED);
  private final StringProperty baseUrl = new SimpleStringProperty("");
  private final StringProperty accountId = new SimpleStringProperty("");
  private final StringProperty publicKey = new SimpleStringProperty("");
  private final StringProperty secretKey = new SimpleStringProperty("");
  private final MessageText baseUrlError = new MessageText();
  private final MessageText accountIdError = new MessageText();
  private final MessageText publicKeyError = new MessageText();
  private final MessageText secretKeyError = new MessageText();
  private final ReadOnlyStringWrapper storeLocation = new ReadOnlyStringWrapper("");
  private final MessageText storeContents = new MessageText();
  private final MessageText auditResult = new MessageText();
  private final ReadOnlyObjectWrapper<Boolean> auditIntact = new ReadOnlyObjectWrapper<>();
  private final ReadOnlyBooleanWrapper storeBusy = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyBooleanWrapper onSandbox = new ReadOnlyBooleanWrapper(false);
  private final MessageText sandboxResult = new MessageText();
  private final MessageText testResult = new MessageText();
  private final ReadOnlyObjectWrapper<Boolean> testPassed = new ReadOnlyObjectWrapper<>();
  private final ReadOnlyBooleanWrapper testing = new ReadOnlyBooleanWrapper(false);

  public SettingsViewModel(ShellViewModel shell, ConnectionSettings initial, TaskRunner runner) {
    this.shell = shell;
    this.runner = runner;
    if (!initial.embeddedSandbox()) {
      target.set(targetFor(initial.baseUrl()));
      baseUrl.set(initial.baseUrl());
      accountId.set(initial.accountId());
      publicKey.set(initial.publicApiKey());
      secretKey.set(initial.privateSecretKey());
    }
    target.addListener(
        (obs, old, now) -> {
          if (now.baseUrl() != null) {
            baseUrl.set(now.baseUrl());
          }
          clearErrors();
        });
    baseUrl.addListener((o, a, b) -> baseUrlError.set(""));
    accountId.addListener((o, a, b) -> accountIdError.set(""));
    publicKey.addListener((o, a, b) -> publicKeyError.set(""));
    secretKey.addListener((o, a, b) -> secretKeyError.set(""));
    shell
        .connectionProperty()
        .addListener(
            (obs, old, now) -> {
              auditResult.set("");
              auditIntact.set(null);
              sandboxResult.set("");
              onSandbox.set(now != null && now.isSandbox());
              refreshStore();
            });
    onSandbox.set(shell.connection() != null && shell.connection().isSandbox());
    shell.storeUpdatesProperty().addListener((obs, old, now) -> refreshStore());
  }

  /** Reads where the local store is, what it holds and its size (off the FX thread). */
  public void refreshStore() {
    Store store = store();
    if (store == null) {
      storeLocation.set("");
      storeContents.set("");
      return;
    }
    runner.run(
        () -> new StoreFacts(store.location(), store.payments().count(ALL), store.sizeBytes()),
        facts -> {
          if (store == store()) {
            storeLocation.set(facts.location());
            storeContents.say(
                () ->
                    facts.bytes() < 0
                        ? Messages.get("settings.store.contents", facts.payments())
                        : facts.bytes() < 1024 * 1024
                            ? Messages.get("settings.store.contentsUnderOneMb", facts.payments())
                            : Messages.get(
                                "settings.store.contentsAndSize",
                                facts.payments(),
                                megabytes(facts.bytes())));
          }
        },
        failure -> storeContents.say(() -> ErrorText.of(failure)));
  }

  /** Re-computes the audit log's hash chain and says whether it is intact. */
  public void checkAudit() {
    Store store = store();
    if (store == null || storeBusy.get()) {
      return;
    }
    storeBusy.set(true);
    runner.run(
        () -> store.audit().verify(),
        v -> {
          storeBusy.set(false);
          auditIntact.set(v.intact());
          auditResult.say(
              () ->
                  v.intact()
                      ? Messages.get("settings.store.auditIntact", v.rowsChecked())
                      : Messages.get(
                          "settings.store.audit." + v.kind().name(),
                          v.firstBadSeq(),
                          v.otherSeq()));
        },
        failure -> {
          storeBusy.set(false);
          auditIntact.set(null);
          auditResult.say(() -> ErrorText.of(failure));
        });
  }

  /**
   * Gives the store file's free space back (searches and operations wait meanwhile), then says how
   * big the file was and is.
   */
  public void compactStore() {
    Store store = store();
    if (store == null || storeBusy.get()) {
      return;
    }
    storeBusy.set(true);
    auditIntact.set(null);
    auditResult.say(() -> Messages.get("settings.store.compacting"));
    runner.run(
        () -> {
          long before = store.sizeBytes();
          store.compact();
          return new long[] {before, store.sizeBytes()};
        },
        sizes -> {
          storeBusy.set(false);
          auditResult.say(
              () ->
                  sizes[0] < 0 || sizes[1] < 0
                      ? Messages.get("settings.store.compactedNoSize")
                      : Messages.get(
                          "settings.store.compacted", megabytes(sizes[0]), megabytes(sizes[1])));
          refreshStore();
        },
        failure -> {
          storeBusy.set(false);
          auditResult.say(
              () -> Messages.get("settings.store.compactFailed", ErrorText.of(failure)));
        });
  }

  private static double megabytes(long bytes) {
    return bytes / (1024.0 * 1024.0);
  }

  /** Writes the whole audit log to a CSV file. */
  public void exportAudit(Path file) {
    Store store = store();
    if (store == null || storeBusy.get()) {
      return;
    }
    storeBusy.set(true);
    runner.run(
        () -> {
          try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            return store.audit().exportCsv(out, null, null);
          }
        },
        rows -> {
          storeBusy.set(false);
          auditIntact.set(null);
          auditResult.say(() -> Messages.get("settings.store.exported", rows, file.toString()));
        },
        failure -> {
          storeBusy.set(false);
          auditIntact.set(null);
          auditResult.say(() -> Messages.get("settings.store.exportFailed", ErrorText.of(failure)));
        });
  }

  private static final PaymentQuery ALL = PaymentQuery.builder().build();

  private record StoreFacts(String location, long payments, long bytes) {}

  /** The sentence the reset's confirmation shows: what will be forgotten, in words. */
  public String sandboxResetSentence() {
    Connection c = shell.connection();
    return Messages.get("settings.sandbox.confirm", c == null ? 0 : c.demoPaymentIds().size());
  }

  /**
   * Resets the embedded sandbox to its demo data (after the user confirmed) and replaces the
   * store's copies of the demo payments with the reset ones.
   */
  public void resetSandbox() {
    Connection c = shell.connection();
    if (c == null || !c.isSandbox() || storeBusy.get()) {
      return;
    }
    storeBusy.set(true);
    sandboxResult.say(() -> Messages.get("settings.sandbox.resetting"));
    runner.run(
        c::resetSandbox,
        n -> {
          storeBusy.set(false);
          sandboxResult.say(() -> Messages.get("settings.sandbox.done", n));
          shell.storeChanged();
        },
        failure -> {
          storeBusy.set(false);
          sandboxResult.say(() -> Messages.get("settings.sandbox.failed", ErrorText.of(failure)));
        });
  }

  /** True while connected to the embedded sandbox: its reset is offered. */
  public ReadOnlyBooleanProperty onSandboxProperty() {
    return onSandbox.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty sandboxResultProperty() {
    return sandboxResult.getReadOnlyProperty();
  }

  private Store store() {
    Connection c = shell.connectionProperty().get();
    return c == null ? null : c.store();
  }

  private static Target targetFor(String url) {
    for (Target t : Target.values()) {
      if (t.baseUrl() != null && t.baseUrl().equals(url)) {
        return t;
      }
    }
    return Target.CUSTOM;
  }

  /**
   * Checks every field, then connects; returns false (with messages at the fields) when not valid.
   */
  public boolean connect() {
    ConnectionSettings settings = checkedSettings();
    if (settings != null) {
      shell.connect(settings);
    }
    return settings != null;
  }

  /**
   * Checks every field, then tests those settings without connecting: says in words whether the
   * service answered, took the keys, and how long it took. The current connection stays.
   */
  public boolean testConnection() {
    ConnectionSettings settings = checkedSettings();
    if (settings == null) {
      return false;
    }
    testing.set(true);
    testPassed.set(null);
    testResult.say(() -> Messages.get("keys.test.running"));
    runner.run(
        () -> shell.checkConnection(settings),
        check -> {
          testing.set(false);
          testResult.set(sentence(check));
          testPassed.set(check.answer() == ServiceHealth.Answer.ANSWERING);
        },
        failure -> {
          testing.set(false);
          testResult.say(() -> Messages.get("keys.test.failed", ErrorText.of(failure)));
          testPassed.set(false);
        });
    return true;
  }

  private static String sentence(ConnectionCheck check) {
    long ms = check.took().toMillis();
    return switch (check.answer()) {
      case ANSWERING -> Messages.get("keys.test.answering", ms);
      case KEYS_REFUSED ->
          Messages.get(
              "keys.test.refused",
              ms,
              check.status(),
              check.code().isEmpty() ? "" : " \u00b7 " + check.code());
      case NOT_ANSWERING -> Messages.get("keys.test.notAnswering", ms);
    };
  }

  /** The settings the form describes, or null (with messages at the fields) when not valid. */
  private ConnectionSettings checkedSettings() {
    if (target.get() == Target.EMBEDDED) {
      clearErrors();
      return ConnectionSettings.embedded();
    }
    boolean ok = true;
    String url = trim(baseUrl.get());
    if (!validBaseUrl(url)) {
      baseUrlError.say(() -> Messages.get("settings.error.baseUrl"));
      ok = false;
    }
    if (!Rules.isUuid(trim(accountId.get()))) {
      accountIdError.say(() -> Messages.get("settings.error.accountId"));
      ok = false;
    }
    if (trim(publicKey.get()).isEmpty()) {
      publicKeyError.say(() -> Messages.get("settings.error.publicKey"));
      ok = false;
    } else if (isProduction() && Environment.isSandboxKey(trim(publicKey.get()))) {
      publicKeyError.say(() -> Messages.get("settings.error.sandboxKeyOnProduction"));
      ok = false;
    }
    if (trim(secretKey.get()).isEmpty()) {
      secretKeyError.say(() -> Messages.get("settings.error.secretKey"));
      ok = false;
    }
    if (!ok) {
      return null;
    }
    return ConnectionSettings.live(
        url.replaceAll("/+$", "").replaceAll("/v1$", ""),
        trim(accountId.get()),
        trim(publicKey.get()),
        trim(secretKey.get()));
  }

  /** What the last connection test found, in words ("" before one). */
  public ReadOnlyStringProperty testResultProperty() {
    return testResult.getReadOnlyProperty();
  }

  /**
   * Whether the last connection test found the service answering and taking the keys (null before
   * one or while it runs).
   */
  public ReadOnlyObjectProperty<Boolean> testPassedProperty() {
    return testPassed.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty testingProperty() {
    return testing.getReadOnlyProperty();
  }

  private boolean isProduction() {
    return target.get() == Target.PRODUCTION || target.get() == Target.EU_PRODUCTION;
  }

  static boolean validBaseUrl(String url) {
    try {
      URI uri = URI.create(url);
      if (uri.getHost() == null) {
        return false;
      }
      if ("https".equals(uri.getScheme())) {
        return true;
      }
      boolean local = uri.getHost().equals("127.0.0.1") || uri.getHost().equals("localhost");
      return "http".equals(uri.getScheme()) && local;
    } catch (IllegalArgumentException e) {
      return false;
    }
  }

  private void clearErrors() {
    baseUrlError.set("");
    accountIdError.set("");
    publicKeyError.set("");
    secretKeyError.set("");
  }

  private static String trim(String s) {
    return s == null ? "" : s.strip();
  }

  public ObjectProperty<Target> targetProperty() {
    return target;
  }

  public StringProperty baseUrlProperty() {
    return baseUrl;
  }

  public StringProperty accountIdProperty() {
    return accountId;
  }

  public StringProperty publicKeyProperty() {
    return publicKey;
  }

  public StringProperty secretKeyProperty() {
    return secretKey;
  }

  public ReadOnlyStringProperty baseUrlErrorProperty() {
    return baseUrlError.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty accountIdErrorProperty() {
    return accountIdError.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty publicKeyErrorProperty() {
    return publicKeyError.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty secretKeyErrorProperty() {
    return secretKeyError.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty storeLocationProperty() {
    return storeLocation.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty storeContentsProperty() {
    return storeContents.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty auditResultProperty() {
    return auditResult.getReadOnlyProperty();
  }

  /** True or false after a check; null before one, or after an export. */
  public ReadOnlyObjectProperty<Boolean> auditIntactProperty() {
    return auditIntact.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty storeBusyProperty() {
    return storeBusy.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty connectErrorProperty() {
    return shell.connectErrorProperty();
  }

  public ReadOnlyStringProperty connectionLabelProperty() {
    return shell.connectionLabelProperty();
  }
}
