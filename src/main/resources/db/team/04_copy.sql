-- The store's copy of the service: anyone who reads from the service keeps it, but a version
-- (updated_at, updated_ns, last_refreshed_at) more than a day ahead is refused, so nobody can
-- freeze a copy by hand (a later version always wins the upsert). One trigger function per table,
-- made for the columns it has.
DO $$
DECLARE
  t record;
  checks text;
  fn text;
BEGIN
  FOR t IN
    SELECT c.relname,
           bool_or(a.attname = 'updated_at') AS has_at,
           bool_or(a.attname = 'updated_ns') AS has_ns,
           bool_or(a.attname = 'last_refreshed_at') AS has_refreshed
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
    WHERE n.nspname = 'public' AND c.relkind = 'r'
      AND c.relname IN ('payments', 'payment_json', 'payment_periods', 'payment_terms',
                        'payment_daily', 'payment_raw_answers', 'transactions', 'subscriptions',
                        'payouts', 'customers', 'customer_lookups', 'banking_entities',
                        'enrolled_methods')
    GROUP BY c.relname
  LOOP
    checks := '';
    IF t.has_at THEN
      checks := checks || ' OR NEW.updated_at > ahead';
    END IF;
    IF t.has_ns THEN
      checks := checks || ' OR NEW.updated_ns > (extract(epoch FROM ahead) * 1000000000)::bigint';
    END IF;
    IF t.has_refreshed THEN
      checks := checks || ' OR NEW.last_refreshed_at > ahead';
    END IF;
    IF checks = '' THEN
      CONTINUE;
    END IF;
    fn := 'copy_check_' || t.relname;
    EXECUTE format($f$
      CREATE OR REPLACE FUNCTION paydesk_private.%I() RETURNS trigger
      LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $b$
      DECLARE
        ahead timestamptz := now() + interval '1 day';
      BEGIN
        IF false %s THEN
          RAISE EXCEPTION 'The copy of %s cannot be dated more than a day ahead.'
            USING ERRCODE = 'check_violation';
        END IF;
        RETURN NEW;
      END $b$ $f$, fn, checks, t.relname);
    EXECUTE format('CREATE OR REPLACE TRIGGER %I BEFORE INSERT OR UPDATE ON public.%I'
                   ' FOR EACH ROW EXECUTE FUNCTION paydesk_private.%I()',
                   'copy_check', t.relname, fn);
  END LOOP;
END $$;
