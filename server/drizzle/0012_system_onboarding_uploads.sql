-- Composite keys that set NULL on delete name their column (PostgreSQL 15+): the store id stays.
CREATE TABLE "app_versions" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "app_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"platform" text NOT NULL,
	"version_name" text NOT NULL,
	"build_number" integer NOT NULL,
	"package_url" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"forced" boolean DEFAULT false NOT NULL,
	"release_at" bigint NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "app_versions_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "app_versions_platform_check" CHECK ("app_versions"."platform" in ('android', 'ios'))
);
--> statement-breakpoint
CREATE TABLE "member_login_logs" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "member_login_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint,
	"phone" text NOT NULL,
	"success" boolean NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"channel" text DEFAULT 'h5' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "member_login_logs_supplier_id_id_pk" PRIMARY KEY("supplier_id","id")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"nick_name" text DEFAULT '' NOT NULL,
	"phone" text NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"level" smallint DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"last_login_at" bigint,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "members_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "members_level_check" CHECK ("members"."level" between 1 and 4),
	CONSTRAINT "members_status_check" CHECK ("members"."status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"out_trade_no" text NOT NULL,
	"purpose" text NOT NULL,
	"ref_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"trade_no" text DEFAULT '' NOT NULL,
	"fail_reason" text DEFAULT '' NOT NULL,
	"paid_at" bigint,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'paid', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "store_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"store_name" text NOT NULL,
	"industry_type" text NOT NULL,
	"agreement_version" text NOT NULL,
	"agreed_at" bigint NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"info" jsonb,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"reviewed_by" text DEFAULT '' NOT NULL,
	"reviewed_at" bigint,
	"store_id" integer,
	"submitted_at" bigint,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "store_applications_status_check" CHECK ("store_applications"."status" in ('created', 'info', 'paid', 'reviewing', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "access_ips" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "access_ips_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ip" text NOT NULL,
	"sign_ins" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"recent_failures" integer DEFAULT 0 NOT NULL,
	"locked_until" bigint,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"last_seen_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "access_ips_supplier_id_id_pk" PRIMARY KEY("supplier_id","id")
);
--> statement-breakpoint
CREATE TABLE "cert_applications" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "cert_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_name" text NOT NULL,
	"credit_code" text NOT NULL,
	"legal_name" text NOT NULL,
	"legal_id_no" text NOT NULL,
	"license_image" text NOT NULL,
	"salt_license_image" text DEFAULT '' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'applied' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"reviewed_by" text DEFAULT '' NOT NULL,
	"reviewed_at" bigint,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "cert_applications_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "cert_applications_status_check" CHECK ("cert_applications"."status" in ('applied', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "store_settings" (
	"supplier_id" integer NOT NULL,
	"name" text NOT NULL,
	"value" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_by" bigint,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "store_settings_supplier_id_name_pk" PRIMARY KEY("supplier_id","name")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"thumb_key" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"mime" text NOT NULL,
	"ext" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"original_name" text DEFAULT '' NOT NULL,
	"sha256" text NOT NULL,
	"account_id" bigint,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "uploads_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "uploads_kind_check" CHECK ("uploads"."kind" in ('image', 'file'))
);
--> statement-breakpoint
ALTER TABLE "operator_logs" ADD COLUMN "user_agent" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" bigint;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "dept_id" bigint;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "password_changed_at" bigint;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "safe_settings" ADD COLUMN "session_idle_minutes" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "safe_settings" ADD COLUMN "ip_allow_on" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "safe_settings" ADD COLUMN "ip_allow_list" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "safe_settings" ADD COLUMN "captcha_mode" text DEFAULT 'after_failures' NOT NULL;--> statement-breakpoint
ALTER TABLE "safe_settings" ADD COLUMN "captcha_after_failures" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "safe_settings" ADD COLUMN "updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "is_platform" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "app_versions" ADD CONSTRAINT "app_versions_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_login_logs" ADD CONSTRAINT "member_login_logs_member_fk" FOREIGN KEY ("supplier_id","member_id") REFERENCES "public"."members"("supplier_id","id") ON DELETE SET NULL ("member_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_ips" ADD CONSTRAINT "access_ips_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cert_applications" ADD CONSTRAINT "cert_applications_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_settings" ADD CONSTRAINT "store_settings_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_account_fk" FOREIGN KEY ("supplier_id","account_id") REFERENCES "public"."accounts"("supplier_id","id") ON DELETE SET NULL ("account_id") ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "app_versions_build_key" ON "app_versions" USING btree ("supplier_id","platform","build_number");--> statement-breakpoint
CREATE INDEX "member_login_logs_time_idx" ON "member_login_logs" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_phone_key" ON "members" USING btree ("supplier_id","phone");--> statement-breakpoint
CREATE INDEX "members_time_idx" ON "members" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_out_trade_no_key" ON "payments" USING btree ("out_trade_no");--> statement-breakpoint
CREATE INDEX "payments_ref_idx" ON "payments" USING btree ("purpose","ref_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_applications_phone_key" ON "store_applications" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "store_applications_status_idx" ON "store_applications" USING btree ("status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "access_ips_ip_key" ON "access_ips" USING btree ("supplier_id","ip");--> statement-breakpoint
CREATE INDEX "access_ips_seen_idx" ON "access_ips" USING btree ("supplier_id","last_seen_at");--> statement-breakpoint
CREATE INDEX "cert_applications_status_idx" ON "cert_applications" USING btree ("supplier_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_key_key" ON "uploads" USING btree ("key");--> statement-breakpoint
CREATE INDEX "uploads_time_idx" ON "uploads" USING btree ("supplier_id","created_at");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_dept_fk" FOREIGN KEY ("supplier_id","dept_id") REFERENCES "public"."departments"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_logs_account_idx" ON "operator_logs" USING btree ("supplier_id","account_id","created_at");