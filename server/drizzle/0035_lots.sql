-- Lots (批次) with shelf life, the lot of every stock movement, and recalls of lots with whom each must reach
-- (docs/inventory.md, "Lots, expiry and recalls").
CREATE TABLE "lot_stocks" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "lot_stocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"warehouse_id" bigint NOT NULL,
	"material_id" bigint NOT NULL,
	"lot_id" bigint NOT NULL,
	"qty" numeric(16, 3) DEFAULT '0' NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "lot_stocks_supplier_id_warehouse_id_lot_id_pk" PRIMARY KEY("supplier_id","warehouse_id","lot_id"),
	CONSTRAINT "lot_stocks_qty_check" CHECK ("lot_stocks"."qty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lots" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "lots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"material_id" bigint NOT NULL,
	"lot_no" text NOT NULL,
	"produced_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"vendor_id" bigint DEFAULT 0 NOT NULL,
	"vendor_ref" bigint GENERATED ALWAYS AS (nullif("vendor_id", 0)) STORED,
	"created_by" bigint,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "lots_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "lots_status_check" CHECK (status in ('active', 'blocked')),
	CONSTRAINT "lots_dates_check" CHECK ("lots"."expires_at" >= "lots"."produced_at"),
	CONSTRAINT "lots_no_check" CHECK (length("lots"."lot_no") between 1 and 40)
);
--> statement-breakpoint
CREATE TABLE "recall_contacts" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "recall_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"recall_id" bigint NOT NULL,
	"outbound_id" bigint NOT NULL,
	"doc_no" text NOT NULL,
	"shipped_at" bigint NOT NULL,
	"customer_id" bigint DEFAULT 0 NOT NULL,
	"customer_ref" bigint GENERATED ALWAYS AS (nullif("customer_id", 0)) STORED,
	"name" text DEFAULT '' NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"qty" numeric(16, 3) NOT NULL,
	"contacted" smallint DEFAULT 0 NOT NULL,
	"contacted_by" bigint,
	"contacted_at" bigint,
	"channel" text,
	"note" text DEFAULT '' NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "recall_contacts_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "recall_contacts_contacted_check" CHECK ("recall_contacts"."contacted" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "recalls" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "recalls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lot_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_by" bigint NOT NULL,
	"closed_by" bigint,
	"closed_at" bigint,
	"closing_note" text DEFAULT '' NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "recalls_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "recalls_status_check" CHECK (status in ('open', 'closed'))
);
--> statement-breakpoint
DROP INDEX "stock_logs_line_round_key";--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "lot_tracked" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "shelf_life_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_lines" ADD COLUMN "lot_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "inbound_lines" ADD COLUMN "lot_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "inbound_lines" ADD COLUMN "produced_at" bigint;--> statement-breakpoint
ALTER TABLE "inbound_lines" ADD COLUMN "expires_at" bigint;--> statement-breakpoint
ALTER TABLE "inbound_lines" ADD COLUMN "lot_id" bigint;--> statement-breakpoint
ALTER TABLE "outbound_lines" ADD COLUMN "lot_id" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbound_lines" ADD COLUMN "lot_ref" bigint GENERATED ALWAYS AS (nullif("lot_id", 0)) STORED;--> statement-breakpoint
ALTER TABLE "outbound_lines" ADD COLUMN "lot_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_logs" ADD COLUMN "lot_id" bigint;--> statement-breakpoint
ALTER TABLE "stock_logs" ADD COLUMN "lot_qty_after" numeric(16, 3);--> statement-breakpoint
ALTER TABLE "lot_stocks" ADD CONSTRAINT "lot_stocks_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_stocks" ADD CONSTRAINT "lot_stocks_warehouse_id_fk" FOREIGN KEY ("supplier_id","warehouse_id") REFERENCES "public"."warehouses"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_stocks" ADD CONSTRAINT "lot_stocks_material_id_fk" FOREIGN KEY ("supplier_id","material_id") REFERENCES "public"."materials"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_stocks" ADD CONSTRAINT "lot_stocks_lot_id_fk" FOREIGN KEY ("supplier_id","lot_id") REFERENCES "public"."lots"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_material_id_fk" FOREIGN KEY ("supplier_id","material_id") REFERENCES "public"."materials"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_vendor_ref_fk" FOREIGN KEY ("supplier_id","vendor_ref") REFERENCES "public"."customers"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_created_by_fk" FOREIGN KEY ("supplier_id","created_by") REFERENCES "public"."accounts"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_contacts" ADD CONSTRAINT "recall_contacts_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_contacts" ADD CONSTRAINT "recall_contacts_recall_id_fk" FOREIGN KEY ("supplier_id","recall_id") REFERENCES "public"."recalls"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_contacts" ADD CONSTRAINT "recall_contacts_outbound_id_fk" FOREIGN KEY ("supplier_id","outbound_id") REFERENCES "public"."outbounds"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_contacts" ADD CONSTRAINT "recall_contacts_customer_ref_fk" FOREIGN KEY ("supplier_id","customer_ref") REFERENCES "public"."customers"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_contacts" ADD CONSTRAINT "recall_contacts_contacted_by_fk" FOREIGN KEY ("supplier_id","contacted_by") REFERENCES "public"."accounts"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recalls" ADD CONSTRAINT "recalls_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recalls" ADD CONSTRAINT "recalls_lot_id_fk" FOREIGN KEY ("supplier_id","lot_id") REFERENCES "public"."lots"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recalls" ADD CONSTRAINT "recalls_opened_by_fk" FOREIGN KEY ("supplier_id","opened_by") REFERENCES "public"."accounts"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recalls" ADD CONSTRAINT "recalls_closed_by_fk" FOREIGN KEY ("supplier_id","closed_by") REFERENCES "public"."accounts"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lot_stocks_id_key" ON "lot_stocks" USING btree ("supplier_id","id");--> statement-breakpoint
CREATE INDEX "lot_stocks_material_idx" ON "lot_stocks" USING btree ("supplier_id","warehouse_id","material_id");--> statement-breakpoint
CREATE INDEX "lot_stocks_lot_idx" ON "lot_stocks" USING btree ("supplier_id","lot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lots_material_no_key" ON "lots" USING btree ("supplier_id","material_id","lot_no");--> statement-breakpoint
CREATE UNIQUE INDEX "lots_id_material_key" ON "lots" USING btree ("supplier_id","id","material_id");--> statement-breakpoint
ALTER TABLE "lot_stocks" ADD CONSTRAINT "lot_stocks_lot_fk" FOREIGN KEY ("supplier_id","lot_id","material_id") REFERENCES "public"."lots"("supplier_id","id","material_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lots_expires_idx" ON "lots" USING btree ("supplier_id","expires_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "recall_contacts_doc_key" ON "recall_contacts" USING btree ("supplier_id","recall_id","outbound_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recalls_open_lot_key" ON "recalls" USING btree ("supplier_id","lot_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "recalls_created_idx" ON "recalls" USING btree ("supplier_id","created_at","id");--> statement-breakpoint
ALTER TABLE "inbound_lines" ADD CONSTRAINT "inbound_lines_lot_id_fk" FOREIGN KEY ("supplier_id","lot_id") REFERENCES "public"."lots"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_lines" ADD CONSTRAINT "outbound_lines_lot_ref_fk" FOREIGN KEY ("supplier_id","lot_ref") REFERENCES "public"."lots"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_logs" ADD CONSTRAINT "stock_logs_lot_id_fk" FOREIGN KEY ("supplier_id","lot_id") REFERENCES "public"."lots"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_logs_line_lot_round_key" ON "stock_logs" USING btree ("supplier_id","doc_type","line_id",coalesce("lot_id", 0),"event","round");--> statement-breakpoint
CREATE INDEX "stock_logs_lot_idx" ON "stock_logs" USING btree ("supplier_id","lot_id","id");--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_lot_tracked_check" CHECK ("materials"."lot_tracked" in (0, 1));--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_shelf_life_check" CHECK ("materials"."shelf_life_days" between 0 and 36500);