package io.paydesk.contract;

import static io.paydesk.contract.SandboxHarness.unique;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paydesk.api.RequestOptions;
import io.paydesk.api.model.Amount;
import io.paydesk.api.model.BankAccount;
import io.paydesk.api.model.BankTransferWithdrawal;
import io.paydesk.api.model.Beneficiary;
import io.paydesk.api.model.Metadata;
import io.paydesk.api.model.Payout;
import io.paydesk.api.model.PayoutCreateRequest;
import io.paydesk.api.model.PayoutTransaction;
import io.paydesk.api.model.WithdrawalDetail;
import io.paydesk.api.model.WithdrawalMethod;
import java.math.BigDecimal;
import java.time.OffsetDateTime;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/** Payouts through the client against the sandbox. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class PayoutsContractTest {
  private SandboxHarness h;

  @BeforeAll
  void start() {
    h = SandboxHarness.start();
  }

  @AfterAll
  void stop() {
    h.close();
  }

  static PayoutCreateRequest payout(SandboxHarness h, String reference) {
    return PayoutCreateRequest.builder()
        .accountId(h.accountId())
        .merchantReference(reference)
        .country("BR")
        .purpose("SUPPLIER")
        .description("Supplier invoice 0042")
        .amount(Amount.of(new BigDecimal("100.25"), "BRL"))
        .beneficiary(
            new Beneficiary(
                "ben-1", "BR", null, "Maria", "Silva", null, null, null, null, null, null))
        .withdrawalMethod(
            new WithdrawalMethod(
                "PIX_PAYOUT",
                null,
                new WithdrawalDetail(
                    new BankTransferWithdrawal(
                        "001", "1234", null, new BankAccount("123456", "7", "CHECKINGS"), null),
                    null),
                null,
                null,
                null,
                null))
        .metadata(List.of(Metadata.of("invoice", "0042")))
        .build();
  }

  @Test
  void createdPayoutSucceedsWithAPayoutTransactionAndNanosecondTimestamps() throws Exception {
    String ref = unique("po");
    Payout p = h.client.payouts().create(payout(h, ref), RequestOptions.NONE);
    assertNotNull(p.id());
    assertEquals("SUCCEEDED", p.status().value());
    assertEquals(ref, p.merchantReference());
    assertEquals("SUPPLIER", p.purpose());
    assertEquals(0, new BigDecimal("100.25").compareTo(p.amount().value()));
    assertEquals("BRL", p.amount().currency());
    assertEquals(1, p.transactions().size());
    PayoutTransaction t = p.transactions().get(0);
    assertEquals("PAYOUT", t.type().value());
    assertEquals("SUCCEEDED", t.status().value());
    String wire = SandboxHarness.JSON.readTree(p.rawJson()).get("created_at").asText();
    assertTrue(wire.matches(".*\\.\\d{9}Z"), "created_at carries nanoseconds: " + wire);
    assertEquals(OffsetDateTime.parse(wire), p.createdAt(), "nanoseconds are read, not truncated");
    assertEquals(List.of(Metadata.of("invoice", "0042")), p.metadata());
    assertEquals(
        "PIX_PAYOUT", t.withdrawalMethod().type(), "the transaction carries the withdrawal method");
  }

  @Test
  void payoutIsFoundByIdAndByMerchantReferenceWithTheSameTimestamps() {
    String ref = unique("po-find");
    Payout created = h.client.payouts().create(payout(h, ref), RequestOptions.NONE);
    Payout byId = h.client.payouts().retrieve(created.id());
    assertEquals(created.id(), byId.id());
    assertEquals(created.createdAt(), byId.createdAt(), "nanoseconds survive the round trip");
    List<Payout> byRef = h.client.payouts().retrieveByMerchantReference(ref);
    assertEquals(1, byRef.size());
    assertEquals(created.id(), byRef.get(0).id());
  }

  @Test
  void merchantReferenceNeverSentFindsNoPayout() {
    assertEquals(List.of(), h.client.payouts().retrieveByMerchantReference(unique("never")));
  }

  @Test
  void declineTriggerInTheMerchantReferenceMakesThePayoutDeclined() {
    Payout p = h.client.payouts().create(payout(h, unique("po-DECLINE")), RequestOptions.NONE);
    assertEquals("DECLINED", p.status().value());
  }

  @Test
  void pendingTriggerKeepsThePayoutPendingUntilTheClockMoves() {
    String ref = unique("po-PENDING");
    Payout p = h.client.payouts().create(payout(h, ref), RequestOptions.NONE);
    assertEquals("PENDING", p.status().value());
    h.advanceClock("PT2H");
    assertEquals("SUCCEEDED", h.client.payouts().retrieve(p.id()).status().value());
    assertEquals(
        "SUCCEEDED", h.client.payouts().retrieveByMerchantReference(ref).get(0).status().value());
  }
}
