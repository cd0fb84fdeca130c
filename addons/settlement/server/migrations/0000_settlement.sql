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
ALTER TABLE "settlement_configs" ADD CONSTRAINT "settlement_configs_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_diffs" ADD CONSTRAINT "settlement_diffs_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_diffs" ADD CONSTRAINT "settlement_diffs_doc_fk" FOREIGN KEY ("supplier_id","doc_id") REFERENCES "public"."settlement_statements"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_statements" ADD CONSTRAINT "settlement_statements_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_trades" ADD CONSTRAINT "settlement_trades_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_trades" ADD CONSTRAINT "settlement_trades_statement_fk" FOREIGN KEY ("supplier_id","statement_id") REFERENCES "public"."settlement_statements"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "settlement_diffs_doc_idx" ON "settlement_diffs" USING btree ("supplier_id","doc_id");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_statements_no_key" ON "settlement_statements" USING btree ("supplier_id","statement_no");--> statement-breakpoint
CREATE INDEX "settlement_statements_period_idx" ON "settlement_statements" USING btree ("supplier_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_trades_no_key" ON "settlement_trades" USING btree ("supplier_id","statement_id","trade_no");