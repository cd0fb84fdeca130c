CREATE TABLE "addon_settings" (
	"supplier_id" integer NOT NULL,
	"key" text NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"secrets" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_by" bigint,
	"updated_at" bigint DEFAULT 0 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "addon_settings_supplier_id_key_pk" PRIMARY KEY("supplier_id","key")
);
--> statement-breakpoint
CREATE TABLE "auction_bids" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "auction_bids_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"auction_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"extended_to" bigint,
	"account_id" bigint,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "auction_bids_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "auction_bids_amount_check" CHECK ("auction_bids"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "auction_deposits" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "auction_deposits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"auction_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"settled_at" bigint,
	CONSTRAINT "auction_deposits_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "auction_deposits_amount_check" CHECK ("auction_deposits"."amount" > 0),
	CONSTRAINT "auction_deposits_status_check" CHECK ("auction_deposits"."status" in ('held', 'refunded', 'kept')),
	CONSTRAINT "auction_deposits_settled_check" CHECK (("auction_deposits"."status" = 'held') = ("auction_deposits"."settled_at" is null))
);
--> statement-breakpoint
CREATE TABLE "auctions" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "auctions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"goods_id" bigint NOT NULL,
	"title" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_price" bigint NOT NULL,
	"increment" bigint NOT NULL,
	"reserve_price" bigint DEFAULT 0 NOT NULL,
	"deposit" bigint DEFAULT 0 NOT NULL,
	"start_at" bigint NOT NULL,
	"end_at" bigint NOT NULL,
	"snipe_window" integer DEFAULT 0 NOT NULL,
	"snipe_extend" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"result" text DEFAULT '' NOT NULL,
	"current_price" bigint DEFAULT 0 NOT NULL,
	"bid_count" integer DEFAULT 0 NOT NULL,
	"leader_id" bigint,
	"winner_id" bigint,
	"final_price" bigint,
	"ended_at" bigint,
	"stop_reason" text DEFAULT '' NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "auctions_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "auctions_status_check" CHECK ("auctions"."status" in ('draft', 'scheduled', 'running', 'ended', 'stopped')),
	CONSTRAINT "auctions_result_check" CHECK ("auctions"."result" in ('', 'sold', 'unsold')),
	CONSTRAINT "auctions_time_check" CHECK ("auctions"."end_at" > "auctions"."start_at"),
	CONSTRAINT "auctions_price_check" CHECK ("auctions"."start_price" > 0 and "auctions"."increment" > 0 and "auctions"."reserve_price" >= 0 and "auctions"."deposit" >= 0),
	CONSTRAINT "auctions_snipe_check" CHECK ("auctions"."snipe_window" >= 0 and "auctions"."snipe_extend" >= 0),
	CONSTRAINT "auctions_bids_check" CHECK ("auctions"."bid_count" >= 0 and ("auctions"."bid_count" = 0 or "auctions"."current_price" >= "auctions"."start_price")),
	CONSTRAINT "auctions_result_state_check" CHECK (("auctions"."status" = 'ended') = ("auctions"."result" <> '') and ("auctions"."result" = 'sold') = ("auctions"."final_price" is not null))
);
--> statement-breakpoint
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
CREATE TABLE "rank_entries" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "rank_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"run_id" bigint NOT NULL,
	"rank_id" bigint NOT NULL,
	"subject" text NOT NULL,
	"current" smallint DEFAULT 1 NOT NULL,
	"position" integer NOT NULL,
	"subject_key" text NOT NULL,
	"member_id" bigint,
	"goods_id" bigint,
	"name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"quantity" numeric(16, 3) DEFAULT '0' NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "rank_entries_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "rank_entries_subject_check" CHECK ("rank_entries"."subject" in ('member', 'goods')),
	CONSTRAINT "rank_entries_position_check" CHECK ("rank_entries"."position" >= 1),
	CONSTRAINT "rank_entries_current_check" CHECK ("rank_entries"."current" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "rank_logs" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "rank_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"rank_id" bigint NOT NULL,
	"run_id" bigint NOT NULL,
	"subject" text NOT NULL,
	"subject_key" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"old_position" integer,
	"new_position" integer,
	"change" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"quantity" numeric(16, 3) DEFAULT '0' NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "rank_logs_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "rank_logs_subject_check" CHECK ("rank_logs"."subject" in ('member', 'goods')),
	CONSTRAINT "rank_logs_change_check" CHECK ("rank_logs"."change" in ('up', 'down', 'new', 'out')),
	CONSTRAINT "rank_logs_positions_check" CHECK (("rank_logs"."change" = 'new' and "rank_logs"."old_position" is null and "rank_logs"."new_position" is not null)
        or ("rank_logs"."change" = 'out' and "rank_logs"."old_position" is not null and "rank_logs"."new_position" is null)
        or ("rank_logs"."change" = 'up' and "rank_logs"."new_position" < "rank_logs"."old_position")
        or ("rank_logs"."change" = 'down' and "rank_logs"."new_position" > "rank_logs"."old_position"))
);
--> statement-breakpoint
CREATE TABLE "rank_runs" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "rank_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"rank_id" bigint NOT NULL,
	"subject" text NOT NULL,
	"metric" text NOT NULL,
	"period" text NOT NULL,
	"top_n" integer NOT NULL,
	"window_start" bigint,
	"window_end" bigint NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	"moved" integer DEFAULT 0 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "rank_runs_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "rank_runs_window_check" CHECK ("rank_runs"."window_start" is null or "rank_runs"."window_start" < "rank_runs"."window_end")
);
--> statement-breakpoint
CREATE TABLE "ranks" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "ranks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"metric" text NOT NULL,
	"period" text NOT NULL,
	"top_n" integer DEFAULT 10 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"last_run_at" bigint,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "ranks_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "ranks_subject_check" CHECK ("ranks"."subject" in ('member', 'goods')),
	CONSTRAINT "ranks_metric_check" CHECK ("ranks"."metric" in ('amount', 'quantity', 'orders')),
	CONSTRAINT "ranks_period_check" CHECK ("ranks"."period" in ('day', 'week', 'month', 'all')),
	CONSTRAINT "ranks_top_n_check" CHECK ("ranks"."top_n" between 1 and 100),
	CONSTRAINT "ranks_status_check" CHECK ("ranks"."status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "signin_bonuses" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "signin_bonuses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"days" integer NOT NULL,
	"points" integer NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "signin_bonuses_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "signin_bonuses_days_check" CHECK ("signin_bonuses"."days" between 2 and 365),
	CONSTRAINT "signin_bonuses_points_check" CHECK ("signin_bonuses"."points" between 1 and 100000)
);
--> statement-breakpoint
CREATE TABLE "signin_records" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "signin_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"day" text NOT NULL,
	"points" integer NOT NULL,
	"bonus" integer DEFAULT 0 NOT NULL,
	"streak" integer NOT NULL,
	"makeup" smallint DEFAULT 0 NOT NULL,
	"cost" integer DEFAULT 0 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "signin_records_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "signin_records_day_check" CHECK ("signin_records"."day" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
	CONSTRAINT "signin_records_points_check" CHECK ("signin_records"."points" >= 0 and "signin_records"."bonus" >= 0 and "signin_records"."cost" >= 0),
	CONSTRAINT "signin_records_streak_check" CHECK ("signin_records"."streak" >= 1),
	CONSTRAINT "signin_records_makeup_check" CHECK ("signin_records"."makeup" in (0, 1) and ("signin_records"."makeup" = 1 or "signin_records"."cost" = 0))
);
--> statement-breakpoint
ALTER TABLE "addon_settings" ADD CONSTRAINT "addon_settings_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addon_settings" ADD CONSTRAINT "addon_settings_updated_by_fk" FOREIGN KEY ("supplier_id","updated_by") REFERENCES "public"."accounts"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_bids" ADD CONSTRAINT "auction_bids_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_bids" ADD CONSTRAINT "auction_bids_auction_fk" FOREIGN KEY ("supplier_id","auction_id") REFERENCES "public"."auctions"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_bids" ADD CONSTRAINT "auction_bids_member_fk" FOREIGN KEY ("supplier_id","member_id") REFERENCES "public"."members"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_bids" ADD CONSTRAINT "auction_bids_account_fk" FOREIGN KEY ("supplier_id","account_id") REFERENCES "public"."accounts"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_deposits" ADD CONSTRAINT "auction_deposits_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_deposits" ADD CONSTRAINT "auction_deposits_auction_fk" FOREIGN KEY ("supplier_id","auction_id") REFERENCES "public"."auctions"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_deposits" ADD CONSTRAINT "auction_deposits_member_fk" FOREIGN KEY ("supplier_id","member_id") REFERENCES "public"."members"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_goods_fk" FOREIGN KEY ("supplier_id","goods_id") REFERENCES "public"."goods"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_leader_fk" FOREIGN KEY ("supplier_id","leader_id") REFERENCES "public"."members"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_winner_fk" FOREIGN KEY ("supplier_id","winner_id") REFERENCES "public"."members"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
ALTER TABLE "groupbuy_team_members" ADD CONSTRAINT "groupbuy_team_members_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groupbuy_team_members" ADD CONSTRAINT "groupbuy_team_members_team_fk" FOREIGN KEY ("supplier_id","doc_id") REFERENCES "public"."groupbuy_teams"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groupbuy_team_members" ADD CONSTRAINT "groupbuy_team_members_campaign_fk" FOREIGN KEY ("supplier_id","groupbuy_id") REFERENCES "public"."groupbuys"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groupbuy_team_members" ADD CONSTRAINT "groupbuy_team_members_member_fk" FOREIGN KEY ("supplier_id","member_id") REFERENCES "public"."members"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groupbuy_teams" ADD CONSTRAINT "groupbuy_teams_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groupbuy_teams" ADD CONSTRAINT "groupbuy_teams_campaign_fk" FOREIGN KEY ("supplier_id","groupbuy_id") REFERENCES "public"."groupbuys"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groupbuy_teams" ADD CONSTRAINT "groupbuy_teams_leader_fk" FOREIGN KEY ("supplier_id","leader_id") REFERENCES "public"."members"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groupbuys" ADD CONSTRAINT "groupbuys_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groupbuys" ADD CONSTRAINT "groupbuys_goods_fk" FOREIGN KEY ("supplier_id","goods_id") REFERENCES "public"."goods"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_entries" ADD CONSTRAINT "rank_entries_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_entries" ADD CONSTRAINT "rank_entries_run_fk" FOREIGN KEY ("supplier_id","run_id") REFERENCES "public"."rank_runs"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_entries" ADD CONSTRAINT "rank_entries_rank_fk" FOREIGN KEY ("supplier_id","rank_id") REFERENCES "public"."ranks"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_entries" ADD CONSTRAINT "rank_entries_member_fk" FOREIGN KEY ("supplier_id","member_id") REFERENCES "public"."members"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_entries" ADD CONSTRAINT "rank_entries_goods_fk" FOREIGN KEY ("supplier_id","goods_id") REFERENCES "public"."goods"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_logs" ADD CONSTRAINT "rank_logs_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_logs" ADD CONSTRAINT "rank_logs_rank_fk" FOREIGN KEY ("supplier_id","rank_id") REFERENCES "public"."ranks"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_logs" ADD CONSTRAINT "rank_logs_run_fk" FOREIGN KEY ("supplier_id","run_id") REFERENCES "public"."rank_runs"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_runs" ADD CONSTRAINT "rank_runs_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_runs" ADD CONSTRAINT "rank_runs_rank_fk" FOREIGN KEY ("supplier_id","rank_id") REFERENCES "public"."ranks"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranks" ADD CONSTRAINT "ranks_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signin_bonuses" ADD CONSTRAINT "signin_bonuses_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signin_records" ADD CONSTRAINT "signin_records_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signin_records" ADD CONSTRAINT "signin_records_member_fk" FOREIGN KEY ("supplier_id","member_id") REFERENCES "public"."members"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auction_bids_amount_key" ON "auction_bids" USING btree ("supplier_id","auction_id","amount");--> statement-breakpoint
CREATE INDEX "auction_bids_member_idx" ON "auction_bids" USING btree ("supplier_id","member_id");--> statement-breakpoint
CREATE INDEX "auction_bids_time_idx" ON "auction_bids" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "auction_deposits_member_key" ON "auction_deposits" USING btree ("supplier_id","auction_id","member_id");--> statement-breakpoint
CREATE INDEX "auctions_clock_idx" ON "auctions" USING btree ("supplier_id","status","end_at");--> statement-breakpoint
CREATE INDEX "auctions_goods_idx" ON "auctions" USING btree ("supplier_id","goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cloudbuy_cart_offer_key" ON "cloudbuy_cart" USING btree ("supplier_id","offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cloudbuy_offers_source_key" ON "cloudbuy_offers" USING btree ("supplier_id","source_supplier_id","source_goods_id");--> statement-breakpoint
CREATE INDEX "cloudbuy_offers_list_idx" ON "cloudbuy_offers" USING btree ("supplier_id","status","offered_at");--> statement-breakpoint
CREATE INDEX "cloudbuy_order_lines_doc_idx" ON "cloudbuy_order_lines" USING btree ("supplier_id","doc_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cloudbuy_orders_no_key" ON "cloudbuy_orders" USING btree ("supplier_id","order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "cloudbuy_orders_purchase_key" ON "cloudbuy_orders" USING btree ("supplier_id","purchase_id");--> statement-breakpoint
CREATE INDEX "cloudbuy_orders_status_idx" ON "cloudbuy_orders" USING btree ("supplier_id","status","created_at");--> statement-breakpoint
CREATE INDEX "flashsale_items_doc_idx" ON "flashsale_items" USING btree ("supplier_id","doc_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "flashsale_items_goods_key" ON "flashsale_items" USING btree ("supplier_id","doc_id","goods_id");--> statement-breakpoint
CREATE INDEX "flashsale_items_goods_idx" ON "flashsale_items" USING btree ("supplier_id","goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "flashsale_orders_no_key" ON "flashsale_orders" USING btree ("supplier_id","order_no");--> statement-breakpoint
CREATE INDEX "flashsale_orders_member_idx" ON "flashsale_orders" USING btree ("supplier_id","item_id","member_id");--> statement-breakpoint
CREATE INDEX "flashsale_orders_session_idx" ON "flashsale_orders" USING btree ("supplier_id","session_id");--> statement-breakpoint
CREATE INDEX "flashsale_orders_list_idx" ON "flashsale_orders" USING btree ("supplier_id","status","created_at");--> statement-breakpoint
CREATE INDEX "flashsales_time_idx" ON "flashsales" USING btree ("supplier_id","status","start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "groupbuy_team_members_key" ON "groupbuy_team_members" USING btree ("supplier_id","doc_id","member_id");--> statement-breakpoint
CREATE INDEX "groupbuy_team_members_member_idx" ON "groupbuy_team_members" USING btree ("supplier_id","groupbuy_id","member_id");--> statement-breakpoint
CREATE INDEX "groupbuy_teams_campaign_idx" ON "groupbuy_teams" USING btree ("supplier_id","groupbuy_id","status");--> statement-breakpoint
CREATE INDEX "groupbuy_teams_due_idx" ON "groupbuy_teams" USING btree ("supplier_id","status","expires_at");--> statement-breakpoint
CREATE INDEX "groupbuy_teams_leader_idx" ON "groupbuy_teams" USING btree ("supplier_id","leader_id");--> statement-breakpoint
CREATE INDEX "groupbuys_status_idx" ON "groupbuys" USING btree ("supplier_id","status","start_at","end_at");--> statement-breakpoint
CREATE INDEX "groupbuys_goods_idx" ON "groupbuys" USING btree ("supplier_id","goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rank_entries_place_key" ON "rank_entries" USING btree ("supplier_id","run_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "rank_entries_subject_key" ON "rank_entries" USING btree ("supplier_id","run_id","subject_key");--> statement-breakpoint
CREATE INDEX "rank_entries_current_idx" ON "rank_entries" USING btree ("supplier_id","subject","current","rank_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "rank_logs_run_subject_key" ON "rank_logs" USING btree ("supplier_id","run_id","subject_key");--> statement-breakpoint
CREATE INDEX "rank_logs_rank_idx" ON "rank_logs" USING btree ("supplier_id","rank_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rank_runs_moment_key" ON "rank_runs" USING btree ("supplier_id","rank_id","window_end");--> statement-breakpoint
CREATE UNIQUE INDEX "ranks_name_key" ON "ranks" USING btree ("supplier_id","name");--> statement-breakpoint
CREATE INDEX "ranks_due_idx" ON "ranks" USING btree ("supplier_id","status","last_run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "signin_bonuses_days_key" ON "signin_bonuses" USING btree ("supplier_id","days");--> statement-breakpoint
CREATE UNIQUE INDEX "signin_records_member_day_key" ON "signin_records" USING btree ("supplier_id","member_id","day");--> statement-breakpoint
CREATE INDEX "signin_records_day_idx" ON "signin_records" USING btree ("supplier_id","day");--> statement-breakpoint
CREATE INDEX "signin_records_created_idx" ON "signin_records" USING btree ("supplier_id","created_at");