CREATE TABLE "waybill_auths" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "waybill_auths_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company" text NOT NULL,
	"cp_code" text NOT NULL,
	"partner_id" text NOT NULL,
	"partner_key" text DEFAULT '' NOT NULL,
	"branch_code" text DEFAULT '' NOT NULL,
	"monthly_account" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "waybill_auths_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "waybill_auths_status_check" CHECK ("waybill_auths"."status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "waybill_records" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "waybill_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"order_sn" text NOT NULL,
	"auth_id" bigint NOT NULL,
	"company" text NOT NULL,
	"cp_code" text NOT NULL,
	"waybill_no" text NOT NULL,
	"request_no" text NOT NULL,
	"task_id" text DEFAULT '' NOT NULL,
	"bulkpen" text DEFAULT '' NOT NULL,
	"sorting_code" text DEFAULT '' NOT NULL,
	"package_center" text DEFAULT '' NOT NULL,
	"sender_name" text NOT NULL,
	"sender_phone" text NOT NULL,
	"sender_address" text NOT NULL,
	"receiver_name" text NOT NULL,
	"receiver_phone" text NOT NULL,
	"receiver_address" text NOT NULL,
	"cargo" text DEFAULT '' NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"last_track" text DEFAULT '' NOT NULL,
	"last_track_at" bigint,
	"print_count" integer DEFAULT 0 NOT NULL,
	"printed_at" bigint,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "waybill_records_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "waybill_records_status_check" CHECK ("waybill_records"."status" in ('issued', 'shipped', 'collected', 'transit', 'delivering', 'signed', 'problem', 'returned', 'voided')),
	CONSTRAINT "waybill_records_weight_check" CHECK ("waybill_records"."weight" >= 0 and "waybill_records"."print_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "waybill_auths" ADD CONSTRAINT "waybill_auths_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybill_records" ADD CONSTRAINT "waybill_records_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybill_records" ADD CONSTRAINT "waybill_records_order_fk" FOREIGN KEY ("supplier_id","order_id") REFERENCES "public"."orders"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waybill_records" ADD CONSTRAINT "waybill_records_auth_fk" FOREIGN KEY ("supplier_id","auth_id") REFERENCES "public"."waybill_auths"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waybill_auths_account_key" ON "waybill_auths" USING btree ("supplier_id","cp_code","partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waybill_records_no_key" ON "waybill_records" USING btree ("supplier_id","cp_code","waybill_no");--> statement-breakpoint
CREATE UNIQUE INDEX "waybill_records_live_key" ON "waybill_records" USING btree ("supplier_id","order_id") WHERE "waybill_records"."status" <> 'voided';--> statement-breakpoint
CREATE INDEX "waybill_records_created_idx" ON "waybill_records" USING btree ("supplier_id","created_at","id");--> statement-breakpoint
CREATE INDEX "waybill_records_status_idx" ON "waybill_records" USING btree ("supplier_id","status");