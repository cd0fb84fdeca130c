CREATE TABLE "callback_receipts" (
	"supplier_id" integer NOT NULL,
	"service" text NOT NULL,
	"name" text NOT NULL,
	"event_key" text NOT NULL,
	"result" jsonb,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "callback_receipts_supplier_id_service_name_event_key_pk" PRIMARY KEY("supplier_id","service","name","event_key")
);
--> statement-breakpoint
CREATE TABLE "dev_receiver_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"service" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"status" integer NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"mode" text NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dev_receivers" (
	"service" text PRIMARY KEY NOT NULL,
	"mode" text DEFAULT 'success' NOT NULL,
	"slow_ms" integer DEFAULT 8000 NOT NULL,
	"updated_at" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_calls" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "service_calls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"service" text NOT NULL,
	"op" text NOT NULL,
	"method" text NOT NULL,
	"url" text NOT NULL,
	"request" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"outcome" text NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"local" integer DEFAULT 0 NOT NULL,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "service_calls_supplier_id_id_pk" PRIMARY KEY("supplier_id","id")
);
--> statement-breakpoint
CREATE TABLE "abcbank_finance_logs" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "abcbank_finance_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"serial_no" text NOT NULL,
	"trade_at" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"account_masked" text DEFAULT '' NOT NULL,
	"account_name" text DEFAULT '' NOT NULL,
	"staff_no" text DEFAULT '' NOT NULL,
	"state" text NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"day" text NOT NULL,
	"reconcile_state" text DEFAULT 'pending' NOT NULL,
	"statement_amount" bigint,
	"statement_state" text,
	"reconciled_at" bigint DEFAULT 0 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "abcbank_finance_logs_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "abcbank_finance_logs_state_check" CHECK ("abcbank_finance_logs"."state" in ('success', 'reversed', 'failed')),
	CONSTRAINT "abcbank_finance_logs_source_check" CHECK ("abcbank_finance_logs"."source" in ('push', 'pull')),
	CONSTRAINT "abcbank_finance_logs_amount_check" CHECK ("abcbank_finance_logs"."amount" <> 0),
	CONSTRAINT "abcbank_finance_logs_reconcile_check" CHECK ("abcbank_finance_logs"."reconcile_state" in ('pending', 'matched', 'amount_differs', 'state_differs', 'missing_in_store', 'missing_in_bank')),
	CONSTRAINT "abcbank_finance_logs_day_check" CHECK ("abcbank_finance_logs"."day" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "abcbank_staff" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "abcbank_staff_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"staff_no" text NOT NULL,
	"branch" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "abcbank_staff_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "abcbank_staff_status_check" CHECK ("abcbank_staff"."status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "freightins_claims" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "freightins_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"claim_no" text NOT NULL,
	"policy_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"refund_id" bigint,
	"amount" bigint NOT NULL,
	"state" text DEFAULT 'filed' NOT NULL,
	"insurer_claim_no" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"payee" text DEFAULT 'direct' NOT NULL,
	"wallet_log_id" bigint,
	"reject_reason" text DEFAULT '' NOT NULL,
	"paid_at" bigint,
	"created_by" bigint,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "freightins_claims_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "freightins_claims_state_check" CHECK ("freightins_claims"."state" in ('filed', 'paid', 'rejected')),
	CONSTRAINT "freightins_claims_money_check" CHECK ("freightins_claims"."amount" > 0 and "freightins_claims"."paid_amount" >= 0),
	CONSTRAINT "freightins_claims_payee_check" CHECK ("freightins_claims"."payee" in ('member', 'direct'))
);
--> statement-breakpoint
CREATE TABLE "freightins_policies" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "freightins_policies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"order_sn" text NOT NULL,
	"buyer_name" text DEFAULT '' NOT NULL,
	"buyer_phone" text DEFAULT '' NOT NULL,
	"member_id" bigint,
	"premium" bigint NOT NULL,
	"insured_amount" bigint NOT NULL,
	"state" text NOT NULL,
	"policy_no" text DEFAULT '' NOT NULL,
	"refuse_reason" text DEFAULT '' NOT NULL,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'auto' NOT NULL,
	"effective_at" bigint,
	"expires_at" bigint,
	"cancelled_at" bigint,
	"claimed_at" bigint,
	"created_by" bigint,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "freightins_policies_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "freightins_policies_state_check" CHECK ("freightins_policies"."state" in ('insured', 'claimed', 'expired', 'cancelled', 'refused')),
	CONSTRAINT "freightins_policies_money_check" CHECK ("freightins_policies"."premium" > 0 and "freightins_policies"."insured_amount" > 0),
	CONSTRAINT "freightins_policies_source_check" CHECK ("freightins_policies"."source" in ('auto', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "freightins_settings" (
	"supplier_id" integer NOT NULL,
	"enabled" smallint DEFAULT 0 NOT NULL,
	"premium" bigint DEFAULT 150 NOT NULL,
	"insured_amount" bigint DEFAULT 1200 NOT NULL,
	"scope" text DEFAULT 'all' NOT NULL,
	"min_amount" bigint DEFAULT 0 NOT NULL,
	"auto_claim" smallint DEFAULT 1 NOT NULL,
	"enabled_at" bigint DEFAULT 0 NOT NULL,
	"updated_by" bigint,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "freightins_settings_supplier_id_pk" PRIMARY KEY("supplier_id"),
	CONSTRAINT "freightins_settings_scope_check" CHECK ("freightins_settings"."scope" in ('all', 'over')),
	CONSTRAINT "freightins_settings_money_check" CHECK ("freightins_settings"."premium" > 0 and "freightins_settings"."insured_amount" > 0 and "freightins_settings"."min_amount" >= 0),
	CONSTRAINT "freightins_settings_flags_check" CHECK ("freightins_settings"."enabled" in (0, 1) and "freightins_settings"."auto_claim" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "jdunion_adverts" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "jdunion_adverts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"position" text NOT NULL,
	"image" text NOT NULL,
	"link" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "jdunion_adverts_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "jdunion_adverts_status_check" CHECK ("jdunion_adverts"."status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "jdunion_navs" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "jdunion_navs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"link" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "jdunion_navs_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "jdunion_navs_status_check" CHECK ("jdunion_navs"."status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "jdunion_order_events" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "jdunion_order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"source" text NOT NULL,
	"at" bigint NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "jdunion_order_events_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "jdunion_order_events_state_check" CHECK ("jdunion_order_events"."to_state" in ('pending', 'paid', 'received', 'settled', 'invalid'))
);
--> statement-breakpoint
CREATE TABLE "jdunion_orders" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "jdunion_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"parent_no" text DEFAULT '' NOT NULL,
	"goods_id" text DEFAULT '' NOT NULL,
	"goods_name" text NOT NULL,
	"goods_image" text DEFAULT '' NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"paid_amount" integer NOT NULL,
	"rate" integer DEFAULT 0 NOT NULL,
	"estimated_commission" integer NOT NULL,
	"settled_commission" integer DEFAULT 0 NOT NULL,
	"state" text NOT NULL,
	"account" text DEFAULT '' NOT NULL,
	"pid" text DEFAULT '' NOT NULL,
	"union_user_id" bigint,
	"ordered_at" bigint NOT NULL,
	"paid_at" bigint,
	"settled_at" bigint,
	"union_modified_at" bigint NOT NULL,
	"source" text NOT NULL,
	"synced_at" bigint NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "jdunion_orders_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "jdunion_orders_state_check" CHECK ("jdunion_orders"."state" in ('pending', 'paid', 'received', 'settled', 'invalid')),
	CONSTRAINT "jdunion_orders_source_check" CHECK ("jdunion_orders"."source" in ('sync', 'push')),
	CONSTRAINT "jdunion_orders_money_check" CHECK ("jdunion_orders"."paid_amount" >= 0 and "jdunion_orders"."estimated_commission" >= 0 and "jdunion_orders"."settled_commission" >= 0 and "jdunion_orders"."rate" >= 0 and "jdunion_orders"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "jdunion_syncs" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "jdunion_syncs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"mode" text NOT NULL,
	"window_start" bigint NOT NULL,
	"window_end" bigint NOT NULL,
	"fetched" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"state" text NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"started_at" bigint NOT NULL,
	"finished_at" bigint NOT NULL,
	CONSTRAINT "jdunion_syncs_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "jdunion_syncs_mode_check" CHECK ("jdunion_syncs"."mode" in ('manual', 'scheduled')),
	CONSTRAINT "jdunion_syncs_state_check" CHECK ("jdunion_syncs"."state" in ('ok', 'failed')),
	CONSTRAINT "jdunion_syncs_window_check" CHECK ("jdunion_syncs"."window_end" >= "jdunion_syncs"."window_start")
);
--> statement-breakpoint
CREATE TABLE "jdunion_token" (
	"supplier_id" integer NOT NULL,
	"expires_at" bigint DEFAULT 0 NOT NULL,
	"account" text DEFAULT '' NOT NULL,
	"refreshed_at" bigint DEFAULT 0 NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "jdunion_token_supplier_id_pk" PRIMARY KEY("supplier_id"),
	CONSTRAINT "jdunion_token_expiry_check" CHECK ("jdunion_token"."expires_at" >= 0)
);
--> statement-breakpoint
CREATE TABLE "jdunion_users" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "jdunion_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"account" text NOT NULL,
	"nick" text DEFAULT '' NOT NULL,
	"pid" text NOT NULL,
	"linked_at" bigint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "jdunion_users_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "jdunion_users_status_check" CHECK ("jdunion_users"."status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "logistics_companies" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "logistics_companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"code" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"site" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "logistics_companies_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "logistics_companies_status_check" CHECK ("logistics_companies"."status" in (0, 1)),
	CONSTRAINT "logistics_companies_code_check" CHECK ("logistics_companies"."code" ~ '^[A-Z0-9_]{1,20}$')
);
--> statement-breakpoint
CREATE TABLE "mtunion_adverts" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "mtunion_adverts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"position" text NOT NULL,
	"image" text NOT NULL,
	"link" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "mtunion_adverts_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "mtunion_adverts_status_check" CHECK ("mtunion_adverts"."status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "mtunion_navs" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "mtunion_navs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"link" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "mtunion_navs_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "mtunion_navs_status_check" CHECK ("mtunion_navs"."status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "mtunion_order_events" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "mtunion_order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"source" text NOT NULL,
	"at" bigint NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "mtunion_order_events_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "mtunion_order_events_state_check" CHECK ("mtunion_order_events"."to_state" in ('pending', 'paid', 'received', 'settled', 'invalid'))
);
--> statement-breakpoint
CREATE TABLE "mtunion_orders" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "mtunion_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"parent_no" text DEFAULT '' NOT NULL,
	"goods_id" text DEFAULT '' NOT NULL,
	"goods_name" text NOT NULL,
	"goods_image" text DEFAULT '' NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"paid_amount" integer NOT NULL,
	"rate" integer DEFAULT 0 NOT NULL,
	"estimated_commission" integer NOT NULL,
	"settled_commission" integer DEFAULT 0 NOT NULL,
	"state" text NOT NULL,
	"account" text DEFAULT '' NOT NULL,
	"pid" text DEFAULT '' NOT NULL,
	"union_user_id" bigint,
	"ordered_at" bigint NOT NULL,
	"paid_at" bigint,
	"settled_at" bigint,
	"union_modified_at" bigint NOT NULL,
	"source" text NOT NULL,
	"synced_at" bigint NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "mtunion_orders_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "mtunion_orders_state_check" CHECK ("mtunion_orders"."state" in ('pending', 'paid', 'received', 'settled', 'invalid')),
	CONSTRAINT "mtunion_orders_source_check" CHECK ("mtunion_orders"."source" in ('sync', 'push')),
	CONSTRAINT "mtunion_orders_money_check" CHECK ("mtunion_orders"."paid_amount" >= 0 and "mtunion_orders"."estimated_commission" >= 0 and "mtunion_orders"."settled_commission" >= 0 and "mtunion_orders"."rate" >= 0 and "mtunion_orders"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "mtunion_syncs" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "mtunion_syncs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"mode" text NOT NULL,
	"window_start" bigint NOT NULL,
	"window_end" bigint NOT NULL,
	"fetched" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"state" text NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"started_at" bigint NOT NULL,
	"finished_at" bigint NOT NULL,
	CONSTRAINT "mtunion_syncs_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "mtunion_syncs_mode_check" CHECK ("mtunion_syncs"."mode" in ('manual', 'scheduled')),
	CONSTRAINT "mtunion_syncs_state_check" CHECK ("mtunion_syncs"."state" in ('ok', 'failed')),
	CONSTRAINT "mtunion_syncs_window_check" CHECK ("mtunion_syncs"."window_end" >= "mtunion_syncs"."window_start")
);
--> statement-breakpoint
CREATE TABLE "mtunion_token" (
	"supplier_id" integer NOT NULL,
	"expires_at" bigint DEFAULT 0 NOT NULL,
	"account" text DEFAULT '' NOT NULL,
	"refreshed_at" bigint DEFAULT 0 NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "mtunion_token_supplier_id_pk" PRIMARY KEY("supplier_id"),
	CONSTRAINT "mtunion_token_expiry_check" CHECK ("mtunion_token"."expires_at" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mtunion_users" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "mtunion_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"account" text NOT NULL,
	"nick" text DEFAULT '' NOT NULL,
	"pid" text NOT NULL,
	"linked_at" bigint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "mtunion_users_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "mtunion_users_status_check" CHECK ("mtunion_users"."status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "settlement_configs" (
	"supplier_id" integer NOT NULL,
	"cycle" text DEFAULT 'T1' NOT NULL,
	"account_name" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"account_no" text DEFAULT '' NOT NULL,
	"fee_rate_bp" integer DEFAULT 60 NOT NULL,
	"effective_date" text DEFAULT '' NOT NULL,
	"synced_at" bigint DEFAULT 0 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "settlement_configs_supplier_id_pk" PRIMARY KEY("supplier_id"),
	CONSTRAINT "settlement_configs_cycle_check" CHECK ("settlement_configs"."cycle" in ('T1', 'T7', 'M')),
	CONSTRAINT "settlement_configs_fee_check" CHECK ("settlement_configs"."fee_rate_bp" between 0 and 500),
	CONSTRAINT "settlement_configs_account_check" CHECK ("settlement_configs"."account_no" ~ '^[0-9]{0,32}$')
);
--> statement-breakpoint
CREATE TABLE "settlement_diffs" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "settlement_diffs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"doc_id" bigint NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"statement_amount" bigint DEFAULT 0 NOT NULL,
	"ledger_amount" bigint DEFAULT 0 NOT NULL,
	"difference" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "settlement_diffs_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "settlement_diffs_kind_check" CHECK ("settlement_diffs"."kind" in ('missing_in_ledger', 'missing_in_statement', 'amount_differs', 'fee_differs'))
);
--> statement-breakpoint
CREATE TABLE "settlement_statements" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "settlement_statements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"statement_no" text NOT NULL,
	"cycle" text NOT NULL,
	"period" text NOT NULL,
	"period_start" bigint NOT NULL,
	"period_end" bigint NOT NULL,
	"pay_count" integer DEFAULT 0 NOT NULL,
	"refund_count" integer DEFAULT 0 NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"settle_at" bigint DEFAULT 0 NOT NULL,
	"account_tail" text DEFAULT '' NOT NULL,
	"detail_at" bigint DEFAULT 0 NOT NULL,
	"reconcile_state" text DEFAULT 'pending' NOT NULL,
	"diff_count" integer DEFAULT 0 NOT NULL,
	"diff_amount" bigint DEFAULT 0 NOT NULL,
	"reconciled_at" bigint DEFAULT 0 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "settlement_statements_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "settlement_statements_cycle_check" CHECK ("settlement_statements"."cycle" in ('T1', 'T7', 'M')),
	CONSTRAINT "settlement_statements_state_check" CHECK ("settlement_statements"."state" in ('pending', 'settled', 'failed')),
	CONSTRAINT "settlement_statements_reconcile_check" CHECK ("settlement_statements"."reconcile_state" in ('pending', 'matched', 'differs')),
	CONSTRAINT "settlement_statements_period_check" CHECK ("settlement_statements"."period_end" >= "settlement_statements"."period_start"),
	CONSTRAINT "settlement_statements_net_check" CHECK ("settlement_statements"."net" = "settlement_statements"."gross" - "settlement_statements"."fee")
);
--> statement-breakpoint
CREATE TABLE "settlement_trades" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "settlement_trades_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"statement_id" bigint NOT NULL,
	"trade_no" text NOT NULL,
	"out_trade_no" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"trade_at" bigint NOT NULL,
	CONSTRAINT "settlement_trades_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "settlement_trades_kind_check" CHECK ("settlement_trades"."kind" in ('pay', 'refund'))
);
--> statement-breakpoint
CREATE TABLE "sms_records" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sms_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"phone" text NOT NULL,
	"template_id" bigint,
	"template_code" text NOT NULL,
	"sign_name" text NOT NULL,
	"content" text NOT NULL,
	"variables" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"purpose" text DEFAULT 'test' NOT NULL,
	"state" text DEFAULT 'sending' NOT NULL,
	"biz_id" text DEFAULT '' NOT NULL,
	"parts" integer DEFAULT 1 NOT NULL,
	"cost" integer DEFAULT 0 NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"account_id" bigint,
	"sent_at" bigint DEFAULT 0 NOT NULL,
	"reported_at" bigint DEFAULT 0 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "sms_records_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "sms_records_state_check" CHECK ("sms_records"."state" in ('sending', 'sent', 'failed', 'delivered')),
	CONSTRAINT "sms_records_purpose_check" CHECK ("sms_records"."purpose" in ('test', 'login')),
	CONSTRAINT "sms_records_cost_check" CHECK ("sms_records"."cost" >= 0 and "sms_records"."parts" >= 1)
);
--> statement-breakpoint
CREATE TABLE "sms_templates" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sms_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"kind" text DEFAULT 'notice' NOT NULL,
	"sign_name" text NOT NULL,
	"content" text NOT NULL,
	"variables" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"review_state" text DEFAULT 'draft' NOT NULL,
	"review_note" text DEFAULT '' NOT NULL,
	"review_order" text DEFAULT '' NOT NULL,
	"submitted_at" bigint DEFAULT 0 NOT NULL,
	"reviewed_at" bigint DEFAULT 0 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "sms_templates_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "sms_templates_kind_check" CHECK ("sms_templates"."kind" in ('code', 'notice', 'promo')),
	CONSTRAINT "sms_templates_review_check" CHECK ("sms_templates"."review_state" in ('draft', 'pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "social_binds" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "social_binds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"openid" text NOT NULL,
	"unionid" text DEFAULT '' NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"last_login_at" bigint DEFAULT 0 NOT NULL,
	"login_count" integer DEFAULT 0 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "social_binds_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "social_binds_provider_check" CHECK ("social_binds"."provider" in ('wechat', 'qq', 'alipay'))
);
--> statement-breakpoint
CREATE TABLE "taobaoke_adverts" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "taobaoke_adverts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"position" text NOT NULL,
	"image" text NOT NULL,
	"link" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "taobaoke_adverts_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "taobaoke_adverts_status_check" CHECK ("taobaoke_adverts"."status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "taobaoke_navs" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "taobaoke_navs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"link" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "taobaoke_navs_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "taobaoke_navs_status_check" CHECK ("taobaoke_navs"."status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "taobaoke_order_events" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "taobaoke_order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"source" text NOT NULL,
	"at" bigint NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "taobaoke_order_events_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "taobaoke_order_events_state_check" CHECK ("taobaoke_order_events"."to_state" in ('pending', 'paid', 'received', 'settled', 'invalid'))
);
--> statement-breakpoint
CREATE TABLE "taobaoke_orders" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "taobaoke_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"parent_no" text DEFAULT '' NOT NULL,
	"goods_id" text DEFAULT '' NOT NULL,
	"goods_name" text NOT NULL,
	"goods_image" text DEFAULT '' NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"paid_amount" integer NOT NULL,
	"rate" integer DEFAULT 0 NOT NULL,
	"estimated_commission" integer NOT NULL,
	"settled_commission" integer DEFAULT 0 NOT NULL,
	"state" text NOT NULL,
	"account" text DEFAULT '' NOT NULL,
	"pid" text DEFAULT '' NOT NULL,
	"union_user_id" bigint,
	"ordered_at" bigint NOT NULL,
	"paid_at" bigint,
	"settled_at" bigint,
	"union_modified_at" bigint NOT NULL,
	"source" text NOT NULL,
	"synced_at" bigint NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "taobaoke_orders_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "taobaoke_orders_state_check" CHECK ("taobaoke_orders"."state" in ('pending', 'paid', 'received', 'settled', 'invalid')),
	CONSTRAINT "taobaoke_orders_source_check" CHECK ("taobaoke_orders"."source" in ('sync', 'push')),
	CONSTRAINT "taobaoke_orders_money_check" CHECK ("taobaoke_orders"."paid_amount" >= 0 and "taobaoke_orders"."estimated_commission" >= 0 and "taobaoke_orders"."settled_commission" >= 0 and "taobaoke_orders"."rate" >= 0 and "taobaoke_orders"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "taobaoke_syncs" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "taobaoke_syncs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"mode" text NOT NULL,
	"window_start" bigint NOT NULL,
	"window_end" bigint NOT NULL,
	"fetched" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"state" text NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"started_at" bigint NOT NULL,
	"finished_at" bigint NOT NULL,
	CONSTRAINT "taobaoke_syncs_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "taobaoke_syncs_mode_check" CHECK ("taobaoke_syncs"."mode" in ('manual', 'scheduled')),
	CONSTRAINT "taobaoke_syncs_state_check" CHECK ("taobaoke_syncs"."state" in ('ok', 'failed')),
	CONSTRAINT "taobaoke_syncs_window_check" CHECK ("taobaoke_syncs"."window_end" >= "taobaoke_syncs"."window_start")
);
--> statement-breakpoint
CREATE TABLE "taobaoke_token" (
	"supplier_id" integer NOT NULL,
	"expires_at" bigint DEFAULT 0 NOT NULL,
	"account" text DEFAULT '' NOT NULL,
	"refreshed_at" bigint DEFAULT 0 NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "taobaoke_token_supplier_id_pk" PRIMARY KEY("supplier_id"),
	CONSTRAINT "taobaoke_token_expiry_check" CHECK ("taobaoke_token"."expires_at" >= 0)
);
--> statement-breakpoint
CREATE TABLE "taobaoke_users" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "taobaoke_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"account" text NOT NULL,
	"nick" text DEFAULT '' NOT NULL,
	"pid" text NOT NULL,
	"linked_at" bigint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "taobaoke_users_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "taobaoke_users_status_check" CHECK ("taobaoke_users"."status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "utility_orders" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "utility_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"kind" text NOT NULL,
	"product_id" bigint NOT NULL,
	"product_name" text NOT NULL,
	"provider_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"account" text NOT NULL,
	"face_value" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"state" text NOT NULL,
	"audit_reason" text DEFAULT '' NOT NULL,
	"audit_remark" text DEFAULT '' NOT NULL,
	"audited_by" bigint,
	"audited_at" bigint,
	"provider_order_no" text DEFAULT '' NOT NULL,
	"fail_reason" text DEFAULT '' NOT NULL,
	"submit_error" text DEFAULT '' NOT NULL,
	"submit_attempts" integer DEFAULT 0 NOT NULL,
	"busy_until" bigint DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" bigint,
	"submitted_at" bigint,
	"checked_at" bigint,
	"finished_at" bigint,
	"refunded_at" bigint,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "utility_orders_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "utility_orders_kind_check" CHECK ("utility_orders"."kind" in ('electric', 'petrol', 'mobile')),
	CONSTRAINT "utility_orders_state_check" CHECK ("utility_orders"."state" in ('pending', 'audit', 'submitted', 'success', 'failed', 'refunded')),
	CONSTRAINT "utility_orders_reason_check" CHECK ("utility_orders"."audit_reason" in ('', 'amount', 'new_account')),
	CONSTRAINT "utility_orders_money_check" CHECK ("utility_orders"."face_value" > 0 and "utility_orders"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "utility_products" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "utility_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"brand" text NOT NULL,
	"name" text NOT NULL,
	"face_value" bigint NOT NULL,
	"price" bigint NOT NULL,
	"provider_code" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "utility_products_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "utility_products_kind_check" CHECK ("utility_products"."kind" in ('electric', 'petrol', 'mobile')),
	CONSTRAINT "utility_products_money_check" CHECK ("utility_products"."face_value" > 0 and "utility_products"."price" > 0),
	CONSTRAINT "utility_products_status_check" CHECK ("utility_products"."status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "waybill_auths" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "waybill_auths_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company" text NOT NULL,
	"cp_code" text NOT NULL,
	"partner_id" text NOT NULL,
	"partner_key" text DEFAULT '' NOT NULL,
	"branch_code" text DEFAULT '' NOT NULL,
	"monthly_account" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "waybill_auths_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "waybill_auths_status_check" CHECK ("waybill_auths"."status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "waybill_records" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "waybill_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"order_sn" text NOT NULL,
	"auth_id" bigint NOT NULL,
	"company" text NOT NULL,
	"cp_code" text NOT NULL,
	"waybill_no" text NOT NULL,
	"request_no" text NOT NULL,
	"task_id" text DEFAULT '' NOT NULL,
	"bulkpen" text DEFAULT '' NOT NULL,
	"sorting_code" text DEFAULT '' NOT NULL,
	"package_center" text DEFAULT '' NOT NULL,
	"sender_name" text NOT NULL,
	"sender_phone" text NOT NULL,
	"sender_address" text NOT NULL,
	"receiver_name" text NOT NULL,
	"receiver_phone" text NOT NULL,
	"receiver_address" text NOT NULL,
	"cargo" text DEFAULT '' NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"last_track" text DEFAULT '' NOT NULL,
	"last_track_at" bigint,
	"print_count" integer DEFAULT 0 NOT NULL,
	"printed_at" bigint,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "waybill_records_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "waybill_records_status_check" CHECK ("waybill_records"."status" in ('issued', 'shipped', 'collected', 'transit', 'delivering', 'signed', 'problem', 'returned', 'voided')),
	CONSTRAINT "waybill_records_weight_check" CHECK ("waybill_records"."weight" >= 0 and "waybill_records"."print_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wx_fans" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "wx_fans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"openid" text NOT NULL,
	"unionid" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"subscribe" smallint DEFAULT 1 NOT NULL,
	"subscribe_time" bigint DEFAULT 0 NOT NULL,
	"unsubscribe_time" bigint DEFAULT 0 NOT NULL,
	"scene" text DEFAULT '' NOT NULL,
	"language" text DEFAULT '' NOT NULL,
	"tag_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"synced_at" bigint DEFAULT 0 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "wx_fans_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "wx_fans_subscribe_check" CHECK ("wx_fans"."subscribe" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "wx_keyword_replies" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "wx_keyword_replies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"keyword" text NOT NULL,
	"match" text DEFAULT 'exact' NOT NULL,
	"type" text DEFAULT 'text' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"media_id" text DEFAULT '' NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"last_hit_at" bigint DEFAULT 0 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "wx_keyword_replies_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "wx_keyword_replies_match_check" CHECK ("wx_keyword_replies"."match" in ('exact', 'partial')),
	CONSTRAINT "wx_keyword_replies_type_check" CHECK ("wx_keyword_replies"."type" in ('text', 'image')),
	CONSTRAINT "wx_keyword_replies_status_check" CHECK ("wx_keyword_replies"."status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "wx_menus" (
	"supplier_id" integer NOT NULL,
	"draft" jsonb DEFAULT '{"button":[]}'::jsonb NOT NULL,
	"draft_updated_at" bigint DEFAULT 0 NOT NULL,
	"published" jsonb,
	"published_at" bigint DEFAULT 0 NOT NULL,
	"published_by" bigint,
	CONSTRAINT "wx_menus_supplier_id_pk" PRIMARY KEY("supplier_id")
);
--> statement-breakpoint
CREATE TABLE "wx_messages" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "wx_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"direction" text NOT NULL,
	"msg_key" text NOT NULL,
	"openid" text NOT NULL,
	"msg_type" text NOT NULL,
	"event" text DEFAULT '' NOT NULL,
	"event_key" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"msg_id" text DEFAULT '' NOT NULL,
	"template_id" text DEFAULT '' NOT NULL,
	"state" text NOT NULL,
	"matched" text DEFAULT '' NOT NULL,
	"reply" text DEFAULT '' NOT NULL,
	"sent_at" bigint NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "wx_messages_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "wx_messages_direction_check" CHECK ("wx_messages"."direction" in ('in', 'out')),
	CONSTRAINT "wx_messages_state_check" CHECK ("wx_messages"."state" in ('received', 'replied', 'sent', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "wx_tags" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "wx_tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tag_id" integer NOT NULL,
	"name" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"synced_at" bigint NOT NULL,
	CONSTRAINT "wx_tags_supplier_id_id_pk" PRIMARY KEY("supplier_id","id")
);
--> statement-breakpoint
CREATE TABLE "wx_templates" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "wx_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"template_id" text NOT NULL,
	"title" text NOT NULL,
	"primary_industry" text DEFAULT '' NOT NULL,
	"deputy_industry" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"example" text DEFAULT '' NOT NULL,
	"scene" text DEFAULT 'other' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"synced_at" bigint NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "wx_templates_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "wx_templates_status_check" CHECK ("wx_templates"."status" in ('active', 'removed'))
);
--> statement-breakpoint
CREATE TABLE "wx_tokens" (
	"supplier_id" integer NOT NULL,
	"sealed" text NOT NULL,
	"expires_at" bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "wx_tokens_supplier_id_pk" PRIMARY KEY("supplier_id")
);
--> statement-breakpoint
CREATE TABLE "wx_welcome" (
	"supplier_id" integer NOT NULL,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"type" text DEFAULT 'text' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"media_id" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"updated_at" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "wx_welcome_supplier_id_pk" PRIMARY KEY("supplier_id"),
	CONSTRAINT "wx_welcome_type_check" CHECK ("wx_welcome"."type" in ('text', 'image')),
	CONSTRAINT "wx_welcome_enabled_check" CHECK ("wx_welcome"."enabled" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "callback_receipts" ADD CONSTRAINT "callback_receipts_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_calls" ADD CONSTRAINT "service_calls_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abcbank_finance_logs" ADD CONSTRAINT "abcbank_finance_logs_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abcbank_staff" ADD CONSTRAINT "abcbank_staff_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freightins_claims" ADD CONSTRAINT "freightins_claims_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freightins_claims" ADD CONSTRAINT "freightins_claims_policy_fk" FOREIGN KEY ("supplier_id","policy_id") REFERENCES "public"."freightins_policies"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freightins_claims" ADD CONSTRAINT "freightins_claims_order_fk" FOREIGN KEY ("supplier_id","order_id") REFERENCES "public"."orders"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freightins_claims" ADD CONSTRAINT "freightins_claims_refund_fk" FOREIGN KEY ("supplier_id","refund_id") REFERENCES "public"."refunds"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freightins_claims" ADD CONSTRAINT "freightins_claims_wallet_log_fk" FOREIGN KEY ("supplier_id","wallet_log_id") REFERENCES "public"."wallet_logs"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freightins_claims" ADD CONSTRAINT "freightins_claims_created_by_fk" FOREIGN KEY ("supplier_id","created_by") REFERENCES "public"."accounts"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freightins_policies" ADD CONSTRAINT "freightins_policies_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freightins_policies" ADD CONSTRAINT "freightins_policies_order_fk" FOREIGN KEY ("supplier_id","order_id") REFERENCES "public"."orders"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freightins_policies" ADD CONSTRAINT "freightins_policies_member_fk" FOREIGN KEY ("supplier_id","member_id") REFERENCES "public"."members"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freightins_policies" ADD CONSTRAINT "freightins_policies_created_by_fk" FOREIGN KEY ("supplier_id","created_by") REFERENCES "public"."accounts"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freightins_settings" ADD CONSTRAINT "freightins_settings_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freightins_settings" ADD CONSTRAINT "freightins_settings_updated_by_fk" FOREIGN KEY ("supplier_id","updated_by") REFERENCES "public"."accounts"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jdunion_adverts" ADD CONSTRAINT "jdunion_adverts_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jdunion_navs" ADD CONSTRAINT "jdunion_navs_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jdunion_order_events" ADD CONSTRAINT "jdunion_order_events_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jdunion_order_events" ADD CONSTRAINT "jdunion_order_events_order_fk" FOREIGN KEY ("supplier_id","order_id") REFERENCES "public"."jdunion_orders"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jdunion_orders" ADD CONSTRAINT "jdunion_orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jdunion_orders" ADD CONSTRAINT "jdunion_orders_user_fk" FOREIGN KEY ("supplier_id","union_user_id") REFERENCES "public"."jdunion_users"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jdunion_syncs" ADD CONSTRAINT "jdunion_syncs_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jdunion_token" ADD CONSTRAINT "jdunion_token_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jdunion_users" ADD CONSTRAINT "jdunion_users_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jdunion_users" ADD CONSTRAINT "jdunion_users_member_fk" FOREIGN KEY ("supplier_id","member_id") REFERENCES "public"."members"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_companies" ADD CONSTRAINT "logistics_companies_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mtunion_adverts" ADD CONSTRAINT "mtunion_adverts_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mtunion_navs" ADD CONSTRAINT "mtunion_navs_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mtunion_order_events" ADD CONSTRAINT "mtunion_order_events_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mtunion_order_events" ADD CONSTRAINT "mtunion_order_events_order_fk" FOREIGN KEY ("supplier_id","order_id") REFERENCES "public"."mtunion_orders"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mtunion_orders" ADD CONSTRAINT "mtunion_orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mtunion_orders" ADD CONSTRAINT "mtunion_orders_user_fk" FOREIGN KEY ("supplier_id","union_user_id") REFERENCES "public"."mtunion_users"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mtunion_syncs" ADD CONSTRAINT "mtunion_syncs_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mtunion_token" ADD CONSTRAINT "mtunion_token_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mtunion_users" ADD CONSTRAINT "mtunion_users_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mtunion_users" ADD CONSTRAINT "mtunion_users_member_fk" FOREIGN KEY ("supplier_id","member_id") REFERENCES "public"."members"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_configs" ADD CONSTRAINT "settlement_configs_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_diffs" ADD CONSTRAINT "settlement_diffs_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_diffs" ADD CONSTRAINT "settlement_diffs_doc_fk" FOREIGN KEY ("supplier_id","doc_id") REFERENCES "public"."settlement_statements"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_statements" ADD CONSTRAINT "settlement_statements_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_trades" ADD CONSTRAINT "settlement_trades_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_trades" ADD CONSTRAINT "settlement_trades_statement_fk" FOREIGN KEY ("supplier_id","statement_id") REFERENCES "public"."settlement_statements"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_records" ADD CONSTRAINT "sms_records_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_templates" ADD CONSTRAINT "sms_templates_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_binds" ADD CONSTRAINT "social_binds_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_binds" ADD CONSTRAINT "social_binds_account_fk" FOREIGN KEY ("supplier_id","account_id") REFERENCES "public"."accounts"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taobaoke_adverts" ADD CONSTRAINT "taobaoke_adverts_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taobaoke_navs" ADD CONSTRAINT "taobaoke_navs_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taobaoke_order_events" ADD CONSTRAINT "taobaoke_order_events_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taobaoke_order_events" ADD CONSTRAINT "taobaoke_order_events_order_fk" FOREIGN KEY ("supplier_id","order_id") REFERENCES "public"."taobaoke_orders"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taobaoke_orders" ADD CONSTRAINT "taobaoke_orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taobaoke_orders" ADD CONSTRAINT "taobaoke_orders_user_fk" FOREIGN KEY ("supplier_id","union_user_id") REFERENCES "public"."taobaoke_users"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taobaoke_syncs" ADD CONSTRAINT "taobaoke_syncs_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taobaoke_token" ADD CONSTRAINT "taobaoke_token_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taobaoke_users" ADD CONSTRAINT "taobaoke_users_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taobaoke_users" ADD CONSTRAINT "taobaoke_users_member_fk" FOREIGN KEY ("supplier_id","member_id") REFERENCES "public"."members"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utility_orders" ADD CONSTRAINT "utility_orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utility_orders" ADD CONSTRAINT "utility_orders_product_fk" FOREIGN KEY ("supplier_id","product_id") REFERENCES "public"."utility_products"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utility_orders" ADD CONSTRAINT "utility_orders_member_fk" FOREIGN KEY ("supplier_id","member_id") REFERENCES "public"."members"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utility_orders" ADD CONSTRAINT "utility_orders_audited_by_fk" FOREIGN KEY ("supplier_id","audited_by") REFERENCES "public"."accounts"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utility_orders" ADD CONSTRAINT "utility_orders_created_by_fk" FOREIGN KEY ("supplier_id","created_by") REFERENCES "public"."accounts"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utility_products" ADD CONSTRAINT "utility_products_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybill_auths" ADD CONSTRAINT "waybill_auths_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybill_records" ADD CONSTRAINT "waybill_records_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybill_records" ADD CONSTRAINT "waybill_records_order_fk" FOREIGN KEY ("supplier_id","order_id") REFERENCES "public"."orders"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybill_records" ADD CONSTRAINT "waybill_records_auth_fk" FOREIGN KEY ("supplier_id","auth_id") REFERENCES "public"."waybill_auths"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wx_fans" ADD CONSTRAINT "wx_fans_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wx_keyword_replies" ADD CONSTRAINT "wx_keyword_replies_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wx_menus" ADD CONSTRAINT "wx_menus_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wx_menus" ADD CONSTRAINT "wx_menus_published_by_fk" FOREIGN KEY ("supplier_id","published_by") REFERENCES "public"."accounts"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wx_messages" ADD CONSTRAINT "wx_messages_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wx_tags" ADD CONSTRAINT "wx_tags_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wx_templates" ADD CONSTRAINT "wx_templates_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wx_tokens" ADD CONSTRAINT "wx_tokens_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wx_welcome" ADD CONSTRAINT "wx_welcome_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dev_receiver_requests_service_idx" ON "dev_receiver_requests" USING btree ("service","id");--> statement-breakpoint
CREATE INDEX "service_calls_service_idx" ON "service_calls" USING btree ("supplier_id","service","id");--> statement-breakpoint
CREATE UNIQUE INDEX "abcbank_finance_logs_serial_key" ON "abcbank_finance_logs" USING btree ("supplier_id","serial_no");--> statement-breakpoint
CREATE INDEX "abcbank_finance_logs_day_idx" ON "abcbank_finance_logs" USING btree ("supplier_id","day");--> statement-breakpoint
CREATE INDEX "abcbank_finance_logs_time_idx" ON "abcbank_finance_logs" USING btree ("supplier_id","trade_at");--> statement-breakpoint
CREATE UNIQUE INDEX "abcbank_staff_no_key" ON "abcbank_staff" USING btree ("supplier_id","staff_no");--> statement-breakpoint
CREATE UNIQUE INDEX "freightins_claims_no_key" ON "freightins_claims" USING btree ("supplier_id","claim_no");--> statement-breakpoint
CREATE UNIQUE INDEX "freightins_claims_policy_key" ON "freightins_claims" USING btree ("supplier_id","policy_id");--> statement-breakpoint
CREATE INDEX "freightins_claims_state_idx" ON "freightins_claims" USING btree ("supplier_id","state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "freightins_policies_order_key" ON "freightins_policies" USING btree ("supplier_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "freightins_policies_no_key" ON "freightins_policies" USING btree ("supplier_id","policy_no") WHERE "freightins_policies"."policy_no" <> '';--> statement-breakpoint
CREATE INDEX "freightins_policies_state_idx" ON "freightins_policies" USING btree ("supplier_id","state","expires_at");--> statement-breakpoint
CREATE INDEX "jdunion_adverts_slot_idx" ON "jdunion_adverts" USING btree ("supplier_id","position","status","sort");--> statement-breakpoint
CREATE INDEX "jdunion_navs_sort_idx" ON "jdunion_navs" USING btree ("supplier_id","status","sort");--> statement-breakpoint
CREATE INDEX "jdunion_order_events_time_idx" ON "jdunion_order_events" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "jdunion_order_events_order_idx" ON "jdunion_order_events" USING btree ("supplier_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jdunion_orders_no_key" ON "jdunion_orders" USING btree ("supplier_id","order_no");--> statement-breakpoint
CREATE INDEX "jdunion_orders_time_idx" ON "jdunion_orders" USING btree ("supplier_id","ordered_at");--> statement-breakpoint
CREATE INDEX "jdunion_orders_account_idx" ON "jdunion_orders" USING btree ("supplier_id","account");--> statement-breakpoint
CREATE INDEX "jdunion_syncs_state_idx" ON "jdunion_syncs" USING btree ("supplier_id","state","window_end");--> statement-breakpoint
CREATE UNIQUE INDEX "jdunion_users_account_key" ON "jdunion_users" USING btree ("supplier_id","account");--> statement-breakpoint
CREATE UNIQUE INDEX "jdunion_users_member_key" ON "jdunion_users" USING btree ("supplier_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "logistics_companies_name_key" ON "logistics_companies" USING btree ("supplier_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "logistics_companies_code_key" ON "logistics_companies" USING btree ("supplier_id","code");--> statement-breakpoint
CREATE INDEX "logistics_companies_sort_idx" ON "logistics_companies" USING btree ("supplier_id","status","sort","id");--> statement-breakpoint
CREATE INDEX "mtunion_adverts_slot_idx" ON "mtunion_adverts" USING btree ("supplier_id","position","status","sort");--> statement-breakpoint
CREATE INDEX "mtunion_navs_sort_idx" ON "mtunion_navs" USING btree ("supplier_id","status","sort");--> statement-breakpoint
CREATE INDEX "mtunion_order_events_time_idx" ON "mtunion_order_events" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "mtunion_order_events_order_idx" ON "mtunion_order_events" USING btree ("supplier_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mtunion_orders_no_key" ON "mtunion_orders" USING btree ("supplier_id","order_no");--> statement-breakpoint
CREATE INDEX "mtunion_orders_time_idx" ON "mtunion_orders" USING btree ("supplier_id","ordered_at");--> statement-breakpoint
CREATE INDEX "mtunion_orders_account_idx" ON "mtunion_orders" USING btree ("supplier_id","account");--> statement-breakpoint
CREATE INDEX "mtunion_syncs_state_idx" ON "mtunion_syncs" USING btree ("supplier_id","state","window_end");--> statement-breakpoint
CREATE UNIQUE INDEX "mtunion_users_account_key" ON "mtunion_users" USING btree ("supplier_id","account");--> statement-breakpoint
CREATE UNIQUE INDEX "mtunion_users_member_key" ON "mtunion_users" USING btree ("supplier_id","member_id");--> statement-breakpoint
CREATE INDEX "settlement_diffs_doc_idx" ON "settlement_diffs" USING btree ("supplier_id","doc_id");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_statements_no_key" ON "settlement_statements" USING btree ("supplier_id","statement_no");--> statement-breakpoint
CREATE INDEX "settlement_statements_period_idx" ON "settlement_statements" USING btree ("supplier_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_trades_no_key" ON "settlement_trades" USING btree ("supplier_id","statement_id","trade_no");--> statement-breakpoint
CREATE INDEX "sms_records_created_idx" ON "sms_records" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_records_template_idx" ON "sms_records" USING btree ("supplier_id","template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_templates_name_key" ON "sms_templates" USING btree ("supplier_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_templates_code_key" ON "sms_templates" USING btree ("supplier_id","code") WHERE "sms_templates"."code" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "social_binds_user_key" ON "social_binds" USING btree ("supplier_id","provider","openid");--> statement-breakpoint
CREATE UNIQUE INDEX "social_binds_account_key" ON "social_binds" USING btree ("supplier_id","account_id","provider");--> statement-breakpoint
CREATE INDEX "social_binds_created_idx" ON "social_binds" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "taobaoke_adverts_slot_idx" ON "taobaoke_adverts" USING btree ("supplier_id","position","status","sort");--> statement-breakpoint
CREATE INDEX "taobaoke_navs_sort_idx" ON "taobaoke_navs" USING btree ("supplier_id","status","sort");--> statement-breakpoint
CREATE INDEX "taobaoke_order_events_time_idx" ON "taobaoke_order_events" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "taobaoke_order_events_order_idx" ON "taobaoke_order_events" USING btree ("supplier_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "taobaoke_orders_no_key" ON "taobaoke_orders" USING btree ("supplier_id","order_no");--> statement-breakpoint
CREATE INDEX "taobaoke_orders_time_idx" ON "taobaoke_orders" USING btree ("supplier_id","ordered_at");--> statement-breakpoint
CREATE INDEX "taobaoke_orders_account_idx" ON "taobaoke_orders" USING btree ("supplier_id","account");--> statement-breakpoint
CREATE INDEX "taobaoke_syncs_state_idx" ON "taobaoke_syncs" USING btree ("supplier_id","state","window_end");--> statement-breakpoint
CREATE UNIQUE INDEX "taobaoke_users_account_key" ON "taobaoke_users" USING btree ("supplier_id","account");--> statement-breakpoint
CREATE UNIQUE INDEX "taobaoke_users_member_key" ON "taobaoke_users" USING btree ("supplier_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "utility_orders_no_key" ON "utility_orders" USING btree ("supplier_id","order_no");--> statement-breakpoint
CREATE INDEX "utility_orders_state_idx" ON "utility_orders" USING btree ("supplier_id","state","updated_at");--> statement-breakpoint
CREATE INDEX "utility_orders_kind_idx" ON "utility_orders" USING btree ("supplier_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "utility_orders_account_idx" ON "utility_orders" USING btree ("supplier_id","kind","account");--> statement-breakpoint
CREATE INDEX "utility_orders_member_idx" ON "utility_orders" USING btree ("supplier_id","member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "utility_products_code_key" ON "utility_products" USING btree ("supplier_id","provider_code");--> statement-breakpoint
CREATE INDEX "utility_products_kind_idx" ON "utility_products" USING btree ("supplier_id","kind","status");--> statement-breakpoint
CREATE UNIQUE INDEX "waybill_auths_account_key" ON "waybill_auths" USING btree ("supplier_id","cp_code","partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waybill_records_no_key" ON "waybill_records" USING btree ("supplier_id","cp_code","waybill_no");--> statement-breakpoint
CREATE UNIQUE INDEX "waybill_records_live_key" ON "waybill_records" USING btree ("supplier_id","order_id") WHERE "waybill_records"."status" <> 'voided';--> statement-breakpoint
CREATE INDEX "waybill_records_created_idx" ON "waybill_records" USING btree ("supplier_id","created_at","id");--> statement-breakpoint
CREATE INDEX "waybill_records_status_idx" ON "waybill_records" USING btree ("supplier_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "wx_fans_openid_key" ON "wx_fans" USING btree ("supplier_id","openid");--> statement-breakpoint
CREATE INDEX "wx_fans_subscribe_idx" ON "wx_fans" USING btree ("supplier_id","subscribe_time");--> statement-breakpoint
CREATE UNIQUE INDEX "wx_keyword_replies_keyword_key" ON "wx_keyword_replies" USING btree ("supplier_id","keyword","match");--> statement-breakpoint
CREATE UNIQUE INDEX "wx_messages_key" ON "wx_messages" USING btree ("supplier_id","msg_key");--> statement-breakpoint
CREATE INDEX "wx_messages_openid_idx" ON "wx_messages" USING btree ("supplier_id","openid");--> statement-breakpoint
CREATE INDEX "wx_messages_sent_idx" ON "wx_messages" USING btree ("supplier_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wx_tags_tag_key" ON "wx_tags" USING btree ("supplier_id","tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wx_templates_template_key" ON "wx_templates" USING btree ("supplier_id","template_id");