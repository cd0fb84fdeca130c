CREATE TABLE "goods_materials" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "goods_materials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"goods_id" bigint NOT NULL,
	"material_id" bigint NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"per_unit" numeric(16, 3) NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "goods_materials_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "goods_materials_per_unit_check" CHECK ("goods_materials"."per_unit" > 0)
);
--> statement-breakpoint
ALTER TABLE "recall_contacts" DROP CONSTRAINT "recall_contacts_outbound_id_fk";
--> statement-breakpoint
DROP INDEX "recall_contacts_doc_key";--> statement-breakpoint
ALTER TABLE "recall_contacts" ALTER COLUMN "outbound_id" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "recall_contacts" ADD COLUMN "outbound_ref" bigint GENERATED ALWAYS AS (nullif("outbound_id", 0)) STORED;--> statement-breakpoint
ALTER TABLE "recall_contacts" ADD COLUMN "order_id" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "recall_contacts" ADD COLUMN "order_ref" bigint GENERATED ALWAYS AS (nullif("order_id", 0)) STORED;--> statement-breakpoint
ALTER TABLE "goods_materials" ADD CONSTRAINT "goods_materials_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_materials" ADD CONSTRAINT "goods_materials_goods_id_fk" FOREIGN KEY ("supplier_id","goods_id") REFERENCES "public"."goods"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_materials" ADD CONSTRAINT "goods_materials_material_id_fk" FOREIGN KEY ("supplier_id","material_id") REFERENCES "public"."materials"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_materials" ADD CONSTRAINT "goods_materials_warehouse_id_fk" FOREIGN KEY ("supplier_id","warehouse_id") REFERENCES "public"."warehouses"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "goods_materials_goods_key" ON "goods_materials" USING btree ("supplier_id","goods_id");--> statement-breakpoint
CREATE INDEX "goods_materials_material_idx" ON "goods_materials" USING btree ("supplier_id","material_id");--> statement-breakpoint
ALTER TABLE "recall_contacts" ADD CONSTRAINT "recall_contacts_outbound_ref_fk" FOREIGN KEY ("supplier_id","outbound_ref") REFERENCES "public"."outbounds"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_contacts" ADD CONSTRAINT "recall_contacts_order_ref_fk" FOREIGN KEY ("supplier_id","order_ref") REFERENCES "public"."orders"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recall_contacts_doc_key" ON "recall_contacts" USING btree ("supplier_id","recall_id","outbound_id","order_id");--> statement-breakpoint
ALTER TABLE "recall_contacts" ADD CONSTRAINT "recall_contacts_source_check" CHECK ("recall_contacts"."outbound_id" > 0 or "recall_contacts"."order_id" > 0);--> statement-breakpoint
ALTER TABLE "stock_logs" ADD CONSTRAINT "stock_logs_doc_type_check" CHECK (doc_type in ('inbound', 'outbound', 'order'));