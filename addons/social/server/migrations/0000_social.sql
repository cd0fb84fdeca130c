CREATE TABLE "social_binds" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "social_binds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"openid" text NOT NULL,
	"unionid" text DEFAULT '' NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"last_login_at" bigint DEFAULT 0 NOT NULL,
	"login_count" integer DEFAULT 0 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "social_binds_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "social_binds_provider_check" CHECK ("social_binds"."provider" in ('wechat', 'qq', 'alipay'))
);
--> statement-breakpoint
ALTER TABLE "social_binds" ADD CONSTRAINT "social_binds_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_binds" ADD CONSTRAINT "social_binds_account_fk" FOREIGN KEY ("supplier_id","account_id") REFERENCES "public"."accounts"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "social_binds_user_key" ON "social_binds" USING btree ("supplier_id","provider","openid");--> statement-breakpoint
CREATE UNIQUE INDEX "social_binds_account_key" ON "social_binds" USING btree ("supplier_id","account_id","provider");--> statement-breakpoint
CREATE INDEX "social_binds_created_idx" ON "social_binds" USING btree ("supplier_id","created_at");