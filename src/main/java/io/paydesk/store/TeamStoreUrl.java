package io.paydesk.store;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The rule for a team store's address: a PostgreSQL server on another machine is reached over TLS
 * only, because the store holds customers' names, e-mails and payment history. A server on this
 * machine (localhost, 127.0.0.0/8, ::1, or a Unix socket) needs none.
 */
final class TeamStoreUrl {
  private TeamStoreUrl() {}

  /** Refuses a PostgreSQL URL that names a host off this machine without sslmode requiring TLS. */
  static void requireTlsOffThisMachine(String url) {
    if (!url.startsWith("jdbc:postgresql:")) {
      return;
    }
    List<String> remote = new ArrayList<>();
    for (String host : hosts(url)) {
      if (!loopback(host)) {
        remote.add(host);
      }
    }
    if (!remote.isEmpty() && !tlsRequired(url)) {
      throw new StoreException(
          "The team store on "
              + String.join(", ", remote)
              + " must be reached over TLS: add sslmode=verify-full (or sslmode=require) to its"
              + " address.");
    }
  }

  /** Hosts of jdbc:postgresql://h1:p1,h2/db?...; none for jdbc:postgresql:db (this machine). */
  static List<String> hosts(String url) {
    String rest = url.substring("jdbc:postgresql:".length());
    List<String> hosts = new ArrayList<>();
    if (!rest.startsWith("//")) {
      return hosts;
    }
    rest = rest.substring(2);
    int end = rest.length();
    for (char c : new char[] {'/', '?'}) {
      int i = rest.indexOf(c);
      if (i >= 0 && i < end) {
        end = i;
      }
    }
    for (String hostPort : rest.substring(0, end).split(",")) {
      String h = hostPort.strip();
      if (h.startsWith("[")) {
        int close = h.indexOf(']');
        h = close < 0 ? h.substring(1) : h.substring(1, close);
      } else if (h.indexOf(':') >= 0) {
        h = h.substring(0, h.indexOf(':'));
      }
      hosts.add(h.isEmpty() ? "localhost" : h);
    }
    return hosts;
  }

  private static boolean loopback(String host) {
    String h = host.toLowerCase(Locale.ROOT);
    return h.equals("localhost") || h.startsWith("127.") || h.equals("::1");
  }

  private static boolean tlsRequired(String url) {
    int q = url.indexOf('?');
    if (q < 0) {
      return false;
    }
    String sslmode = null;
    boolean ssl = false;
    for (String pair : url.substring(q + 1).split("&")) {
      int eq = pair.indexOf('=');
      String k = (eq < 0 ? pair : pair.substring(0, eq)).toLowerCase(Locale.ROOT);
      String v = eq < 0 ? "" : pair.substring(eq + 1).toLowerCase(Locale.ROOT);
      if (k.equals("sslmode")) {
        sslmode = v;
      } else if (k.equals("ssl")) {
        ssl = v.isEmpty() || v.equals("true");
      }
    }
    if (sslmode != null) {
      return sslmode.equals("require")
          || sslmode.equals("verify-ca")
          || sslmode.equals("verify-full");
    }
    return ssl; // the driver's ssl=true means sslmode=verify-full
  }
}
