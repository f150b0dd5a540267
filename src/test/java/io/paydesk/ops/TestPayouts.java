package io.paydesk.ops;

import io.paydesk.api.model.Address;
import io.paydesk.api.model.Amount;
import io.paydesk.api.model.BankAccount;
import io.paydesk.api.model.BankTransferWithdrawal;
import io.paydesk.api.model.Beneficiary;
import io.paydesk.api.model.Document;
import io.paydesk.api.model.Metadata;
import io.paydesk.api.model.NationalEntity;
import io.paydesk.api.model.PayoutCreateRequest;
import io.paydesk.api.model.Phone;
import io.paydesk.api.model.WithdrawalDetail;
import io.paydesk.api.model.WithdrawalMethod;
import java.math.BigDecimal;
import java.util.List;

/** A complete Brazilian bank-transfer payout, as the payout form builds one. */
public final class TestPayouts {
  static final String CPF = "52998224725";

  private TestPayouts() {}

  public static PayoutCreateRequest bankTransfer(
      String accountId, String reference, String amount) {
    return PayoutCreateRequest.builder()
        .accountId(accountId)
        .merchantReference(reference)
        .country("BR")
        .purpose("PAYROLL")
        .amount(Amount.of(new BigDecimal(amount), "BRL"))
        .description("March salary")
        .beneficiary(
            new Beneficiary(
                "ben-001",
                "BR",
                NationalEntity.INDIVIDUAL,
                "Maria",
                "Silva",
                null,
                "maria.silva@example.com",
                "1990-04-12",
                new Document("CPF", CPF, null, null, null, null, null),
                new Phone("55", "11987654321"),
                new Address(
                    "Rua Augusta 100",
                    null,
                    null,
                    null,
                    "BR",
                    "SP",
                    "São Paulo",
                    "01305000",
                    null)))
        .withdrawalMethod(
            new WithdrawalMethod(
                "PIX_PAYOUT",
                "PAYDESK_SANDBOX_PAYOUTS",
                new WithdrawalDetail(
                    new BankTransferWithdrawal(
                        "341", "1234", "5", new BankAccount("123456", "7", "CHECKINGS"), null),
                    null),
                null,
                null,
                null,
                null))
        .metadata(List.of(Metadata.of("batch", "march")))
        .build();
  }
}
