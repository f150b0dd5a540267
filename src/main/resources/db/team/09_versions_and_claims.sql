-- A first password given by an admin is for the first sign-in only: until the person chose their
-- own, their login changes nothing that matters (the journal, drafts, claims), whatever the client.
CREATE OR REPLACE FUNCTION paydesk_private.require_own_password() RETURNS void
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM paydesk_private.people
             WHERE name = session_user AND must_change_password) THEN
    RAISE EXCEPTION 'Choose your own password first: the one an admin gave is for the first sign-in only.'
      USING ERRCODE = 'insufficient_privilege';
  END IF;
END $$;

-- No lost update. Every change to a draft moves its version by one, whatever the statement says, and
-- names who made it: a console saves with "WHERE version = ?", so a save over someone else's change
-- finds no row and the person is shown that change instead of overwriting it.
CREATE OR REPLACE FUNCTION paydesk_private.draft_version() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  PERFORM paydesk_private.require_own_password();
  IF TG_OP = 'INSERT' THEN
    NEW.version := 1;
  ELSE
    NEW.version := OLD.version + 1;
  END IF;
  NEW.saved_by := session_user;
  RETURN NEW;
END $$;

DROP TRIGGER IF EXISTS paydesk_draft_version ON drafts;
CREATE TRIGGER paydesk_draft_version BEFORE INSERT OR UPDATE ON drafts
  FOR EACH ROW EXECUTE FUNCTION paydesk_private.draft_version();

-- A claim on a chargeback is the login's own, stamped here; it is given up by that person, or
-- removed by a manager (someone left for the day).
CREATE OR REPLACE FUNCTION paydesk_private.claim_rules() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  PERFORM paydesk_private.require_own_password();
  IF TG_OP = 'INSERT' THEN
    NEW.person := session_user;
    NEW.claimed_at := now();
    RETURN NEW;
  END IF;
  IF OLD.person <> session_user AND NOT paydesk_private.holds('paydesk_manager')
      AND NOT paydesk_private.is_owner() THEN
    RAISE EXCEPTION 'Only % or a manager may give up this claim.', OLD.person
      USING ERRCODE = '42501';
  END IF;
  RETURN OLD;
END $$;

DROP TRIGGER IF EXISTS paydesk_claim_rules ON claims;
CREATE TRIGGER paydesk_claim_rules BEFORE INSERT OR DELETE ON claims
  FOR EACH ROW EXECUTE FUNCTION paydesk_private.claim_rules();

-- The team's shared drafts (a chargeback's evidence set, one for the whole team) are sealed with a
-- key of the team's, handed to people's logins by this function only: the table holds no clear
-- text. (Whoever holds the owner's login or a full dump holds the key too.)
INSERT INTO paydesk_private.secrets (name, value)
  VALUES ('drafts_key', encode(sha256(gen_random_uuid()::text::bytea
      || clock_timestamp()::text::bytea || gen_random_uuid()::text::bytea), 'base64'))
  ON CONFLICT (name) DO NOTHING;

CREATE OR REPLACE FUNCTION public.paydesk_drafts_key() RETURNS text
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
  SELECT value FROM paydesk_private.secrets WHERE name = 'drafts_key'
$$;
REVOKE ALL ON FUNCTION public.paydesk_drafts_key() FROM PUBLIC;
DO $$
DECLARE
  r text;
BEGIN
  FOREACH r IN ARRAY ARRAY['paydesk_support', 'paydesk_disputes', 'paydesk_finance',
      'paydesk_approver', 'paydesk_manager', 'paydesk_admin']
  LOOP
    EXECUTE format('GRANT EXECUTE ON FUNCTION public.paydesk_drafts_key() TO %I', r);
  END LOOP;
END $$;

-- A person's own drafts (a payout form half typed) are theirs alone: another login neither reads,
-- changes nor deletes them. The team's shared drafts (owner 'team') are everyone's. saved_by is
-- stamped above, before this check.
ALTER TABLE drafts ENABLE ROW LEVEL SECURITY;
DROP POLICY IF EXISTS drafts_own ON drafts;
CREATE POLICY drafts_own ON drafts
  USING (owner = 'team' OR saved_by = session_user)
  WITH CHECK (owner = 'team' OR saved_by = session_user);
