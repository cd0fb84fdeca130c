CREATE TABLE "live_events" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "live_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"record_id" text DEFAULT '' NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"account_id" bigint,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "live_events_supplier_id_id_pk" PRIMARY KEY("supplier_id","id")
);
--> statement-breakpoint
CREATE TABLE "live_settings" (
	"supplier_id" integer NOT NULL,
	"account_id" bigint NOT NULL,
	"muted" text[] DEFAULT '{}'::text[] NOT NULL,
	"sound" boolean DEFAULT false NOT NULL,
	"read_id" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "live_settings_supplier_id_account_id_pk" PRIMARY KEY("supplier_id","account_id")
);
--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_account_fk" FOREIGN KEY ("supplier_id","account_id") REFERENCES "public"."accounts"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_settings" ADD CONSTRAINT "live_settings_account_fk" FOREIGN KEY ("supplier_id","account_id") REFERENCES "public"."accounts"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_events_time_idx" ON "live_events" USING btree ("supplier_id","created_at");