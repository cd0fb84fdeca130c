CREATE TABLE "groupbuy_team_members" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "groupbuy_team_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"doc_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"groupbuy_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"qty" integer NOT NULL,
	"amount" bigint NOT NULL,
	"paid_at" bigint NOT NULL,
	"refunded_at" bigint,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "groupbuy_team_members_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "groupbuy_team_members_qty_check" CHECK ("groupbuy_team_members"."qty" >= 1 and "groupbuy_team_members"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "groupbuy_teams" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "groupbuy_teams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"groupbuy_id" bigint NOT NULL,
	"leader_id" bigint NOT NULL,
	"size" integer NOT NULL,
	"joined" integer DEFAULT 0 NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'forming' NOT NULL,
	"opened_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"filled_at" bigint,
	"failed_at" bigint,
	"fail_reason" text DEFAULT '' NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "groupbuy_teams_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "groupbuy_teams_status_check" CHECK ("groupbuy_teams"."status" in ('forming', 'filled', 'failed')),
	CONSTRAINT "groupbuy_teams_joined_check" CHECK ("groupbuy_teams"."joined" between 0 and "groupbuy_teams"."size" and "groupbuy_teams"."size" between 2 and 50),
	CONSTRAINT "groupbuy_teams_money_check" CHECK ("groupbuy_teams"."refunded" between 0 and "groupbuy_teams"."amount"),
	CONSTRAINT "groupbuy_teams_deadline_check" CHECK ("groupbuy_teams"."expires_at" > "groupbuy_teams"."opened_at"),
	CONSTRAINT "groupbuy_teams_filled_check" CHECK ("groupbuy_teams"."status" <> 'filled' or ("groupbuy_teams"."joined" = "groupbuy_teams"."size" and "groupbuy_teams"."filled_at" is not null)),
	CONSTRAINT "groupbuy_teams_failed_check" CHECK ("groupbuy_teams"."status" <> 'failed' or ("groupbuy_teams"."failed_at" is not null and "groupbuy_teams"."fail_reason" in ('expired', 'stopped')))
);
--> statement-breakpoint
CREATE TABLE "groupbuys" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "groupbuys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"goods_id" bigint NOT NULL,
	"title" text NOT NULL,
	"original_price" bigint NOT NULL,
	"group_price" bigint NOT NULL,
	"group_size" integer NOT NULL,
	"fill_hours" integer NOT NULL,
	"member_limit" integer NOT NULL,
	"stock" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"start_at" bigint NOT NULL,
	"end_at" bigint NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"stop_reason" text DEFAULT '' NOT NULL,
	"stopped_at" bigint,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "groupbuys_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "groupbuys_status_check" CHECK ("groupbuys"."status" in ('draft', 'scheduled', 'running', 'ended', 'stopped')),
	CONSTRAINT "groupbuys_size_check" CHECK ("groupbuys"."group_size" between 2 and 50),
	CONSTRAINT "groupbuys_fill_hours_check" CHECK ("groupbuys"."fill_hours" between 1 and 720),
	CONSTRAINT "groupbuys_limit_check" CHECK ("groupbuys"."member_limit" >= 1),
	CONSTRAINT "groupbuys_price_check" CHECK ("groupbuys"."group_price" > 0 and "groupbuys"."original_price" >= 0),
	CONSTRAINT "groupbuys_stock_check" CHECK ("groupbuys"."stock" >= 1 and "groupbuys"."sold" between 0 and "groupbuys"."stock"),
	CONSTRAINT "groupbuys_time_check" CHECK ("groupbuys"."end_at" > "groupbuys"."start_at"),
	CONSTRAINT "groupbuys_stopped_check" CHECK ("groupbuys"."status" <> 'stopped' or ("groupbuys"."stopped_at" is not null and "groupbuys"."stop_reason" <> ''))
);
--> statement-breakpoint
ALTER TABLE "groupbuy_team_members" ADD CONSTRAINT "groupbuy_team_members_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groupbuy_team_members" ADD CONSTRAINT "groupbuy_team_members_team_fk" FOREIGN KEY ("supplier_id","doc_id") REFERENCES "public"."groupbuy_teams"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groupbuy_team_members" ADD CONSTRAINT "groupbuy_team_members_campaign_fk" FOREIGN KEY ("supplier_id","groupbuy_id") REFERENCES "public"."groupbuys"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groupbuy_team_members" ADD CONSTRAINT "groupbuy_team_members_member_fk" FOREIGN KEY ("supplier_id","member_id") REFERENCES "public"."members"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groupbuy_teams" ADD CONSTRAINT "groupbuy_teams_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groupbuy_teams" ADD CONSTRAINT "groupbuy_teams_campaign_fk" FOREIGN KEY ("supplier_id","groupbuy_id") REFERENCES "public"."groupbuys"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groupbuy_teams" ADD CONSTRAINT "groupbuy_teams_leader_fk" FOREIGN KEY ("supplier_id","leader_id") REFERENCES "public"."members"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groupbuys" ADD CONSTRAINT "groupbuys_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groupbuys" ADD CONSTRAINT "groupbuys_goods_fk" FOREIGN KEY ("supplier_id","goods_id") REFERENCES "public"."goods"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "groupbuy_team_members_key" ON "groupbuy_team_members" USING btree ("supplier_id","doc_id","member_id");--> statement-breakpoint
CREATE INDEX "groupbuy_team_members_member_idx" ON "groupbuy_team_members" USING btree ("supplier_id","groupbuy_id","member_id");--> statement-breakpoint
CREATE INDEX "groupbuy_teams_campaign_idx" ON "groupbuy_teams" USING btree ("supplier_id","groupbuy_id","status");--> statement-breakpoint
CREATE INDEX "groupbuy_teams_due_idx" ON "groupbuy_teams" USING btree ("supplier_id","status","expires_at");--> statement-breakpoint
CREATE INDEX "groupbuy_teams_leader_idx" ON "groupbuy_teams" USING btree ("supplier_id","leader_id");--> statement-breakpoint
CREATE INDEX "groupbuys_status_idx" ON "groupbuys" USING btree ("supplier_id","status","start_at","end_at");--> statement-breakpoint
CREATE INDEX "groupbuys_goods_idx" ON "groupbuys" USING btree ("supplier_id","goods_id");