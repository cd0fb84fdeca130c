CREATE TABLE "addon_settings" (
	"supplier_id" integer NOT NULL,
	"key" text NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"secrets" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_by" bigint,
	"updated_at" bigint DEFAULT 0 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "addon_settings_supplier_id_key_pk" PRIMARY KEY("supplier_id","key")
);
--> statement-breakpoint
ALTER TABLE "addon_settings" ADD CONSTRAINT "addon_settings_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addon_settings" ADD CONSTRAINT "addon_settings_updated_by_fk" FOREIGN KEY ("supplier_id","updated_by") REFERENCES "public"."accounts"("supplier_id","id") ON DELETE no action ON UPDATE no action;
