CREATE TABLE "flashsale_items" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "flashsale_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"doc_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"goods_id" bigint NOT NULL,
	"goods_name" text NOT NULL,
	"goods_price" bigint DEFAULT 0 NOT NULL,
	"flash_price" bigint NOT NULL,
	"stock" integer NOT NULL,
	"limit_per_member" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "flashsale_items_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "flashsale_items_price_check" CHECK ("flashsale_items"."flash_price" > 0 and "flashsale_items"."goods_price" >= 0),
	CONSTRAINT "flashsale_items_stock_check" CHECK ("flashsale_items"."stock" between 1 and 99999),
	CONSTRAINT "flashsale_items_sold_check" CHECK ("flashsale_items"."sold" between 0 and "flashsale_items"."stock"),
	CONSTRAINT "flashsale_items_limit_check" CHECK ("flashsale_items"."limit_per_member" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "flashsale_orders" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "flashsale_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"session_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"goods_name" text NOT NULL,
	"qty" integer NOT NULL,
	"price" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'paid' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"tracking_no" text DEFAULT '' NOT NULL,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"created_by" bigint,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"paid_at" bigint NOT NULL,
	"shipped_at" bigint,
	"cancelled_at" bigint,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "flashsale_orders_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "flashsale_orders_status_check" CHECK ("flashsale_orders"."status" in ('paid', 'shipped', 'cancelled')),
	CONSTRAINT "flashsale_orders_qty_check" CHECK ("flashsale_orders"."qty" between 1 and 99),
	CONSTRAINT "flashsale_orders_amount_check" CHECK ("flashsale_orders"."price" > 0 and "flashsale_orders"."amount" = "flashsale_orders"."price" * "flashsale_orders"."qty"),
	CONSTRAINT "flashsale_orders_shipped_check" CHECK ("flashsale_orders"."status" <> 'shipped' or "flashsale_orders"."shipped_at" is not null),
	CONSTRAINT "flashsale_orders_cancelled_check" CHECK ("flashsale_orders"."status" <> 'cancelled' or ("flashsale_orders"."cancelled_at" is not null and "flashsale_orders"."cancel_reason" <> ''))
);
--> statement-breakpoint
CREATE TABLE "flashsales" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "flashsales_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"start_at" bigint NOT NULL,
	"end_at" bigint NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"total_stock" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"stop_reason" text DEFAULT '' NOT NULL,
	"published_at" bigint,
	"stopped_at" bigint,
	"created_by" bigint,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "flashsales_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "flashsales_time_check" CHECK ("flashsales"."end_at" > "flashsales"."start_at"),
	CONSTRAINT "flashsales_status_check" CHECK ("flashsales"."status" in ('draft', 'scheduled', 'running', 'ended', 'stopped')),
	CONSTRAINT "flashsales_totals_check" CHECK ("flashsales"."item_count" >= 0 and "flashsales"."total_stock" >= 0),
	CONSTRAINT "flashsales_stopped_check" CHECK ("flashsales"."status" <> 'stopped' or ("flashsales"."stop_reason" <> '' and "flashsales"."stopped_at" is not null)),
	CONSTRAINT "flashsales_published_check" CHECK ("flashsales"."status" = 'draft' or "flashsales"."published_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "flashsale_items" ADD CONSTRAINT "flashsale_items_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashsale_items" ADD CONSTRAINT "flashsale_items_doc_fk" FOREIGN KEY ("supplier_id","doc_id") REFERENCES "public"."flashsales"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashsale_items" ADD CONSTRAINT "flashsale_items_goods_fk" FOREIGN KEY ("supplier_id","goods_id") REFERENCES "public"."goods"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashsale_orders" ADD CONSTRAINT "flashsale_orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashsale_orders" ADD CONSTRAINT "flashsale_orders_session_fk" FOREIGN KEY ("supplier_id","session_id") REFERENCES "public"."flashsales"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashsale_orders" ADD CONSTRAINT "flashsale_orders_item_fk" FOREIGN KEY ("supplier_id","item_id") REFERENCES "public"."flashsale_items"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashsale_orders" ADD CONSTRAINT "flashsale_orders_member_fk" FOREIGN KEY ("supplier_id","member_id") REFERENCES "public"."members"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashsale_orders" ADD CONSTRAINT "flashsale_orders_goods_fk" FOREIGN KEY ("supplier_id","goods_id") REFERENCES "public"."goods"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashsale_orders" ADD CONSTRAINT "flashsale_orders_created_by_fk" FOREIGN KEY ("supplier_id","created_by") REFERENCES "public"."accounts"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashsales" ADD CONSTRAINT "flashsales_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashsales" ADD CONSTRAINT "flashsales_created_by_fk" FOREIGN KEY ("supplier_id","created_by") REFERENCES "public"."accounts"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flashsale_items_doc_idx" ON "flashsale_items" USING btree ("supplier_id","doc_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "flashsale_items_goods_key" ON "flashsale_items" USING btree ("supplier_id","doc_id","goods_id");--> statement-breakpoint
CREATE INDEX "flashsale_items_goods_idx" ON "flashsale_items" USING btree ("supplier_id","goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "flashsale_orders_no_key" ON "flashsale_orders" USING btree ("supplier_id","order_no");--> statement-breakpoint
CREATE INDEX "flashsale_orders_member_idx" ON "flashsale_orders" USING btree ("supplier_id","item_id","member_id");--> statement-breakpoint
CREATE INDEX "flashsale_orders_session_idx" ON "flashsale_orders" USING btree ("supplier_id","session_id");--> statement-breakpoint
CREATE INDEX "flashsale_orders_list_idx" ON "flashsale_orders" USING btree ("supplier_id","status","created_at");--> statement-breakpoint
CREATE INDEX "flashsales_time_idx" ON "flashsales" USING btree ("supplier_id","status","start_at");