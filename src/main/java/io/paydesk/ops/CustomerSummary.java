package io.paydesk.ops;

import io.paydesk.api.model.Customer;

/**
 * A customer as a list names one: id, name and e-mail (either may be empty when only the id is
 * known). No document number or other data rides along.
 */
public record CustomerSummary(String id, String name, String email) {
  public CustomerSummary {
    name = name == null ? "" : name.strip();
    email = email == null ? "" : email.strip();
  }

  /** Only the id is known (a customer never read). */
  public static CustomerSummary of(String id) {
    return new CustomerSummary(id, "", "");
  }

  /** The customer's name (first and last) and e-mail. */
  public static CustomerSummary of(Customer c) {
    String first = c.firstName() == null ? "" : c.firstName();
    String last = c.lastName() == null ? "" : c.lastName();
    return new CustomerSummary(c.id(), (first + " " + last).strip(), c.email());
  }
}
