package io.paydesk;

import io.paydesk.inbox.InboxServer;
import io.paydesk.inbox.InboxSettings;
import io.paydesk.ops.ConsoleInbox;

/** Hands the console its inbox server: the one place where the console and the inbox meet. */
public final class InboxWiring {
  private InboxWiring() {}

  /** Lets the console run the event inbox on its open store (Settings, Events). */
  public static void install() {
    ConsoleInbox.install(
        (bind, port, path, secret, accountId, store, applier, clock) -> {
          InboxServer server =
              InboxServer.start(
                  new InboxSettings(
                      bind,
                      port,
                      path,
                      secret,
                      null,
                      null,
                      null,
                      accountId,
                      false,
                      InboxSettings.DEFAULT_QUIET_AFTER,
                      InboxSettings.DEFAULT_RETENTION),
                  store,
                  applier,
                  clock);
          return new ConsoleInbox.Server() {
            @Override
            public int port() {
              return server.port();
            }

            @Override
            public long stored() {
              return server.counts().storedCount();
            }

            @Override
            public long duplicates() {
              return server.counts().duplicateCount();
            }

            @Override
            public long refused() {
              return server.counts().refusedCount();
            }

            @Override
            public void wake() {
              server.wake();
            }

            @Override
            public void close() {
              server.close();
            }
          };
        });
  }
}
