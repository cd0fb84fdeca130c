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
ALTER TABLE "logistics_companies" ADD CONSTRAINT "logistics_companies_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "logistics_companies_name_key" ON "logistics_companies" USING btree ("supplier_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "logistics_companies_code_key" ON "logistics_companies" USING btree ("supplier_id","code");--> statement-breakpoint
CREATE INDEX "logistics_companies_sort_idx" ON "logistics_companies" USING btree ("supplier_id","status","sort","id");