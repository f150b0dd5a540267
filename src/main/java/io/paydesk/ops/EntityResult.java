package io.paydesk.ops;

import io.paydesk.api.PaydeskException;
import io.paydesk.api.model.BankingEntity;

/**
 * What creating a banking entity came to.
 *
 * @param outcome succeeded, failed (refused) or outcome unknown (send again with the same key)
 * @param journalId the operation's journal row
 * @param entity the entity as the service answered it (tax and document numbers masked); null
 *     unless succeeded
 * @param failure the refusal or the lost answer; null when succeeded
 */
public record EntityResult(
    OperationResult.Outcome outcome,
    long journalId,
    BankingEntity entity,
    PaydeskException failure) {
  public boolean succeeded() {
    return outcome == OperationResult.Outcome.SUCCEEDED;
  }
}
