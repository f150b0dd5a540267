package io.paydesk.ops;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.paydesk.api.ClientConfig;
import io.paydesk.api.ConnectionException;
import io.paydesk.api.PaydeskClient;
import io.paydesk.api.ValidationException;
import io.paydesk.store.PaymentRepository.CurrencyTotal;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Customers looked up through the sandbox into a real store file. */
class CustomerLookupsTest {
  @TempDir Path dir;
  private SandboxAndStore bed;
  private CustomerLookups lookups;

  @BeforeEach
  void start() {
    bed = SandboxAndStore.open(dir);
    lookups = new CustomerLookups(bed.client(), bed.store());
  }

  @AfterEach
  void stop() {
    bed.close();
  }

  @Test
  void aLookUpStoresTheMethodsAndTheCustomerAndRemembersIt() {
    String id = bed.sandbox().demoCustomerIds().get(0);

    CustomerLookups.Found found = lookups.lookUp(id);

    assertThat(found.offline()).isNull();
    assertThat(found.methods()).isNotEmpty();
    assertThat(found.customer().id()).isEqualTo(id);
    assertThat(bed.store().enrolledMethods().forCustomer(id)).hasSameSizeAs(found.methods());
    // Remembered by name and e-mail, as the store now knows the customer.
    assertThat(lookups.recent())
        .containsExactly(
            new CustomerSummary(
                id,
                found.customer().firstName() + " " + found.customer().lastName(),
                found.customer().email()));
    lookups.lookUp(bed.sandbox().demoCustomerIds().get(1));
    lookups.lookUp(id);
    assertThat(lookups.recent())
        .extracting(CustomerSummary::id)
        .containsExactly(id, bed.sandbox().demoCustomerIds().get(1));
  }

  @Test
  void anIdOf35CharactersIsRefusedBeforeAnyRequest() {
    assertThatThrownBy(() -> lookups.lookUp("5a0b1b8c-2c3d-4e5f-8a9b-0c1d2e3f4a5"))
        .isInstanceOf(ValidationException.class);
    assertThat(lookups.recent()).isEmpty();
  }

  @Test
  void aServiceThatDoesNotAnswerGivesTheStoredMethods() {
    String id = bed.sandbox().demoCustomerIds().get(0);
    lookups.lookUp(id);
    try (PaydeskClient dead =
        new PaydeskClient(
            ClientConfig.builder("http://127.0.0.1:9", "pk_test_0123", "sk_test_4567")
                .callTimeout(Duration.ofSeconds(2))
                .build())) {
      CustomerLookups.Found found = new CustomerLookups(dead, bed.store()).lookUp(id);

      assertThat(found.offline()).isInstanceOf(ConnectionException.class);
      assertThat(found.methods()).isNotEmpty();
    }
  }

  @Test
  void theViewTotalsPaymentsPerCurrencyWithoutAddingCurrencies() {
    String id = bed.sandbox().demoCustomerIds().get(0);
    bed.store().payments().upsertAllJson(bed.sandbox().demoPaymentJson());
    lookups.lookUp(id);

    CustomerLookups.Overview view = lookups.overview(id);

    assertThat(view.payments()).isNotEmpty();
    assertThat(view.totals()).extracting(CurrencyTotal::currency).doesNotHaveDuplicates();
    long counted = view.totals().stream().mapToLong(CurrencyTotal::payments).sum();
    assertThat(counted).isGreaterThanOrEqualTo(view.payments().size());
    for (CurrencyTotal t : view.totals()) {
      BigDecimal paid =
          view.payments().stream()
              .filter(p -> p.currency().equals(t.currency()))
              .map(p -> p.amount())
              .reduce(BigDecimal.ZERO, BigDecimal::add);
      assertThat(t.paid()).isLessThanOrEqualTo(paid);
    }
  }

  @Test
  void theSandboxCustomerHasOneExpiredCard() {
    String id = bed.sandbox().demoCustomerIds().get(0);
    assertThat(lookups.lookUp(id).methods())
        .anyMatch(
            m ->
                io.paydesk.rules.Cards.expiry(
                        m.cardData().expirationMonth(),
                        m.cardData().expirationYear(),
                        java.time.LocalDate.now())
                    == io.paydesk.rules.Cards.Expiry.EXPIRED);
  }
}
