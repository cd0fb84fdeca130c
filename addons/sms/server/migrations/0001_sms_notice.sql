-- A message may be a notice the core sends through the add-on (a recall's customers told by SMS), beside a
-- test and a sign-in code (docs/add-ons.md, "What the core asks an add-on": noticeSender).
ALTER TABLE "sms_records" DROP CONSTRAINT "sms_records_purpose_check";--> statement-breakpoint
ALTER TABLE "sms_records" ADD CONSTRAINT "sms_records_purpose_check" CHECK ("sms_records"."purpose" in ('test', 'login', 'notice'));
