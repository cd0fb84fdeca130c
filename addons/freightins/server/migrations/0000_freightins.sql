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
CREATE UNIQUE INDEX "freightins_claims_no_key" ON "freightins_claims" USING btree ("supplier_id","claim_no");--> statement-breakpoint
CREATE UNIQUE INDEX "freightins_claims_policy_key" ON "freightins_claims" USING btree ("supplier_id","policy_id");--> statement-breakpoint
CREATE INDEX "freightins_claims_state_idx" ON "freightins_claims" USING btree ("supplier_id","state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "freightins_policies_order_key" ON "freightins_policies" USING btree ("supplier_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "freightins_policies_no_key" ON "freightins_policies" USING btree ("supplier_id","policy_no") WHERE "freightins_policies"."policy_no" <> '';--> statement-breakpoint
CREATE INDEX "freightins_policies_state_idx" ON "freightins_policies" USING btree ("supplier_id","state","expires_at");