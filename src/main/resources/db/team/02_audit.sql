-- The audit log on a team store: the database stamps the person (session_user, whatever the caller
-- sent), the time, the sequence number and the hash chain, one insert at a time; nobody changes or
-- removes a row. The hash is AuditLog.hash's format, so AuditLog.verify() checks it alike.
CREATE OR REPLACE FUNCTION paydesk_private.audit_field(v text) RETURNS bytea
LANGUAGE sql IMMUTABLE SET search_path = pg_catalog, pg_temp AS $$
  SELECT CASE WHEN v IS NULL THEN convert_to('-1:', 'UTF8')
         ELSE convert_to(octet_length(convert_to(v, 'UTF8'))::text || ':', 'UTF8')
              || convert_to(v, 'UTF8') END
$$;

CREATE OR REPLACE FUNCTION paydesk_private.audit_stamp() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  last_seq bigint;
  last_hash text;
  epoch numeric;
  body bytea;
BEGIN
  -- One writer at a time, so two inserts cannot both link to the same row.
  PERFORM pg_advisory_xact_lock(hashtext('paydesk.audit_log'));
  SELECT a.seq, a.hash INTO last_seq, last_hash FROM public.audit_log a
    ORDER BY a.seq DESC LIMIT 1;
  NEW.seq := COALESCE(last_seq, 0) + 1;
  NEW.prev_hash := COALESCE(last_hash, repeat('0', 64));
  NEW.person := session_user;
  NEW.logged_at := clock_timestamp();
  epoch := extract(epoch FROM NEW.logged_at);
  body := paydesk_private.audit_field(NEW.prev_hash)
       || paydesk_private.audit_field(NEW.seq::text)
       || paydesk_private.audit_field(floor(epoch)::bigint::text || '.'
            || (round((epoch - floor(epoch)) * 1000000)::bigint * 1000)::text)
       || paydesk_private.audit_field(NEW.os_user)
       || paydesk_private.audit_field(NEW.profile)
       || paydesk_private.audit_field(NEW.action)
       || paydesk_private.audit_field(NEW.target_id)
       || paydesk_private.audit_field(NEW.result)
       || paydesk_private.audit_field(NEW.detail)
       || paydesk_private.audit_field(NEW.person)
       || paydesk_private.audit_field(NEW.amount::text)
       || paydesk_private.audit_field(NEW.currency);
  NEW.hash := encode(sha256(body), 'hex');
  RETURN NEW;
END $$;

CREATE OR REPLACE FUNCTION paydesk_private.audit_refuse() RETURNS trigger
LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  RAISE EXCEPTION 'The audit log is append-only: % refused.', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $$;

CREATE OR REPLACE TRIGGER audit_log_stamp BEFORE INSERT ON public.audit_log
  FOR EACH ROW EXECUTE FUNCTION paydesk_private.audit_stamp();
CREATE OR REPLACE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON public.audit_log
  FOR EACH ROW EXECUTE FUNCTION paydesk_private.audit_refuse();
CREATE OR REPLACE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON public.audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION paydesk_private.audit_refuse();
