package io.paydesk.ops;

import io.paydesk.api.ClientConfig;
import io.paydesk.api.PaydeskClient;
import io.paydesk.sandbox.Sandbox;
import io.paydesk.sandbox.SandboxOptions;
import io.paydesk.store.Store;
import io.paydesk.store.Stores;
import java.nio.file.Path;

/** What ops tests run against: a fresh sandbox, a client with its keys, a real store file. */
record SandboxAndStore(Sandbox sandbox, PaydeskClient client, Store store)
    implements AutoCloseable {

  static SandboxAndStore open(Path dir) {
    Sandbox sandbox = Sandbox.start(SandboxOptions.defaults());
    PaydeskClient client =
        new PaydeskClient(
            ClientConfig.builder(
                    sandbox.baseUrl(),
                    Sandbox.DEFAULT_PUBLIC_API_KEY,
                    Sandbox.DEFAULT_PRIVATE_SECRET_KEY)
                .build());
    return new SandboxAndStore(sandbox, client, Stores.openH2(dir.resolve("store")));
  }

  @Override
  public void close() {
    store.close();
    client.close();
    sandbox.close();
  }

  /** Posts to the sandbox's control API (e.g. "/payments/ID/chargeback") and answers the body. */
  String control(String path, String json) throws java.io.IOException, InterruptedException {
    java.net.http.HttpResponse<String> r =
        java.net.http.HttpClient.newHttpClient()
            .send(
                java.net.http.HttpRequest.newBuilder(
                        java.net.URI.create(sandbox.baseUrl() + "/sandbox" + path))
                    .header("Content-Type", "application/json")
                    .POST(java.net.http.HttpRequest.BodyPublishers.ofString(json))
                    .build(),
                java.net.http.HttpResponse.BodyHandlers.ofString());
    if (r.statusCode() != 200) {
      throw new AssertionError(path + " answered " + r.statusCode() + ": " + r.body());
    }
    return r.body();
  }
}
