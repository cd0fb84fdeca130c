CREATE TABLE "order_lines" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"goods_name" text NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"price" bigint NOT NULL,
	"qty" numeric(14, 3) NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "order_lines_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "order_lines_qty_check" CHECK ("order_lines"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_sn" text NOT NULL,
	"buyer_name" text DEFAULT '' NOT NULL,
	"buyer_phone" text DEFAULT '' NOT NULL,
	"shop_id" bigint DEFAULT 0 NOT NULL,
	"freight_mode" smallint DEFAULT 1 NOT NULL,
	"order_status" text DEFAULT 'submit' NOT NULL,
	"goods_amount" bigint DEFAULT 0 NOT NULL,
	"freight_amount" bigint DEFAULT 0 NOT NULL,
	"discount_amount" bigint DEFAULT 0 NOT NULL,
	"pay_amount" bigint DEFAULT 0 NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"pay_time" bigint,
	"send_time" bigint,
	"finish_time" bigint,
	"cancel_time" bigint,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "orders_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "orders_status_check" CHECK ("orders"."order_status" in ('submit', 'pay', 'send', 'receive', 'finish', 'cancel')),
	CONSTRAINT "orders_freight_mode_check" CHECK ("orders"."freight_mode" in (1, 2)),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."pay_amount" >= 0 and "orders"."goods_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"refund_sn" text NOT NULL,
	"order_id" bigint NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reply" text DEFAULT '' NOT NULL,
	"handled_at" bigint,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "refunds_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "refunds_type_check" CHECK ("refunds"."type" in ('refund', 'return')),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('pending', 'agreed', 'returned', 'refunded', 'rejected')),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount" > 0)
);
--> statement-breakpoint
DROP INDEX "accounts_wx_openid_key";--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_supplier_id_order_id_orders_supplier_id_id_fk" FOREIGN KEY ("supplier_id","order_id") REFERENCES "public"."orders"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_supplier_id_order_id_orders_supplier_id_id_fk" FOREIGN KEY ("supplier_id","order_id") REFERENCES "public"."orders"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("supplier_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_sn_key" ON "orders" USING btree ("supplier_id","order_sn");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("supplier_id","order_status","freight_mode");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("supplier_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_sn_key" ON "refunds" USING btree ("supplier_id","refund_sn");--> statement-breakpoint
CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("supplier_id","status","type");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_open_key" ON "refunds" USING btree ("supplier_id","order_id") WHERE "refunds"."status" in ('pending', 'agreed', 'returned');--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_wx_openid_key" ON "accounts" USING btree ("wx_openid","supplier_id") WHERE "accounts"."wx_openid" is not null;