CREATE TABLE "request_receipts" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"claimed_at" bigint NOT NULL,
	"http_status" integer,
	"answer" jsonb,
	"expires_at" bigint NOT NULL,
	CONSTRAINT "request_receipts_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE INDEX "request_receipts_expires_idx" ON "request_receipts" USING btree ("expires_at");