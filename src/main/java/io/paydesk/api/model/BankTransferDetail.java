package io.paydesk.api.model;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;

/** Bank transfer detail of a payment method. */
public record BankTransferDetail(
    String providerImage,
    String accountType,
    String bankName,
    String beneficiaryName,
    String bankAccount,
    @JsonProperty("bank_account_2") String bankAccount2,
    String beneficiaryDocumentType,
    String beneficiaryDocument,
    String paymentInstruction,
    String redirectUrl,
    String code,
    String branch,
    String branchDigit,
    String country,
    BankAccount account,
    String bankAccountMaskNumber,
    JsonNode mandate) {

  /** Secrets masked; free-form JSON and the raw JSON are not printed. */
  @Override
  public String toString() {
    return "BankTransferDetail["
        + "providerImage="
        + providerImage
        + ", accountType="
        + accountType
        + ", bankName="
        + bankName
        + ", beneficiaryName="
        + beneficiaryName
        + ", bankAccount="
        + bankAccount
        + ", bankAccount2="
        + bankAccount2
        + ", beneficiaryDocumentType="
        + beneficiaryDocumentType
        + ", beneficiaryDocument="
        + beneficiaryDocument
        + ", paymentInstruction="
        + paymentInstruction
        + ", redirectUrl="
        + redirectUrl
        + ", code="
        + code
        + ", branch="
        + branch
        + ", branchDigit="
        + branchDigit
        + ", country="
        + country
        + ", account="
        + account
        + ", bankAccountMaskNumber="
        + bankAccountMaskNumber
        + ", mandate="
        + (mandate == null ? "null" : "<json>")
        + "]";
  }
}
