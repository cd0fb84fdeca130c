CREATE TABLE "export_tasks" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "export_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"title" text NOT NULL,
	"api" text NOT NULL,
	"params" jsonb NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" bigint DEFAULT 0 NOT NULL,
	"locked_by" text,
	"locked_until" bigint,
	"rows" integer DEFAULT 0 NOT NULL,
	"file" text DEFAULT '' NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"started_at" bigint,
	"finished_at" bigint,
	"expires_at" bigint,
	CONSTRAINT "export_tasks_supplier_id_id_pk" PRIMARY KEY("supplier_id","id")
);
--> statement-breakpoint
CREATE INDEX "export_tasks_account_idx" ON "export_tasks" USING btree ("supplier_id","account_id","id");--> statement-breakpoint
CREATE INDEX "export_tasks_queue_idx" ON "export_tasks" USING btree ("status","run_after");