CREATE TABLE "flow_events" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "flow_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entity" text NOT NULL,
	"record_id" bigint NOT NULL,
	"step" text NOT NULL,
	"from_state" text DEFAULT '' NOT NULL,
	"to_state" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"account_id" bigint,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "flow_events_supplier_id_id_pk" PRIMARY KEY("supplier_id","id")
);
--> statement-breakpoint
CREATE TABLE "goods_properties" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "goods_properties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"code" text NOT NULL,
	"values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "goods_properties_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "goods_properties_code_check" CHECK ("goods_properties"."code" ~ '^[a-z][a-z0-9_]{0,29}$'),
	CONSTRAINT "goods_properties_values_check" CHECK (jsonb_typeof("goods_properties"."values") = 'array'),
	CONSTRAINT "goods_properties_required_check" CHECK ("goods_properties"."required" in (0, 1)),
	CONSTRAINT "goods_properties_status_check" CHECK ("goods_properties"."status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "goods_supply_takers" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "goods_supply_takers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"goods_id" bigint NOT NULL,
	"taker_supplier_id" integer NOT NULL,
	"taker_name" text NOT NULL,
	"quantity" numeric(14, 3) DEFAULT '0' NOT NULL,
	"first_taken_at" bigint NOT NULL,
	"last_taken_at" bigint NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "goods_supply_takers_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "goods_supply_takers_other_check" CHECK ("goods_supply_takers"."taker_supplier_id" <> "goods_supply_takers"."supplier_id"),
	CONSTRAINT "goods_supply_takers_quantity_check" CHECK ("goods_supply_takers"."quantity" >= 0),
	CONSTRAINT "goods_supply_takers_times_check" CHECK ("goods_supply_takers"."last_taken_at" >= "goods_supply_takers"."first_taken_at")
);
--> statement-breakpoint
CREATE TABLE "job_feedback" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "job_feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"content" text NOT NULL,
	"job_id" bigint,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "job_feedback_supplier_id_id_pk" PRIMARY KEY("supplier_id","id")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title_id" bigint NOT NULL,
	"name" text NOT NULL,
	"salary_negotiable" smallint DEFAULT 0 NOT NULL,
	"salary_min" integer,
	"salary_max" integer,
	"region" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"headcount" integer NOT NULL,
	"requirements" text NOT NULL,
	"benefits" text DEFAULT '' NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"published_at" bigint,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "jobs_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in (0, 1)),
	CONSTRAINT "jobs_salary_check" CHECK (("jobs"."salary_negotiable" = 1 and "jobs"."salary_min" is null and "jobs"."salary_max" is null)
        or ("jobs"."salary_negotiable" = 0 and "jobs"."salary_min" > 0 and "jobs"."salary_max" >= "jobs"."salary_min")),
	CONSTRAINT "jobs_headcount_check" CHECK ("jobs"."headcount" between 1 and 9999),
	CONSTRAINT "jobs_views_check" CHECK ("jobs"."views" >= 0),
	CONSTRAINT "jobs_contact_phone_check" CHECK ("jobs"."contact_phone" ~ '^1[0-9]{10}$'),
	CONSTRAINT "jobs_published_check" CHECK ("jobs"."status" = 0 or "jobs"."published_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "job_records" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "job_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"job_id" bigint NOT NULL,
	"resume_id" bigint NOT NULL,
	"status" text DEFAULT 'applied' NOT NULL,
	"interview_at" bigint,
	"interview_place" text DEFAULT '' NOT NULL,
	"offer_salary" integer,
	"reject_reason" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "job_records_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "job_records_status_check" CHECK ("job_records"."status" in ('applied', 'viewed', 'interview', 'offer', 'hired', 'rejected')),
	CONSTRAINT "job_records_interview_check" CHECK ("job_records"."status" not in ('interview', 'offer', 'hired') or "job_records"."interview_at" is not null),
	CONSTRAINT "job_records_rejected_check" CHECK ("job_records"."status" <> 'rejected' or "job_records"."reject_reason" <> ''),
	CONSTRAINT "job_records_offer_check" CHECK ("job_records"."offer_salary" is null or "job_records"."offer_salary" > 0)
);
--> statement-breakpoint
CREATE TABLE "job_resumes" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "job_resumes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"phone" text NOT NULL,
	"birth_year" integer NOT NULL,
	"education" text NOT NULL,
	"experience_years" integer DEFAULT 0 NOT NULL,
	"experience" text DEFAULT '' NOT NULL,
	"expected_salary" integer DEFAULT 0 NOT NULL,
	"attachment" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" text NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "job_resumes_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "job_resumes_gender_check" CHECK ("job_resumes"."gender" in ('male', 'female')),
	CONSTRAINT "job_resumes_phone_check" CHECK ("job_resumes"."phone" ~ '^1[0-9]{10}$'),
	CONSTRAINT "job_resumes_education_check" CHECK ("job_resumes"."education" in ('junior', 'high', 'secondary', 'college', 'bachelor', 'master')),
	CONSTRAINT "job_resumes_source_check" CHECK ("job_resumes"."source" in ('app', 'walk_in', 'referral')),
	CONSTRAINT "job_resumes_birth_year_check" CHECK ("job_resumes"."birth_year" between 1940 and 2020),
	CONSTRAINT "job_resumes_experience_check" CHECK ("job_resumes"."experience_years" between 0 and 60),
	CONSTRAINT "job_resumes_salary_check" CHECK ("job_resumes"."expected_salary" >= 0)
);
--> statement-breakpoint
CREATE TABLE "job_titles" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "job_titles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "job_titles_supplier_id_id_pk" PRIMARY KEY("supplier_id","id")
);
--> statement-breakpoint
CREATE TABLE "recycle_answers" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "recycle_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"question_id" bigint NOT NULL,
	"text" text NOT NULL,
	"kind" text DEFAULT 'amount' NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "recycle_answers_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "recycle_answers_value_check" CHECK (("recycle_answers"."kind" = 'amount' and abs("recycle_answers"."value") <= 100000000)
        or ("recycle_answers"."kind" = 'percent' and "recycle_answers"."value" between -10000 and 100000))
);
--> statement-breakpoint
CREATE TABLE "recycle_brands" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "recycle_brands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"factor" integer DEFAULT 100 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "recycle_brands_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "recycle_brands_status_check" CHECK ("recycle_brands"."status" in (0, 1)),
	CONSTRAINT "recycle_brands_factor_check" CHECK ("recycle_brands"."factor" between 10 and 500)
);
--> statement-breakpoint
CREATE TABLE "recycle_categories" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "recycle_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"parent_id" bigint DEFAULT 0 NOT NULL,
	"parent_ref" bigint GENERATED ALWAYS AS (nullif("parent_id", 0)) STORED,
	"name" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"base_price" integer DEFAULT 0 NOT NULL,
	"unit" text DEFAULT '个' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "recycle_categories_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "recycle_categories_status_check" CHECK ("recycle_categories"."status" in (0, 1)),
	CONSTRAINT "recycle_categories_price_check" CHECK ("recycle_categories"."base_price" between 0 and 100000000),
	CONSTRAINT "recycle_categories_not_own_parent_check" CHECK ("recycle_categories"."parent_id" <> "recycle_categories"."id")
);
--> statement-breakpoint
CREATE TABLE "member_addresses" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "member_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"contact_name" text NOT NULL,
	"phone" text NOT NULL,
	"region" text NOT NULL,
	"street" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "member_addresses_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "member_addresses_region_check" CHECK ("member_addresses"."region" ~ '^[0-9]{6}$'),
	CONSTRAINT "member_addresses_phone_check" CHECK ("member_addresses"."phone" ~ '^1[0-9]{10}$'),
	CONSTRAINT "member_addresses_contact_check" CHECK (char_length("member_addresses"."contact_name") between 1 and 30),
	CONSTRAINT "member_addresses_street_check" CHECK (char_length("member_addresses"."street") between 2 and 100)
);
--> statement-breakpoint
CREATE TABLE "recycle_order_items" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "recycle_order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"doc_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"category_id" bigint NOT NULL,
	"brand_id" bigint DEFAULT 0 NOT NULL,
	"brand_ref" bigint GENERATED ALWAYS AS (nullif("brand_id", 0)) STORED,
	"answer_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"qty" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"category_name" text NOT NULL,
	"brand_name" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"quote" jsonb NOT NULL,
	CONSTRAINT "recycle_order_items_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "recycle_order_items_qty_check" CHECK ("recycle_order_items"."qty" between 1 and 9999),
	CONSTRAINT "recycle_order_items_amount_check" CHECK ("recycle_order_items"."unit_price" >= 0 and "recycle_order_items"."amount" = "recycle_order_items"."unit_price" * "recycle_order_items"."qty")
);
--> statement-breakpoint
CREATE TABLE "recycle_orders" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "recycle_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"mode" text NOT NULL,
	"point_id" bigint DEFAULT 0 NOT NULL,
	"point_ref" bigint GENERATED ALWAYS AS (nullif("point_id", 0)) STORED,
	"address_id" bigint DEFAULT 0 NOT NULL,
	"address_ref" bigint GENERATED ALWAYS AS (nullif("address_id", 0)) STORED,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"preferred_at" bigint,
	"remark" text DEFAULT '' NOT NULL,
	"staff_id" bigint DEFAULT 0 NOT NULL,
	"staff_ref" bigint GENERATED ALWAYS AS (nullif("staff_id", 0)) STORED,
	"status" text DEFAULT 'submitted' NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"quoted_total" bigint DEFAULT 0 NOT NULL,
	"inspected_total" bigint,
	"inspect_photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"inspect_note" text DEFAULT '' NOT NULL,
	"close_reason" text DEFAULT '' NOT NULL,
	"created_by" bigint,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"assigned_at" bigint,
	"collected_at" bigint,
	"inspected_at" bigint,
	"confirmed_at" bigint,
	"paid_at" bigint,
	"closed_at" bigint,
	CONSTRAINT "recycle_orders_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "recycle_orders_status_check" CHECK ("recycle_orders"."status" in ('submitted', 'assigned', 'collected', 'inspected', 'confirmed', 'paid', 'cancelled', 'returned')),
	CONSTRAINT "recycle_orders_mode_check" CHECK (("recycle_orders"."mode" = 'point' and "recycle_orders"."point_id" <> 0)
        or ("recycle_orders"."mode" = 'home' and "recycle_orders"."address_id" <> 0 and "recycle_orders"."region" ~ '^[0-9]{6}$' and "recycle_orders"."street" <> ''
            and "recycle_orders"."contact_phone" <> '')),
	CONSTRAINT "recycle_orders_totals_check" CHECK ("recycle_orders"."quoted_total" >= 0 and coalesce("recycle_orders"."inspected_total", 0) >= 0),
	CONSTRAINT "recycle_orders_staff_check" CHECK ("recycle_orders"."status" in ('submitted', 'cancelled') or "recycle_orders"."staff_id" <> 0),
	CONSTRAINT "recycle_orders_inspected_check" CHECK ("recycle_orders"."status" not in ('inspected', 'confirmed', 'paid', 'returned') or "recycle_orders"."inspected_total" is not null),
	CONSTRAINT "recycle_orders_paid_check" CHECK ("recycle_orders"."status" <> 'paid' or "recycle_orders"."paid_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "recycle_points" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "recycle_points_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"region" text NOT NULL,
	"address" text NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"opens_at" text NOT NULL,
	"closes_at" text NOT NULL,
	"longitude" numeric(9, 6) NOT NULL,
	"latitude" numeric(8, 6) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "recycle_points_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "recycle_points_status_check" CHECK ("recycle_points"."status" in (0, 1)),
	CONSTRAINT "recycle_points_region_check" CHECK ("recycle_points"."region" ~ '^[0-9]{6}$'),
	CONSTRAINT "recycle_points_hours_check" CHECK ("recycle_points"."opens_at" ~ '^[0-2][0-9]:[0-5][0-9]$' and "recycle_points"."closes_at" ~ '^[0-2][0-9]:[0-5][0-9]$' and "recycle_points"."opens_at" < "recycle_points"."closes_at"),
	CONSTRAINT "recycle_points_position_check" CHECK ("recycle_points"."longitude" between -180 and 180 and "recycle_points"."latitude" between -90 and 90)
);
--> statement-breakpoint
CREATE TABLE "recycle_questions" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "recycle_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"category_id" bigint NOT NULL,
	"title" text NOT NULL,
	"type" text DEFAULT 'single' NOT NULL,
	"is_required" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "recycle_questions_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "recycle_questions_type_check" CHECK ("recycle_questions"."type" in ('single', 'multiple')),
	CONSTRAINT "recycle_questions_status_check" CHECK ("recycle_questions"."status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "recycle_staff" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "recycle_staff_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "recycle_staff_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "recycle_staff_status_check" CHECK ("recycle_staff"."status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "recycle_staff_points" (
	"supplier_id" integer NOT NULL,
	"staff_id" bigint NOT NULL,
	"point_id" bigint NOT NULL,
	CONSTRAINT "recycle_staff_points_supplier_id_staff_id_point_id_pk" PRIMARY KEY("supplier_id","staff_id","point_id")
);
--> statement-breakpoint
DROP INDEX "stock_logs_line_event_key";--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "props" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "supply_moq" numeric(14, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "supply_stock" numeric(14, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "supply_regions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "supply_remark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "supply_started_at" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "supply_stopped_at" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inbounds" ADD COLUMN "audit_round" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbounds" ADD COLUMN "audit_round" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_applies" ADD COLUMN "audit_round" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "audit_round" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_logs" ADD COLUMN "round" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "flow_events" ADD CONSTRAINT "flow_events_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_events" ADD CONSTRAINT "flow_events_account_id_fk" FOREIGN KEY ("supplier_id","account_id") REFERENCES "public"."accounts"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_properties" ADD CONSTRAINT "goods_properties_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_supply_takers" ADD CONSTRAINT "goods_supply_takers_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_supply_takers" ADD CONSTRAINT "goods_supply_takers_taker_fk" FOREIGN KEY ("taker_supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_supply_takers" ADD CONSTRAINT "goods_supply_takers_goods_fk" FOREIGN KEY ("supplier_id","goods_id") REFERENCES "public"."goods"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_feedback" ADD CONSTRAINT "job_feedback_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_feedback" ADD CONSTRAINT "job_feedback_job_fk" FOREIGN KEY ("supplier_id","job_id") REFERENCES "public"."jobs"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_title_fk" FOREIGN KEY ("supplier_id","title_id") REFERENCES "public"."job_titles"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_records" ADD CONSTRAINT "job_records_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_records" ADD CONSTRAINT "job_records_job_fk" FOREIGN KEY ("supplier_id","job_id") REFERENCES "public"."jobs"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_records" ADD CONSTRAINT "job_records_resume_fk" FOREIGN KEY ("supplier_id","resume_id") REFERENCES "public"."job_resumes"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_resumes" ADD CONSTRAINT "job_resumes_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_titles" ADD CONSTRAINT "job_titles_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycle_answers" ADD CONSTRAINT "recycle_answers_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycle_answers" ADD CONSTRAINT "recycle_answers_question_fk" FOREIGN KEY ("supplier_id","question_id") REFERENCES "public"."recycle_questions"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycle_brands" ADD CONSTRAINT "recycle_brands_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycle_categories" ADD CONSTRAINT "recycle_categories_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycle_categories" ADD CONSTRAINT "recycle_categories_parent_ref_fk" FOREIGN KEY ("supplier_id","parent_ref") REFERENCES "public"."recycle_categories"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_addresses" ADD CONSTRAINT "member_addresses_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_addresses" ADD CONSTRAINT "member_addresses_member_fk" FOREIGN KEY ("supplier_id","member_id") REFERENCES "public"."members"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycle_order_items" ADD CONSTRAINT "recycle_order_items_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycle_order_items" ADD CONSTRAINT "recycle_order_items_doc_fk" FOREIGN KEY ("supplier_id","doc_id") REFERENCES "public"."recycle_orders"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycle_order_items" ADD CONSTRAINT "recycle_order_items_category_fk" FOREIGN KEY ("supplier_id","category_id") REFERENCES "public"."recycle_categories"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycle_order_items" ADD CONSTRAINT "recycle_order_items_brand_ref_fk" FOREIGN KEY ("supplier_id","brand_ref") REFERENCES "public"."recycle_brands"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycle_orders" ADD CONSTRAINT "recycle_orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycle_orders" ADD CONSTRAINT "recycle_orders_member_fk" FOREIGN KEY ("supplier_id","member_id") REFERENCES "public"."members"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycle_orders" ADD CONSTRAINT "recycle_orders_point_ref_fk" FOREIGN KEY ("supplier_id","point_ref") REFERENCES "public"."recycle_points"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycle_orders" ADD CONSTRAINT "recycle_orders_address_ref_fk" FOREIGN KEY ("supplier_id","address_ref") REFERENCES "public"."member_addresses"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycle_orders" ADD CONSTRAINT "recycle_orders_staff_ref_fk" FOREIGN KEY ("supplier_id","staff_ref") REFERENCES "public"."recycle_staff"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycle_orders" ADD CONSTRAINT "recycle_orders_created_by_fk" FOREIGN KEY ("supplier_id","created_by") REFERENCES "public"."accounts"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycle_points" ADD CONSTRAINT "recycle_points_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycle_questions" ADD CONSTRAINT "recycle_questions_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycle_questions" ADD CONSTRAINT "recycle_questions_category_fk" FOREIGN KEY ("supplier_id","category_id") REFERENCES "public"."recycle_categories"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycle_staff" ADD CONSTRAINT "recycle_staff_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycle_staff_points" ADD CONSTRAINT "recycle_staff_points_staff_fk" FOREIGN KEY ("supplier_id","staff_id") REFERENCES "public"."recycle_staff"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recycle_staff_points" ADD CONSTRAINT "recycle_staff_points_point_fk" FOREIGN KEY ("supplier_id","point_id") REFERENCES "public"."recycle_points"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flow_events_record_idx" ON "flow_events" USING btree ("supplier_id","entity","record_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_properties_code_key" ON "goods_properties" USING btree ("supplier_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_properties_name_key" ON "goods_properties" USING btree ("supplier_id","name");--> statement-breakpoint
CREATE INDEX "goods_properties_list_idx" ON "goods_properties" USING btree ("supplier_id","status","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_supply_takers_key" ON "goods_supply_takers" USING btree ("supplier_id","goods_id","taker_supplier_id");--> statement-breakpoint
CREATE INDEX "goods_supply_takers_taker_idx" ON "goods_supply_takers" USING btree ("taker_supplier_id");--> statement-breakpoint
CREATE INDEX "job_feedback_created_idx" ON "job_feedback" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_list_idx" ON "jobs" USING btree ("supplier_id","status","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_records_job_resume_key" ON "job_records" USING btree ("supplier_id","job_id","resume_id");--> statement-breakpoint
CREATE INDEX "job_records_status_idx" ON "job_records" USING btree ("supplier_id","status","created_at");--> statement-breakpoint
CREATE INDEX "job_records_resume_idx" ON "job_records" USING btree ("supplier_id","resume_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_resumes_phone_key" ON "job_resumes" USING btree ("supplier_id","phone");--> statement-breakpoint
CREATE INDEX "job_resumes_created_idx" ON "job_resumes" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_titles_name_key" ON "job_titles" USING btree ("supplier_id","name");--> statement-breakpoint
CREATE INDEX "recycle_answers_question_idx" ON "recycle_answers" USING btree ("supplier_id","question_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "recycle_brands_name_key" ON "recycle_brands" USING btree ("supplier_id","name");--> statement-breakpoint
CREATE INDEX "recycle_brands_list_idx" ON "recycle_brands" USING btree ("supplier_id","status","sort");--> statement-breakpoint
CREATE INDEX "recycle_categories_parent_idx" ON "recycle_categories" USING btree ("supplier_id","parent_id");--> statement-breakpoint
CREATE INDEX "member_addresses_member_idx" ON "member_addresses" USING btree ("supplier_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_addresses_default_key" ON "member_addresses" USING btree ("supplier_id","member_id") WHERE "member_addresses"."is_default";--> statement-breakpoint
CREATE INDEX "recycle_order_items_doc_idx" ON "recycle_order_items" USING btree ("supplier_id","doc_id","seq");--> statement-breakpoint
CREATE INDEX "recycle_order_items_category_idx" ON "recycle_order_items" USING btree ("supplier_id","category_id");--> statement-breakpoint
CREATE INDEX "recycle_order_items_brand_idx" ON "recycle_order_items" USING btree ("supplier_id","brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recycle_orders_no_key" ON "recycle_orders" USING btree ("supplier_id","order_no");--> statement-breakpoint
CREATE INDEX "recycle_orders_status_idx" ON "recycle_orders" USING btree ("supplier_id","status","created_at");--> statement-breakpoint
CREATE INDEX "recycle_orders_member_idx" ON "recycle_orders" USING btree ("supplier_id","member_id");--> statement-breakpoint
CREATE INDEX "recycle_orders_staff_idx" ON "recycle_orders" USING btree ("supplier_id","staff_id");--> statement-breakpoint
CREATE INDEX "recycle_orders_point_idx" ON "recycle_orders" USING btree ("supplier_id","point_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recycle_points_name_key" ON "recycle_points" USING btree ("supplier_id","name");--> statement-breakpoint
CREATE INDEX "recycle_points_list_idx" ON "recycle_points" USING btree ("supplier_id","status","sort");--> statement-breakpoint
CREATE INDEX "recycle_questions_category_idx" ON "recycle_questions" USING btree ("supplier_id","category_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "recycle_staff_phone_key" ON "recycle_staff" USING btree ("supplier_id","phone");--> statement-breakpoint
CREATE INDEX "recycle_staff_status_idx" ON "recycle_staff" USING btree ("supplier_id","status");--> statement-breakpoint
CREATE INDEX "recycle_staff_points_point_idx" ON "recycle_staff_points" USING btree ("supplier_id","point_id");--> statement-breakpoint
CREATE INDEX "goods_props_idx" ON "goods" USING gin ("props" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "goods_supply_idx" ON "goods" USING btree ("supplier_id","supply_status","supply_started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_logs_line_round_key" ON "stock_logs" USING btree ("supplier_id","doc_type","line_id","event","round");--> statement-breakpoint
CREATE INDEX "stock_logs_doc_idx" ON "stock_logs" USING btree ("supplier_id","doc_type","doc_id","round");--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_supply_status_check" CHECK ("goods"."supply_status" in (0, 1, 2));--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_supply_offer_check" CHECK ("goods"."supply_status" = 0 or ("goods"."supply_price" > 0 and "goods"."supply_moq" >= 1 and "goods"."supply_started_at" > 0));--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_supply_stock_check" CHECK ("goods"."supply_stock" >= 0);--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_props_check" CHECK (jsonb_typeof("goods"."props") = 'array');--> statement-breakpoint
ALTER TABLE "inbounds" ADD CONSTRAINT "inbounds_audit_round_check" CHECK ("inbounds"."audit_round" >= 0);--> statement-breakpoint
ALTER TABLE "outbounds" ADD CONSTRAINT "outbounds_audit_round_check" CHECK ("outbounds"."audit_round" >= 0);--> statement-breakpoint
ALTER TABLE "purchase_applies" ADD CONSTRAINT "purchase_applies_audit_round_check" CHECK ("purchase_applies"."audit_round" >= 0);--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_audit_round_check" CHECK ("purchases"."audit_round" >= 0);--> statement-breakpoint
ALTER TABLE "stock_logs" ADD CONSTRAINT "stock_logs_event_check" CHECK (event in ('post', 'reverse'));--> statement-breakpoint
ALTER TABLE "stock_logs" ADD CONSTRAINT "stock_logs_round_check" CHECK ("stock_logs"."round" >= 0);