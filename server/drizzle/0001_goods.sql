CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "goods" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "goods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cat_id" bigint NOT NULL,
	"name" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"grade" text DEFAULT '' NOT NULL,
	"origin" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT '袋' NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"market_price" bigint DEFAULT 0 NOT NULL,
	"cost_price" bigint DEFAULT 0 NOT NULL,
	"stock" numeric(14, 3) DEFAULT '0' NOT NULL,
	"sales" numeric(14, 3) DEFAULT '0' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_show" smallint DEFAULT 0 NOT NULL,
	"supply_status" smallint DEFAULT 0 NOT NULL,
	"supply_price" bigint DEFAULT 0 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "goods_supplier_id_id_pk" PRIMARY KEY("supplier_id","id")
);
--> statement-breakpoint
CREATE TABLE "goods_cats" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "goods_cats_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"parent_id" bigint DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_show" smallint DEFAULT 1 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "goods_cats_supplier_id_id_pk" PRIMARY KEY("supplier_id","id")
);
--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_supplier_id_cat_id_goods_cats_supplier_id_id_fk" FOREIGN KEY ("supplier_id","cat_id") REFERENCES "public"."goods_cats"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_cats" ADD CONSTRAINT "goods_cats_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_show_price_idx" ON "goods" USING btree ("supplier_id","is_show","price","id");--> statement-breakpoint
CREATE INDEX "goods_show_id_idx" ON "goods" USING btree ("supplier_id","is_show","id");--> statement-breakpoint
CREATE INDEX "goods_cat_idx" ON "goods" USING btree ("supplier_id","cat_id");--> statement-breakpoint
CREATE INDEX "goods_name_trgm_idx" ON "goods" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goods_cats_parent_idx" ON "goods_cats" USING btree ("supplier_id","parent_id");