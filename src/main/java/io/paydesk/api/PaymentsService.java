package io.paydesk.api;

import io.paydesk.api.model.CancelRequest;
import io.paydesk.api.model.CaptureRequest;
import io.paydesk.api.model.ModelJson;
import io.paydesk.api.model.Payment;
import io.paydesk.api.model.PaymentCreateRequest;
import io.paydesk.api.model.RefundRequest;
import io.paydesk.api.model.TransactionResult;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Payments: create (one- or two-step card, bank transfer, wallet), retrieve, capture, refund,
 * cancel and cancel-or-refund. Every write carries an X-Idempotency-Key (the caller's, or one made
 * for the call and reused on its retries).
 */
public final class PaymentsService {
  private static final Function<byte[], Payment> PAYMENT = ModelJson::readPayment;
  private static final Function<byte[], TransactionResult> RESULT =
      ModelJson::readTransactionResult;

  private final Transport transport;

  PaymentsService(Transport transport) {
    this.transport = transport;
  }

  /** POST /payments (201). Validated first: nothing is sent when a rule is broken. */
  public Payment create(PaymentCreateRequest request, RequestOptions options) {
    String body = Services.body(request, RequestRules::check);
    return transport.call(ApiCall.keyedPost(body, options, "payment", "payments"), PAYMENT);
  }

  public Payment retrieve(String paymentId) {
    return retrieve(paymentId, RetrieveOptions.NONE);
  }

  /** GET /payments/{id}, with raw_response and transactions_history sent only when true. */
  public Payment retrieve(String paymentId, RetrieveOptions options) {
    return retrieve(paymentId, options, RequestOptions.NONE);
  }

  /** As {@link #retrieve(String, RetrieveOptions)}, with a per-call time-out in requestOptions. */
  public Payment retrieve(
      String paymentId, RetrieveOptions options, RequestOptions requestOptions) {
    Services.uuid("payment_id", paymentId);
    RetrieveOptions o = options == null ? RetrieveOptions.NONE : options;
    ApiCall call =
        ApiCall.get("payment", "payments", paymentId)
            .query("raw_response", o.rawResponse() ? "true" : null)
            .query("transactions_history", o.transactionsHistory() ? "true" : null)
            .options(requestOptions)
            .build();
    return transport.call(call, PAYMENT);
  }

  /** GET /payments?merchant_order_id=...: every payment of one merchant order. */
  public List<Payment> retrieveByMerchantOrderId(String merchantOrderId) {
    Services.present("merchant_order_id", merchantOrderId);
    ApiCall call =
        ApiCall.get("payment", "payments").query("merchant_order_id", merchantOrderId).build();
    return transport.call(call, ModelJson::readPayments);
  }

  /** POST /payments/{id}/transactions/{tid}/capture: completes a two-step (authorised) payment. */
  public TransactionResult capture(
      String paymentId, String transactionId, CaptureRequest request, RequestOptions options) {
    Supplier<String> body = () -> Services.body(request, RequestRules::check);
    return onTransaction("capture", paymentId, transactionId, body, options, RESULT);
  }

  /** POST .../refund: full when amount is null, partial otherwise. Answers the payment. */
  public Payment refund(
      String paymentId, String transactionId, RefundRequest request, RequestOptions options) {
    Supplier<String> body = () -> Services.body(request, RequestRules::check);
    return onTransaction("refund", paymentId, transactionId, body, options, PAYMENT);
  }

  /**
   * POST /payments/{id}/cancel-or-refund (201): cancels when not captured, refunds when captured.
   * request may be null (an empty body is sent).
   */
  public TransactionResult cancelOrRefund(
      String paymentId, RefundRequest request, RequestOptions options) {
    Services.uuid("payment_id", paymentId);
    String body = "{}";
    if (request != null) {
      body = Services.body(request, RequestRules::checkCancelOrRefund);
    }
    ApiCall call =
        ApiCall.keyedPost(
            body, options, "cancel or refund", "payments", paymentId, "cancel-or-refund");
    return transport.call(call, RESULT);
  }

  /** POST .../cancel: cancels an authorised or pending transaction. */
  public TransactionResult cancel(
      String paymentId, String transactionId, CancelRequest request, RequestOptions options) {
    Supplier<String> body = () -> Services.body(request, RequestRules::check);
    return onTransaction("cancel", paymentId, transactionId, body, options, RESULT);
  }

  /**
   * POST /payments/{id}/transactions/{tid}/{action} with an idempotency key: both ids are checked,
   * then the body is made (and its rules checked), before anything is sent.
   */
  private <R> R onTransaction(
      String action,
      String paymentId,
      String transactionId,
      Supplier<String> body,
      RequestOptions options,
      Function<byte[], R> reader) {
    Services.uuid("payment_id", paymentId);
    Services.uuid("transaction_id", transactionId);
    String[] path = {"payments", paymentId, "transactions", transactionId, action};
    ApiCall call = ApiCall.keyedPost(body.get(), options, action, path);
    return transport.call(call, reader);
  }
}
