CREATE TABLE "addon_sweep_clocks" (
	"supplier_id" integer NOT NULL,
	"key" text NOT NULL,
	"sweep" text NOT NULL,
	"next_at" bigint NOT NULL,
	CONSTRAINT "addon_sweep_clocks_supplier_id_key_sweep_pk" PRIMARY KEY("supplier_id","key","sweep")
);
--> statement-breakpoint
ALTER TABLE "addon_sweep_clocks" ADD CONSTRAINT "addon_sweep_clocks_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;