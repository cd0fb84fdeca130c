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
ALTER TABLE "signin_bonuses" ADD CONSTRAINT "signin_bonuses_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signin_records" ADD CONSTRAINT "signin_records_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signin_records" ADD CONSTRAINT "signin_records_member_fk" FOREIGN KEY ("supplier_id","member_id") REFERENCES "public"."members"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "signin_bonuses_days_key" ON "signin_bonuses" USING btree ("supplier_id","days");--> statement-breakpoint
CREATE UNIQUE INDEX "signin_records_member_day_key" ON "signin_records" USING btree ("supplier_id","member_id","day");--> statement-breakpoint
CREATE INDEX "signin_records_day_idx" ON "signin_records" USING btree ("supplier_id","day");--> statement-breakpoint
CREATE INDEX "signin_records_created_idx" ON "signin_records" USING btree ("supplier_id","created_at");