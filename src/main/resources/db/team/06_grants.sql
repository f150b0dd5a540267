-- Who may do what (the README's table). Reading is for every role; the document-hash key is in
-- paydesk_private, which no role reads. Nobody but the owner holds TRUNCATE or DDL; no role may
-- DELETE from a history table (audit_log, operations, webhook_events) or the copy of the service.
-- A table with no rule below is readable only: TeamRolesTest fails until it has one.
DO $$
DECLARE
  everyone text[] := ARRAY['paydesk_support', 'paydesk_disputes', 'paydesk_finance',
      'paydesk_approver', 'paydesk_manager', 'paydesk_admin', 'paydesk_inbox', 'paydesk_sender'];
  people text[] := ARRAY['paydesk_support', 'paydesk_disputes', 'paydesk_finance',
      'paydesk_approver', 'paydesk_manager', 'paydesk_admin'];
  journal text[] := ARRAY['paydesk_support', 'paydesk_disputes', 'paydesk_finance',
      'paydesk_approver', 'paydesk_manager', 'paydesk_sender'];
  t record;
  r text;
  rule record;
BEGIN
  EXECUTE format('REVOKE ALL ON DATABASE %I FROM PUBLIC', current_database());
  REVOKE ALL ON SCHEMA public FROM PUBLIC;
  FOREACH r IN ARRAY everyone LOOP
    EXECUTE format('GRANT CONNECT ON DATABASE %I TO %I', current_database(), r);
    EXECUTE format('GRANT USAGE ON SCHEMA public TO %I', r);
    EXECUTE format('GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO %I', r);
  END LOOP;
  FOR t IN
    SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm')
  LOOP
    EXECUTE format('REVOKE ALL ON public.%I FROM PUBLIC', t.relname);
    FOREACH r IN ARRAY everyone LOOP
      EXECUTE format('REVOKE ALL ON public.%I FROM %I', t.relname, r);
      EXECUTE format('GRANT SELECT ON public.%I TO %I', t.relname, r);
    END LOOP;
  END LOOP;
  FOR rule IN
    SELECT * FROM (VALUES
      -- the copy of the service: kept by anyone who reads it; never deleted by a person
      ('payments', everyone, everyone, ARRAY[]::text[]),
      ('payment_json', everyone, everyone, ARRAY[]::text[]),
      ('payment_periods', everyone, everyone, ARRAY[]::text[]),
      ('subscriptions', everyone, everyone, ARRAY[]::text[]),
      ('payouts', everyone, everyone, ARRAY[]::text[]),
      ('customers', everyone, everyone, ARRAY[]::text[]),
      ('customer_lookups', everyone, everyone, ARRAY[]::text[]),
      ('banking_entities', everyone, everyone, ARRAY[]::text[]),
      -- rebuilt from the copy by delete and insert (search words, daily sums, raw answers, a
      -- customer's methods as the service lists them now)
      ('payment_terms', everyone, everyone, everyone),
      -- a payment's transactions: a read replaces what it no longer holds
      ('transactions', everyone, everyone, everyone),
      ('payment_daily', everyone, everyone, everyone),
      ('payment_raw_answers', everyone, everyone, everyone),
      ('enrolled_methods', everyone, everyone, everyone),
      -- history: the journal (its trigger checks the kind against the role), the audit (its
      -- trigger stamps and chains every row), the inbox's events
      ('operations', journal, journal, ARRAY[]::text[]),
      ('audit_log', everyone, ARRAY[]::text[], ARRAY[]::text[]),
      ('webhook_events', ARRAY['paydesk_inbox'], ARRAY['paydesk_inbox'], ARRAY[]::text[]),
      -- a person's unsent forms, and the team's evidence sets
      ('drafts', people, people, people),
      -- who is working on a chargeback (09_versions_and_claims.sql: one's own claim only)
      ('claims', ARRAY['paydesk_disputes', 'paydesk_manager'], ARRAY[]::text[],
          ARRAY['paydesk_disputes', 'paydesk_manager']),
      -- the team's settings (response windows, thresholds, the inbox's address)
      ('store_settings', ARRAY['paydesk_admin'], ARRAY['paydesk_admin'], ARRAY[]::text[]),
      -- four eyes (10_four_eyes.sql): finance prepares; approvers decide and send, the sender
      -- sends, finance sends its own that needed no approval (the trigger checks each move);
      -- admins write the rules
      ('payout_requests', ARRAY['paydesk_finance'],
          ARRAY['paydesk_finance', 'paydesk_approver', 'paydesk_sender'], ARRAY[]::text[]),
      ('payout_approval_rules', ARRAY['paydesk_admin'], ARRAY['paydesk_admin'],
          ARRAY['paydesk_admin']),
      ('payout_approval_settings', ARRAY[]::text[], ARRAY['paydesk_admin'], ARRAY[]::text[])
    ) AS v(tbl, ins, upd, del)
  LOOP
    IF to_regclass('public.' || rule.tbl) IS NULL THEN
      CONTINUE;
    END IF;
    FOREACH r IN ARRAY rule.ins LOOP
      EXECUTE format('GRANT INSERT ON public.%I TO %I', rule.tbl, r);
    END LOOP;
    FOREACH r IN ARRAY rule.upd LOOP
      EXECUTE format('GRANT UPDATE ON public.%I TO %I', rule.tbl, r);
    END LOOP;
    FOREACH r IN ARRAY rule.del LOOP
      EXECUTE format('GRANT DELETE ON public.%I TO %I', rule.tbl, r);
    END LOOP;
  END LOOP;
END $$;

-- Functions: none for PUBLIC; the management ones for admins, the rest as each needs.
ALTER DEFAULT PRIVILEGES REVOKE EXECUTE ON FUNCTIONS FROM PUBLIC;
REVOKE ALL ON ALL FUNCTIONS IN SCHEMA public FROM PUBLIC;
REVOKE ALL ON ALL FUNCTIONS IN SCHEMA paydesk_private FROM PUBLIC;
REVOKE ALL ON ALL TABLES IN SCHEMA paydesk_private FROM PUBLIC;
DO $$
DECLARE
  r text;
BEGIN
  FOREACH r IN ARRAY ARRAY['paydesk_support', 'paydesk_disputes', 'paydesk_finance',
      'paydesk_approver', 'paydesk_manager', 'paydesk_admin', 'paydesk_inbox', 'paydesk_sender']
  LOOP
    EXECUTE format('GRANT EXECUTE ON FUNCTION public.paydesk_document_hash(text) TO %I', r);
    EXECUTE format('GRANT EXECUTE ON FUNCTION public.paydesk_me() TO %I', r);
    EXECUTE format('GRANT EXECUTE ON FUNCTION public.paydesk_change_password(text) TO %I', r);
  END LOOP;
END $$;
GRANT EXECUTE ON FUNCTION public.paydesk_add_user(text, text[], text, boolean) TO paydesk_admin;
GRANT EXECUTE ON FUNCTION public.paydesk_set_roles(text, text[]) TO paydesk_admin;
GRANT EXECUTE ON FUNCTION public.paydesk_disable_user(text) TO paydesk_admin;
GRANT EXECUTE ON FUNCTION public.paydesk_confirm(bigint) TO paydesk_admin;
GRANT EXECUTE ON FUNCTION public.paydesk_users() TO paydesk_admin;
GRANT EXECUTE ON FUNCTION public.paydesk_pending() TO paydesk_admin;
