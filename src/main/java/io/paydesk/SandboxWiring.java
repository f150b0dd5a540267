package io.paydesk;

import io.paydesk.api.model.ModelJson;
import io.paydesk.ops.CustomerSummary;
import io.paydesk.ops.EmbeddedSandbox;
import io.paydesk.ops.SandboxControl;
import io.paydesk.sandbox.Sandbox;
import io.paydesk.sandbox.SandboxOptions;
import java.util.List;

/** Hands the console its embedded sandbox: the one place where the two meet. */
public final class SandboxWiring implements SandboxControl {
  private final Sandbox sandbox;

  private SandboxWiring(Sandbox sandbox) {
    this.sandbox = sandbox;
  }

  /**
   * Lets the console start the embedded sandbox with the default demo data when it needs one,
   * keeping its state in the file the console names, encrypted with the password it gives.
   */
  public static void install() {
    EmbeddedSandbox.install(
        (stateFile, filePassword) ->
            new SandboxWiring(
                Sandbox.start(
                    SandboxOptions.defaults()
                        .withPersistFile(stateFile)
                        .withFilePassword(filePassword))));
  }

  @Override
  public String baseUrl() {
    return sandbox.baseUrl();
  }

  @Override
  public String accountId() {
    return sandbox.accountId();
  }

  @Override
  public String publicApiKey() {
    return Sandbox.DEFAULT_PUBLIC_API_KEY;
  }

  @Override
  public String privateSecretKey() {
    return Sandbox.DEFAULT_PRIVATE_SECRET_KEY;
  }

  @Override
  public List<String> demoPaymentIds() {
    return sandbox.demoPaymentIds();
  }

  @Override
  public List<String> demoPaymentJson(int limit) {
    return sandbox.demoPaymentJson(limit);
  }

  @Override
  public List<String> demoSubscriptionIds() {
    return sandbox.demoSubscriptionIds();
  }

  @Override
  public List<String> demoCustomerIds() {
    return sandbox.demoCustomerIds();
  }

  @Override
  public List<CustomerSummary> demoCustomers() {
    return sandbox.demoCustomerJson().stream()
        .map(json -> CustomerSummary.of(ModelJson.readCustomer(json)))
        .toList();
  }

  @Override
  public void deliverWebhooks(String url, String hmacSecret) {
    sandbox.deliverWebhooks(url, hmacSecret, 0, 0, 0);
  }

  @Override
  public void stopWebhooks() {
    sandbox.stopWebhooks();
  }

  @Override
  public void reset() {
    sandbox.reset();
  }

  @Override
  public void close() {
    sandbox.close();
  }
}
