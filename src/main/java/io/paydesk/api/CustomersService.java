package io.paydesk.api;

import io.paydesk.api.model.Customer;
import io.paydesk.api.model.CustomerCreateRequest;
import io.paydesk.api.model.EnrolledPaymentMethod;
import io.paydesk.api.model.ModelJson;
import java.util.List;

/** Customers: create, retrieve, and list enrolled payment methods. */
public final class CustomersService {
  private final Transport transport;

  CustomersService(Transport transport) {
    this.transport = transport;
  }

  /** GET /customers/{customer_id}/payment-methods; customer_id is 36 to 64 characters. */
  public List<EnrolledPaymentMethod> listPaymentMethods(String customerId) {
    Services.throwIfAny(RequestRules.checkCustomerId(customerId));
    ApiCall call =
        ApiCall.get("payment method list", "customers", customerId, "payment-methods").build();
    return transport.call(call, ModelJson::readEnrolledPaymentMethods);
  }

  /** GET /customers/{customer_id}. */
  public Customer retrieve(String customerId) {
    Services.throwIfAny(RequestRules.checkCustomerId(customerId));
    ApiCall call = ApiCall.get("customer", "customers", customerId).build();
    return transport.call(call, ModelJson::readCustomer);
  }

  /** GET /customers?merchant_customer_id=...: the customer with the merchant's own id. */
  public Customer retrieveByMerchantCustomerId(String merchantCustomerId) {
    Services.present("merchant_customer_id", merchantCustomerId);
    ApiCall call =
        ApiCall.get("customer", "customers")
            .query("merchant_customer_id", merchantCustomerId)
            .build();
    return transport.call(call, ModelJson::readCustomer);
  }

  /**
   * POST /customers (201). Sent with an idempotency key only when options carry one; without it the
   * call is not retried and a lost answer is an {@link OutcomeUnknownException}.
   */
  public Customer create(CustomerCreateRequest request, RequestOptions options) {
    ApiCall call =
        ApiCall.post("customer", "customers")
            .body(Services.body(request, RequestRules::check))
            .options(options)
            .build();
    return transport.call(call, ModelJson::readCustomer);
  }
}
