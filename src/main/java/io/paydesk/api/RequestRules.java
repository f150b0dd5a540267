package io.paydesk.api;

import io.paydesk.api.model.Address;
import io.paydesk.api.model.Amount;
import io.paydesk.api.model.BankAccount;
import io.paydesk.api.model.BankTransferWithdrawal;
import io.paydesk.api.model.BankingEntityCreateRequest;
import io.paydesk.api.model.Beneficiary;
import io.paydesk.api.model.CancelRequest;
import io.paydesk.api.model.CaptureRequest;
import io.paydesk.api.model.CustomerCreateRequest;
import io.paydesk.api.model.CustomerPayer;
import io.paydesk.api.model.DisputeRequest;
import io.paydesk.api.model.Document;
import io.paydesk.api.model.Evidence;
import io.paydesk.api.model.Metadata;
import io.paydesk.api.model.NationalEntity;
import io.paydesk.api.model.PaymentCreateRequest;
import io.paydesk.api.model.PayoutCreateRequest;
import io.paydesk.api.model.Phone;
import io.paydesk.api.model.RefundRequest;
import io.paydesk.api.model.ResponseAdditionalData;
import io.paydesk.api.model.SubscriptionCreateRequest;
import io.paydesk.api.model.SubscriptionPaymentMethod;
import io.paydesk.api.model.SubscriptionUpdateRequest;
import io.paydesk.api.model.WalletWithdrawal;
import io.paydesk.api.model.WithdrawalMethod;
import io.paydesk.api.model.Workflow;
import io.paydesk.rules.CancelReason;
import io.paydesk.rules.Checks;
import io.paydesk.rules.EvidenceCategory;
import io.paydesk.rules.FieldError;
import io.paydesk.rules.Limits;
import io.paydesk.rules.PayoutRules;
import io.paydesk.rules.ReceiptLanguage;
import io.paydesk.rules.RefundReason;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;

/**
 * One validator per request type: every field error at once, paths as the service spells them. The
 * client runs these before sending; forms run them as the user types.
 */
public final class RequestRules {
  private RequestRules() {}

  public static List<FieldError> check(PaymentCreateRequest r) {
    Checks c = new Checks();
    c.requiredUuid("account_id", r.accountId());
    c.requiredLength("merchant_order_id", r.merchantOrderId(), Limits.TEXT_MIN, Limits.TEXT_MAX);
    c.requiredLength("description", r.description(), Limits.TEXT_MIN, Limits.TEXT_MAX);
    if (c.required("amount", r.amount())) {
      c.amount("amount", r.amount().value(), r.amount().currency(), true);
    }
    Workflow workflow = r.workflow();
    if (workflow != null) {
      c.oneOf(
          "workflow", workflow.value(), Workflow.known().stream().map(Workflow::value).toList());
    }
    if (workflow == null || Workflow.SDK_CHECKOUT.equals(workflow)) {
      if (r.checkout() == null
          || r.checkout().session() == null
          || r.checkout().session().isBlank()) {
        c.add(
            "checkout.session",
            "required",
            "Required when the workflow is SDK_CHECKOUT or not given.");
      }
    }
    c.requiredCountry("country", r.country());
    if (c.required("payment_method", r.paymentMethod())) {
      c.length(
          "payment_method.token",
          r.paymentMethod().token(),
          Limits.LONG_ID_MIN,
          Limits.LONG_ID_MAX);
      c.length(
          "payment_method.vaulted_token",
          r.paymentMethod().vaultedToken(),
          Limits.LONG_ID_MIN,
          Limits.LONG_ID_MAX);
    }
    c.length("merchant_reference", r.merchantReference(), Limits.TEXT_MIN, Limits.TEXT_MAX);
    c.length("callback_url", r.callbackUrl(), Limits.CALLBACK_URL_MIN, Limits.CALLBACK_URL_MAX);
    metadata(c, "metadata", r.metadata(), Limits.PAYMENT_METADATA_MAX);
    customerPayer(c, "customer_payer", r.customerPayer());
    return c.errors();
  }

  public static List<FieldError> check(CaptureRequest r) {
    Checks c = new Checks();
    c.requiredLength("merchant_reference", r.merchantReference(), Limits.TEXT_MIN, Limits.TEXT_MAX);
    if (c.required("amount", r.amount())) {
      c.amount("amount", r.amount().value(), r.amount().currency(), true);
    }
    c.required("reason", r.reason());
    return c.errors();
  }

  public static List<FieldError> check(RefundRequest r) {
    Checks c = new Checks();
    c.requiredLength("merchant_reference", r.merchantReference(), Limits.TEXT_MIN, Limits.TEXT_MAX);
    refundBody(c, r);
    return c.errors();
  }

  /** Cancel-or-refund takes the refund body with nothing required. */
  public static List<FieldError> checkCancelOrRefund(RefundRequest r) {
    Checks c = new Checks();
    c.length("merchant_reference", r.merchantReference(), Limits.TEXT_MIN, Limits.TEXT_MAX);
    refundBody(c, r);
    return c.errors();
  }

  public static List<FieldError> check(CancelRequest r) {
    Checks c = new Checks();
    c.requiredLength("merchant_reference", r.merchantReference(), Limits.TEXT_MIN, Limits.TEXT_MAX);
    c.length("description", r.description(), Limits.TEXT_MIN, Limits.TEXT_MAX);
    c.oneOf("reason", r.reason(), names(CancelReason.values()));
    responseAdditionalData(c, r.responseAdditionalData());
    return c.errors();
  }

  public static List<FieldError> check(DisputeRequest r) {
    Checks c = new Checks();
    c.requiredUuid("account_id", r.accountId());
    if (r.evidence() == null || r.evidence().isEmpty()) {
      c.add("evidence", "required", "At least one evidence file is required.");
      return c.errors();
    }
    for (int i = 0; i < r.evidence().size(); i++) {
      evidence(c, "evidence[" + i + "]", r.evidence().get(i));
    }
    return c.errors();
  }

  /** One evidence item: a PDF, base64, at most 1 MB decoded, with a known category. */
  public static List<FieldError> check(Evidence e) {
    Checks c = new Checks();
    evidence(c, "evidence", e);
    return c.errors();
  }

  private static void evidence(Checks c, String path, Evidence e) {
    if (e == null) {
      c.add(path, "required", "Empty evidence item.");
      return;
    }
    if (c.required(path + ".content_type", e.contentType())
        && !Limits.EVIDENCE_CONTENT_TYPE.equals(e.contentType())) {
      c.add(path + ".content_type", "content_type", "Evidence must be a PDF (application/pdf).");
    }
    c.required(path + ".file_name", e.fileName());
    if (c.required(path + ".content_category", e.contentCategory())) {
      c.oneOf(path + ".content_category", e.contentCategory(), names(EvidenceCategory.values()));
    }
    if (c.required(path + ".content", e.content())) {
      byte[] pdf = base64(e.content());
      int decoded = pdf == null ? -1 : pdf.length;
      if (pdf == null) {
        c.add(path + ".content", "base64", "Must be the PDF encoded as base64.");
      } else if (!isPdf(pdf)) {
        c.add(path + ".content", "pdf", "The file is not a PDF (it does not start with %PDF-).");
      } else if (decoded > Limits.EVIDENCE_MAX_BYTES) {
        c.add(
            path + ".content",
            "max_size",
            "The file must be at most 1 MB (now " + (decoded / 1024) + " KB).");
      }
    }
  }

  /** The decoded bytes of base64 text, or null when it is not base64. */
  static byte[] base64(String text) {
    try {
      return Base64.getMimeDecoder().decode(text);
    } catch (IllegalArgumentException e) {
      return null;
    }
  }

  /** True when the bytes start with the PDF signature {@code %PDF-}. */
  public static boolean isPdf(byte[] bytes) {
    return bytes.length >= 5
        && bytes[0] == '%'
        && bytes[1] == 'P'
        && bytes[2] == 'D'
        && bytes[3] == 'F'
        && bytes[4] == '-';
  }

  public static List<FieldError> check(CustomerCreateRequest r) {
    Checks c = new Checks();
    c.required("merchant_customer_id", r.merchantCustomerId());
    c.length("country", r.country(), Limits.COUNTRY_LENGTH, Limits.COUNTRY_LENGTH);
    c.length("nationality", r.nationality(), Limits.COUNTRY_LENGTH, Limits.COUNTRY_LENGTH);
    address(c, "billing_address", r.billingAddress());
    address(c, "shipping_address", r.shippingAddress());
    metadata(c, "metadata", r.metadata(), Integer.MAX_VALUE);
    return c.errors();
  }

  /** Customer ids in paths: 36 to 64 characters. */
  public static List<FieldError> checkCustomerId(String customerId) {
    Checks c = new Checks();
    c.requiredLength("customer_id", customerId, Limits.LONG_ID_MIN, Limits.LONG_ID_MAX);
    return c.errors();
  }

  public static List<FieldError> check(BankingEntityCreateRequest r) {
    Checks c = new Checks();
    c.requiredUuid("account_id", r.accountId());
    c.required("merchant_entity_id", r.merchantEntityId());
    NationalEntity kind = r.nationalEntity();
    if (c.required("national_entity", kind)) {
      c.oneOf("national_entity", kind.value(), List.of("INDIVIDUAL", "ENTITY"));
    }
    if (c.required("phone", r.phone())) {
      c.required("phone.country_code", r.phone().countryCode());
      c.required("phone.number", r.phone().number());
    }
    if (c.required("address", r.address())) {
      address(c, "address", r.address());
    }
    if (c.required("entity_detail", r.entityDetail()) && kind != null) {
      boolean hasIndividual = r.entityDetail().individual() != null;
      boolean hasEntity = r.entityDetail().entity() != null && !r.entityDetail().entity().isNull();
      if (NationalEntity.INDIVIDUAL.equals(kind)) {
        c.check(
            hasIndividual,
            "entity_detail.individual",
            "matches_national_entity",
            "Required when national_entity is INDIVIDUAL.");
        c.check(
            !hasEntity,
            "entity_detail.entity",
            "matches_national_entity",
            "Must be empty when national_entity is INDIVIDUAL.");
      } else if (NationalEntity.ENTITY.equals(kind)) {
        c.check(
            hasEntity,
            "entity_detail.entity",
            "matches_national_entity",
            "Required when national_entity is ENTITY.");
        c.check(
            !hasIndividual,
            "entity_detail.individual",
            "matches_national_entity",
            "Must be empty when national_entity is ENTITY.");
      }
    }
    return c.errors();
  }

  public static List<FieldError> check(SubscriptionUpdateRequest r) {
    Checks c = new Checks();
    c.length("name", r.name(), Limits.TEXT_MIN, Limits.TEXT_MAX);
    c.length("description", r.description(), Limits.TEXT_MIN, Limits.TEXT_MAX);
    c.length("merchant_reference", r.merchantReference(), Limits.TEXT_MIN, Limits.TEXT_MAX);
    c.length("account_id", r.accountId(), Limits.LONG_ID_MIN, Limits.LONG_ID_MAX);
    c.length("country", r.country(), Limits.COUNTRY_LENGTH, Limits.COUNTRY_LENGTH);
    if (r.amount() != null) {
      c.amount("amount", r.amount().value(), r.amount().currency(), true);
    }
    if (r.frequency() != null && r.frequency().value() != null) {
      c.check(r.frequency().value() > 0, "frequency.value", "positive", "Must be more than zero.");
    }
    if (r.paymentMethod() != null) {
      subscriptionPaymentMethod(c, r.paymentMethod());
    }
    if (r.metadata() != null) {
      for (int i = 0; i < r.metadata().size(); i++) {
        Metadata m = r.metadata().get(i);
        c.required("metadata[" + i + "].key", m == null ? null : m.key());
        if (m != null) {
          metadataLengths(c, "metadata[" + i + "]", m);
        }
      }
    }
    return c.errors();
  }

  public static List<FieldError> check(SubscriptionCreateRequest r) {
    Checks c = new Checks();
    c.requiredLength("name", r.name(), Limits.TEXT_MIN, Limits.TEXT_MAX);
    c.length("description", r.description(), Limits.TEXT_MIN, Limits.TEXT_MAX);
    c.length("merchant_reference", r.merchantReference(), Limits.TEXT_MIN, Limits.TEXT_MAX);
    c.requiredLength("account_id", r.accountId(), Limits.LONG_ID_MIN, Limits.LONG_ID_MAX);
    c.requiredLength("country", r.country(), Limits.COUNTRY_LENGTH, Limits.COUNTRY_LENGTH);
    if (c.required("amount", r.amount())) {
      c.amount("amount", r.amount().value(), r.amount().currency(), true);
    }
    for (FieldError e : checkFrequencyOrBillingDate(r.frequency(), r.billingDate())) {
      c.add(e.path(), e.rule(), e.message());
    }
    if (r.frequency() != null && r.frequency().value() != null) {
      c.check(r.frequency().value() > 0, "frequency.value", "positive", "Must be more than zero.");
    }
    if (c.required("payment_method", r.paymentMethod())) {
      subscriptionPaymentMethod(c, r.paymentMethod());
    }
    if (r.trialPeriod() != null && r.trialPeriod().amount() != null) {
      c.amount(
          "trial_period.amount",
          r.trialPeriod().amount().value(),
          r.trialPeriod().amount().currency(),
          false);
    }
    metadata(c, "metadata", r.metadata(), Limits.SUBSCRIPTION_METADATA_MAX);
    return c.errors();
  }

  /** Only cards: a vaulted_token, or card data, not both. */
  private static void subscriptionPaymentMethod(Checks c, SubscriptionPaymentMethod pm) {
    if (c.required("payment_method.type", pm.type())) {
      c.oneOf("payment_method.type", pm.type(), List.of("CARD"));
    }
    c.length(
        "payment_method.vaulted_token", pm.vaultedToken(), Limits.LONG_ID_MIN, Limits.LONG_ID_MAX);
    boolean token = pm.vaultedToken() != null && !pm.vaultedToken().isBlank();
    boolean cardData = pm.card() != null && pm.card().cardData() != null;
    c.check(
        token != cardData,
        "payment_method",
        "one_of",
        "Give either a vaulted_token or card data, not both.");
  }

  /**
   * Subscription creation options: frequency and billing_date are mutually exclusive; both may be
   * left out (the service then bills monthly, MONTH/1).
   */
  public static List<FieldError> checkFrequencyOrBillingDate(Object frequency, Object billingDate) {
    Checks c = new Checks();
    if (frequency != null && billingDate != null) {
      c.add("billing_date", "exclusive", "Give either frequency or billing_date, not both.");
    }
    return c.errors();
  }

  /**
   * A payout, field by field with {@link PayoutRules} (the same methods a form calls as the user
   * leaves each field); document numbers by the beneficiary's country, the account number by the
   * payout's country.
   */
  public static List<FieldError> check(PayoutCreateRequest r) {
    Checks c = new Checks();
    c.requiredUuid("account_id", r.accountId());
    PayoutRules.merchantReference(c, r.merchantReference());
    PayoutRules.country(c, "country", r.country());
    PayoutRules.purpose(c, r.purpose());
    if (c.required("amount", r.amount())) {
      PayoutRules.amount(c, r.amount().value(), r.amount().currency());
    }
    Beneficiary b = r.beneficiary();
    if (c.required(PayoutRules.BENEFICIARY, b)) {
      PayoutRules.beneficiaryId(c, b.merchantBeneficiaryId());
      PayoutRules.country(c, PayoutRules.BENEFICIARY + ".country", b.country());
      String kind = b.nationalEntity() == null ? null : b.nationalEntity().value();
      PayoutRules.nationalEntity(c, kind);
      PayoutRules.names(c, kind, b.firstName(), b.lastName(), b.legalName());
      PayoutRules.email(c, PayoutRules.BENEFICIARY + ".email", b.email());
      PayoutRules.dateOfBirth(c, PayoutRules.BENEFICIARY + ".date_of_birth", b.dateOfBirth());
      Document d = b.document();
      if (d != null) {
        PayoutRules.document(
            c, PayoutRules.DOCUMENT, b.country(), d.documentType(), d.documentNumber());
      }
      Phone phone = b.phone();
      if (phone != null) {
        PayoutRules.phone(
            c, PayoutRules.BENEFICIARY + ".phone", phone.countryCode(), phone.number());
      }
      payoutAddress(c, PayoutRules.BENEFICIARY + ".address", b.address());
    }
    WithdrawalMethod wm = r.withdrawalMethod();
    if (c.required(PayoutRules.WITHDRAWAL, wm)) {
      PayoutRules.withdrawalType(c, wm.type());
      PayoutRules.providerId(c, wm.providerId());
      BankTransferWithdrawal bt = wm.detail() == null ? null : wm.detail().bankTransfer();
      WalletWithdrawal wallet = wm.detail() == null ? null : wm.detail().wallet();
      PayoutRules.oneMethod(
          c,
          bt != null,
          wallet != null,
          present(wm.vaultedToken()),
          present(wm.originalTransactionId()),
          present(wm.originalPaymentId()));
      PayoutRules.methodIds(
          c, wm.vaultedToken(), wm.originalTransactionId(), wm.originalPaymentId());
      if (bt != null) {
        PayoutRules.bank(c, bt.code(), bt.branch(), bt.branchDigit());
        BankAccount a = bt.account();
        if (c.required(PayoutRules.BANK_TRANSFER + ".account", a)) {
          PayoutRules.account(c, r.country(), a.number(), a.digit(), a.type());
        }
        payoutAddress(c, PayoutRules.BANK_TRANSFER + ".address", bt.address());
      }
      if (wallet != null) {
        PayoutRules.wallet(c, wallet.code(), wallet.email(), wallet.country());
        if (wallet.document() != null) {
          PayoutRules.document(
              c,
              PayoutRules.WALLET + ".document",
              wallet.country() != null ? wallet.country() : r.country(),
              wallet.document().documentType(),
              wallet.document().documentNumber());
        }
        if (wallet.phone() != null) {
          PayoutRules.phone(
              c,
              PayoutRules.WALLET + ".phone",
              wallet.phone().countryCode(),
              wallet.phone().number());
        }
      }
    }
    PayoutRules.description(c, r.description());
    if (r.metadata() != null) {
      PayoutRules.metadataCount(c, r.metadata().size());
      for (int i = 0; i < r.metadata().size(); i++) {
        Metadata m = r.metadata().get(i);
        PayoutRules.metadataItem(c, i, m == null ? null : m.key(), m == null ? null : m.value());
      }
    }
    return c.errors();
  }

  private static boolean present(String s) {
    return s != null && !s.isBlank();
  }

  private static void payoutAddress(Checks c, String path, Address a) {
    if (a != null) {
      PayoutRules.address(
          c,
          path,
          a.addressLine1(),
          a.addressLine2(),
          a.city(),
          a.state(),
          a.zipCode(),
          a.country());
    }
  }

  private static void refundBody(Checks c, RefundRequest r) {
    c.length("description", r.description(), Limits.TEXT_MIN, Limits.TEXT_MAX);
    c.oneOf("reason", r.reason(), names(RefundReason.values()));
    Amount a = r.amount();
    if (a != null) {
      c.amount("amount", a.value(), a.currency(), true);
    }
    customerPayer(c, "customer_payer", r.customerPayer());
    responseAdditionalData(c, r.responseAdditionalData());
  }

  private static void responseAdditionalData(Checks c, ResponseAdditionalData d) {
    if (d != null) {
      c.oneOf(
          "response_additional_data.receipt_language",
          d.receiptLanguage(),
          names(ReceiptLanguage.values()));
    }
  }

  static List<String> names(Enum<?>[] values) {
    return Arrays.stream(values).map(Enum::name).toList();
  }

  static void metadata(Checks c, String path, List<Metadata> items, int max) {
    if (items == null) {
      return;
    }
    c.maxItems(path, items, max);
    for (int i = 0; i < items.size(); i++) {
      Metadata m = items.get(i);
      if (m == null) {
        c.add(path + "[" + i + "]", "required", "Empty item.");
      } else {
        c.required(path + "[" + i + "].key", m.key());
        metadataLengths(c, path + "[" + i + "]", m);
      }
    }
  }

  /** Key at most 48 characters, value at most 512 (an empty value is allowed: it unsets). */
  static void metadataLengths(Checks c, String itemPath, Metadata m) {
    c.length(itemPath + ".key", m.key(), 0, Limits.METADATA_KEY_MAX);
    c.length(itemPath + ".value", m.value(), 0, Limits.METADATA_VALUE_MAX);
  }

  static void customerPayer(Checks c, String path, CustomerPayer p) {
    if (p == null) {
      return;
    }
    c.isoDate(path + ".date_of_birth", p.dateOfBirth());
    c.length(path + ".nationality", p.nationality(), Limits.COUNTRY_LENGTH, Limits.COUNTRY_LENGTH);
    c.length(path + ".email", p.email(), Limits.EMAIL_MIN, Limits.EMAIL_MAX);
    address(c, path + ".billing_address", p.billingAddress());
    address(c, path + ".shipping_address", p.shippingAddress());
  }

  static void address(Checks c, String path, Address a) {
    if (a == null) {
      return;
    }
    c.length(
        path + ".neighborhood", a.neighborhood(), Limits.NEIGHBORHOOD_MIN, Limits.NEIGHBORHOOD_MAX);
  }
}
