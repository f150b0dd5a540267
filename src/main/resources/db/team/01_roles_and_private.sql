-- Paydesk team store (PostgreSQL 15+ only), applied by io.paydesk.store.TeamSetup with the owner's
-- login after the shared migrations. Every file here can run again and changes nothing the second
-- time. The group roles carry the rights; each person's login is a member of one or more of them.
DO $$
DECLARE
  r text;
BEGIN
  FOREACH r IN ARRAY ARRAY['paydesk_support', 'paydesk_disputes', 'paydesk_finance',
      'paydesk_approver', 'paydesk_manager', 'paydesk_admin', 'paydesk_inbox', 'paydesk_sender']
  LOOP
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = r) THEN
      EXECUTE format('CREATE ROLE %I NOLOGIN NOCREATEROLE NOCREATEDB', r);
    END IF;
  END LOOP;
END $$;

-- What only the owner reads: the document-hash key, the team's people and their pending changes.
CREATE SCHEMA IF NOT EXISTS paydesk_private;
REVOKE ALL ON SCHEMA paydesk_private FROM PUBLIC;

CREATE TABLE IF NOT EXISTS paydesk_private.secrets (
  name  text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE IF NOT EXISTS paydesk_private.people (
  name                 name PRIMARY KEY,
  must_change_password boolean NOT NULL,
  created_at           timestamptz NOT NULL DEFAULT now(),
  created_by           name NOT NULL,
  disabled_at          timestamptz
);

-- A change of users or roles proposed by one admin, waiting for a second admin's confirmation.
CREATE TABLE IF NOT EXISTS paydesk_private.changes (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind         text NOT NULL CHECK (kind IN ('add', 'roles', 'disable')),
  person       name NOT NULL,
  roles        text[],
  verifier     text,
  proposed_by  name NOT NULL,
  proposed_at  timestamptz NOT NULL DEFAULT now(),
  confirmed_by name,
  confirmed_at timestamptz
);

-- What team init last applied (a second run with the same files changes nothing).
CREATE TABLE IF NOT EXISTS paydesk_private.setup (
  name  text PRIMARY KEY,
  value text NOT NULL
);

-- The key moves out of store_settings, where every login reads.
INSERT INTO paydesk_private.secrets (name, value)
  SELECT name, setting_value FROM store_settings WHERE name = 'document_hash_key'
  ON CONFLICT (name) DO NOTHING;
DELETE FROM store_settings WHERE name = 'document_hash_key';
INSERT INTO paydesk_private.secrets (name, value)
  VALUES ('document_hash_key', encode(sha256(gen_random_uuid()::text::bytea
      || clock_timestamp()::text::bytea || gen_random_uuid()::text::bytea), 'base64'))
  ON CONFLICT (name) DO NOTHING;

-- True when the signed-in login owns the store's tables (or is a superuser): it steps around
-- every rule anyway, and runs init and migrate.
CREATE OR REPLACE FUNCTION paydesk_private.is_owner() RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
  SELECT EXISTS (SELECT 1 FROM pg_roles r WHERE r.rolname = session_user AND r.rolsuper)
      OR session_user = (SELECT pg_get_userbyid(c.relowner) FROM pg_class c
                         WHERE c.oid = 'public.audit_log'::regclass)
$$;

CREATE OR REPLACE FUNCTION paydesk_private.holds(role_name text) RETURNS boolean
LANGUAGE sql STABLE SET search_path = pg_catalog, pg_temp AS $$
  SELECT pg_has_role(session_user, role_name, 'MEMBER')
$$;

-- HMAC-SHA256 (RFC 2104) from the built-in sha256: no extension needed.
CREATE OR REPLACE FUNCTION paydesk_private.hmac_sha256(k bytea, msg bytea) RETURNS bytea
LANGUAGE plpgsql IMMUTABLE STRICT SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  key bytea := k;
  ipad bytea;
  opad bytea;
BEGIN
  IF octet_length(key) > 64 THEN
    key := sha256(key);
  END IF;
  key := key || decode(repeat('00', 64 - octet_length(key)), 'hex');
  ipad := key;
  opad := key;
  FOR i IN 0..63 LOOP
    ipad := set_byte(ipad, i, get_byte(key, i) # 54);
    opad := set_byte(opad, i, get_byte(key, i) # 92);
  END LOOP;
  RETURN sha256(opad || sha256(ipad || msg));
END $$;

-- The keyed hash of a document number (already normalized by the console), without the key ever
-- leaving the database.
CREATE OR REPLACE FUNCTION public.paydesk_document_hash(normalized text) RETURNS text
LANGUAGE sql STABLE STRICT SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
  SELECT encode(paydesk_private.hmac_sha256(decode(s.value, 'base64'),
                                            convert_to(normalized, 'UTF8')), 'hex')
  FROM paydesk_private.secrets s WHERE s.name = 'document_hash_key'
$$;
