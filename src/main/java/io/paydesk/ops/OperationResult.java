package io.paydesk.ops;

import io.paydesk.api.PaydeskException;
import io.paydesk.api.model.Payment;

/**
 * What a money operation came to.
 *
 * @param outcome succeeded, failed (the service refused: nothing happened) or outcome unknown (no
 *     answer: send again by {@code journalId})
 * @param journalId the operation's journal row
 * @param payment the payment as it now stands; null unless succeeded
 * @param failure the service's refusal or the lost answer; null when succeeded
 */
public record OperationResult(
    Outcome outcome, long journalId, Payment payment, PaydeskException failure) {
  public enum Outcome {
    SUCCEEDED,
    FAILED,
    OUTCOME_UNKNOWN
  }

  public boolean succeeded() {
    return outcome == Outcome.SUCCEEDED;
  }
}
