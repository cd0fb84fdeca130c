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
CREATE UNIQUE INDEX "rank_entries_place_key" ON "rank_entries" USING btree ("supplier_id","run_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "rank_entries_subject_key" ON "rank_entries" USING btree ("supplier_id","run_id","subject_key");--> statement-breakpoint
CREATE INDEX "rank_entries_current_idx" ON "rank_entries" USING btree ("supplier_id","subject","current","rank_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "rank_logs_run_subject_key" ON "rank_logs" USING btree ("supplier_id","run_id","subject_key");--> statement-breakpoint
CREATE INDEX "rank_logs_rank_idx" ON "rank_logs" USING btree ("supplier_id","rank_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rank_runs_moment_key" ON "rank_runs" USING btree ("supplier_id","rank_id","window_end");--> statement-breakpoint
CREATE UNIQUE INDEX "ranks_name_key" ON "ranks" USING btree ("supplier_id","name");--> statement-breakpoint
CREATE INDEX "ranks_due_idx" ON "ranks" USING btree ("supplier_id","status","last_run_at");