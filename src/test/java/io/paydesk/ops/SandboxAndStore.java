package io.paydesk.ops;

import io.paydesk.api.ClientConfig;
import io.paydesk.api.PaydeskClient;
import io.paydesk.sandbox.Sandbox;
import io.paydesk.sandbox.SandboxOptions;
import io.paydesk.store.Store;
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
    return new SandboxAndStore(sandbox, client, Store.openH2(dir.resolve("store")));
  }

  @Override
  public void close() {
    store.close();
    client.close();
    sandbox.close();
  }
}
