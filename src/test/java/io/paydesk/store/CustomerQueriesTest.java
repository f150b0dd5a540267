package io.paydesk.store;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.paydesk.store.PaymentRepository.CurrencyTotal;
import java.nio.file.Path;
import java.time.Instant;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/** One customer's payments and totals, and the customers looked up (version 7). */
@ParameterizedClass
@EnumSource(Backend.class)
class CustomerQueriesTest {
  static final String CUSTOMER = "5a0b1b8c-2c3d-4e5f-8a9b-0c1d2e3f4a5b";

  @Parameter Backend backend;
  @TempDir Path dir;
  Store store;

  @BeforeEach
  void open() {
    store = backend.open(dir);
  }

  @AfterEach
  void close() {
    store.close();
  }

  private String payment(String customerId, String email, String value, String currency, int day) {
    TestPayments p =
        TestPayments.card()
            .id(UUID.randomUUID().toString())
            .amount(value, currency)
            .customer("Ana", "Lopez", email)
            .created(Instant.parse("2026-10-01T10:00:00Z").plusSeconds(86_400L * day));
    ((ObjectNode) p.node().get("customer_payer")).put("id", customerId);
    store.payments().upsertJson(p.json());
    return p.id();
  }

  @Test
  void aCustomersPaymentsAreFoundByIdOrEmailNewestFirst() {
    String byId = payment(CUSTOMER, "other@example.com", "10.00", "USD", 1);
    String byEmail = payment(UUID.randomUUID().toString(), "ana@example.com", "20.00", "USD", 2);
    payment(UUID.randomUUID().toString(), "someone@example.com", "30.00", "USD", 3);

    assertThat(store.payments().forCustomer(CUSTOMER, "Ana@Example.com", 50))
        .extracting(PaymentRow::id)
        .containsExactly(byEmail, byId);
    assertThat(store.payments().forCustomer(CUSTOMER, null, 50))
        .extracting(PaymentRow::id)
        .containsExactly(byId);
  }

  @Test
  void theCustomersOfAnEmailsPaymentsAreListedOnceNewestFirst() {
    String older = UUID.randomUUID().toString();
    payment(older, "ana@example.com", "10.00", "USD", 1);
    payment(CUSTOMER, "ana@example.com", "20.00", "USD", 2);
    payment(CUSTOMER, "ana@example.com", "30.00", "USD", 3);
    payment(UUID.randomUUID().toString(), "someone@example.com", "40.00", "USD", 4);

    assertThat(store.payments().payersByEmail(" Ana@Example.COM ", 10))
        .extracting(PaymentRepository.Payer::customerId, PaymentRepository.Payer::name)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(CUSTOMER, "Ana Lopez"),
            org.assertj.core.groups.Tuple.tuple(older, "Ana Lopez"));
    assertThat(store.payments().payersByEmail("ana@example.com", 1)).hasSize(1);
    assertThat(store.payments().payersByEmail("nobody@example.com", 10)).isEmpty();
  }

  @Test
  void totalsAreKeptPerCurrency() {
    payment(CUSTOMER, "ana@example.com", "10.00", "USD", 1);
    payment(CUSTOMER, "ana@example.com", "15.00", "USD", 2);
    payment(CUSTOMER, "ana@example.com", "5000", "COP", 3);

    assertThat(store.payments().totalsForCustomer(CUSTOMER, "ana@example.com"))
        .extracting(CurrencyTotal::currency, CurrencyTotal::payments)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("COP", 1L),
            org.assertj.core.groups.Tuple.tuple("USD", 2L));
    assertThat(store.payments().totalsForCustomer(null, null)).isEmpty();
  }

  @Test
  void theCustomersLookedUpAreListedMostRecentFirstOnceEach() {
    store.customers().rememberLookUp("a");
    store.customers().rememberLookUp("b");
    store.customers().rememberLookUp("a");

    assertThat(store.customers().recentLookUps(10)).containsExactly("a", "b");
    assertThat(store.customers().recentLookUps(1)).containsExactly("a");
  }
}
