-- One evidence submission per chargeback: a second agent's send of dispute.submit for the same
-- payment/chargeback cannot leave DRAFT while another is sending, sent, or sent without an answer
-- (the console then says who sent it and when). Updates of evidence (dispute.update) are not
-- limited here.
CREATE UNIQUE INDEX IF NOT EXISTS operations_one_submission ON operations (target_id)
  WHERE operation = 'dispute.submit' AND state IN ('SENDING', 'SUCCEEDED', 'OUTCOME_UNKNOWN');
