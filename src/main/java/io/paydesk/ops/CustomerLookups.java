package io.paydesk.ops;

import io.paydesk.api.ConnectionException;
import io.paydesk.api.OutcomeUnknownException;
import io.paydesk.api.PaydeskClient;
import io.paydesk.api.PaydeskException;
import io.paydesk.api.RequestRules;
import io.paydesk.api.ServerException;
import io.paydesk.api.ValidationException;
import io.paydesk.api.model.Customer;
import io.paydesk.api.model.EnrolledPaymentMethod;
import io.paydesk.api.model.Subscription;
import io.paydesk.rules.FieldError;
import io.paydesk.store.PaymentRepository.CurrencyTotal;
import io.paydesk.store.PaymentRow;
import io.paydesk.store.Store;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * A customer looked up by id: their enrolled payment methods (and the customer, when the service
 * answers it) read from the service into the store, read from the store when the service does not
 * answer; the look-up remembered; and one view of the customer from the store.
 */
public final class CustomerLookups {
  /** How many recently looked-up customers are remembered on screen. */
  public static final int RECENT = 12;

  /** The most payments the customer view lists. */
  public static final int PAYMENTS = 200;

  /**
   * What a look-up found.
   *
   * @param customer null when the service did not answer it and the store has none
   * @param offline the failure that made it read the store; null when the service answered
   */
  public record Found(
      String customerId,
      Customer customer,
      List<EnrolledPaymentMethod> methods,
      PaydeskException offline) {}

  /** A customer as the store knows them. */
  public record Overview(
      Customer customer,
      List<EnrolledPaymentMethod> methods,
      List<PaymentRow> payments,
      List<Subscription> subscriptions,
      List<CurrencyTotal> totals) {}

  private final PaydeskClient client;
  private final Store store;

  public CustomerLookups(PaydeskClient client, Store store) {
    this.client = client;
    this.store = store;
  }

  /** The problems of a typed customer id (36 to 64 characters); empty when it may be sent. */
  public static List<FieldError> checkId(String customerId) {
    return RequestRules.checkCustomerId(customerId);
  }

  /**
   * Reads the customer's enrolled methods from the service and stores them; a service that does not
   * answer gives the stored ones instead. Refused before any request when the id is not 36 to 64
   * characters ({@link ValidationException}).
   */
  public Found lookUp(String customerId) {
    String id = customerId == null ? null : customerId.strip();
    List<FieldError> errors = checkId(id);
    if (!errors.isEmpty()) {
      throw new ValidationException(errors);
    }
    List<EnrolledPaymentMethod> methods;
    try {
      methods = client.customers().listPaymentMethods(id);
    } catch (ConnectionException | ServerException | OutcomeUnknownException e) {
      List<EnrolledPaymentMethod> stored = store.enrolledMethods().forCustomer(id);
      Optional<Customer> customer = store.customers().find(id);
      if (stored.isEmpty() && customer.isEmpty()) {
        throw e;
      }
      store.customers().rememberLookUp(id);
      return new Found(id, customer.orElse(null), stored, e);
    }
    store.enrolledMethods().replaceForCustomer(id, methods);
    Customer customer = null;
    try {
      customer = client.customers().retrieve(id);
      store.customers().upsert(customer);
    } catch (PaydeskException e) {
      customer = store.customers().find(id).orElse(null); // the methods are what was asked
    }
    store.customers().rememberLookUp(id);
    return new Found(id, customer, store.enrolledMethods().forCustomer(id), null);
  }

  /** Everything the store knows of a customer: methods, payments, subscriptions, totals. */
  public Overview overview(String customerId) {
    Customer customer = store.customers().find(customerId).orElse(null);
    String email = customer == null ? null : customer.email();
    return new Overview(
        customer,
        store.enrolledMethods().forCustomer(customerId),
        store.payments().forCustomer(customerId, email, PAYMENTS),
        store.subscriptions().forCustomer(customerId),
        store.payments().totalsForCustomer(customerId, email));
  }

  /** The customers looked up most recently, newest first, named as the store knows them. */
  public List<CustomerSummary> recent() {
    return store.customers().recentLookUps(RECENT).stream()
        .map(
            id ->
                store.customers().find(id).map(CustomerSummary::of).orElse(CustomerSummary.of(id)))
        .toList();
  }

  /**
   * The names this computer knows for these customers, without asking the service: the store's
   * customers, else {@code known} (the embedded sandbox's demo customers). An id without a name is
   * left out.
   */
  public Map<String, String> names(Collection<String> customerIds, List<CustomerSummary> known) {
    Map<String, String> names = new HashMap<>();
    for (CustomerSummary k : known) {
      if (!k.name().isEmpty()) {
        names.put(k.id(), k.name());
      }
    }
    Map<String, String> out = new HashMap<>();
    for (String id : new HashSet<>(customerIds)) {
      if (id == null || id.isEmpty()) {
        continue;
      }
      String name =
          store.customers().find(id).map(CustomerSummary::of).map(CustomerSummary::name).orElse("");
      if (name.isEmpty()) {
        name = names.getOrDefault(id, "");
      }
      if (!name.isEmpty()) {
        out.put(id, name);
      }
    }
    return out;
  }

  /**
   * The customers this computer knows with this e-mail, without asking the service (it finds
   * customers by id only): the store's customers, the customers of its stored payments, and of
   * {@code known} (the embedded sandbox's demo customers). Each once; reads the store.
   */
  public List<CustomerSummary> byEmail(String email, List<CustomerSummary> known) {
    String e = email == null ? "" : email.strip().toLowerCase(Locale.ROOT);
    Map<String, CustomerSummary> found = new LinkedHashMap<>();
    if (e.isEmpty()) {
      return List.of();
    }
    for (Customer c : store.customers().findByEmail(e)) {
      found.put(c.id(), CustomerSummary.of(c));
    }
    for (var p : store.payments().payersByEmail(e, RECENT)) {
      found.putIfAbsent(p.customerId(), new CustomerSummary(p.customerId(), p.name(), e));
    }
    for (CustomerSummary k : known) {
      if (k.email().equalsIgnoreCase(e)) {
        found.putIfAbsent(k.id(), k);
      }
    }
    return List.copyOf(found.values());
  }
}
