CREATE TABLE "clock_ins" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "clock_ins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"shop_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"clock_time" bigint NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"lng" numeric(9, 6),
	"lat" numeric(8, 6),
	"remark" text DEFAULT '' NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "clock_ins_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "clock_ins_kind_check" CHECK ("clock_ins"."kind" in ('in', 'out'))
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "shops_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"dept_id" bigint DEFAULT 0 NOT NULL,
	"manager" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"hours" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"deleted_at" bigint,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "shops_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "shops_status_check" CHECK ("shops"."status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "quick_menus" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "quick_menus_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"path" text NOT NULL,
	"full_path" text NOT NULL,
	"name" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "quick_menus_supplier_id_id_pk" PRIMARY KEY("supplier_id","id")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "express_company" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "express_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clock_ins" ADD CONSTRAINT "clock_ins_supplier_id_shop_id_shops_supplier_id_id_fk" FOREIGN KEY ("supplier_id","shop_id") REFERENCES "public"."shops"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_menus" ADD CONSTRAINT "quick_menus_supplier_id_account_id_accounts_supplier_id_id_fk" FOREIGN KEY ("supplier_id","account_id") REFERENCES "public"."accounts"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clock_ins_time_idx" ON "clock_ins" USING btree ("supplier_id","clock_time","id");--> statement-breakpoint
CREATE INDEX "clock_ins_account_idx" ON "clock_ins" USING btree ("supplier_id","account_id","clock_time");--> statement-breakpoint
CREATE UNIQUE INDEX "shops_live_name_key" ON "shops" USING btree ("supplier_id","name") WHERE "shops"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "shops_dept_idx" ON "shops" USING btree ("supplier_id","dept_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quick_menus_path_key" ON "quick_menus" USING btree ("supplier_id","account_id","path");--> statement-breakpoint
CREATE INDEX "quick_menus_account_idx" ON "quick_menus" USING btree ("supplier_id","account_id","sort");--> statement-breakpoint
CREATE INDEX "orders_pay_time_idx" ON "orders" USING btree ("supplier_id","pay_time");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_check" CHECK ("orders"."refunded_amount" >= 0 and "orders"."refunded_amount" <= "orders"."pay_amount");