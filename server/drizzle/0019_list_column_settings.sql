CREATE TABLE "list_column_settings" (
	"supplier_id" integer NOT NULL,
	"account_id" bigint NOT NULL,
	"list" text NOT NULL,
	"columns" jsonb NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "list_column_settings_supplier_id_account_id_list_pk" PRIMARY KEY("supplier_id","account_id","list")
);
--> statement-breakpoint
ALTER TABLE "list_column_settings" ADD CONSTRAINT "list_column_settings_supplier_id_account_id_accounts_supplier_id_id_fk" FOREIGN KEY ("supplier_id","account_id") REFERENCES "public"."accounts"("supplier_id","id") ON DELETE cascade ON UPDATE no action;