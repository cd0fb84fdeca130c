CREATE TABLE "cloudbuy_cart" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "cloudbuy_cart_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"offer_id" bigint NOT NULL,
	"qty" numeric(14, 3) NOT NULL,
	"added_by" bigint,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "cloudbuy_cart_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "cloudbuy_cart_qty_check" CHECK ("cloudbuy_cart"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "cloudbuy_offers" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "cloudbuy_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"source_supplier_id" integer,
	"source_goods_id" bigint,
	"supplier_name" text NOT NULL,
	"name" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"unit" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"price" bigint NOT NULL,
	"retail_price" bigint DEFAULT 0 NOT NULL,
	"moq" numeric(14, 3) NOT NULL,
	"stock" numeric(14, 3) DEFAULT '0' NOT NULL,
	"regions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"offered_at" bigint NOT NULL,
	"synced_at" bigint NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "cloudbuy_offers_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "cloudbuy_offers_source_check" CHECK (("cloudbuy_offers"."source_supplier_id" is null) = ("cloudbuy_offers"."source_goods_id" is null)),
	CONSTRAINT "cloudbuy_offers_other_check" CHECK ("cloudbuy_offers"."source_supplier_id" is null or "cloudbuy_offers"."source_supplier_id" <> "cloudbuy_offers"."supplier_id"),
	CONSTRAINT "cloudbuy_offers_price_check" CHECK ("cloudbuy_offers"."price" > 0 and "cloudbuy_offers"."retail_price" >= 0),
	CONSTRAINT "cloudbuy_offers_moq_check" CHECK ("cloudbuy_offers"."moq" > 0),
	CONSTRAINT "cloudbuy_offers_stock_check" CHECK ("cloudbuy_offers"."stock" >= 0),
	CONSTRAINT "cloudbuy_offers_status_check" CHECK ("cloudbuy_offers"."status" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "cloudbuy_order_lines" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "cloudbuy_order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"doc_id" bigint NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"offer_id" bigint NOT NULL,
	"name" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"unit" text NOT NULL,
	"price" bigint NOT NULL,
	"qty" numeric(14, 3) NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "cloudbuy_order_lines_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "cloudbuy_order_lines_qty_check" CHECK ("cloudbuy_order_lines"."qty" > 0),
	CONSTRAINT "cloudbuy_order_lines_price_check" CHECK ("cloudbuy_order_lines"."price" > 0 and "cloudbuy_order_lines"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cloudbuy_orders" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "cloudbuy_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"source_supplier_id" integer,
	"supplier_name" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"total_qty" numeric(16, 3) DEFAULT '0' NOT NULL,
	"total_amount" bigint DEFAULT 0 NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"purchase_id" bigint,
	"purchase_no" text DEFAULT '' NOT NULL,
	"carrier" text DEFAULT '' NOT NULL,
	"tracking_no" text DEFAULT '' NOT NULL,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"confirmed_at" bigint,
	"shipped_at" bigint,
	"received_at" bigint,
	"cancelled_at" bigint,
	"created_by" bigint,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "cloudbuy_orders_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "cloudbuy_orders_status_check" CHECK ("cloudbuy_orders"."status" in ('submitted', 'confirmed', 'shipped', 'received', 'cancelled')),
	CONSTRAINT "cloudbuy_orders_totals_check" CHECK ("cloudbuy_orders"."line_count" >= 0 and "cloudbuy_orders"."total_qty" >= 0 and "cloudbuy_orders"."total_amount" >= 0),
	CONSTRAINT "cloudbuy_orders_purchase_check" CHECK (("cloudbuy_orders"."purchase_id" is null) = ("cloudbuy_orders"."purchase_no" = '')),
	CONSTRAINT "cloudbuy_orders_shipped_check" CHECK ("cloudbuy_orders"."status" not in ('shipped', 'received') or ("cloudbuy_orders"."shipped_at" is not null and "cloudbuy_orders"."tracking_no" <> '')),
	CONSTRAINT "cloudbuy_orders_cancelled_check" CHECK ("cloudbuy_orders"."status" <> 'cancelled' or ("cloudbuy_orders"."cancelled_at" is not null and "cloudbuy_orders"."cancel_reason" <> ''))
);
--> statement-breakpoint
ALTER TABLE "cloudbuy_cart" ADD CONSTRAINT "cloudbuy_cart_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloudbuy_cart" ADD CONSTRAINT "cloudbuy_cart_offer_fk" FOREIGN KEY ("supplier_id","offer_id") REFERENCES "public"."cloudbuy_offers"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloudbuy_cart" ADD CONSTRAINT "cloudbuy_cart_added_by_fk" FOREIGN KEY ("supplier_id","added_by") REFERENCES "public"."accounts"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloudbuy_offers" ADD CONSTRAINT "cloudbuy_offers_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloudbuy_offers" ADD CONSTRAINT "cloudbuy_offers_source_fk" FOREIGN KEY ("source_supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloudbuy_order_lines" ADD CONSTRAINT "cloudbuy_order_lines_supplier_id_doc_id_cloudbuy_orders_supplier_id_id_fk" FOREIGN KEY ("supplier_id","doc_id") REFERENCES "public"."cloudbuy_orders"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloudbuy_order_lines" ADD CONSTRAINT "cloudbuy_order_lines_offer_fk" FOREIGN KEY ("supplier_id","offer_id") REFERENCES "public"."cloudbuy_offers"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloudbuy_orders" ADD CONSTRAINT "cloudbuy_orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloudbuy_orders" ADD CONSTRAINT "cloudbuy_orders_source_fk" FOREIGN KEY ("source_supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloudbuy_orders" ADD CONSTRAINT "cloudbuy_orders_purchase_fk" FOREIGN KEY ("supplier_id","purchase_id") REFERENCES "public"."purchases"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloudbuy_orders" ADD CONSTRAINT "cloudbuy_orders_created_by_fk" FOREIGN KEY ("supplier_id","created_by") REFERENCES "public"."accounts"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cloudbuy_cart_offer_key" ON "cloudbuy_cart" USING btree ("supplier_id","offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cloudbuy_offers_source_key" ON "cloudbuy_offers" USING btree ("supplier_id","source_supplier_id","source_goods_id");--> statement-breakpoint
CREATE INDEX "cloudbuy_offers_list_idx" ON "cloudbuy_offers" USING btree ("supplier_id","status","offered_at");--> statement-breakpoint
CREATE INDEX "cloudbuy_order_lines_doc_idx" ON "cloudbuy_order_lines" USING btree ("supplier_id","doc_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cloudbuy_orders_no_key" ON "cloudbuy_orders" USING btree ("supplier_id","order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "cloudbuy_orders_purchase_key" ON "cloudbuy_orders" USING btree ("supplier_id","purchase_id");--> statement-breakpoint
CREATE INDEX "cloudbuy_orders_status_idx" ON "cloudbuy_orders" USING btree ("supplier_id","status","created_at");