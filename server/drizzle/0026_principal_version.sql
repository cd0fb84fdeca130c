CREATE TABLE "auth_versions" (
	"supplier_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "safe_settings" ADD CONSTRAINT "safe_settings_idle_minutes" CHECK ("safe_settings"."session_idle_minutes" between 5 and 1440);