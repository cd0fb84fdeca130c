CREATE TABLE "supplier_addons" (
	"supplier_id" integer NOT NULL,
	"key" text NOT NULL,
	"installed_by" bigint,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "supplier_addons_supplier_id_key_pk" PRIMARY KEY("supplier_id","key")
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"template" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verify_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"expires_at" bigint NOT NULL,
	"used_at" bigint,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "contact_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "intro" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_addons" ADD CONSTRAINT "supplier_addons_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_messages_time_idx" ON "outbox_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_recipient_idx" ON "outbox_messages" USING btree ("channel","recipient","id");--> statement-breakpoint
CREATE INDEX "verify_codes_phone_idx" ON "verify_codes" USING btree ("phone","purpose","created_at");--> statement-breakpoint
CREATE INDEX "verify_codes_ip_idx" ON "verify_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "verify_codes_time_idx" ON "verify_codes" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_phone_key" ON "accounts" USING btree ("phone","supplier_id") WHERE "accounts"."phone" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_wx_openid_key" ON "accounts" USING btree ("supplier_id","wx_openid") WHERE "accounts"."wx_openid" is not null;