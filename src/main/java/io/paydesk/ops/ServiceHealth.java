package io.paydesk.ops;

import io.paydesk.api.AuthenticationException;
import io.paydesk.api.ConnectionException;
import io.paydesk.api.OutcomeUnknownException;
import io.paydesk.api.PaydeskClient;
import io.paydesk.api.PaydeskException;
import io.paydesk.api.PermissionException;
import io.paydesk.store.PaymentRow;
import io.paydesk.store.Store;
import java.util.List;

/**
 * Whether the service answers, and takes the keys. The probe reads a payment the store already
 * knows: an ordinary read the service answers with success, logged only at debug level. While the
 * store is empty there is nothing to read, so the first probe asks for the payments of an order no
 * one has (answered "not found": the service is up and took the keys) and later probes keep that
 * answer instead of asking again every time.
 */
public final class ServiceHealth {
  /** The merchant order the probe asks for when the store is empty. */
  static final String PROBE_ORDER = "paydesk-health-probe";

  /** What the service's answer says. */
  public enum Answer {
    ANSWERING,
    KEYS_REFUSED,
    NOT_ANSWERING
  }

  private final PaydeskClient client;
  private final Store store;
  private volatile Answer lastWithoutData;

  ServiceHealth(PaydeskClient client, Store store) {
    this.client = client;
    this.store = store;
  }

  /** Asks the service; slow when it does not answer: call off the FX thread. */
  public Answer probe() {
    List<PaymentRow> known = store.payments().recent(1);
    if (known.isEmpty() && lastWithoutData == Answer.ANSWERING) {
      return lastWithoutData;
    }
    Answer answer;
    try {
      if (known.isEmpty()) {
        client.payments().retrieveByMerchantOrderId(PROBE_ORDER);
      } else {
        client.payments().retrieve(known.get(0).id());
      }
      answer = Answer.ANSWERING;
    } catch (PaydeskException e) {
      answer = classify(e);
    }
    if (known.isEmpty()) {
      lastWithoutData = answer;
    }
    return answer;
  }

  /** What a failed call says about the service: refused keys, not answering, or answering. */
  public static Answer classify(Throwable failure) {
    if (failure instanceof AuthenticationException || failure instanceof PermissionException) {
      return Answer.KEYS_REFUSED;
    }
    if (failure instanceof ConnectionException || failure instanceof OutcomeUnknownException) {
      return Answer.NOT_ANSWERING;
    }
    if (failure instanceof PaydeskException e && e.status() >= 500) {
      return Answer.NOT_ANSWERING;
    }
    return Answer.ANSWERING;
  }
}
