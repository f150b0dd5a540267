package io.paydesk.ops;

import io.paydesk.api.PaydeskException;
import io.paydesk.api.model.Payout;

/**
 * What sending (or checking) a payout came to.
 *
 * @param outcome succeeded (the service answered with the payout, whatever its status), failed
 *     (refused: nothing was created, the reference may be sent again) or outcome unknown (no
 *     answer: settle it with {@link PayoutOperations#checkStatus})
 * @param journalId the payout's journal row
 * @param payout the payout as the service answered it; null unless succeeded
 * @param failure the refusal or the lost answer; null when succeeded
 */
public record PayoutResult(
    OperationResult.Outcome outcome, long journalId, Payout payout, PaydeskException failure) {
  public boolean succeeded() {
    return outcome == OperationResult.Outcome.SUCCEEDED;
  }

  public boolean outcomeUnknown() {
    return outcome == OperationResult.Outcome.OUTCOME_UNKNOWN;
  }
}
