CREATE TABLE "callback_receipts" (
	"supplier_id" integer NOT NULL,
	"service" text NOT NULL,
	"name" text NOT NULL,
	"event_key" text NOT NULL,
	"result" jsonb,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "callback_receipts_supplier_id_service_name_event_key_pk" PRIMARY KEY("supplier_id","service","name","event_key")
);
--> statement-breakpoint
CREATE TABLE "dev_receiver_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"service" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"status" integer NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"mode" text NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dev_receivers" (
	"service" text PRIMARY KEY NOT NULL,
	"mode" text DEFAULT 'success' NOT NULL,
	"slow_ms" integer DEFAULT 8000 NOT NULL,
	"updated_at" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_calls" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "service_calls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"service" text NOT NULL,
	"op" text NOT NULL,
	"method" text NOT NULL,
	"url" text NOT NULL,
	"request" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"outcome" text NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"local" integer DEFAULT 0 NOT NULL,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "service_calls_supplier_id_id_pk" PRIMARY KEY("supplier_id","id")
);
--> statement-breakpoint
ALTER TABLE "callback_receipts" ADD CONSTRAINT "callback_receipts_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_calls" ADD CONSTRAINT "service_calls_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dev_receiver_requests_service_idx" ON "dev_receiver_requests" USING btree ("service","id");--> statement-breakpoint
CREATE INDEX "service_calls_service_idx" ON "service_calls" USING btree ("supplier_id","service","id");
