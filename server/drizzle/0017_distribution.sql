-- Ready to distribute by store (docs/scaling.md): no unique index spans stores.
-- A main account's sign-in name moves to the store's own row, and the account is bound to it.
ALTER TABLE "suppliers" ADD COLUMN "main_username" text;--> statement-breakpoint
UPDATE "suppliers" s SET "main_username" = a."username" FROM "accounts" a WHERE a."supplier_id" = s."id" AND a."is_main";--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_main_username_key" ON "suppliers" USING btree ("main_username");--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_main_account_key" UNIQUE("id","main_username");--> statement-breakpoint
DROP INDEX "accounts_main_username_key";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "main_username" text GENERATED ALWAYS AS (case when is_main then username end) STORED;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_main_username_fk" FOREIGN KEY ("supplier_id","main_username") REFERENCES "public"."suppliers"("id","main_username") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Withdrawal numbers and upload keys name their store, so unique in each store is unique everywhere.
DROP INDEX "withdrawals_global_no_key";--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_no_store_check" CHECK ("withdrawals"."withdrawal_no" like 'WD' || "withdrawals"."supplier_id" || 'T%');--> statement-breakpoint
DROP INDEX "uploads_key_key";--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_key_key" ON "uploads" USING btree ("supplier_id","key");--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_key_store_check" CHECK ("uploads"."key" like 'u/' || "uploads"."supplier_id" || '/%');
