package io.paydesk.ui.settings;

import io.paydesk.ops.ApiKeys;
import io.paydesk.ops.ConnectionSettings;
import io.paydesk.ui.base.ErrorText;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.TaskRunner;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * The connection's keys. Keys are typed once per profile (base URL and account id) and kept by
 * {@link ApiKeys}: in the credential store where there is one, else in memory until the console
 * closes; after that only the end of the public key is shown, with Replace and Forget.
 */
public final class ApiKeysViewModel {
  private final ApiKeys apiKeys;
  private final TaskRunner runner;
  private final ReadOnlyBooleanWrapper keysSaved = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyStringWrapper savedKeys = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper keysNote = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper keysResult = new ReadOnlyStringWrapper("");
  private final ReadOnlyBooleanWrapper replacingKeys = new ReadOnlyBooleanWrapper(false);
  private ConnectionForm form;

  /** The keys found for the profile the form shows, or null. */
  private ApiKeys.Pair saved;

  /** The profile {@link #saved} belongs to ("" for none). */
  private String savedFor = "";

  private boolean replacing;

  ApiKeysViewModel(ApiKeys apiKeys, TaskRunner runner) {
    this.apiKeys = apiKeys;
    this.runner = runner;
  }

  /** The connection form whose profile the keys belong to. */
  void attach(ConnectionForm form) {
    this.form = form;
  }

  /** The kept keys standing in for typed ones; null while keys are to be typed. */
  ApiKeys.Pair kept() {
    return saved != null && !replacing && savedFor.equals(form.profile()) ? saved : null;
  }

  /**
   * Keeps the typed keys of {@code settings} (credential store or memory), then shows them masked
   * only and runs {@code then}; a failure is said at the keys.
   */
  void keep(ConnectionSettings settings, Runnable then) {
    String profile = form.profile();
    keysResult.set("");
    runner.run(
        () ->
            apiKeys.keep(
                settings.baseUrl(),
                settings.accountId(),
                settings.publicApiKey(),
                settings.privateSecretKey()),
        pair -> {
          saved = pair;
          savedFor = profile;
          replacing = false;
          form.clearTypedKeys();
          showKeys();
          then.run();
        },
        this::failed);
  }

  /** Shows the key fields again to type new keys; the saved ones stay until those connect. */
  public void replaceKeys() {
    replacing = true;
    keysResult.set("");
    showKeys();
  }

  /** Gives up replacing: the kept keys are used again. */
  public void keepSavedKeys() {
    replacing = false;
    form.clearTypedKeys();
    showKeys();
  }

  /**
   * Forgets the form's profile keys on this computer (credential store and memory); the open
   * connection keeps working until another one is opened or the console closes.
   */
  public void forgetKeys() {
    String profile = form.profile();
    if (profile.isEmpty()) {
      return;
    }
    String url = form.url();
    String account = form.accountId();
    runner.run(
        () -> {
          apiKeys.forget(url, account);
          return profile;
        },
        forgotten -> {
          if (forgotten.equals(savedFor)) {
            saved = null;
          }
          replacing = false;
          keysResult.set(Messages.get("settings.keys.forgotten"));
          showKeys();
        },
        this::failed);
  }

  /** Says again where the keys are, in the language now chosen (a rebuilt view calls it). */
  public void showKeys() {
    boolean live = form.live();
    boolean ours = live && saved != null && savedFor.equals(form.profile());
    boolean show = ours && !replacing;
    keysSaved.set(show);
    replacingKeys.set(ours && replacing);
    savedKeys.set(
        saved == null ? "" : Messages.get("settings.keys.masked", saved.publicKeyEnding()));
    if (!live) {
      keysNote.set("");
    } else if (show) {
      keysNote.set(
          Messages.get(
              switch (saved.source()) {
                case CREDENTIAL_STORE -> "settings.keys.inCredentialStore";
                case MEMORY -> "settings.keys.inMemory";
                case ENVIRONMENT -> "settings.keys.fromEnvironment";
              }));
    } else {
      keysNote.set(
          Messages.get(
              apiKeys.persistent() ? "settings.keys.typeOnce" : "settings.keys.askedEachStart"));
    }
    form.check();
  }

  /** The form's profile changed: its saved keys are looked up. */
  void profileChanged() {
    String profile = form.profile();
    if (!profile.equals(savedFor)) {
      saved = null;
      savedFor = "";
      replacing = false;
    }
    showKeys();
    if (profile.isEmpty() || profile.equals(savedFor)) {
      return;
    }
    String url = form.url();
    String account = form.accountId();
    runner.run(
        () -> apiKeys.find(url, account),
        found -> {
          if (profile.equals(form.profile())) {
            saved = found.orElse(null);
            savedFor = saved == null ? "" : profile;
            showKeys();
          }
        },
        this::failed);
  }

  private void failed(Throwable failure) {
    keysResult.set(Messages.get("settings.keys.failed", ErrorText.of(failure)));
  }

  /** True when the form's profile has keys kept and they are not being replaced: shown masked. */
  public ReadOnlyBooleanProperty keysSavedProperty() {
    return keysSaved.getReadOnlyProperty();
  }

  /** True while new keys are typed over kept ones: they can still be kept instead. */
  public ReadOnlyBooleanProperty replacingKeysProperty() {
    return replacingKeys.getReadOnlyProperty();
  }

  /** The kept keys as the screen may show them: the public key's last four characters. */
  public ReadOnlyStringProperty savedKeysProperty() {
    return savedKeys.getReadOnlyProperty();
  }

  /** Where the keys are kept (or will be), in words ("" on the embedded sandbox). */
  public ReadOnlyStringProperty keysNoteProperty() {
    return keysNote.getReadOnlyProperty();
  }

  /** What Forget or keeping the keys did, in words ("" before). */
  public ReadOnlyStringProperty keysResultProperty() {
    return keysResult.getReadOnlyProperty();
  }

  /** A problem with the kept keys (sandbox keys on production), at the masked keys. */
  public ReadOnlyStringProperty keysErrorProperty() {
    return form.keptKeysErrorProperty();
  }
}
