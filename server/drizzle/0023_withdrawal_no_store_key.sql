DROP INDEX "withdrawals_no_global_key";--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_no_key" ON "withdrawals" USING btree ("supplier_id","withdrawal_no");--> statement-breakpoint
CREATE INDEX "withdrawals_no_idx" ON "withdrawals" USING btree ("withdrawal_no");