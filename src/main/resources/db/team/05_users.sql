-- People are managed through these functions, owned by the store's owner (who alone holds
-- CREATEROLE): only members of paydesk_admin may call the management ones. Passwords arrive as
-- SCRAM verifiers, never in clear. With two admins or more, a change waits for a second admin.
-- Every change is written to the audit log (its trigger stamps the admin as the person).
CREATE OR REPLACE FUNCTION paydesk_private.require_admin() RETURNS void
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  IF NOT (paydesk_private.is_owner() OR paydesk_private.holds('paydesk_admin')) THEN
    RAISE EXCEPTION 'Only an admin manages users.' USING ERRCODE = 'insufficient_privilege';
  END IF;
END $$;

CREATE OR REPLACE FUNCTION paydesk_private.audit(action text, person text, result text,
    detail text) RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
  INSERT INTO public.audit_log (os_user, profile, action, target_id, result, detail)
  VALUES ('', 'team', action, person, result, detail)
$$;

-- support -> paydesk_support ...; refuses an unknown role and admin with finance or approver.
CREATE OR REPLACE FUNCTION paydesk_private.group_roles(roles text[]) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  out text[] := ARRAY[]::text[];
  r text;
BEGIN
  IF roles IS NULL OR cardinality(roles) = 0 THEN
    RAISE EXCEPTION 'Give at least one role.' USING ERRCODE = 'invalid_parameter_value';
  END IF;
  FOREACH r IN ARRAY roles LOOP
    r := lower(btrim(r));
    IF r NOT IN ('support', 'disputes', 'finance', 'approver', 'manager', 'admin', 'inbox',
                 'sender') THEN
      RAISE EXCEPTION 'Unknown role "%": use support, disputes, finance, approver, manager, admin, inbox or sender.', r
        USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF NOT ('paydesk_' || r) = ANY (out) THEN
      out := out || ('paydesk_' || r);
    END IF;
  END LOOP;
  IF 'paydesk_admin' = ANY (out)
     AND ('paydesk_finance' = ANY (out) OR 'paydesk_approver' = ANY (out)) THEN
    RAISE EXCEPTION 'An admin cannot also be finance or approver.'
      USING ERRCODE = 'invalid_parameter_value';
  END IF;
  RETURN (SELECT array_agg(x ORDER BY x) FROM unnest(out) x);
END $$;

CREATE OR REPLACE FUNCTION paydesk_private.require_person(person text, existing boolean)
RETURNS void
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  IF person IS NULL OR person !~ '^[a-z][a-z0-9_.]{0,62}$' OR person LIKE 'pg\_%'
     OR person LIKE 'paydesk\_%' THEN
    RAISE EXCEPTION 'A user name is a lower-case letter, then letters, digits, "_" or "." (at most 63), not starting with pg_ or paydesk_.'
      USING ERRCODE = 'invalid_parameter_value';
  END IF;
  IF existing AND NOT EXISTS (SELECT 1 FROM paydesk_private.people p WHERE p.name = person) THEN
    RAISE EXCEPTION 'No user % in this team store.', person USING ERRCODE = 'undefined_object';
  END IF;
  IF NOT existing AND EXISTS (SELECT 1 FROM pg_roles r WHERE r.rolname = person) THEN
    RAISE EXCEPTION 'A login % exists already.', person USING ERRCODE = 'duplicate_object';
  END IF;
END $$;

-- Admins who can sign in.
CREATE OR REPLACE FUNCTION paydesk_private.admins() RETURNS bigint
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
  SELECT count(*) FROM pg_roles r JOIN paydesk_private.people p ON p.name = r.rolname
  WHERE r.rolcanlogin AND pg_has_role(r.oid, 'paydesk_admin', 'MEMBER')
$$;

CREATE OR REPLACE FUNCTION paydesk_private.apply(kind text, person text, roles text[],
    verifier text, must_change boolean) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  g text;
BEGIN
  IF kind = 'add' THEN
    -- A generated first password also expires in a week if never changed.
    EXECUTE format('CREATE ROLE %I LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION'
                   ' NOBYPASSRLS INHERIT PASSWORD %L VALID UNTIL %L', person, verifier,
                   CASE WHEN must_change THEN (now() + interval '7 days')::text
                        ELSE 'infinity' END);
    INSERT INTO paydesk_private.people (name, must_change_password, created_by)
      VALUES (person, must_change, session_user);
  END IF;
  IF kind IN ('add', 'roles') THEN
    FOREACH g IN ARRAY ARRAY['paydesk_support', 'paydesk_disputes', 'paydesk_finance',
        'paydesk_approver', 'paydesk_manager', 'paydesk_admin', 'paydesk_inbox', 'paydesk_sender']
    LOOP
      IF g = ANY (roles) AND NOT pg_has_role(person, g, 'MEMBER') THEN
        EXECUTE format('GRANT %I TO %I', g, person);
      ELSIF NOT g = ANY (roles) AND pg_has_role(person, g, 'MEMBER') THEN
        EXECUTE format('REVOKE %I FROM %I', g, person);
      END IF;
    END LOOP;
  ELSIF kind = 'disable' THEN
    EXECUTE format('ALTER ROLE %I NOLOGIN', person);
    UPDATE paydesk_private.people SET disabled_at = now() WHERE name = person;
    PERFORM pg_terminate_backend(a.pid) FROM pg_stat_activity a
      WHERE a.usename = person AND a.pid <> pg_backend_pid();
  END IF;
END $$;

-- Applies a change now (one admin, or the owner) or keeps it for a second admin; answers
-- 'done' or 'pending N'.
CREATE OR REPLACE FUNCTION paydesk_private.propose(kind text, person text, roles text[],
    verifier text, must_change boolean) RETURNS text
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  change_id bigint;
  detail text := CASE WHEN roles IS NULL THEN NULL
                      ELSE 'roles ' || array_to_string(roles, ',') END;
BEGIN
  IF NOT paydesk_private.is_owner() AND paydesk_private.admins() >= 2 THEN
    INSERT INTO paydesk_private.changes (kind, person, roles, verifier, proposed_by)
      VALUES (kind, person, roles, verifier, session_user) RETURNING id INTO change_id;
    PERFORM paydesk_private.audit('team.user.' || kind, person, 'PENDING',
        concat_ws('; ', 'change ' || change_id, detail));
    RETURN 'pending ' || change_id;
  END IF;
  PERFORM paydesk_private.apply(kind, person, roles, verifier, must_change);
  PERFORM paydesk_private.audit('team.user.' || kind, person, 'DONE', detail);
  RETURN 'done';
END $$;

CREATE OR REPLACE FUNCTION public.paydesk_add_user(person text, roles text[], verifier text,
    must_change boolean) RETURNS text
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  groups text[];
BEGIN
  PERFORM paydesk_private.require_admin();
  PERFORM paydesk_private.require_person(person, false);
  groups := paydesk_private.group_roles(roles);
  IF verifier IS NULL OR verifier !~ '^SCRAM-SHA-256\$[0-9]+:' THEN
    RAISE EXCEPTION 'A password reaches the store as a SCRAM-SHA-256 verifier only.'
      USING ERRCODE = 'invalid_parameter_value';
  END IF;
  RETURN paydesk_private.propose('add', person, groups, verifier, COALESCE(must_change, true));
END $$;

CREATE OR REPLACE FUNCTION public.paydesk_set_roles(person text, roles text[]) RETURNS text
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  PERFORM paydesk_private.require_admin();
  PERFORM paydesk_private.require_person(person, true);
  RETURN paydesk_private.propose('roles', person, paydesk_private.group_roles(roles), NULL, NULL);
END $$;

CREATE OR REPLACE FUNCTION public.paydesk_disable_user(person text) RETURNS text
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  PERFORM paydesk_private.require_admin();
  PERFORM paydesk_private.require_person(person, true);
  IF person = session_user THEN
    RAISE EXCEPTION 'An admin cannot disable their own login.'
      USING ERRCODE = 'invalid_parameter_value';
  END IF;
  RETURN paydesk_private.propose('disable', person, NULL, NULL, NULL);
END $$;

-- A second admin confirms a pending change; the one who proposed it cannot.
CREATE OR REPLACE FUNCTION public.paydesk_confirm(change_id bigint) RETURNS text
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  c paydesk_private.changes;
BEGIN
  PERFORM paydesk_private.require_admin();
  SELECT * INTO c FROM paydesk_private.changes WHERE id = change_id FOR UPDATE;
  IF NOT FOUND OR c.confirmed_at IS NOT NULL THEN
    RAISE EXCEPTION 'No pending change %.', change_id USING ERRCODE = 'undefined_object';
  END IF;
  IF c.proposed_by = session_user THEN
    RAISE EXCEPTION 'A change is confirmed by another admin than the one who proposed it.'
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  PERFORM paydesk_private.require_person(c.person, c.kind <> 'add');
  IF c.roles IS NOT NULL THEN
    PERFORM paydesk_private.group_roles(array(SELECT substr(x, 9) FROM unnest(c.roles) x));
  END IF;
  PERFORM paydesk_private.apply(c.kind, c.person, c.roles, c.verifier, true);
  UPDATE paydesk_private.changes
    SET confirmed_by = session_user, confirmed_at = now(), verifier = NULL WHERE id = change_id;
  PERFORM paydesk_private.audit('team.user.' || c.kind, c.person, 'CONFIRMED',
      'change ' || change_id || ' proposed by ' || c.proposed_by);
  RETURN 'done';
END $$;

CREATE OR REPLACE FUNCTION public.paydesk_pending()
RETURNS TABLE (id bigint, kind text, person name, roles text[], proposed_by name,
               proposed_at timestamptz)
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  PERFORM paydesk_private.require_admin();
  RETURN QUERY SELECT c.id, c.kind, c.person, c.roles, c.proposed_by, c.proposed_at
    FROM paydesk_private.changes c WHERE c.confirmed_at IS NULL ORDER BY c.id;
END $$;

CREATE OR REPLACE FUNCTION paydesk_private.roles_of(person name) RETURNS text[]
LANGUAGE sql STABLE SET search_path = pg_catalog, pg_temp AS $$
  SELECT COALESCE(array_agg(substr(g.rolname, 9) ORDER BY g.rolname), ARRAY[]::text[])
  FROM pg_roles g
  WHERE g.rolname IN ('paydesk_support', 'paydesk_disputes', 'paydesk_finance',
      'paydesk_approver', 'paydesk_manager', 'paydesk_admin', 'paydesk_inbox', 'paydesk_sender')
    AND pg_has_role(person, g.oid, 'MEMBER')
$$;

CREATE OR REPLACE FUNCTION public.paydesk_users()
RETURNS TABLE (name name, roles text[], can_login boolean, must_change_password boolean,
               created_at timestamptz, disabled_at timestamptz)
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  PERFORM paydesk_private.require_admin();
  RETURN QUERY SELECT p.name, paydesk_private.roles_of(p.name), r.rolcanlogin,
      p.must_change_password, p.created_at, p.disabled_at
    FROM paydesk_private.people p JOIN pg_roles r ON r.rolname = p.name ORDER BY p.name;
END $$;

-- Who is signed in, their roles, and whether their password must be changed first.
CREATE OR REPLACE FUNCTION public.paydesk_me()
RETURNS TABLE (name name, roles text[], must_change_password boolean)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
  SELECT session_user, paydesk_private.roles_of(session_user),
         COALESCE((SELECT p.must_change_password FROM paydesk_private.people p
                   WHERE p.name = session_user), false)
$$;

CREATE OR REPLACE FUNCTION public.paydesk_change_password(verifier text) RETURNS text
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM paydesk_private.people p WHERE p.name = session_user) THEN
    RAISE EXCEPTION 'Only a person of this team changes their password here.'
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF verifier IS NULL OR verifier !~ '^SCRAM-SHA-256\$[0-9]+:' THEN
    RAISE EXCEPTION 'A password reaches the store as a SCRAM-SHA-256 verifier only.'
      USING ERRCODE = 'invalid_parameter_value';
  END IF;
  EXECUTE format('ALTER ROLE %I PASSWORD %L VALID UNTIL %L', session_user, verifier, 'infinity');
  UPDATE paydesk_private.people SET must_change_password = false WHERE name = session_user;
  PERFORM paydesk_private.audit('team.user.password', session_user, 'DONE', NULL);
  RETURN 'done';
END $$;
