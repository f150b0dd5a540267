-- Live changes between consoles: every change to what the screens show is announced on the
-- channel paydesk_changes as KIND:login:id (login: who changed it) (PAYMENT, CHARGEBACK, PAYOUT, SUBSCRIPTION, DRAFT,
-- OPERATION; CHARGEBACK for a chargeback's payment, and for its claim), delivered when the writer's transaction commits; a console listening there tells
-- its open screens (ops.LiveChanges). PostgreSQL folds equal notifications of one transaction.
CREATE OR REPLACE FUNCTION paydesk_announce() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  row_id text;
BEGIN
  IF TG_TABLE_NAME = 'transactions' THEN
    -- A new chargeback (its payment also changes, announced as PAYMENT).
    IF TG_OP = 'INSERT' AND NEW.type = 'CHARGEBACK' THEN
      PERFORM pg_notify('paydesk_changes', 'CHARGEBACK:' || session_user || ':' || NEW.payment_id);
    END IF;
    RETURN NULL;
  ELSIF TG_TABLE_NAME = 'drafts' THEN
    row_id := COALESCE(NEW.kind, OLD.kind) || '/' || COALESCE(NEW.draft_key, OLD.draft_key);
  ELSIF TG_TABLE_NAME = 'claims' THEN
    row_id := COALESCE(NEW.payment_id, OLD.payment_id);
  ELSIF TG_TABLE_NAME = 'operations' THEN
    row_id := COALESCE(NEW.target_id, OLD.target_id, '');
  ELSE
    row_id := COALESCE(NEW.id, OLD.id)::text;
  END IF;
  PERFORM pg_notify('paydesk_changes',
                    TG_ARGV[0] || ':' || session_user || ':' || left(row_id, 200));
  RETURN NULL;
END $$;

DO $$
DECLARE
  t record;
BEGIN
  FOR t IN
    SELECT * FROM (VALUES ('payments', 'PAYMENT'), ('payouts', 'PAYOUT'),
                          ('subscriptions', 'SUBSCRIPTION'), ('drafts', 'DRAFT'),
                          ('operations', 'OPERATION'), ('transactions', 'CHARGEBACK'),
                          ('claims', 'CHARGEBACK'))
                   AS v(tbl, kind)
  LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS paydesk_announce ON %I', t.tbl);
    EXECUTE format('CREATE TRIGGER paydesk_announce AFTER INSERT OR UPDATE OR DELETE ON %I'
                   || ' FOR EACH ROW EXECUTE FUNCTION paydesk_announce(%L)', t.tbl, t.kind);
  END LOOP;
END $$;
