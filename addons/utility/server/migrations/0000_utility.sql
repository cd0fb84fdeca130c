CREATE TABLE "utility_orders" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "utility_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"kind" text NOT NULL,
	"product_id" bigint NOT NULL,
	"product_name" text NOT NULL,
	"provider_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"account" text NOT NULL,
	"face_value" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"state" text NOT NULL,
	"audit_reason" text DEFAULT '' NOT NULL,
	"audit_remark" text DEFAULT '' NOT NULL,
	"audited_by" bigint,
	"audited_at" bigint,
	"provider_order_no" text DEFAULT '' NOT NULL,
	"fail_reason" text DEFAULT '' NOT NULL,
	"submit_error" text DEFAULT '' NOT NULL,
	"submit_attempts" integer DEFAULT 0 NOT NULL,
	"busy_until" bigint DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" bigint,
	"submitted_at" bigint,
	"checked_at" bigint,
	"finished_at" bigint,
	"refunded_at" bigint,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "utility_orders_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "utility_orders_kind_check" CHECK ("utility_orders"."kind" in ('electric', 'petrol', 'mobile')),
	CONSTRAINT "utility_orders_state_check" CHECK ("utility_orders"."state" in ('pending', 'audit', 'submitted', 'success', 'failed', 'refunded')),
	CONSTRAINT "utility_orders_reason_check" CHECK ("utility_orders"."audit_reason" in ('', 'amount', 'new_account')),
	CONSTRAINT "utility_orders_money_check" CHECK ("utility_orders"."face_value" > 0 and "utility_orders"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "utility_products" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "utility_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"brand" text NOT NULL,
	"name" text NOT NULL,
	"face_value" bigint NOT NULL,
	"price" bigint NOT NULL,
	"provider_code" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "utility_products_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "utility_products_kind_check" CHECK ("utility_products"."kind" in ('electric', 'petrol', 'mobile')),
	CONSTRAINT "utility_products_money_check" CHECK ("utility_products"."face_value" > 0 and "utility_products"."price" > 0),
	CONSTRAINT "utility_products_status_check" CHECK ("utility_products"."status" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "utility_orders" ADD CONSTRAINT "utility_orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utility_orders" ADD CONSTRAINT "utility_orders_product_fk" FOREIGN KEY ("supplier_id","product_id") REFERENCES "public"."utility_products"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utility_orders" ADD CONSTRAINT "utility_orders_member_fk" FOREIGN KEY ("supplier_id","member_id") REFERENCES "public"."members"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utility_orders" ADD CONSTRAINT "utility_orders_audited_by_fk" FOREIGN KEY ("supplier_id","audited_by") REFERENCES "public"."accounts"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utility_orders" ADD CONSTRAINT "utility_orders_created_by_fk" FOREIGN KEY ("supplier_id","created_by") REFERENCES "public"."accounts"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utility_products" ADD CONSTRAINT "utility_products_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "utility_orders_no_key" ON "utility_orders" USING btree ("supplier_id","order_no");--> statement-breakpoint
CREATE INDEX "utility_orders_state_idx" ON "utility_orders" USING btree ("supplier_id","state","updated_at");--> statement-breakpoint
CREATE INDEX "utility_orders_kind_idx" ON "utility_orders" USING btree ("supplier_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "utility_orders_account_idx" ON "utility_orders" USING btree ("supplier_id","kind","account");--> statement-breakpoint
CREATE INDEX "utility_orders_member_idx" ON "utility_orders" USING btree ("supplier_id","member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "utility_products_code_key" ON "utility_products" USING btree ("supplier_id","provider_code");--> statement-breakpoint
CREATE INDEX "utility_products_kind_idx" ON "utility_products" USING btree ("supplier_id","kind","status");