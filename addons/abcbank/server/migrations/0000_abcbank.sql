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
	"resolved_at" bigint DEFAULT 0 NOT NULL,
	"resolved_by" bigint,
	"resolve_note" text DEFAULT '' NOT NULL,
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
ALTER TABLE "abcbank_finance_logs" ADD CONSTRAINT "abcbank_finance_logs_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abcbank_finance_logs" ADD CONSTRAINT "abcbank_finance_logs_resolved_by_fk" FOREIGN KEY ("supplier_id","resolved_by") REFERENCES "public"."accounts"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abcbank_staff" ADD CONSTRAINT "abcbank_staff_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "abcbank_finance_logs_serial_key" ON "abcbank_finance_logs" USING btree ("supplier_id","serial_no");--> statement-breakpoint
CREATE INDEX "abcbank_finance_logs_day_idx" ON "abcbank_finance_logs" USING btree ("supplier_id","day");--> statement-breakpoint
CREATE INDEX "abcbank_finance_logs_time_idx" ON "abcbank_finance_logs" USING btree ("supplier_id","trade_at");--> statement-breakpoint
CREATE UNIQUE INDEX "abcbank_staff_no_key" ON "abcbank_staff" USING btree ("supplier_id","staff_no");