-- Four eyes on payouts (issue 36). The database decides: it stamps the preparer from session_user,
-- computes whether a payout needs approval, and refuses every move the rules forbid, whatever
-- console or psql session writes. Rerunnable.

-- A merchant reference that is awaiting, approved, being sent, sent or unknown cannot be prepared
-- again (a second row would be a second payout); a rejected or expired one may.
CREATE UNIQUE INDEX IF NOT EXISTS payout_requests_reference_open ON payout_requests
  (merchant_reference) WHERE state NOT IN ('REJECTED', 'EXPIRED');

CREATE OR REPLACE FUNCTION paydesk_private.payout_request_rules() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  rule public.payout_approval_rules%ROWTYPE;
  day_sum numeric;
  why text[] := ARRAY[]::text[];
  days int;
  approver_ok boolean := paydesk_private.holds('paydesk_approver');
  sender_ok boolean := paydesk_private.holds('paydesk_sender');
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- Nothing the database computes may come from the console.
    IF NEW.preparer IS NOT NULL AND NEW.preparer <> session_user THEN
      RAISE EXCEPTION 'The preparer is the login that saves the payout (%), not %.',
        session_user, NEW.preparer USING ERRCODE = '42501';
    END IF;
    IF NEW.state IS NOT NULL OR NEW.reasons IS NOT NULL OR NEW.approver IS NOT NULL
        OR NEW.sent_by IS NOT NULL OR NEW.expires_at IS NOT NULL OR NEW.payout_id IS NOT NULL THEN
      RAISE EXCEPTION 'Whether a payout needs approval is decided by the database.'
        USING ERRCODE = '42501';
    END IF;
    -- The day's sum is read after the lock; under READ COMMITTED each statement sees what the
    -- previous holder committed. Under REPEATABLE READ it would not, so that is refused.
    IF current_setting('transaction_isolation') <> 'read committed' THEN
      RAISE EXCEPTION 'Payouts are prepared under READ COMMITTED.' USING ERRCODE = '25001';
    END IF;
    PERFORM pg_advisory_xact_lock(hashtext('paydesk.payout_requests'),
                                  hashtext(session_user || '/' || NEW.currency));
    SELECT * INTO rule FROM public.payout_approval_rules WHERE currency = NEW.currency;
    IF NEW.batch_id IS NOT NULL THEN
      why := array_append(why, 'BULK');
    END IF;
    IF rule.threshold IS NOT NULL AND NEW.amount >= rule.threshold THEN
      why := array_append(why, 'THRESHOLD');
    END IF;
    IF rule.daily_limit IS NOT NULL THEN
      -- The preparer's UTC day, per currency, this one included; rejected and expired ones left
      -- out (they will never be sent).
      SELECT COALESCE(sum(amount), 0) INTO day_sum FROM public.payout_requests
        WHERE preparer = session_user AND currency = NEW.currency
          AND prepared_at >= (date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')
          AND state NOT IN ('REJECTED', 'EXPIRED');
      IF day_sum + NEW.amount > rule.daily_limit THEN
        why := array_append(why, 'DAILY_LIMIT');
      END IF;
    END IF;
    SELECT expiry_days INTO days FROM public.payout_approval_settings WHERE id = 1;
    NEW.preparer := session_user;
    NEW.prepared_at := now();
    NEW.reasons := array_to_string(why, ',');
    NEW.state := CASE WHEN cardinality(why) = 0 THEN 'APPROVED' ELSE 'AWAITING' END;
    NEW.expires_at := now() + make_interval(days => COALESCE(days, 7));
    NEW.version := 1;
    NEW.note := NULL;
    NEW.rejection_reason := NULL;
    NEW.decided_at := NULL;
    NEW.sending_at := NULL;
    NEW.finished_at := NULL;
    RETURN NEW;
  END IF;

  -- UPDATE. What was prepared is never changed: approve what you saw, or reject it.
  IF (NEW.id, NEW.batch_id, NEW.merchant_reference, NEW.amount, NEW.currency,
      NEW.beneficiary_name, NEW.account_masked, NEW.purpose, NEW.request_sealed,
      NEW.idempotency_key, NEW.preparer, NEW.prepared_at, NEW.reasons, NEW.expires_at)
      IS DISTINCT FROM
     (OLD.id, OLD.batch_id, OLD.merchant_reference, OLD.amount, OLD.currency,
      OLD.beneficiary_name, OLD.account_masked, OLD.purpose, OLD.request_sealed,
      OLD.idempotency_key, OLD.preparer, OLD.prepared_at, OLD.reasons, OLD.expires_at) THEN
    RAISE EXCEPTION 'A prepared payout cannot be changed; reject it and prepare a new one.'
      USING ERRCODE = '42501';
  END IF;
  NEW.version := OLD.version + 1;

  IF OLD.state = 'AWAITING' AND NEW.state IN ('APPROVED', 'REJECTED') THEN
    IF NOT approver_ok THEN
      RAISE EXCEPTION 'Only an approver may approve or reject a payout.' USING ERRCODE = '42501';
    END IF;
    IF OLD.preparer = session_user THEN
      RAISE EXCEPTION 'A payout is approved or rejected by someone other than who prepared it.'
        USING ERRCODE = '42501';
    END IF;
    IF now() >= OLD.expires_at THEN
      RAISE EXCEPTION 'This request expired at %.', OLD.expires_at USING ERRCODE = '42501';
    END IF;
    IF NEW.state = 'REJECTED' AND COALESCE(btrim(NEW.rejection_reason), '') = '' THEN
      RAISE EXCEPTION 'A rejection needs a reason.' USING ERRCODE = '23514';
    END IF;
    IF NEW.state = 'APPROVED' THEN
      NEW.rejection_reason := NULL;
    ELSE
      NEW.note := NULL;
    END IF;
    NEW.approver := session_user;
    NEW.decided_at := now();
    RETURN NEW;
  END IF;

  -- Expiry: whoever notices (anyone may run paydesk_expire_payout_requests()).
  IF OLD.state IN ('AWAITING', 'APPROVED') AND NEW.state = 'EXPIRED' THEN
    IF now() < OLD.expires_at THEN
      RAISE EXCEPTION 'This request expires at %, not yet.', OLD.expires_at
        USING ERRCODE = '42501';
    END IF;
    NEW.approver := OLD.approver;
    NEW.note := OLD.note;
    RETURN NEW;
  END IF;

  -- Sending: an approver or the sending server; a payout that needed no approval also by its own
  -- preparer (as finance sends today). Claimed once (the row lock makes a second claim wait and
  -- then find SENDING); an expired one is never sent.
  IF OLD.state = 'APPROVED' AND NEW.state = 'SENDING' THEN
    IF NOT (approver_ok OR sender_ok OR (OLD.reasons = '' AND OLD.preparer = session_user)) THEN
      RAISE EXCEPTION 'Only an approver or the sender may send an approved payout.'
        USING ERRCODE = '42501';
    END IF;
    IF now() >= OLD.expires_at THEN
      RAISE EXCEPTION 'This payout expired at % and is never sent.', OLD.expires_at
        USING ERRCODE = '42501';
    END IF;
    IF (NEW.approver, NEW.note, NEW.rejection_reason, NEW.decided_at)
        IS DISTINCT FROM (OLD.approver, OLD.note, OLD.rejection_reason, OLD.decided_at) THEN
      RAISE EXCEPTION 'A decision cannot be changed.' USING ERRCODE = '42501';
    END IF;
    NEW.sent_by := session_user;
    NEW.sending_at := now();
    RETURN NEW;
  END IF;
  -- The outcome: by whoever claimed it; an unknown one settled (Check status) by an approver or
  -- the sender.
  IF (OLD.state = 'SENDING' AND NEW.state IN ('SENT', 'UNKNOWN'))
      OR (OLD.state = 'UNKNOWN' AND NEW.state = 'SENT') THEN
    IF NOT (OLD.sent_by = session_user OR approver_ok OR sender_ok) THEN
      RAISE EXCEPTION 'Only who sends it records how a payout went.' USING ERRCODE = '42501';
    END IF;
    IF (NEW.approver, NEW.note, NEW.rejection_reason, NEW.decided_at, NEW.sent_by,
        NEW.sending_at) IS DISTINCT FROM (OLD.approver, OLD.note, OLD.rejection_reason,
        OLD.decided_at, OLD.sent_by, OLD.sending_at) THEN
      RAISE EXCEPTION 'A decision cannot be changed.' USING ERRCODE = '42501';
    END IF;
    NEW.finished_at := now();
    RETURN NEW;
  END IF;

  IF OLD.state = NEW.state AND OLD.state IN ('APPROVED', 'REJECTED') THEN
    RAISE EXCEPTION 'This payout was already % by %.', lower(OLD.state), OLD.approver
      USING ERRCODE = '42501';
  END IF;
  RAISE EXCEPTION 'A payout % cannot become %.', OLD.state, NEW.state USING ERRCODE = '42501';
END $$;

DROP TRIGGER IF EXISTS paydesk_payout_request_rules ON payout_requests;
CREATE TRIGGER paydesk_payout_request_rules BEFORE INSERT OR UPDATE ON payout_requests
  FOR EACH ROW EXECUTE FUNCTION paydesk_private.payout_request_rules();

-- Audit: prepared, approved, rejected, sending, sent, unknown, expired, each with person (stamped by
-- the audit trigger from session_user), amount and currency. Written here, after the row, so no
-- console can skip it; the audit trigger chains it as any other row.
CREATE OR REPLACE FUNCTION paydesk_private.payout_request_audit() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.state = OLD.state THEN
    RETURN NULL;
  END IF;
  INSERT INTO public.audit_log (seq, logged_at, os_user, profile, action, target_id, result,
                                detail, prev_hash, hash, amount, currency)
  VALUES (0, now(), session_user, 'team',
          'payout.request.' || CASE WHEN TG_OP = 'INSERT' THEN 'prepared' ELSE lower(NEW.state) END,
          NEW.merchant_reference, NEW.state,
          left(concat_ws(' ', 'request ' || NEW.id, 'batch ' || NEW.batch_id,
                         NULLIF('needs ' || NEW.reasons, 'needs '),
                         'note: ' || NULLIF(NEW.note, ''),
                         'reason: ' || NEW.rejection_reason,
                         'payout ' || NEW.payout_id), 2000),
          '', '', NEW.amount, NEW.currency);
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS paydesk_payout_request_audit ON payout_requests;
CREATE TRIGGER paydesk_payout_request_audit AFTER INSERT OR UPDATE ON payout_requests
  FOR EACH ROW EXECUTE FUNCTION paydesk_private.payout_request_audit();

-- Rules changed by an admin: stamped and audited.
CREATE OR REPLACE FUNCTION paydesk_private.payout_rule_stamp() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO public.audit_log (seq, logged_at, os_user, profile, action, target_id, result,
                                  detail, prev_hash, hash)
    VALUES (0, now(), session_user, 'team', 'payout.rules.' || TG_TABLE_NAME, OLD.currency,
            'DELETED', NULL, '', '');
    RETURN OLD;
  END IF;
  NEW.changed_by := session_user;
  NEW.changed_at := now();
  INSERT INTO public.audit_log (seq, logged_at, os_user, profile, action, target_id, result,
                                detail, prev_hash, hash)
  VALUES (0, now(), session_user, 'team', 'payout.rules', TG_TABLE_NAME, TG_OP,
          left(row_to_json(NEW)::text, 2000), '', '');
  RETURN NEW;
END $$;

DROP TRIGGER IF EXISTS paydesk_payout_rule_stamp ON payout_approval_rules;
CREATE TRIGGER paydesk_payout_rule_stamp BEFORE INSERT OR UPDATE OR DELETE ON payout_approval_rules
  FOR EACH ROW EXECUTE FUNCTION paydesk_private.payout_rule_stamp();
DROP TRIGGER IF EXISTS paydesk_payout_setting_stamp ON payout_approval_settings;
CREATE TRIGGER paydesk_payout_setting_stamp BEFORE INSERT OR UPDATE ON payout_approval_settings
  FOR EACH ROW EXECUTE FUNCTION paydesk_private.payout_rule_stamp();

-- Expiry: moves every request (and approved payout not yet sent) past its time to EXPIRED; answers
-- how many. Any person may run it (a console does on opening Approvals); approve and send check
-- the time anyway, so an expired one is never sent even if this never runs.
CREATE OR REPLACE FUNCTION public.paydesk_expire_payout_requests() RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  n integer;
BEGIN
  UPDATE public.payout_requests SET state = 'EXPIRED'
    WHERE state IN ('AWAITING', 'APPROVED') AND expires_at <= now();
  GET DIAGNOSTICS n = ROW_COUNT;
  RETURN n;
END $$;
REVOKE ALL ON FUNCTION public.paydesk_expire_payout_requests() FROM PUBLIC;
DO $$
DECLARE
  r text;
BEGIN
  FOREACH r IN ARRAY ARRAY['paydesk_support', 'paydesk_disputes', 'paydesk_finance',
      'paydesk_approver', 'paydesk_manager', 'paydesk_admin', 'paydesk_sender']
  LOOP
    EXECUTE format('GRANT EXECUTE ON FUNCTION public.paydesk_expire_payout_requests() TO %I', r);
  END LOOP;
END $$;

-- Live: an approvals screen hears every change (kind PAYOUT, with the request's id).
DROP TRIGGER IF EXISTS paydesk_announce ON payout_requests;
CREATE TRIGGER paydesk_announce AFTER INSERT OR UPDATE ON payout_requests
  FOR EACH ROW EXECUTE FUNCTION paydesk_announce('PAYOUT');
