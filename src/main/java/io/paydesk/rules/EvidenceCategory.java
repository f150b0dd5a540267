package io.paydesk.rules;

/** content_category values of dispute evidence. */
public enum EvidenceCategory {
  CANCEL_POLICY,
  CUSTOMER_INTERACTION,
  OTHERS,
  PAYMENT_DETAIL,
  PROOF_OF_AUTHENTICITY,
  PROOF_OF_DELIVERY,
  PROOF_OF_SERVICE,
  RECEIPT,
  REFUND_POLICY,
  SERVICE_AGREEMENT,
  TERMS_AND_CONDITIONS
}
