package io.paydesk.ops;

import io.paydesk.api.PaydeskException;
import io.paydesk.api.model.Subscription;

/**
 * What a change to a subscription came to.
 *
 * @param outcome succeeded, failed (refused: nothing changed) or outcome unknown (no answer: read
 *     the subscription again before sending anything else)
 * @param journalId the operation's journal row
 * @param subscription the subscription as the service answered it; null unless succeeded
 * @param failure the refusal or the lost answer; null when succeeded
 */
public record SubscriptionResult(
    OperationResult.Outcome outcome,
    long journalId,
    Subscription subscription,
    PaydeskException failure) {
  public boolean succeeded() {
    return outcome == OperationResult.Outcome.SUCCEEDED;
  }
}
