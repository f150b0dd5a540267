package io.paydesk.ops;

import java.util.List;

/**
 * The embedded sandbox as the console sees it: where it listens, its demo keys and data, and its
 * reset. The entry point adapts the simulator to this, so the console never imports it.
 */
public interface SandboxControl extends AutoCloseable {
  String baseUrl();

  String accountId();

  String publicApiKey();

  String privateSecretKey();

  /** Seeded demo payment ids, newest first. */
  List<String> demoPaymentIds();

  /**
   * The newest {@code limit} demo payments as GET /payments/{id} answers them now, newest first,
   * read without HTTP.
   */
  List<String> demoPaymentJson(int limit);

  /** Seeded demo subscription ids (every status, some PAST_DUE). */
  default List<String> demoSubscriptionIds() {
    return List.of();
  }

  /** Seeded demo customer ids, each with enrolled cards. */
  default List<String> demoCustomerIds() {
    return List.of();
  }

  /** The seeded demo customers with their names and e-mails, in the order of their ids. */
  default List<CustomerSummary> demoCustomers() {
    return demoCustomerIds().stream().map(CustomerSummary::of).toList();
  }

  /**
   * Posts every event from now on to {@code url}, signed with {@code hmacSecret} (no duplicates, no
   * reordering, no attempt counted as failed), as the service does for the address a merchant sets.
   */
  void deliverWebhooks(String url, String hmacSecret);

  /** Stops delivering events. */
  void stopWebhooks();

  /** Forgets every change and rebuilds the seeded demo data. */
  void reset();

  @Override
  void close();
}
