ALTER TABLE "abcbank_finance_logs" ADD COLUMN "resolved_at" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "abcbank_finance_logs" ADD COLUMN "resolved_by" bigint;--> statement-breakpoint
ALTER TABLE "abcbank_finance_logs" ADD COLUMN "resolve_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "abcbank_finance_logs" ADD CONSTRAINT "abcbank_finance_logs_resolved_by_fk" FOREIGN KEY ("supplier_id","resolved_by") REFERENCES "public"."accounts"("supplier_id","id") ON DELETE no action ON UPDATE no action;