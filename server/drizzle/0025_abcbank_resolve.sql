-- The bank add-on's tables are its own since its migrations moved to addons/abcbank/server/migrations, which create
-- them with these columns. A database made before that, whose bank tables the console's own migrations created,
-- still gets the columns here; on a newer one the table is the add-on's and is left to it.
ALTER TABLE IF EXISTS "abcbank_finance_logs" ADD COLUMN IF NOT EXISTS "resolved_at" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE IF EXISTS "abcbank_finance_logs" ADD COLUMN IF NOT EXISTS "resolved_by" bigint;--> statement-breakpoint
ALTER TABLE IF EXISTS "abcbank_finance_logs" ADD COLUMN IF NOT EXISTS "resolve_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
DO $$
BEGIN
  IF to_regclass('public.abcbank_finance_logs') IS NOT NULL
     AND NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'abcbank_finance_logs_resolved_by_fk') THEN
    ALTER TABLE "abcbank_finance_logs" ADD CONSTRAINT "abcbank_finance_logs_resolved_by_fk" FOREIGN KEY ("supplier_id","resolved_by") REFERENCES "public"."accounts"("supplier_id","id") ON DELETE no action ON UPDATE no action;
  END IF;
END $$;
