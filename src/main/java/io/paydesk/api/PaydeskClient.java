package io.paydesk.api;

/**
 * The client of the payments service. One per profile; it holds the one shared OkHttpClient, so
 * close it when the profile is closed. Thread-safe.
 */
public final class PaydeskClient implements AutoCloseable {
  private final ClientConfig config;
  private final Transport transport;
  private final PaymentsService payments;
  private final DisputesService disputes;
  private final CustomersService customers;
  private final EntitiesService entities;
  private final SubscriptionsService subscriptions;
  private final PayoutsService payouts;

  public PaydeskClient(ClientConfig config) {
    this.config = config;
    this.transport = new Transport(config);
    this.payments = new PaymentsService(transport);
    this.disputes = new DisputesService(transport);
    this.customers = new CustomersService(transport);
    this.entities = new EntitiesService(transport);
    this.subscriptions = new SubscriptionsService(transport);
    this.payouts = new PayoutsService(transport);
  }

  public ClientConfig config() {
    return config;
  }

  public PaymentsService payments() {
    return payments;
  }

  public DisputesService disputes() {
    return disputes;
  }

  public CustomersService customers() {
    return customers;
  }

  public EntitiesService entities() {
    return entities;
  }

  public SubscriptionsService subscriptions() {
    return subscriptions;
  }

  public PayoutsService payouts() {
    return payouts;
  }

  @Override
  public void close() {
    transport.close();
  }

  @Override
  public String toString() {
    return "PaydeskClient[" + config + "]";
  }
}
