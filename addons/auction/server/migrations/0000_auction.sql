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
CREATE UNIQUE INDEX "auction_bids_amount_key" ON "auction_bids" USING btree ("supplier_id","auction_id","amount");--> statement-breakpoint
CREATE INDEX "auction_bids_member_idx" ON "auction_bids" USING btree ("supplier_id","member_id");--> statement-breakpoint
CREATE INDEX "auction_bids_time_idx" ON "auction_bids" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "auction_deposits_member_key" ON "auction_deposits" USING btree ("supplier_id","auction_id","member_id");--> statement-breakpoint
CREATE INDEX "auctions_clock_idx" ON "auctions" USING btree ("supplier_id","status","end_at");--> statement-breakpoint
CREATE INDEX "auctions_goods_idx" ON "auctions" USING btree ("supplier_id","goods_id");