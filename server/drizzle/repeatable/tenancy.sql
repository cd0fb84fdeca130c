-- Applied after the migrations on every start, under the migration lock; every statement is idempotent.
-- It makes the application role, grants it the tables, and puts row-level security on every tenant table:
-- the second wall behind the engine's own supplier_id scoping.

DO $$ BEGIN
  CREATE ROLE yanye_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;

-- A non-superuser owner needs the membership to SET ROLE; a superuser has it anyway.
DO $$ BEGIN
  IF NOT pg_has_role(current_user, 'yanye_app', 'MEMBER') THEN
    EXECUTE format('GRANT yanye_app TO %I', current_user);
  END IF;
EXCEPTION WHEN unique_violation OR duplicate_object THEN NULL;
END $$;

GRANT USAGE ON SCHEMA public TO yanye_app;
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO yanye_app;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO yanye_app;

-- The tenant of the current transaction, set by the request-scoped handle with set_config(..., true).
CREATE OR REPLACE FUNCTION app_tenant() RETURNS integer
  LANGUAGE sql STABLE
  AS $$ SELECT nullif(current_setting('app.supplier_id', true), '')::integer $$;

-- Every table with a supplier_id column: rows of other tenants are invisible and cannot be written.
DO $$
DECLARE t text;
BEGIN
  FOR t IN
    SELECT c.relname FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.oid
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND a.attname = 'supplier_id' AND NOT a.attisdropped
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    IF NOT EXISTS (SELECT 1 FROM pg_policies WHERE schemaname = 'public' AND tablename = t AND policyname = 'tenant_isolation') THEN
      EXECUTE format(
        'CREATE POLICY tenant_isolation ON %I USING (supplier_id = app_tenant()) WITH CHECK (supplier_id = app_tenant())', t);
    END IF;
  END LOOP;
END $$;

-- The store row itself: a tenant sees only its own.
ALTER TABLE suppliers ENABLE ROW LEVEL SECURITY;
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_policies WHERE schemaname = 'public' AND tablename = 'suppliers' AND policyname = 'tenant_isolation') THEN
    CREATE POLICY tenant_isolation ON suppliers USING (id = app_tenant()) WITH CHECK (id = app_tenant());
  END IF;
END $$;

-- Sign-in must find an account before its tenant is known. This is the one cross-tenant read the application
-- may make, and it answers only the two ids. An empty store name means the store's main account.
CREATE OR REPLACE FUNCTION auth_find_account(p_store text, p_username text)
  RETURNS TABLE (supplier_id integer, account_id bigint)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
  AS $$
    SELECT a.supplier_id, a.id
      FROM accounts a JOIN suppliers s ON s.id = a.supplier_id
     WHERE a.username = p_username
       AND CASE WHEN coalesce(p_store, '') = '' THEN a.is_main ELSE s.login_name = p_store END
     LIMIT 1
  $$;
REVOKE ALL ON FUNCTION auth_find_account(text, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION auth_find_account(text, text) TO yanye_app;

-- The export queue spans stores: a worker claims the oldest task that is due (or whose lease lapsed) with
-- SKIP LOCKED, so several processes share the work and no task runs twice at once. It answers only the ids;
-- the worker then opens that store's transaction.
CREATE OR REPLACE FUNCTION claim_export_task(p_worker text, p_now bigint, p_lease integer)
  RETURNS TABLE (supplier_id integer, id bigint)
  LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = public
  AS $$
    UPDATE export_tasks t
       SET status = 1, locked_by = p_worker, locked_until = p_now + p_lease, attempts = t.attempts + 1,
           started_at = p_now
     WHERE (t.supplier_id, t.id) = (
             SELECT q.supplier_id, q.id FROM export_tasks q
              WHERE (q.status = 0 AND q.run_after <= p_now) OR (q.status = 1 AND q.locked_until < p_now)
              ORDER BY q.id
              LIMIT 1
              FOR UPDATE SKIP LOCKED)
    RETURNING t.supplier_id, t.id
  $$;
REVOKE ALL ON FUNCTION claim_export_task(text, bigint, integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION claim_export_task(text, bigint, integer) TO yanye_app;

-- The ERP outbox spans stores like the export queue: a worker claims the oldest pending push that is due and
-- not held by another worker's lease, with SKIP LOCKED. Ids only.
CREATE OR REPLACE FUNCTION claim_erp_delivery(p_worker text, p_now bigint, p_lease integer)
  RETURNS TABLE (supplier_id integer, id bigint)
  LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = public
  AS $$
    UPDATE erp_outbox o
       SET locked_by = p_worker, locked_until = p_now + p_lease, attempts = o.attempts + 1
     WHERE (o.supplier_id, o.id) = (
             SELECT q.supplier_id, q.id FROM erp_outbox q
              WHERE q.status = 'pending' AND q.next_attempt_at <= p_now
                AND (q.locked_until IS NULL OR q.locked_until < p_now)
              ORDER BY q.next_attempt_at, q.id
              LIMIT 1
              FOR UPDATE SKIP LOCKED)
    RETURNING o.supplier_id, o.id
  $$;
REVOKE ALL ON FUNCTION claim_erp_delivery(text, bigint, integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION claim_erp_delivery(text, bigint, integer) TO yanye_app;

-- Finished exports whose files have expired, across stores, for the sweeper to delete (ids and paths only).
CREATE OR REPLACE FUNCTION expired_export_files(p_now bigint)
  RETURNS TABLE (supplier_id integer, id bigint, file text)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
  AS $$
    SELECT e.supplier_id, e.id, e.file FROM export_tasks e
     WHERE e.file <> '' AND e.expires_at IS NOT NULL AND e.expires_at < p_now
     LIMIT 500
  $$;
REVOKE ALL ON FUNCTION expired_export_files(bigint) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION expired_export_files(bigint) TO yanye_app;

-- SMS sign-in finds the account by its phone, before the tenant is known: the same rule as auth_find_account
-- (an empty store name means main accounts), answering only the ids, at most two (two means ambiguous).
CREATE OR REPLACE FUNCTION auth_find_accounts_by_phone(p_store text, p_phone text)
  RETURNS TABLE (supplier_id integer, account_id bigint)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
  AS $$
    SELECT a.supplier_id, a.id
      FROM accounts a JOIN suppliers s ON s.id = a.supplier_id
     WHERE a.phone = p_phone AND p_phone <> ''
       AND CASE WHEN coalesce(p_store, '') = '' THEN a.is_main ELSE s.login_name = p_store END
     ORDER BY a.supplier_id, a.id
     LIMIT 2
  $$;
REVOKE ALL ON FUNCTION auth_find_accounts_by_phone(text, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION auth_find_accounts_by_phone(text, text) TO yanye_app;

-- WeChat sign-in finds the account bound to the openid, before the tenant is known: the same rule again (an empty
-- store name means main accounts, or any account when the openid is bound in one store only), ids only, at most two.
CREATE OR REPLACE FUNCTION auth_find_accounts_by_openid(p_store text, p_openid text)
  RETURNS TABLE (supplier_id integer, account_id bigint)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
  AS $$
    SELECT a.supplier_id, a.id
      FROM accounts a JOIN suppliers s ON s.id = a.supplier_id
     WHERE a.wx_openid = p_openid AND p_openid <> ''
       AND (coalesce(p_store, '') = '' OR s.login_name = p_store)
     ORDER BY a.supplier_id, a.id
     LIMIT 2
  $$;
REVOKE ALL ON FUNCTION auth_find_accounts_by_openid(text, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION auth_find_accounts_by_openid(text, text) TO yanye_app;

-- The store's principal version: whatever a caller's principal is made of, but its session, changes only
-- with it bumped, by these triggers, in the same transaction. The application role reads its own store's row
-- (row-level security) and writes none; the trigger function writes as the owner.
REVOKE INSERT, UPDATE, DELETE ON auth_versions FROM yanye_app;
CREATE OR REPLACE FUNCTION auth_version_bump() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public
  AS $$
  DECLARE v_store integer;
  BEGIN
    -- Each branch is planned only when taken: the store row's key is `id`, every other table's `supplier_id`.
    IF TG_TABLE_NAME = 'suppliers' THEN
      IF TG_OP = 'DELETE' THEN v_store := OLD.id; ELSE v_store := NEW.id; END IF;
    ELSIF TG_OP = 'DELETE' THEN
      v_store := OLD.supplier_id;
    ELSE
      v_store := NEW.supplier_id;
    END IF;
    INSERT INTO auth_versions AS v (supplier_id, version) VALUES (v_store, 1)
      ON CONFLICT (supplier_id) DO UPDATE SET version = v.version + 1;
    RETURN NULL;
  END
  $$;
REVOKE ALL ON FUNCTION auth_version_bump() FROM PUBLIC;
DO $$
DECLARE
  t record;
BEGIN
  -- Each table, and the columns of it a principal reads (an update touching none of them bumps nothing).
  FOR t IN SELECT * FROM (VALUES
      ('accounts', 'username, is_main, status, must_change_password'),
      ('suppliers', 'industry_type, is_union, status, is_platform'),
      ('account_roles', NULL),
      ('roles', 'name, api_arr, path_arr'),
      ('supplier_addons', NULL),
      ('safe_settings', 'session_idle_minutes, ip_allow_on, ip_allow_list')) AS x(name, cols)
  LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS auth_version_bump ON %I', t.name);
    EXECUTE format(
      'CREATE TRIGGER auth_version_bump AFTER INSERT OR DELETE OR UPDATE%s ON %I FOR EACH ROW EXECUTE FUNCTION auth_version_bump()',
      CASE WHEN t.cols IS NULL THEN '' ELSE ' OF ' || t.cols END, t.name);
  END LOOP;
END $$;

-- auth_principal takes the server's clock since it keeps the session's last call and signs an idle one out; the
-- three-argument version it replaces goes. Its answer and its helpers are dropped and made again on every start
-- (a function's arguments and result cannot be changed in place).
DROP FUNCTION IF EXISTS auth_principal(integer, bigint, text);

-- What a caller's principal is made of, read only: the account, its store, its session, its roles, the store's
-- installed add-ons and its IP allow list; `stamp` is the store's principal version (auth_versions, bumped by
-- the triggers below whenever any of it but the session changes: a cached principal is good while its stamp
-- is), `idle` says the session sat longer than the store's session_idle_minutes, `stale` that its last call is
-- over a minute old (auth_principal keeps it). Roles are aggregated in id order so the same state has the same
-- stamp. The ids come from the token's signed claims, so it answers only the caller's own rows. PL/pgSQL keeps
-- the query's plan from one call to the next (a SQL function would plan it on every call: half a millisecond).
DROP FUNCTION IF EXISTS auth_principal(integer, bigint, text, bigint);
DROP FUNCTION IF EXISTS auth_check(integer, bigint, text, bigint, text);
DROP FUNCTION IF EXISTS auth_principal_state(integer, bigint, text, bigint);
CREATE FUNCTION auth_principal_state(p_supplier integer, p_account bigint, p_session text, p_now bigint)
  RETURNS TABLE (username text, is_main boolean, status smallint, industry text, is_union boolean,
                 store_status smallint, revoked_at bigint, revoked_reason text, role_names text[],
                 role_apis jsonb, role_paths jsonb, addons text[], ip_allow_on boolean, ip_allow_list jsonb,
                 must_change_password boolean, is_platform boolean, stamp text, idle boolean, stale boolean)
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public
  AS $$
  #variable_conflict use_column
  BEGIN
    RETURN QUERY
    SELECT q.*, coalesce(v.version, 0)::text,
           p_now - coalesce(ss.last_seen_at, ss.created_at) > 60 * coalesce(st.session_idle_minutes, 120),
           coalesce(ss.last_seen_at, ss.created_at) <= p_now - 60
      FROM accounts a
      JOIN suppliers s ON s.id = a.supplier_id
      JOIN sessions ss ON ss.supplier_id = a.supplier_id AND ss.id = p_session AND ss.account_id = a.id
      LEFT JOIN safe_settings st ON st.supplier_id = a.supplier_id
      LEFT JOIN auth_versions v ON v.supplier_id = a.supplier_id
      LEFT JOIN LATERAL (
        SELECT array_agg(r.name ORDER BY r.id) AS names, jsonb_agg(r.api_arr ORDER BY r.id) AS apis,
               jsonb_agg(r.path_arr ORDER BY r.id) AS paths
          FROM account_roles ar JOIN roles r ON r.supplier_id = ar.supplier_id AND r.id = ar.role_id
         WHERE ar.supplier_id = a.supplier_id AND ar.account_id = a.id AND NOT a.is_main
      ) ro ON true
      CROSS JOIN LATERAL (
        SELECT a.username, a.is_main, a.status, s.industry_type, s.is_union, s.status AS store_status,
               ss.revoked_at, ss.revoked_reason,
               coalesce(ro.names, '{}') AS role_names, coalesce(ro.apis, '[]') AS role_apis,
               coalesce(ro.paths, '[]') AS role_paths,
               coalesce((SELECT array_agg(sa.key ORDER BY sa.key) FROM supplier_addons sa
                          WHERE sa.supplier_id = p_supplier), '{}') AS addons,
               coalesce(st.ip_allow_on, false) AS ip_allow_on, coalesce(st.ip_allow_list, '[]') AS ip_allow_list,
               a.must_change_password, s.is_platform
      ) q
     WHERE a.supplier_id = p_supplier AND a.id = p_account;
  END
  $$;
REVOKE ALL ON FUNCTION auth_principal_state(integer, bigint, text, bigint) FROM PUBLIC;

-- The caller behind a verified access token, when the server has no good copy of it (platform/principal.ts): the
-- state above, and on the way it keeps the session's last call (at most once a minute, so most calls write
-- nothing) and signs out a session idle longer than the store's limit (revoked, reason `idle`); the row then
-- answers the revocation. Its stamp is what auth_check compares on the requests that follow.
CREATE FUNCTION auth_principal(p_supplier integer, p_account bigint, p_session text, p_now bigint)
  RETURNS TABLE (username text, is_main boolean, status smallint, industry text, is_union boolean,
                 store_status smallint, revoked_at bigint, revoked_reason text, role_names text[],
                 role_apis jsonb, role_paths jsonb, addons text[], ip_allow_on boolean, ip_allow_list jsonb,
                 must_change_password boolean, is_platform boolean, stamp text)
  LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = public
  AS $$
    WITH p AS (SELECT * FROM auth_principal_state(p_supplier, p_account, p_session, p_now)),
    touched AS (
      UPDATE sessions u
         SET last_seen_at = CASE WHEN p.idle THEN u.last_seen_at ELSE p_now END,
             revoked_at = CASE WHEN p.idle THEN p_now ELSE u.revoked_at END,
             revoked_reason = CASE WHEN p.idle THEN 'idle' ELSE u.revoked_reason END
        FROM p
       WHERE u.supplier_id = p_supplier AND u.id = p_session AND u.account_id = p_account
         AND u.revoked_at IS NULL AND p.revoked_at IS NULL AND (p.idle OR p.stale)
      RETURNING u.revoked_at, u.revoked_reason
    )
    SELECT p.username, p.is_main, p.status, p.industry, p.is_union, p.store_status,
           CASE WHEN t.revoked_at IS NOT NULL THEN t.revoked_at ELSE p.revoked_at END,
           CASE WHEN t.revoked_at IS NOT NULL THEN t.revoked_reason ELSE p.revoked_reason END,
           p.role_names, p.role_apis, p.role_paths, p.addons, p.ip_allow_on, p.ip_allow_list,
           p.must_change_password, p.is_platform, p.stamp
      FROM p LEFT JOIN touched t ON true
  $$;
REVOKE ALL ON FUNCTION auth_principal(integer, bigint, text, bigint) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION auth_principal(integer, bigint, text, bigint) TO yanye_app;

-- The guard of a cached principal, sent in the same round trip as a request's first statement: it raises YA001
-- (which aborts what follows it) unless the store's principal version is still the stamp the server cached, and
-- the session is open and its last call under a minute old (so not idle either: the idle limit is at least five
-- minutes, a check on safe_settings); the server then asks auth_principal again. Two reads by primary key. So a
-- revoked session, a disabled account, a changed role or add-on is refused on the very next request, whichever
-- process changed it.
CREATE FUNCTION auth_check(p_supplier integer, p_account bigint, p_session text, p_now bigint, p_stamp text)
  RETURNS boolean
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public
  AS $$
  BEGIN
    IF NOT EXISTS (SELECT 1 FROM sessions ss
                    WHERE ss.supplier_id = p_supplier AND ss.id = p_session AND ss.account_id = p_account
                      AND ss.revoked_at IS NULL AND coalesce(ss.last_seen_at, ss.created_at) > p_now - 60
                      AND coalesce((SELECT v.version FROM auth_versions v WHERE v.supplier_id = p_supplier), 0)::text
                          = p_stamp) THEN
      RAISE EXCEPTION 'the caller''s principal changed' USING ERRCODE = 'YA001';
    END IF;
    RETURN true;
  END
  $$;
REVOKE ALL ON FUNCTION auth_check(integer, bigint, text, bigint, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION auth_check(integer, bigint, text, bigint, text) TO yanye_app;

-- A write's receipt settled with its answer (platform/receipts.ts), only while the write still holds it: raises
-- YR001 when a twin took the claim over, so the write rolls back and the twin's is the one done. Raising, not
-- answering no row, lets the settling ride in the message of the write's COMMIT: its error skips the COMMIT.
CREATE OR REPLACE FUNCTION receipt_settle(p_scope text, p_key text, p_holder text, p_answer jsonb)
  RETURNS void
  LANGUAGE plpgsql SET search_path = public
  AS $$
  BEGIN
    UPDATE request_receipts r SET state = 'done', http_status = 200, answer = p_answer
     WHERE r.scope = p_scope AND r.key = p_key AND r.state = 'pending' AND r.holder = p_holder;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'the write''s receipt was taken over' USING ERRCODE = 'YR001';
    END IF;
  END
  $$;
REVOKE ALL ON FUNCTION receipt_settle(text, text, text, jsonb) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION receipt_settle(text, text, text, jsonb) TO yanye_app;

-- Sign-in to a store named by its login name, before its tenant is known and whatever the username: the store's
-- security settings (captcha, allow list, address locks) apply to every attempt on it. Answers the id only.
CREATE OR REPLACE FUNCTION auth_find_store(p_store text)
  RETURNS integer
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
  AS $$ SELECT s.id FROM suppliers s WHERE s.login_name = p_store AND coalesce(p_store, '') <> '' $$;
REVOKE ALL ON FUNCTION auth_find_store(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION auth_find_store(text) TO yanye_app;

-- The public list of stores (GET /v1/public/supplier/getSupplierList), before any store is known: open stores
-- other than the platform, by part of their name or account and by industry, certified first. Only what a
-- storefront shows is answered, never a phone, a contact or an address, so the wall holds whatever the caller asks.
CREATE OR REPLACE FUNCTION public_store_count(p_keyword text, p_industry text)
  RETURNS bigint
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
  AS $$
    SELECT count(*) FROM suppliers s
     WHERE s.status = 1 AND NOT s.is_platform
       AND (coalesce(p_industry, '') = '' OR s.industry_type = p_industry)
       AND (coalesce(p_keyword, '') = '' OR strpos(lower(s.store_name), lower(p_keyword)) > 0
            OR strpos(lower(s.login_name), lower(p_keyword)) > 0)
  $$;
REVOKE ALL ON FUNCTION public_store_count(text, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public_store_count(text, text) TO yanye_app;

CREATE OR REPLACE FUNCTION public_store_page(p_keyword text, p_industry text, p_limit integer, p_offset integer)
  RETURNS TABLE (supplier_id integer, login_name text, store_name text, logo text, industry_type text,
                 certified boolean, intro text, store_domain text, created_at bigint)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
  AS $$
    SELECT s.id, s.login_name, s.store_name, s.logo, s.industry_type, s.cert_status = 2, s.intro,
           s.store_domain, s.created_at
      FROM suppliers s
     WHERE s.status = 1 AND NOT s.is_platform
       AND (coalesce(p_industry, '') = '' OR s.industry_type = p_industry)
       AND (coalesce(p_keyword, '') = '' OR strpos(lower(s.store_name), lower(p_keyword)) > 0
            OR strpos(lower(s.login_name), lower(p_keyword)) > 0)
     ORDER BY s.cert_status = 2 DESC, s.id
     LIMIT least(greatest(p_limit, 1), 50) OFFSET greatest(p_offset, 0)
  $$;
REVOKE ALL ON FUNCTION public_store_page(text, text, integer, integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public_store_page(text, text, integer, integer) TO yanye_app;

-- The public version check of an installed app (GET /v1/public/app/AppversionCheck), before any store is known:
-- for an active store by its login name, the newest release of the platform already out (release_at <= now),
-- whether a newer one than the caller's build is out, and whether any such is forced. No row: no such store;
-- a row of NULL versions: nothing released yet. Nothing else of the store is answered.
CREATE OR REPLACE FUNCTION app_version_check(p_store text, p_platform text, p_build integer, p_now bigint)
  RETURNS TABLE (version_name text, build_number integer, package_url text, notes text, forced boolean,
                 release_at bigint, has_update boolean, must_update boolean)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
  AS $$
    SELECT v.version_name, v.build_number, v.package_url, v.notes, v.forced, v.release_at,
           coalesce(v.build_number > p_build, false),
           EXISTS (SELECT 1 FROM app_versions f
                    WHERE f.supplier_id = s.id AND f.platform = p_platform AND f.release_at <= p_now
                      AND f.build_number > p_build AND f.forced)
      FROM suppliers s
      LEFT JOIN LATERAL (
             SELECT a.version_name, a.build_number, a.package_url, a.notes, a.forced, a.release_at
               FROM app_versions a
              WHERE a.supplier_id = s.id AND a.platform = p_platform AND a.release_at <= p_now
              ORDER BY a.build_number DESC
              LIMIT 1) v ON true
     WHERE s.login_name = p_store AND s.status = 1 AND coalesce(p_store, '') <> ''
  $$;
REVOKE ALL ON FUNCTION app_version_check(text, text, integer, bigint) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION app_version_check(text, text, integer, bigint) TO yanye_app;

-- Store onboarding (modules/onboarding): approving an application opens a store before any tenant of it exists.
-- Called by the platform's review only (the handler checks that the caller's store is the platform): the store
-- row, its main account (role admin, as every main account; it signs in with the phone and the password hash the
-- applicant chose), its safe settings, and its certification as reviewed (the application's documents). The
-- login name is the one asked for, or it with -2, -3, … when taken. Answers the new ids and the login name.
CREATE OR REPLACE FUNCTION platform_open_store(p_login text, p_store jsonb, p_password_hash text, p_reviewer text,
                                               p_now bigint)
  RETURNS TABLE (supplier_id integer, account_id bigint, login_name text)
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public
  AS $$
  #variable_conflict use_column
  DECLARE
    v_login text := p_login;
    v_n integer := 1;
    v_store integer;
    v_account bigint;
  BEGIN
    WHILE EXISTS (SELECT 1 FROM suppliers s WHERE s.login_name = v_login) LOOP
      v_n := v_n + 1;
      v_login := p_login || '-' || v_n;
    END LOOP;
    INSERT INTO suppliers (login_name, store_name, industry_type, phone, contact_name, address, status, cert_status,
                           main_username, created_at)
      VALUES (v_login, p_store->>'store_name', p_store->>'industry_type', p_store->>'phone',
              coalesce(p_store->>'contact_name', ''), coalesce(p_store->>'address', ''), 1, 2, p_store->>'phone',
              p_now)
      RETURNING id INTO v_store;
    INSERT INTO accounts (supplier_id, username, password_hash, nick_name, real_name, phone, is_main, status,
                          password_changed_at, created_at, updated_at)
      VALUES (v_store, p_store->>'phone', p_password_hash, coalesce(p_store->>'contact_name', ''),
              coalesce(p_store->>'contact_name', ''), p_store->>'phone', true, 1, p_now, p_now, p_now)
      RETURNING id INTO v_account;
    INSERT INTO safe_settings (supplier_id) VALUES (v_store) ON CONFLICT DO NOTHING;
    INSERT INTO cert_applications (supplier_id, company_name, credit_code, legal_name, legal_id_no, license_image,
                                   salt_license_image, contact_name, contact_phone, status, reviewed_by, reviewed_at,
                                   created_at, updated_at)
      VALUES (v_store, coalesce(p_store->>'company_name', ''), coalesce(p_store->>'credit_code', ''),
              coalesce(p_store->>'legal_name', ''), coalesce(p_store->>'legal_id_no', ''),
              coalesce(p_store->>'license_image', ''), coalesce(p_store->>'salt_license_image', ''),
              coalesce(p_store->>'contact_name', ''), coalesce(p_store->>'contact_phone', ''), 'approved',
              coalesce(p_reviewer, ''), p_now, p_now, p_now);
    RETURN QUERY SELECT v_store, v_account, v_login;
  END
  $$;
REVOKE ALL ON FUNCTION platform_open_store(text, jsonb, text, text, bigint) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION platform_open_store(text, jsonb, text, text, bigint) TO yanye_app;

-- The platform's review of store certifications, across stores (review handlers only, after checking the caller
-- is the platform): newest first, by status ('' for all) and a keyword on the store or company, with the total.
-- Answers what the review shows and nothing else of the stores.
CREATE OR REPLACE FUNCTION platform_cert_list(p_status text, p_keyword text, p_limit integer, p_offset integer)
  RETURNS TABLE (supplier_id integer, id bigint, login_name text, store_name text, industry_type text,
                 company_name text, credit_code text, legal_name text, legal_id_no text, license_image text,
                 salt_license_image text, contact_name text, contact_phone text, status text, reject_reason text,
                 reviewed_by text, reviewed_at bigint, created_at bigint, total bigint)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
  AS $$
    SELECT c.supplier_id, c.id, s.login_name, s.store_name, s.industry_type, c.company_name, c.credit_code,
           c.legal_name, c.legal_id_no, c.license_image, c.salt_license_image, c.contact_name, c.contact_phone,
           c.status, c.reject_reason, c.reviewed_by, c.reviewed_at, c.created_at, count(*) OVER ()
      FROM cert_applications c JOIN suppliers s ON s.id = c.supplier_id
     WHERE (coalesce(p_status, '') = '' OR c.status = p_status)
       AND (coalesce(p_keyword, '') = ''
            OR strpos(s.store_name, p_keyword) > 0 OR strpos(s.login_name, p_keyword) > 0
            OR strpos(c.company_name, p_keyword) > 0 OR strpos(c.credit_code, upper(p_keyword)) > 0)
     ORDER BY (c.status = 'applied') DESC, c.created_at DESC, c.supplier_id, c.id DESC
     LIMIT greatest(1, least(coalesce(p_limit, 20), 100)) OFFSET greatest(0, coalesce(p_offset, 0))
  $$;
REVOKE ALL ON FUNCTION platform_cert_list(text, text, integer, integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION platform_cert_list(text, text, integer, integer) TO yanye_app;

-- Decides a store's certification under review, and the store's cert_status with it (2 certified, 3 rejected),
-- in one conditional update: of two reviewers one decides, the other gets 'decided'. 'missing' for no such one.
CREATE OR REPLACE FUNCTION platform_cert_review(p_supplier integer, p_id bigint, p_status text, p_reason text,
                                                p_reviewer text, p_now bigint)
  RETURNS text
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public
  AS $$
  DECLARE
    v_found boolean;
  BEGIN
    IF p_status NOT IN ('approved', 'rejected') THEN
      RAISE EXCEPTION 'platform_cert_review: bad status %', p_status;
    END IF;
    UPDATE cert_applications c
       SET status = p_status, reject_reason = coalesce(p_reason, ''), reviewed_by = coalesce(p_reviewer, ''),
           reviewed_at = p_now, updated_at = p_now
     WHERE c.supplier_id = p_supplier AND c.id = p_id AND c.status = 'applied';
    IF FOUND THEN
      UPDATE suppliers s SET cert_status = CASE WHEN p_status = 'approved' THEN 2 ELSE 3 END WHERE s.id = p_supplier;
      RETURN 'done';
    END IF;
    SELECT EXISTS (SELECT 1 FROM cert_applications c WHERE c.supplier_id = p_supplier AND c.id = p_id) INTO v_found;
    RETURN CASE WHEN v_found THEN 'decided' ELSE 'missing' END;
  END
  $$;
REVOKE ALL ON FUNCTION platform_cert_review(integer, bigint, text, text, text, bigint) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION platform_cert_review(integer, bigint, text, text, text, bigint) TO yanye_app;

-- The ledger (docs/finance.md). A wallet_logs row is never changed or removed by the application: a reversal is
-- a new row. Each row continues its wallet's chain (seq follows the previous row, balance_after is the previous
-- row's plus amount), and a wallet's balance and row count are its newest row's at commit, so a balance is the
-- sum of its rows whatever code writes them.
REVOKE UPDATE, DELETE, TRUNCATE ON wallet_logs FROM yanye_app;

-- A record's history (engine/flow.ts) is a trail: steps are added, never changed or removed.
REVOKE UPDATE, DELETE, TRUNCATE ON flow_events FROM yanye_app;

CREATE OR REPLACE FUNCTION wallet_log_chain() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    v_prev bigint;
  BEGIN
    IF NEW.seq = 1 THEN
      v_prev := 0;
    ELSE
      SELECT l.balance_after INTO v_prev FROM wallet_logs l
       WHERE l.supplier_id = NEW.supplier_id AND l.wallet_id = NEW.wallet_id AND l.seq = NEW.seq - 1;
      IF NOT FOUND THEN
        RAISE EXCEPTION 'wallet_logs: wallet % row % follows no row', NEW.wallet_id, NEW.seq USING ERRCODE = '23514';
      END IF;
    END IF;
    IF NEW.balance_after IS DISTINCT FROM v_prev + NEW.amount THEN
      RAISE EXCEPTION 'wallet_logs: wallet % row % breaks the chain', NEW.wallet_id, NEW.seq USING ERRCODE = '23514';
    END IF;
    RETURN NEW;
  END
  $$;
DROP TRIGGER IF EXISTS wallet_logs_chain ON wallet_logs;
CREATE TRIGGER wallet_logs_chain BEFORE INSERT ON wallet_logs FOR EACH ROW EXECUTE FUNCTION wallet_log_chain();

CREATE OR REPLACE FUNCTION wallet_matches_ledger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    v_seq bigint;
    v_after bigint;
    v_balance bigint;
    v_entries bigint;
  BEGIN
    -- Deferred to the commit: NEW is the row as it was then written, so read the row as it is now.
    SELECT w.balance, w.entries INTO v_balance, v_entries FROM wallets w
     WHERE w.supplier_id = NEW.supplier_id AND w.id = NEW.id;
    IF NOT FOUND THEN
      RETURN NULL;
    END IF;
    SELECT l.seq, l.balance_after INTO v_seq, v_after FROM wallet_logs l
     WHERE l.supplier_id = NEW.supplier_id AND l.wallet_id = NEW.id
     ORDER BY l.seq DESC LIMIT 1;
    IF coalesce(v_seq, 0) <> v_entries OR coalesce(v_after, 0) <> v_balance THEN
      RAISE EXCEPTION 'wallets: wallet % holds % in % rows, its ledger % in %', NEW.id, v_balance, v_entries,
        coalesce(v_after, 0), coalesce(v_seq, 0) USING ERRCODE = '23514';
    END IF;
    RETURN NULL;
  END
  $$;
DROP TRIGGER IF EXISTS wallets_match_ledger ON wallets;
CREATE CONSTRAINT TRIGGER wallets_match_ledger AFTER INSERT OR UPDATE ON wallets
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION wallet_matches_ledger();

-- The platform's review of withdrawals, across stores (review handlers only, after checking the caller is the
-- platform): those waiting for a decision first, then newest; by status ('' for all) and a keyword on the store
-- or the withdrawal number, with the total. The card travels masked, as the withdrawal keeps it.
CREATE OR REPLACE FUNCTION platform_withdrawal_list(p_status text, p_keyword text, p_limit integer, p_offset integer)
  RETURNS TABLE (supplier_id integer, store_name text, login_name text, id bigint, withdrawal_no text, amount bigint,
                 fee bigint, bank_name text, holder text, card_masked text, status text, reason text, note text,
                 reviewer text, reviewed_at bigint, trade_no text, paid_at bigint, created_at bigint, total bigint)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
  AS $$
    SELECT w.supplier_id, s.store_name, s.login_name, w.id, w.withdrawal_no, w.amount, w.fee, w.bank_name, w.holder,
           w.card_masked, w.status, w.reason, w.note, w.reviewer, w.reviewed_at, w.trade_no, w.paid_at, w.created_at,
           count(*) OVER ()
      FROM withdrawals w JOIN suppliers s ON s.id = w.supplier_id
     WHERE (coalesce(p_status, '') = '' OR w.status = p_status)
       AND (coalesce(p_keyword, '') = ''
            OR strpos(s.store_name, p_keyword) > 0 OR strpos(s.login_name, p_keyword) > 0
            OR strpos(w.withdrawal_no, upper(p_keyword)) > 0)
     ORDER BY (w.status = 'applied') DESC, w.created_at DESC, w.supplier_id, w.id DESC
     LIMIT greatest(1, least(coalesce(p_limit, 20), 100)) OFFSET greatest(0, coalesce(p_offset, 0))
  $$;
REVOKE ALL ON FUNCTION platform_withdrawal_list(text, text, integer, integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION platform_withdrawal_list(text, text, integer, integer) TO yanye_app;

-- The store of a withdrawal, by its number alone (unique everywhere): where the payment service's payout
-- notification, which names no store, is settled (resources/finance/payment/payout.http.ts). Null for a number
-- of no withdrawal.
CREATE OR REPLACE FUNCTION withdrawal_store(p_no text)
  RETURNS integer
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
  AS $$ SELECT supplier_id FROM withdrawals WHERE withdrawal_no = p_no $$;
REVOKE ALL ON FUNCTION withdrawal_store(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION withdrawal_store(text) TO yanye_app;

-- The stores that have ever installed an add-on (its settings row outlives an uninstall), for its sweeps
-- (engine/addon-sweeper.ts): what runs on a clock finishes after an uninstall too, so a group buy that fails
-- still refunds its members. Ids only.
CREATE OR REPLACE FUNCTION addon_stores(p_key text)
  RETURNS TABLE (supplier_id integer)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
  AS $$
    SELECT a.supplier_id FROM addon_settings a WHERE a.key = p_key ORDER BY a.supplier_id
  $$;
REVOKE ALL ON FUNCTION addon_stores(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION addon_stores(text) TO yanye_app;

-- The stores open for business (status 1), for the core's own sweeps (engine/addons/addon-sweeper.ts): the bell's
-- lot-expiry watch looks at each of them every hour. A disabled store is passed over, since no one of it signs in
-- to hear. Ids only.
CREATE OR REPLACE FUNCTION open_stores()
  RETURNS TABLE (supplier_id integer)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
  AS $$
    SELECT s.id FROM suppliers s WHERE s.status = 1 ORDER BY s.id
  $$;
REVOKE ALL ON FUNCTION open_stores() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION open_stores() TO yanye_app;

-- Pinyin (docs/shell.md, "Pinyin"): goods' names and members' nicknames keep their pinyin, in full and then its
-- initials (`精制盐` → `jingzhiyan jzy`), so the page search finds them by what a clerk types on a Latin keyboard.
-- Triggers keep it on every write, whoever writes (the engine, the demo's seed, an add-on's own SQL); an import
-- gives it, computed from the same readings; a change of the pinyin alone is computed over. pinyin_chars, the same
-- for every store, holds each character's most common reading; the server fills it as it prepares the database
-- (db/pinyin.ts), and the application reads it and writes none of it.
REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON pinyin_chars FROM yanye_app;

-- A text's pinyin: each character as pinyin_map() reads it, any other in lower case as it is (digits, Latin
-- letters); spaces are left out. The readings come from a constant rather than from the table: a PL/pgSQL
-- expression is planned once a session, so a character costs a binary search in that constant, where a query of
-- the table costs an executor's start and an index scan. An insert of 20,000 goods takes 1.65 times as long with
-- this, 3.3 times with the query (docs/shell.md, "Pinyin").
CREATE OR REPLACE FUNCTION app_pinyin(p_text text) RETURNS text
  LANGUAGE plpgsql STABLE STRICT PARALLEL SAFE
  AS $$
  DECLARE
    v_full text := '';
    v_initials text := '';
    v_char text;
    v_py text;
  BEGIN
    FOREACH v_char IN ARRAY string_to_array(lower(regexp_replace(p_text, '[\s\u3000]+', '', 'g')), NULL) LOOP
      v_py := coalesce(pinyin_map() ->> v_char, v_char);
      v_full := v_full || v_py;
      v_initials := v_initials || left(v_py, 1);
    END LOOP;
    RETURN concat_ws(' ', nullif(v_full, ''), nullif(v_initials, ''));
  END
  $$;

-- Makes pinyin_map() anew from pinyin_chars, its readings as one jsonb constant the planner folds in, and brings
-- every goods' and member's pinyin in line with them. Run by the server when it fills pinyin_chars, and by hand
-- after an edit of the table. A new definition of pinyin_map() invalidates every session's plans using it.
CREATE OR REPLACE FUNCTION pinyin_rebuild() RETURNS void
  LANGUAGE plpgsql SET search_path = public
  AS $$
  BEGIN
    EXECUTE format(
      'CREATE OR REPLACE FUNCTION pinyin_map() RETURNS jsonb LANGUAGE sql IMMUTABLE PARALLEL SAFE AS %L',
      format('SELECT %L::jsonb', (SELECT coalesce(jsonb_object_agg(ch, py), '{}') FROM pinyin_chars)));
    -- Only the rows whose pinyin differs are written, with NULL: a pinyin it was not, which the trigger computes
    -- over (the column never keeps it).
    UPDATE goods SET name_py = NULL WHERE name_py <> app_pinyin(name);
    UPDATE members SET nick_py = NULL WHERE nick_py <> app_pinyin(nick_name);
  END
  $$;
REVOKE ALL ON FUNCTION pinyin_rebuild() FROM PUBLIC;

CREATE OR REPLACE FUNCTION pinyin_keep() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    -- Each branch is planned only when taken: goods' names are `name`, members' `nick_name`.
    IF TG_TABLE_NAME = 'goods' THEN
      NEW.name_py := app_pinyin(NEW.name);
    ELSE
      NEW.nick_py := app_pinyin(NEW.nick_name);
    END IF;
    RETURN NEW;
  END
  $$;
-- An insert computes unless it gives the pinyin: an import computes it itself from the same readings
-- (server/src/db/pinyin.ts, a quarter of a 20,000-goods import's time saved). An update computes when the name or
-- the pinyin changes, so a write of the pinyin alone is computed over; an import rewriting goods it has, their
-- names as they were, or a save of a price, costs nothing here.
DROP TRIGGER IF EXISTS pinyin_keep ON goods;
CREATE TRIGGER pinyin_keep BEFORE INSERT ON goods FOR EACH ROW
  WHEN (NEW.name_py IS NULL OR NEW.name_py = '') EXECUTE FUNCTION pinyin_keep();
DROP TRIGGER IF EXISTS pinyin_keep_update ON goods;
CREATE TRIGGER pinyin_keep_update BEFORE UPDATE OF name, name_py ON goods FOR EACH ROW
  WHEN (NEW.name IS DISTINCT FROM OLD.name OR NEW.name_py IS DISTINCT FROM OLD.name_py)
  EXECUTE FUNCTION pinyin_keep();
DROP TRIGGER IF EXISTS pinyin_keep ON members;
CREATE TRIGGER pinyin_keep BEFORE INSERT ON members FOR EACH ROW
  WHEN (NEW.nick_py IS NULL OR NEW.nick_py = '') EXECUTE FUNCTION pinyin_keep();
DROP TRIGGER IF EXISTS pinyin_keep_update ON members;
CREATE TRIGGER pinyin_keep_update BEFORE UPDATE OF nick_name, nick_py ON members FOR EACH ROW
  WHEN (NEW.nick_name IS DISTINCT FROM OLD.nick_name OR NEW.nick_py IS DISTINCT FROM OLD.nick_py)
  EXECUTE FUNCTION pinyin_keep();

-- Cloud buying (addons/cloudbuy): the open supply offers of the platform's other stores, for a store that takes
-- them. A store reads of another only what that store offers to the platform (its name, the offer's goods and
-- terms) for offers running now of an active store; the caller's store is the transaction's tenant, never an
-- argument it could choose freely.
CREATE OR REPLACE FUNCTION supply_offers(p_taker integer)
  RETURNS TABLE (supplier_id integer, store_name text, goods_id bigint, name text, code text, spec text,
                 unit text, image text, price bigint, supply_price bigint, supply_moq numeric,
                 supply_stock numeric, supply_regions jsonb, supply_remark text, supply_started_at bigint)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
  AS $$
    SELECT g.supplier_id, s.store_name, g.id, g.name, g.code, g.spec, g.unit, g.image, g.price, g.supply_price,
           g.supply_moq, g.supply_stock, g.supply_regions, g.supply_remark, g.supply_started_at
      FROM goods g JOIN suppliers s ON s.id = g.supplier_id
     WHERE g.supply_status = 1 AND s.status = 1 AND g.supplier_id <> p_taker
       AND p_taker = nullif(current_setting('app.supplier_id', true), '')::integer
     ORDER BY g.supplier_id, g.id
  $$;
REVOKE ALL ON FUNCTION supply_offers(integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION supply_offers(integer) TO yanye_app;

-- Live events (docs/live.md): what happened, told to the signed-in users who may see it. Only these triggers
-- write them, in the transaction of what happened, and `pg_notify` tells every server process listening on
-- `live_events` (the payload is the store) when, and only if, that transaction commits. A bulk load of history
-- (the demo's seed) sets `app.live_quiet` to `on` for its transaction and raises none.
REVOKE INSERT, UPDATE, DELETE ON live_events FROM yanye_app;
CREATE OR REPLACE FUNCTION live_event_add(p_store integer, p_kind text, p_record text, p_params jsonb,
                                          p_account bigint)
  RETURNS void
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public
  AS $$
  BEGIN
    IF coalesce(current_setting('app.live_quiet', true), '') = 'on' THEN RETURN; END IF;
    INSERT INTO live_events (supplier_id, kind, record_id, params, account_id)
      VALUES (p_store, p_kind, p_record, p_params, p_account);
    PERFORM pg_notify('live_events', p_store::text);
  END
  $$;
REVOKE ALL ON FUNCTION live_event_add(integer, text, text, jsonb, bigint) FROM PUBLIC;

-- An event raised by code rather than by a trigger: an add-on's news (an auction ended, a union's token about
-- to expire), through the kit's `raiseLive`, and the core's kinds that a clock raises (a lot nearing its expiry,
-- or expired and still held: `lot_expiring`, `lot_expired`, marked `clock` in packages/catalog/src/live.ts),
-- through the server's `raiseCoreLive`. Only in the store of the transaction (`app_tenant()`), only of a kind
-- shaped `<word>_<what>` that is not one of the triggers' (theirs are raised by the writes they tell of, whoever
-- writes: `order`, `refund`, `withdrawal` and `export` are refused by their shape, `low_stock` by name), and once
-- per business key: a second raise of the same key, by a sweep run again or another process, adds nothing and
-- notifies no one. Answers whether it was new.
CREATE OR REPLACE FUNCTION live_event_raise(p_kind text, p_record text, p_params jsonb, p_key text,
                                            p_account bigint)
  RETURNS boolean
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public
  AS $$
  DECLARE store integer := app_tenant(); added integer;
  BEGIN
    -- A bulk load of history (the demo's seed, run as the owner outside any store's session) raises nothing.
    IF coalesce(current_setting('app.live_quiet', true), '') = 'on' THEN RETURN false; END IF;
    IF store IS NULL THEN RAISE EXCEPTION 'live_event_raise outside a store'; END IF;
    IF p_kind !~ '^[a-z][a-z0-9]*_[a-z][a-z0-9_]*$' OR p_kind IN ('low_stock') THEN
      RAISE EXCEPTION 'live_event_raise: % is not a kind raised by code', p_kind;
    END IF;
    IF coalesce(p_key, '') = '' OR length(p_key) > 200 THEN
      RAISE EXCEPTION 'live_event_raise: a business key of 1 to 200 characters is needed';
    END IF;
    INSERT INTO live_events (supplier_id, kind, record_id, params, account_id, event_key)
      VALUES (store, p_kind, coalesce(p_record, ''), coalesce(p_params, '{}'::jsonb), p_account, p_key)
      ON CONFLICT (supplier_id, event_key) WHERE event_key IS NOT NULL DO NOTHING;
    GET DIAGNOSTICS added = ROW_COUNT;
    IF added = 0 THEN RETURN false; END IF;
    PERFORM pg_notify('live_events', store::text);
    RETURN true;
  END
  $$;
REVOKE ALL ON FUNCTION live_event_raise(text, text, jsonb, text, bigint) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION live_event_raise(text, text, jsonb, text, bigint) TO yanye_app;

CREATE OR REPLACE FUNCTION live_on_order() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public
  AS $$
  BEGIN
    PERFORM live_event_add(NEW.supplier_id, 'order', NEW.id::text,
      jsonb_build_object('no', NEW.order_sn, 'amount', NEW.pay_amount), NULL);
    RETURN NULL;
  END
  $$;
REVOKE ALL ON FUNCTION live_on_order() FROM PUBLIC;
DROP TRIGGER IF EXISTS live_event ON orders;
CREATE TRIGGER live_event AFTER INSERT ON orders FOR EACH ROW EXECUTE FUNCTION live_on_order();

CREATE OR REPLACE FUNCTION live_on_refund() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public
  AS $$
  BEGIN
    PERFORM live_event_add(NEW.supplier_id, 'refund', NEW.id::text,
      jsonb_build_object('no', NEW.refund_sn, 'amount', NEW.amount), NULL);
    RETURN NULL;
  END
  $$;
REVOKE ALL ON FUNCTION live_on_refund() FROM PUBLIC;
DROP TRIGGER IF EXISTS live_event ON refunds;
CREATE TRIGGER live_event AFTER INSERT ON refunds FOR EACH ROW EXECUTE FUNCTION live_on_refund();

-- A withdrawal's result: approved (the payout sent), paid, failed or rejected, with the reason.
CREATE OR REPLACE FUNCTION live_on_withdrawal() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public
  AS $$
  BEGIN
    PERFORM live_event_add(NEW.supplier_id, 'withdrawal', NEW.id::text,
      jsonb_build_object('no', NEW.withdrawal_no, 'amount', NEW.amount, 'status', NEW.status,
                         'reason', NEW.reason), NULL);
    RETURN NULL;
  END
  $$;
REVOKE ALL ON FUNCTION live_on_withdrawal() FROM PUBLIC;
DROP TRIGGER IF EXISTS live_event ON withdrawals;
CREATE TRIGGER live_event AFTER UPDATE OF status ON withdrawals FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status AND NEW.status IN ('approved', 'paid', 'failed', 'rejected'))
  EXECUTE FUNCTION live_on_withdrawal();

-- A finished export, for the user who asked for it.
CREATE OR REPLACE FUNCTION live_on_export() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public
  AS $$
  BEGIN
    PERFORM live_event_add(NEW.supplier_id, 'export', NEW.id::text,
      jsonb_build_object('name', NEW.title, 'rows', NEW.rows), NEW.account_id);
    RETURN NULL;
  END
  $$;
REVOKE ALL ON FUNCTION live_on_export() FROM PUBLIC;
DROP TRIGGER IF EXISTS live_event ON export_tasks;
CREATE TRIGGER live_event AFTER UPDATE OF status ON export_tasks FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status AND NEW.status = 2)
  EXECUTE FUNCTION live_on_export();

-- Low stock: a material's quantity in a warehouse falls below the material's safety stock (an update crossing
-- it; a safety stock of 0 means none is set).
CREATE OR REPLACE FUNCTION live_on_stock() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public
  AS $$
  DECLARE m record; w text;
  BEGIN
    SELECT name, code, safety_stock INTO m FROM materials
     WHERE supplier_id = NEW.supplier_id AND id = NEW.material_id;
    IF m IS NULL OR m.safety_stock <= 0 OR NOT (OLD.qty >= m.safety_stock AND NEW.qty < m.safety_stock) THEN
      RETURN NULL;
    END IF;
    SELECT name INTO w FROM warehouses WHERE supplier_id = NEW.supplier_id AND id = NEW.warehouse_id;
    PERFORM live_event_add(NEW.supplier_id, 'low_stock', NEW.id::text,
      jsonb_build_object('material', m.name, 'code', m.code, 'warehouse', coalesce(w, ''),
                         'qty', trim_scale(NEW.qty)::text, 'safety', trim_scale(m.safety_stock)::text), NULL);
    RETURN NULL;
  END
  $$;
REVOKE ALL ON FUNCTION live_on_stock() FROM PUBLIC;
DROP TRIGGER IF EXISTS live_event ON stocks;
CREATE TRIGGER live_event AFTER UPDATE OF qty ON stocks FOR EACH ROW
  WHEN (NEW.qty < OLD.qty)
  EXECUTE FUNCTION live_on_stock();
