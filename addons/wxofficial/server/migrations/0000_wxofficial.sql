CREATE TABLE "wx_fans" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "wx_fans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"openid" text NOT NULL,
	"unionid" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"subscribe" smallint DEFAULT 1 NOT NULL,
	"subscribe_time" bigint DEFAULT 0 NOT NULL,
	"unsubscribe_time" bigint DEFAULT 0 NOT NULL,
	"scene" text DEFAULT '' NOT NULL,
	"language" text DEFAULT '' NOT NULL,
	"tag_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"synced_at" bigint DEFAULT 0 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "wx_fans_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "wx_fans_subscribe_check" CHECK ("wx_fans"."subscribe" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "wx_keyword_replies" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "wx_keyword_replies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"keyword" text NOT NULL,
	"match" text DEFAULT 'exact' NOT NULL,
	"type" text DEFAULT 'text' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"media_id" text DEFAULT '' NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"last_hit_at" bigint DEFAULT 0 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "wx_keyword_replies_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "wx_keyword_replies_match_check" CHECK ("wx_keyword_replies"."match" in ('exact', 'partial')),
	CONSTRAINT "wx_keyword_replies_type_check" CHECK ("wx_keyword_replies"."type" in ('text', 'image')),
	CONSTRAINT "wx_keyword_replies_status_check" CHECK ("wx_keyword_replies"."status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "wx_menus" (
	"supplier_id" integer NOT NULL,
	"draft" jsonb DEFAULT '{"button":[]}'::jsonb NOT NULL,
	"draft_updated_at" bigint DEFAULT 0 NOT NULL,
	"published" jsonb,
	"published_at" bigint DEFAULT 0 NOT NULL,
	"published_by" bigint,
	CONSTRAINT "wx_menus_supplier_id_pk" PRIMARY KEY("supplier_id")
);
--> statement-breakpoint
CREATE TABLE "wx_messages" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "wx_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"direction" text NOT NULL,
	"msg_key" text NOT NULL,
	"openid" text NOT NULL,
	"msg_type" text NOT NULL,
	"event" text DEFAULT '' NOT NULL,
	"event_key" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"msg_id" text DEFAULT '' NOT NULL,
	"template_id" text DEFAULT '' NOT NULL,
	"state" text NOT NULL,
	"matched" text DEFAULT '' NOT NULL,
	"reply" text DEFAULT '' NOT NULL,
	"sent_at" bigint NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "wx_messages_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "wx_messages_direction_check" CHECK ("wx_messages"."direction" in ('in', 'out')),
	CONSTRAINT "wx_messages_state_check" CHECK ("wx_messages"."state" in ('received', 'replied', 'sent', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "wx_tags" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "wx_tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tag_id" integer NOT NULL,
	"name" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"synced_at" bigint NOT NULL,
	CONSTRAINT "wx_tags_supplier_id_id_pk" PRIMARY KEY("supplier_id","id")
);
--> statement-breakpoint
CREATE TABLE "wx_templates" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "wx_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"template_id" text NOT NULL,
	"title" text NOT NULL,
	"primary_industry" text DEFAULT '' NOT NULL,
	"deputy_industry" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"example" text DEFAULT '' NOT NULL,
	"scene" text DEFAULT 'other' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"synced_at" bigint NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "wx_templates_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "wx_templates_status_check" CHECK ("wx_templates"."status" in ('active', 'removed'))
);
--> statement-breakpoint
CREATE TABLE "wx_tokens" (
	"supplier_id" integer NOT NULL,
	"sealed" text NOT NULL,
	"expires_at" bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "wx_tokens_supplier_id_pk" PRIMARY KEY("supplier_id")
);
--> statement-breakpoint
CREATE TABLE "wx_welcome" (
	"supplier_id" integer NOT NULL,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"type" text DEFAULT 'text' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"media_id" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"updated_at" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "wx_welcome_supplier_id_pk" PRIMARY KEY("supplier_id"),
	CONSTRAINT "wx_welcome_type_check" CHECK ("wx_welcome"."type" in ('text', 'image')),
	CONSTRAINT "wx_welcome_enabled_check" CHECK ("wx_welcome"."enabled" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "wx_fans" ADD CONSTRAINT "wx_fans_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wx_keyword_replies" ADD CONSTRAINT "wx_keyword_replies_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wx_menus" ADD CONSTRAINT "wx_menus_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wx_menus" ADD CONSTRAINT "wx_menus_published_by_fk" FOREIGN KEY ("supplier_id","published_by") REFERENCES "public"."accounts"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wx_messages" ADD CONSTRAINT "wx_messages_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wx_tags" ADD CONSTRAINT "wx_tags_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wx_templates" ADD CONSTRAINT "wx_templates_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wx_tokens" ADD CONSTRAINT "wx_tokens_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wx_welcome" ADD CONSTRAINT "wx_welcome_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wx_fans_openid_key" ON "wx_fans" USING btree ("supplier_id","openid");--> statement-breakpoint
CREATE INDEX "wx_fans_subscribe_idx" ON "wx_fans" USING btree ("supplier_id","subscribe_time");--> statement-breakpoint
CREATE UNIQUE INDEX "wx_keyword_replies_keyword_key" ON "wx_keyword_replies" USING btree ("supplier_id","keyword","match");--> statement-breakpoint
CREATE UNIQUE INDEX "wx_messages_key" ON "wx_messages" USING btree ("supplier_id","msg_key");--> statement-breakpoint
CREATE INDEX "wx_messages_openid_idx" ON "wx_messages" USING btree ("supplier_id","openid");--> statement-breakpoint
CREATE INDEX "wx_messages_sent_idx" ON "wx_messages" USING btree ("supplier_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wx_tags_tag_key" ON "wx_tags" USING btree ("supplier_id","tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wx_templates_template_key" ON "wx_templates" USING btree ("supplier_id","template_id");