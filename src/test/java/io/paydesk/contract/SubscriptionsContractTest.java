package io.paydesk.contract;

import static io.paydesk.contract.SandboxHarness.unique;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paydesk.api.InvalidStateException;
import io.paydesk.api.NotFoundException;
import io.paydesk.api.RequestOptions;
import io.paydesk.api.SubscriptionsService;
import io.paydesk.api.model.Amount;
import io.paydesk.api.model.Availability;
import io.paydesk.api.model.Customer;
import io.paydesk.api.model.CustomerRef;
import io.paydesk.api.model.Frequency;
import io.paydesk.api.model.Metadata;
import io.paydesk.api.model.Subscription;
import io.paydesk.api.model.SubscriptionBillingCycles;
import io.paydesk.api.model.SubscriptionCreateRequest;
import io.paydesk.api.model.SubscriptionPaymentMethod;
import io.paydesk.api.model.SubscriptionUpdateRequest;
import java.math.BigDecimal;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/** Subscriptions through the client against the sandbox. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SubscriptionsContractTest {
  private SandboxHarness h;
  private SubscriptionsService subscriptions;
  private String customerId;
  private String vaultedToken;

  @BeforeAll
  void start() {
    h = SandboxHarness.start();
    subscriptions = h.client.subscriptions();
    Customer c =
        h.client
            .customers()
            .create(CustomersContractTest.customer(unique("sub-cust")), RequestOptions.NONE);
    customerId = c.id();
    h.client
        .payments()
        .create(h.vaultingCard(unique("sub-vault"), customerId), RequestOptions.NONE);
    vaultedToken = h.client.customers().listPaymentMethods(customerId).get(0).vaultedToken();
  }

  @AfterAll
  void stop() {
    h.close();
  }

  /** Creates a subscription through the client; answers the new id. */
  private String create(Integer totalCycles, OffsetDateTime finishAt) {
    SubscriptionCreateRequest.Builder b =
        SubscriptionCreateRequest.builder()
            .name("Gold plan")
            .description("Monthly gold plan")
            .accountId(h.accountId())
            .country("US")
            .merchantReference(unique("sub"))
            .amount(Amount.of(new BigDecimal("15.00"), "USD"))
            .frequency(new Frequency("MONTH", 1))
            .customerPayer(new CustomerRef(customerId))
            .paymentMethod(new SubscriptionPaymentMethod("CARD", vaultedToken, null))
            .metadata(List.of(Metadata.of("plan", "gold"), Metadata.of("tier", "2")));
    if (totalCycles != null) {
      b.billingCycles(new SubscriptionBillingCycles(totalCycles));
    }
    if (finishAt != null) {
      b.availability(new Availability(null, finishAt));
    }
    Subscription s = subscriptions.create(b.build(), RequestOptions.NONE);
    assertEquals("ACTIVE", s.status().value(), "the first cycle is billed at creation");
    return s.id();
  }

  private String create(Integer totalCycles) {
    return create(totalCycles, null);
  }

  @Test
  void retrievedSubscriptionIsActiveWithItsAmountCyclesPaymentMethodAndMetadata() {
    String id = create(3);
    Subscription s = subscriptions.retrieve(id);
    assertEquals(id, s.id());
    assertEquals("ACTIVE", s.status().value());
    assertEquals("Gold plan", s.name());
    assertEquals(0, new BigDecimal("15.00").compareTo(s.amount().value()));
    assertEquals("USD", s.amount().currency());
    assertEquals("MONTH", s.frequency().type());
    assertEquals(3, s.billingCycles().total());
    assertEquals(1, s.billingCycles().current());
    assertNotNull(s.billingCycles().nextAt());
    assertEquals(customerId, s.customerPayer().id());
    assertEquals(vaultedToken, s.paymentMethod().vaultedToken());
    assertEquals(List.of(Metadata.of("plan", "gold"), Metadata.of("tier", "2")), s.metadata());
  }

  @Test
  void updateChangesOnlyTheFieldsGiven() {
    String id = create(null);
    Subscription before = subscriptions.retrieve(id);
    Subscription after =
        subscriptions.update(
            id,
            SubscriptionUpdateRequest.builder()
                .amount(Amount.of(new BigDecimal("20.00"), "USD"))
                .build(),
            RequestOptions.NONE);
    assertEquals(0, new BigDecimal("20.00").compareTo(after.amount().value()));
    assertEquals(before.name(), after.name());
    assertEquals(before.description(), after.description());
    assertEquals(before.merchantReference(), after.merchantReference());
    assertEquals(before.frequency(), after.frequency());
    assertEquals(before.metadata(), after.metadata());
    assertEquals(before.paymentMethod(), after.paymentMethod());
  }

  @Test
  void updateWithAnEmptyValueRemovesThatMetadataKeyOnly() {
    String id = create(null);
    Subscription s =
        subscriptions.update(
            id,
            SubscriptionUpdateRequest.builder().metadata(List.of(Metadata.of("plan", ""))).build(),
            RequestOptions.NONE);
    assertEquals(List.of(Metadata.of("tier", "2")), s.metadata());
  }

  @Test
  void updateWithEmptyMetadataRemovesEveryKey() {
    String id = create(null);
    Subscription s =
        subscriptions.update(
            id,
            SubscriptionUpdateRequest.builder().metadata(List.of()).build(),
            RequestOptions.NONE);
    assertEquals(List.of(), s.metadata());
  }

  @Test
  void pauseResumeAndCancelMoveTheSubscriptionAndRefuseWhatTheStateDoesNotAllow() {
    String id = create(null);
    assertEquals("PAUSED", subscriptions.pause(id, RequestOptions.NONE).status().value());
    InvalidStateException twice =
        assertThrows(
            InvalidStateException.class, () -> subscriptions.pause(id, RequestOptions.NONE));
    assertEquals("INVALID_STATE", twice.code());
    assertEquals("ACTIVE", subscriptions.resume(id, RequestOptions.NONE).status().value());
    assertEquals("CANCELED", subscriptions.cancel(id, RequestOptions.NONE).status().value());
    InvalidStateException resume =
        assertThrows(
            InvalidStateException.class, () -> subscriptions.resume(id, RequestOptions.NONE));
    assertEquals("INVALID_STATE", resume.code());
    assertEquals("CANCELED", subscriptions.retrieve(id).status().value());
  }

  @Test
  void subscriptionBecomesCompletedWhenTheClockPassesItsBillingCycles() {
    String id = create(2);
    assertEquals("ACTIVE", subscriptions.retrieve(id).status().value());
    h.advanceClock("P40D");
    Subscription done = subscriptions.retrieve(id);
    assertEquals("COMPLETED", done.status().value());
    assertEquals(2, done.billingCycles().current());
    assertThrows(
        InvalidStateException.class,
        () ->
            subscriptions.update(
                id,
                SubscriptionUpdateRequest.builder()
                    .billingCycles(new SubscriptionBillingCycles(5))
                    .build(),
                RequestOptions.NONE),
        "a COMPLETED subscription cannot be changed");
  }

  @Test
  void subscriptionBecomesCompletedAtItsFinishDateWhenThatComesBeforeItsCycles() {
    OffsetDateTime finish =
        h.sandbox.now().plus(java.time.Duration.ofDays(45)).atOffset(java.time.ZoneOffset.UTC);
    String id = create(24, finish);
    h.advanceClock("P20D");
    assertEquals("ACTIVE", subscriptions.retrieve(id).status().value());
    h.advanceClock("P30D");
    Subscription done = subscriptions.retrieve(id);
    assertEquals("COMPLETED", done.status().value());
    assertEquals(2, done.billingCycles().current(), "billed at creation and after one month");
  }

  @Test
  void resumeAfterTheFinishDatePassedWhilePausedIsRefusedWithInvalidDate() {
    OffsetDateTime finish =
        h.sandbox.now().plus(java.time.Duration.ofDays(45)).atOffset(java.time.ZoneOffset.UTC);
    String id = create(null, finish);
    subscriptions.pause(id, RequestOptions.NONE);
    h.advanceClock("P50D");
    assertEquals("PAUSED", subscriptions.retrieve(id).status().value());
    io.paydesk.api.PaydeskException e =
        assertThrows(
            io.paydesk.api.PaydeskException.class,
            () -> subscriptions.resume(id, RequestOptions.NONE));
    assertEquals("INVALID_DATE", e.code());
    assertEquals(400, e.status());
    assertTrue(e.userMessage().contains("availability dates"), e.userMessage());
  }

  @Test
  void everyFieldOfACanceledSubscriptionIsReadButThoseTheClientLacks() {
    String id = create(null);
    Subscription s = subscriptions.cancel(id, RequestOptions.NONE);
    assertEquals(List.of(), ShapeCheck.lost(s.rawJson(), s, Set.of()));
  }

  @Test
  void everyFieldOfACanceledOrCompletedSubscriptionIsRead() {
    Subscription canceled = subscriptions.cancel(create(null), RequestOptions.NONE);
    assertEquals(List.of(), ShapeCheck.lost(canceled.rawJson(), canceled, Set.of()));
    String id = create(2);
    h.advanceClock("P35D");
    Subscription completed = subscriptions.retrieve(id);
    assertEquals("COMPLETED", completed.status().value());
    assertEquals(List.of(), ShapeCheck.lost(completed.rawJson(), completed, Set.of()));
  }

  @Test
  void subscriptionStaysActiveUntilItsFinishDateIsReached() {
    OffsetDateTime finish =
        h.sandbox.now().plus(java.time.Duration.ofDays(45)).atOffset(java.time.ZoneOffset.UTC);
    String id = create(24, finish);
    h.advanceClock("P35D");
    assertEquals(
        "ACTIVE",
        subscriptions.retrieve(id).status().value(),
        "finish_at (day 45) is not reached on day 35");
    h.advanceClock("P15D");
    assertEquals("COMPLETED", subscriptions.retrieve(id).status().value());
  }

  @Test
  void unknownSubscriptionIsNotFound() {
    NotFoundException e =
        assertThrows(
            NotFoundException.class, () -> subscriptions.retrieve(UUID.randomUUID().toString()));
    assertEquals("SUBSCRIPTION_NOT_FOUND", e.code());
  }
}
