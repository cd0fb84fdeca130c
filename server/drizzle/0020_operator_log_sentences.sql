ALTER TABLE "operator_logs" ADD COLUMN "detail" jsonb;--> statement-breakpoint
ALTER TABLE "operator_logs" ADD COLUMN "object" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "operator_logs" ADD COLUMN "object_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "operator_logs_object_idx" ON "operator_logs" USING btree ("supplier_id","object","created_at");