CREATE TABLE "bank_cards" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "bank_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bank_name" text NOT NULL,
	"branch" text DEFAULT '' NOT NULL,
	"holder" text NOT NULL,
	"card_no" text NOT NULL,
	"is_default" smallint DEFAULT 0 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "bank_cards_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "bank_cards_default_check" CHECK ("bank_cards"."is_default" in (0, 1)),
	CONSTRAINT "bank_cards_no_check" CHECK ("bank_cards"."card_no" ~ '^[0-9]{12,19}$')
);
--> statement-breakpoint
CREATE TABLE "member_recharges" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "member_recharges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"recharge_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"wallet" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"reversed_at" bigint,
	"account_id" bigint,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "member_recharges_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "member_recharges_wallet_check" CHECK ("member_recharges"."wallet" in ('rmb', 'score')),
	CONSTRAINT "member_recharges_amount_check" CHECK ("member_recharges"."amount" <> 0),
	CONSTRAINT "member_recharges_status_check" CHECK ("member_recharges"."status" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "pay_cash" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "pay_cash_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"pay_no" text NOT NULL,
	"amount" bigint NOT NULL,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"channel" text NOT NULL,
	"member_id" bigint,
	"payer_name" text DEFAULT '' NOT NULL,
	"payer_phone" text DEFAULT '' NOT NULL,
	"shop_id" bigint NOT NULL,
	"account_id" bigint,
	"status" text DEFAULT 'paid' NOT NULL,
	"trade_no" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"paid_at" bigint NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "pay_cash_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "pay_cash_amount_check" CHECK ("pay_cash"."amount" > 0),
	CONSTRAINT "pay_cash_refunded_check" CHECK ("pay_cash"."refunded_amount" >= 0 and "pay_cash"."refunded_amount" <= "pay_cash"."amount"),
	CONSTRAINT "pay_cash_channel_check" CHECK ("pay_cash"."channel" in ('wechat', 'alipay', 'cash', 'card', 'balance')),
	CONSTRAINT "pay_cash_balance_member_check" CHECK ("pay_cash"."channel" <> 'balance' or "pay_cash"."member_id" is not null),
	CONSTRAINT "pay_cash_status_check" CHECK ("pay_cash"."status" in ('paid', 'part_refunded', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "pay_cash_refunds" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "pay_cash_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"refund_no" text NOT NULL,
	"pay_cash_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"account_id" bigint,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "pay_cash_refunds_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "pay_cash_refunds_amount_check" CHECK ("pay_cash_refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_logs" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "wallet_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"wallet_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"member_id" bigint,
	"seq" bigint NOT NULL,
	"event" text NOT NULL,
	"biz_key" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"doc_type" text DEFAULT '' NOT NULL,
	"doc_id" bigint,
	"doc_no" text DEFAULT '' NOT NULL,
	"reverses_id" bigint,
	"account_id" bigint,
	"note" text DEFAULT '' NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "wallet_logs_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "wallet_logs_amount_check" CHECK ("wallet_logs"."amount" <> 0),
	CONSTRAINT "wallet_logs_seq_check" CHECK ("wallet_logs"."seq" >= 1)
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "wallets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"member_id" bigint,
	"balance" bigint DEFAULT 0 NOT NULL,
	"entries" bigint DEFAULT 0 NOT NULL,
	"allow_negative" smallint DEFAULT 0 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "wallets_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "wallets_owner_key" UNIQUE NULLS NOT DISTINCT("supplier_id","kind","member_id"),
	CONSTRAINT "wallets_kind_check" CHECK ("wallets"."kind" in ('rmb', 'score', 'recycle', 'payment', 'payment_frozen', 'payment_out')),
	CONSTRAINT "wallets_owner_check" CHECK (("wallets"."member_id" is null) = ("wallets"."kind" in ('payment', 'payment_frozen', 'payment_out'))),
	CONSTRAINT "wallets_balance_check" CHECK ("wallets"."allow_negative" = 1 or "wallets"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"withdrawal_no" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"bank_card_id" bigint NOT NULL,
	"bank_name" text NOT NULL,
	"holder" text NOT NULL,
	"card_masked" text NOT NULL,
	"status" text DEFAULT 'applied' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"account_id" bigint,
	"reviewer" text DEFAULT '' NOT NULL,
	"reviewed_at" bigint,
	"trade_no" text DEFAULT '' NOT NULL,
	"paid_at" bigint,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "withdrawals_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "withdrawals_amount_check" CHECK ("withdrawals"."amount" > 0 and "withdrawals"."fee" >= 0 and "withdrawals"."fee" < "withdrawals"."amount"),
	CONSTRAINT "withdrawals_status_check" CHECK ("withdrawals"."status" in ('applied', 'approved', 'paid', 'rejected', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "adverts" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "adverts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"position" text NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"link_type" text DEFAULT 'none' NOT NULL,
	"goods_id" bigint,
	"news_id" bigint,
	"link_value" text DEFAULT '' NOT NULL,
	"start_at" bigint NOT NULL,
	"end_at" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "adverts_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "adverts_time_check" CHECK ("adverts"."end_at" > "adverts"."start_at"),
	CONSTRAINT "adverts_status_check" CHECK ("adverts"."status" in (0, 1)),
	CONSTRAINT "adverts_link_check" CHECK ("adverts"."link_type" in ('none', 'goods', 'news', 'page', 'url')),
	CONSTRAINT "adverts_link_target_check" CHECK (("adverts"."link_type" <> 'goods' or "adverts"."goods_id" is not null) and ("adverts"."link_type" <> 'news' or "adverts"."news_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "agreements" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "agreements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"published_at" bigint,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "agreements_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "agreements_kind_check" CHECK ("agreements"."kind" in ('user', 'privacy', 'recharge', 'enter')),
	CONSTRAINT "agreements_status_check" CHECK ("agreements"."status" in (0, 1)),
	CONSTRAINT "agreements_version_check" CHECK ("agreements"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint,
	"type" text NOT NULL,
	"content" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reply" text DEFAULT '' NOT NULL,
	"replied_at" bigint,
	"handled_by" bigint,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "feedback_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "feedback_status_check" CHECK ("feedback"."status" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "news" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "news_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"category" text NOT NULL,
	"title" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"publish_at" bigint,
	"status" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "news_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "news_status_check" CHECK ("news"."status" in (0, 1)),
	CONSTRAINT "news_views_check" CHECK ("news"."views" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_recharges" ADD CONSTRAINT "member_recharges_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_recharges" ADD CONSTRAINT "member_recharges_member_fk" FOREIGN KEY ("supplier_id","member_id") REFERENCES "public"."members"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_recharges" ADD CONSTRAINT "member_recharges_account_fk" FOREIGN KEY ("supplier_id","account_id") REFERENCES "public"."accounts"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_cash" ADD CONSTRAINT "pay_cash_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_cash" ADD CONSTRAINT "pay_cash_member_fk" FOREIGN KEY ("supplier_id","member_id") REFERENCES "public"."members"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_cash" ADD CONSTRAINT "pay_cash_shop_fk" FOREIGN KEY ("supplier_id","shop_id") REFERENCES "public"."shops"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_cash" ADD CONSTRAINT "pay_cash_account_fk" FOREIGN KEY ("supplier_id","account_id") REFERENCES "public"."accounts"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_cash_refunds" ADD CONSTRAINT "pay_cash_refunds_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_cash_refunds" ADD CONSTRAINT "pay_cash_refunds_pay_fk" FOREIGN KEY ("supplier_id","pay_cash_id") REFERENCES "public"."pay_cash"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_cash_refunds" ADD CONSTRAINT "pay_cash_refunds_account_fk" FOREIGN KEY ("supplier_id","account_id") REFERENCES "public"."accounts"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_logs" ADD CONSTRAINT "wallet_logs_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_logs" ADD CONSTRAINT "wallet_logs_wallet_fk" FOREIGN KEY ("supplier_id","wallet_id") REFERENCES "public"."wallets"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_logs" ADD CONSTRAINT "wallet_logs_member_fk" FOREIGN KEY ("supplier_id","member_id") REFERENCES "public"."members"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_logs" ADD CONSTRAINT "wallet_logs_reverses_fk" FOREIGN KEY ("supplier_id","reverses_id") REFERENCES "public"."wallet_logs"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_logs" ADD CONSTRAINT "wallet_logs_account_fk" FOREIGN KEY ("supplier_id","account_id") REFERENCES "public"."accounts"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_member_fk" FOREIGN KEY ("supplier_id","member_id") REFERENCES "public"."members"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_card_fk" FOREIGN KEY ("supplier_id","bank_card_id") REFERENCES "public"."bank_cards"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_account_fk" FOREIGN KEY ("supplier_id","account_id") REFERENCES "public"."accounts"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_goods_fk" FOREIGN KEY ("supplier_id","goods_id") REFERENCES "public"."goods"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_news_fk" FOREIGN KEY ("supplier_id","news_id") REFERENCES "public"."news"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_member_fk" FOREIGN KEY ("supplier_id","member_id") REFERENCES "public"."members"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_handler_fk" FOREIGN KEY ("supplier_id","handled_by") REFERENCES "public"."accounts"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_cards_no_key" ON "bank_cards" USING btree ("supplier_id","card_no");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_cards_default_key" ON "bank_cards" USING btree ("supplier_id") WHERE "bank_cards"."is_default" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "member_recharges_no_key" ON "member_recharges" USING btree ("supplier_id","recharge_no");--> statement-breakpoint
CREATE INDEX "member_recharges_time_idx" ON "member_recharges" USING btree ("supplier_id","created_at","id");--> statement-breakpoint
CREATE INDEX "member_recharges_member_idx" ON "member_recharges" USING btree ("supplier_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_cash_no_key" ON "pay_cash" USING btree ("supplier_id","pay_no");--> statement-breakpoint
CREATE INDEX "pay_cash_time_idx" ON "pay_cash" USING btree ("supplier_id","paid_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_cash_refunds_no_key" ON "pay_cash_refunds" USING btree ("supplier_id","refund_no");--> statement-breakpoint
CREATE INDEX "pay_cash_refunds_pay_idx" ON "pay_cash_refunds" USING btree ("supplier_id","pay_cash_id");--> statement-breakpoint
CREATE INDEX "pay_cash_refunds_time_idx" ON "pay_cash_refunds" USING btree ("supplier_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_logs_key" ON "wallet_logs" USING btree ("supplier_id","wallet_id","biz_key");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_logs_seq_key" ON "wallet_logs" USING btree ("supplier_id","wallet_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_logs_reverses_key" ON "wallet_logs" USING btree ("supplier_id","reverses_id");--> statement-breakpoint
CREATE INDEX "wallet_logs_kind_idx" ON "wallet_logs" USING btree ("supplier_id","kind","created_at","id");--> statement-breakpoint
CREATE INDEX "wallet_logs_member_idx" ON "wallet_logs" USING btree ("supplier_id","member_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "wallet_logs_doc_idx" ON "wallet_logs" USING btree ("supplier_id","doc_type","doc_id");--> statement-breakpoint
CREATE INDEX "wallets_member_idx" ON "wallets" USING btree ("supplier_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_no_key" ON "withdrawals" USING btree ("supplier_id","withdrawal_no");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_global_no_key" ON "withdrawals" USING btree ("withdrawal_no");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("supplier_id","status","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_open_idx" ON "withdrawals" USING btree ("status","created_at") WHERE "withdrawals"."status" in ('applied', 'approved');--> statement-breakpoint
CREATE INDEX "adverts_live_idx" ON "adverts" USING btree ("supplier_id","position","status","start_at","end_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agreements_version_key" ON "agreements" USING btree ("supplier_id","kind","version");--> statement-breakpoint
CREATE INDEX "agreements_served_idx" ON "agreements" USING btree ("supplier_id","kind","status","version");--> statement-breakpoint
CREATE INDEX "feedback_status_idx" ON "feedback" USING btree ("supplier_id","status","created_at");--> statement-breakpoint
CREATE INDEX "news_list_idx" ON "news" USING btree ("supplier_id","status","publish_at");--> statement-breakpoint
CREATE INDEX "news_category_idx" ON "news" USING btree ("supplier_id","category");