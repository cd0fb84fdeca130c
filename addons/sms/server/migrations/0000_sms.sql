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
ALTER TABLE "sms_records" ADD CONSTRAINT "sms_records_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_templates" ADD CONSTRAINT "sms_templates_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_records_created_idx" ON "sms_records" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_records_template_idx" ON "sms_records" USING btree ("supplier_id","template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_templates_name_key" ON "sms_templates" USING btree ("supplier_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_templates_code_key" ON "sms_templates" USING btree ("supplier_id","code") WHERE "sms_templates"."code" <> '';