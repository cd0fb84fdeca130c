CREATE TABLE "taobaoke_adverts" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "taobaoke_adverts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"position" text NOT NULL,
	"image" text NOT NULL,
	"link" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "taobaoke_adverts_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "taobaoke_adverts_status_check" CHECK ("taobaoke_adverts"."status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "taobaoke_navs" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "taobaoke_navs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"link" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "taobaoke_navs_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "taobaoke_navs_status_check" CHECK ("taobaoke_navs"."status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "taobaoke_order_events" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "taobaoke_order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"source" text NOT NULL,
	"at" bigint NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "taobaoke_order_events_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "taobaoke_order_events_state_check" CHECK ("taobaoke_order_events"."to_state" in ('pending', 'paid', 'received', 'settled', 'invalid'))
);
--> statement-breakpoint
CREATE TABLE "taobaoke_orders" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "taobaoke_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"parent_no" text DEFAULT '' NOT NULL,
	"goods_id" text DEFAULT '' NOT NULL,
	"goods_name" text NOT NULL,
	"goods_image" text DEFAULT '' NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"paid_amount" integer NOT NULL,
	"rate" integer DEFAULT 0 NOT NULL,
	"estimated_commission" integer NOT NULL,
	"settled_commission" integer DEFAULT 0 NOT NULL,
	"state" text NOT NULL,
	"account" text DEFAULT '' NOT NULL,
	"pid" text DEFAULT '' NOT NULL,
	"union_user_id" bigint,
	"ordered_at" bigint NOT NULL,
	"paid_at" bigint,
	"settled_at" bigint,
	"union_modified_at" bigint NOT NULL,
	"source" text NOT NULL,
	"synced_at" bigint NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "taobaoke_orders_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "taobaoke_orders_state_check" CHECK ("taobaoke_orders"."state" in ('pending', 'paid', 'received', 'settled', 'invalid')),
	CONSTRAINT "taobaoke_orders_source_check" CHECK ("taobaoke_orders"."source" in ('sync', 'push')),
	CONSTRAINT "taobaoke_orders_money_check" CHECK ("taobaoke_orders"."paid_amount" >= 0 and "taobaoke_orders"."estimated_commission" >= 0 and "taobaoke_orders"."settled_commission" >= 0 and "taobaoke_orders"."rate" >= 0 and "taobaoke_orders"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "taobaoke_syncs" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "taobaoke_syncs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"mode" text NOT NULL,
	"window_start" bigint NOT NULL,
	"window_end" bigint NOT NULL,
	"fetched" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"state" text NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"started_at" bigint NOT NULL,
	"finished_at" bigint NOT NULL,
	CONSTRAINT "taobaoke_syncs_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "taobaoke_syncs_mode_check" CHECK ("taobaoke_syncs"."mode" in ('manual', 'scheduled')),
	CONSTRAINT "taobaoke_syncs_state_check" CHECK ("taobaoke_syncs"."state" in ('ok', 'failed')),
	CONSTRAINT "taobaoke_syncs_window_check" CHECK ("taobaoke_syncs"."window_end" >= "taobaoke_syncs"."window_start")
);
--> statement-breakpoint
CREATE TABLE "taobaoke_token" (
	"supplier_id" integer NOT NULL,
	"expires_at" bigint DEFAULT 0 NOT NULL,
	"account" text DEFAULT '' NOT NULL,
	"refreshed_at" bigint DEFAULT 0 NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "taobaoke_token_supplier_id_pk" PRIMARY KEY("supplier_id"),
	CONSTRAINT "taobaoke_token_expiry_check" CHECK ("taobaoke_token"."expires_at" >= 0)
);
--> statement-breakpoint
CREATE TABLE "taobaoke_users" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "taobaoke_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"account" text NOT NULL,
	"nick" text DEFAULT '' NOT NULL,
	"pid" text NOT NULL,
	"linked_at" bigint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "taobaoke_users_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "taobaoke_users_status_check" CHECK ("taobaoke_users"."status" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "taobaoke_adverts" ADD CONSTRAINT "taobaoke_adverts_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taobaoke_navs" ADD CONSTRAINT "taobaoke_navs_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taobaoke_order_events" ADD CONSTRAINT "taobaoke_order_events_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taobaoke_order_events" ADD CONSTRAINT "taobaoke_order_events_order_fk" FOREIGN KEY ("supplier_id","order_id") REFERENCES "public"."taobaoke_orders"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taobaoke_orders" ADD CONSTRAINT "taobaoke_orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taobaoke_orders" ADD CONSTRAINT "taobaoke_orders_user_fk" FOREIGN KEY ("supplier_id","union_user_id") REFERENCES "public"."taobaoke_users"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taobaoke_syncs" ADD CONSTRAINT "taobaoke_syncs_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taobaoke_token" ADD CONSTRAINT "taobaoke_token_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taobaoke_users" ADD CONSTRAINT "taobaoke_users_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taobaoke_users" ADD CONSTRAINT "taobaoke_users_member_fk" FOREIGN KEY ("supplier_id","member_id") REFERENCES "public"."members"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "taobaoke_adverts_slot_idx" ON "taobaoke_adverts" USING btree ("supplier_id","position","status","sort");--> statement-breakpoint
CREATE INDEX "taobaoke_navs_sort_idx" ON "taobaoke_navs" USING btree ("supplier_id","status","sort");--> statement-breakpoint
CREATE INDEX "taobaoke_order_events_time_idx" ON "taobaoke_order_events" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "taobaoke_order_events_order_idx" ON "taobaoke_order_events" USING btree ("supplier_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "taobaoke_orders_no_key" ON "taobaoke_orders" USING btree ("supplier_id","order_no");--> statement-breakpoint
CREATE INDEX "taobaoke_orders_time_idx" ON "taobaoke_orders" USING btree ("supplier_id","ordered_at");--> statement-breakpoint
CREATE INDEX "taobaoke_orders_account_idx" ON "taobaoke_orders" USING btree ("supplier_id","account");--> statement-breakpoint
CREATE INDEX "taobaoke_syncs_state_idx" ON "taobaoke_syncs" USING btree ("supplier_id","state","window_end");--> statement-breakpoint
CREATE UNIQUE INDEX "taobaoke_users_account_key" ON "taobaoke_users" USING btree ("supplier_id","account");--> statement-breakpoint
CREATE UNIQUE INDEX "taobaoke_users_member_key" ON "taobaoke_users" USING btree ("supplier_id","member_id");