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

-- auth_principal gained the installed add-ons; a function's result type cannot be replaced in place, so an
-- older definition is dropped first (once: afterwards it has the column and this does nothing).
DO $$ BEGIN
  IF EXISTS (SELECT 1 FROM pg_proc WHERE proname = 'auth_principal' AND pronamespace = 'public'::regnamespace
                AND NOT ('addons' = ANY (proargnames))) THEN
    DROP FUNCTION auth_principal(integer, bigint, text);
  END IF;
END $$;

-- The caller behind a verified access token, in one round trip on every request: the account, its store, its
-- session, its roles and the store's installed add-ons. The ids come from the token's signed claims, so it
-- answers only the caller's own rows.
CREATE OR REPLACE FUNCTION auth_principal(p_supplier integer, p_account bigint, p_session text)
  RETURNS TABLE (username text, is_main boolean, status smallint, industry text, is_union boolean,
                 store_status smallint, revoked_at bigint, role_names text[], role_apis jsonb, role_paths jsonb,
                 addons text[])
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
  AS $$
    SELECT a.username, a.is_main, a.status, s.industry_type, s.is_union, s.status, ss.revoked_at,
           coalesce(array_agg(r.name) FILTER (WHERE r.id IS NOT NULL), '{}'),
           coalesce(jsonb_agg(r.api_arr) FILTER (WHERE r.id IS NOT NULL), '[]'),
           coalesce(jsonb_agg(r.path_arr) FILTER (WHERE r.id IS NOT NULL), '[]'),
           coalesce((SELECT array_agg(sa.key ORDER BY sa.key) FROM supplier_addons sa
                      WHERE sa.supplier_id = p_supplier), '{}')
      FROM accounts a
      JOIN suppliers s ON s.id = a.supplier_id
      JOIN sessions ss ON ss.supplier_id = a.supplier_id AND ss.id = p_session AND ss.account_id = a.id
      LEFT JOIN account_roles ar ON ar.supplier_id = a.supplier_id AND ar.account_id = a.id AND NOT a.is_main
      LEFT JOIN roles r ON r.supplier_id = ar.supplier_id AND r.id = ar.role_id
     WHERE a.supplier_id = p_supplier AND a.id = p_account
     GROUP BY a.username, a.is_main, a.status, s.industry_type, s.is_union, s.status, ss.revoked_at
  $$;
REVOKE ALL ON FUNCTION auth_principal(integer, bigint, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION auth_principal(integer, bigint, text) TO yanye_app;
