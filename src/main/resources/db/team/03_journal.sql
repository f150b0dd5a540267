-- The operation journal (io.paydesk.store.Journal) on a team store: a row's kind says which role
-- may write it, and its state moves only along the journal's own transitions (JournalState):
--   new rows are DRAFT; DRAFT and FAILED may be saved again (a payout drafted anew);
--   DRAFT, FAILED and OUTCOME_UNKNOWN (not for payouts) -> SENDING;
--   SENDING -> SUCCEEDED, FAILED or OUTCOME_UNKNOWN; OUTCOME_UNKNOWN -> SUCCEEDED or FAILED.
-- A payout is prepared (drafted) by finance and sent by an approver (not the one who drafted it)
-- or by the sender.
CREATE OR REPLACE FUNCTION paydesk_private.journal_role(operation text) RETURNS text
LANGUAGE sql IMMUTABLE SET search_path = pg_catalog, pg_temp AS $$
  SELECT CASE
    WHEN operation IN ('payment.refund', 'payment.capture', 'payment.cancel',
                       'payment.cancel_or_refund') THEN 'paydesk_support'
    WHEN operation IN ('dispute.submit', 'dispute.update') THEN 'paydesk_disputes'
    WHEN operation IN ('payout.create', 'entity.create') THEN 'paydesk_finance'
    WHEN operation LIKE 'subscription.%' THEN 'paydesk_manager'
  END
$$;

CREATE OR REPLACE FUNCTION paydesk_private.journal_check() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  role_name text := paydesk_private.journal_role(NEW.operation);
  payout boolean := NEW.operation = 'payout.create';
  owner boolean := paydesk_private.is_owner();
  sends boolean;
BEGIN
  IF NOT owner THEN
    -- Defined in 09_versions_and_claims.sql: an admin's first password changes nothing here.
    PERFORM paydesk_private.require_own_password();
  END IF;
  IF TG_OP = 'INSERT' THEN
    NEW.created_by := session_user;
    IF NEW.state <> 'DRAFT' THEN
      RAISE EXCEPTION 'A journal row starts as DRAFT, not %.', NEW.state
        USING ERRCODE = 'check_violation';
    END IF;
    IF NOT owner AND (role_name IS NULL OR NOT paydesk_private.holds(role_name)) THEN
      RAISE EXCEPTION 'Your role may not start a % operation.', NEW.operation
        USING ERRCODE = 'insufficient_privilege';
    END IF;
    RETURN NEW;
  END IF;
  IF NEW.operation IS DISTINCT FROM OLD.operation OR NEW.key_kind IS DISTINCT FROM OLD.key_kind
     OR NEW.created_at IS DISTINCT FROM OLD.created_at
     OR NEW.created_by IS DISTINCT FROM OLD.created_by THEN
    RAISE EXCEPTION 'A journal row keeps its operation, key kind and creation.'
      USING ERRCODE = 'check_violation';
  END IF;
  IF NOT (
      (OLD.state IN ('DRAFT', 'FAILED') AND NEW.state = OLD.state)
      OR (OLD.state = 'FAILED' AND NEW.state = 'DRAFT')
      OR (OLD.state IN ('DRAFT', 'FAILED') AND NEW.state = 'SENDING')
      OR (OLD.state = 'OUTCOME_UNKNOWN' AND NEW.state = 'SENDING' AND NOT payout)
      OR (OLD.state = 'SENDING' AND NEW.state IN ('SUCCEEDED', 'FAILED', 'OUTCOME_UNKNOWN'))
      OR (OLD.state = 'OUTCOME_UNKNOWN' AND NEW.state IN ('SUCCEEDED', 'FAILED'))) THEN
    RAISE EXCEPTION 'A journal row cannot go from % to %.', OLD.state, NEW.state
      USING ERRCODE = 'check_violation';
  END IF;
  IF owner THEN
    RETURN NEW;
  END IF;
  IF NOT payout THEN
    IF role_name IS NULL OR NOT paydesk_private.holds(role_name) THEN
      RAISE EXCEPTION 'Your role may not change a % operation.', NEW.operation
        USING ERRCODE = 'insufficient_privilege';
    END IF;
    RETURN NEW;
  END IF;
  -- A payout: finance edits its draft; sending and its outcome are the approver's (for others'
  -- payouts) or the sender's.
  sends := paydesk_private.holds('paydesk_sender')
       OR (paydesk_private.holds('paydesk_approver') AND OLD.created_by IS DISTINCT FROM session_user);
  IF NEW.state = 'DRAFT' THEN
    IF NOT paydesk_private.holds('paydesk_finance') THEN
      RAISE EXCEPTION 'Only finance prepares a payout.' USING ERRCODE = 'insufficient_privilege';
    END IF;
  ELSIF NOT sends AND NOT (NEW.state = 'FAILED' AND OLD.state = 'FAILED'
                           AND paydesk_private.holds('paydesk_finance')) THEN
    RAISE EXCEPTION 'Only an approver (of a payout someone else prepared) or the sender sends a payout.'
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END $$;

CREATE OR REPLACE TRIGGER operations_check BEFORE INSERT OR UPDATE ON public.operations
  FOR EACH ROW EXECUTE FUNCTION paydesk_private.journal_check();
