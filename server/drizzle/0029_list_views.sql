CREATE TABLE "list_view_defaults" (
	"supplier_id" integer NOT NULL,
	"account_id" bigint NOT NULL,
	"list" text NOT NULL,
	"view_id" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "list_view_defaults_supplier_id_account_id_list_pk" PRIMARY KEY("supplier_id","account_id","list")
);
--> statement-breakpoint
CREATE TABLE "list_views" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "list_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"list" text NOT NULL,
	"name" text NOT NULL,
	"owner_id" bigint NOT NULL,
	"shared_role_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"state" jsonb NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "list_views_supplier_id_id_pk" PRIMARY KEY("supplier_id","id")
);
--> statement-breakpoint
ALTER TABLE "list_view_defaults" ADD CONSTRAINT "list_view_defaults_supplier_id_account_id_accounts_supplier_id_id_fk" FOREIGN KEY ("supplier_id","account_id") REFERENCES "public"."accounts"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_view_defaults" ADD CONSTRAINT "list_view_defaults_supplier_id_view_id_list_views_supplier_id_id_fk" FOREIGN KEY ("supplier_id","view_id") REFERENCES "public"."list_views"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_views" ADD CONSTRAINT "list_views_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_views" ADD CONSTRAINT "list_views_owner_fk" FOREIGN KEY ("supplier_id","owner_id") REFERENCES "public"."accounts"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "list_views_name_key" ON "list_views" USING btree ("supplier_id","owner_id","list","name");--> statement-breakpoint
CREATE INDEX "list_views_list_idx" ON "list_views" USING btree ("supplier_id","list");