CREATE TABLE "customers" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text DEFAULT 'customer' NOT NULL,
	"name" text NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"credit_limit" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"audit_remark" text DEFAULT '' NOT NULL,
	"audited_by" bigint,
	"audited_at" bigint,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "customers_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "customers_type_check" CHECK (type in ('customer', 'vendor', 'both')),
	CONSTRAINT "customers_status_check" CHECK (status in ('pending', 'approved', 'rejected')),
	CONSTRAINT "customers_credit_check" CHECK ("customers"."credit_limit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "departments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"parent_id" bigint DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'office' NOT NULL,
	"leader" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "departments_supplier_id_id_pk" PRIMARY KEY("supplier_id","id")
);
--> statement-breakpoint
CREATE TABLE "doc_sequences" (
	"supplier_id" integer NOT NULL,
	"prefix" text NOT NULL,
	"day" integer NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "doc_sequences_supplier_id_prefix_day_pk" PRIMARY KEY("supplier_id","prefix","day")
);
--> statement-breakpoint
CREATE TABLE "erp_outbox" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "erp_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"doc_type" text NOT NULL,
	"doc_id" bigint NOT NULL,
	"doc_no" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" bigint NOT NULL,
	"locked_by" text,
	"locked_until" bigint,
	"last_error" text DEFAULT '' NOT NULL,
	"sent_at" bigint,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "erp_outbox_supplier_id_id_pk" PRIMARY KEY("supplier_id","id")
);
--> statement-breakpoint
CREATE TABLE "inbound_lines" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "inbound_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"doc_id" bigint NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"material_id" bigint NOT NULL,
	"unit_id" bigint NOT NULL,
	"qty" numeric(16, 3) NOT NULL,
	"base_qty" numeric(16, 3) NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"purchase_line_id" bigint,
	CONSTRAINT "inbound_lines_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "inbound_lines_qty_check" CHECK ("inbound_lines"."qty" > 0),
	CONSTRAINT "inbound_lines_price_check" CHECK ("inbound_lines"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inbounds" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "inbounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"no" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"total_qty" numeric(16, 3) DEFAULT '0' NOT NULL,
	"total_amount" bigint DEFAULT 0 NOT NULL,
	"created_by" bigint,
	"audited_by" bigint,
	"audited_at" bigint,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"purchase_id" bigint DEFAULT 0 NOT NULL,
	"business_type" text DEFAULT 'purchase' NOT NULL,
	"send_status" text DEFAULT 'none' NOT NULL,
	"sent_at" bigint,
	CONSTRAINT "inbounds_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "inbounds_business_type_check" CHECK (business_type in ('purchase', 'return', 'transfer', 'other')),
	CONSTRAINT "inbounds_send_status_check" CHECK (send_status in ('none', 'pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "material_units" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "material_units_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"base_unit" text NOT NULL,
	"ratio" numeric(14, 3) DEFAULT '1' NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "material_units_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "material_units_ratio_check" CHECK ("material_units"."ratio" > 0)
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "materials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"grade" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"unit_id" bigint NOT NULL,
	"barcode" text DEFAULT '' NOT NULL,
	"safety_stock" numeric(16, 3) DEFAULT '0' NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "materials_supplier_id_id_pk" PRIMARY KEY("supplier_id","id")
);
--> statement-breakpoint
CREATE TABLE "outbound_lines" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "outbound_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"doc_id" bigint NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"material_id" bigint NOT NULL,
	"unit_id" bigint NOT NULL,
	"qty" numeric(16, 3) NOT NULL,
	"base_qty" numeric(16, 3) NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	CONSTRAINT "outbound_lines_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "outbound_lines_qty_check" CHECK ("outbound_lines"."qty" > 0),
	CONSTRAINT "outbound_lines_price_check" CHECK ("outbound_lines"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "outbounds" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "outbounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"no" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"total_qty" numeric(16, 3) DEFAULT '0' NOT NULL,
	"total_amount" bigint DEFAULT 0 NOT NULL,
	"created_by" bigint,
	"audited_by" bigint,
	"audited_at" bigint,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"business_type" text DEFAULT 'sale' NOT NULL,
	"operator_id" bigint DEFAULT 0 NOT NULL,
	"customer_id" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "outbounds_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "outbounds_business_type_check" CHECK (business_type in ('sale', 'transfer', 'loss', 'vendor_return', 'other'))
);
--> statement-breakpoint
CREATE TABLE "purchase_applies" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "purchase_applies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"no" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"total_qty" numeric(16, 3) DEFAULT '0' NOT NULL,
	"total_amount" bigint DEFAULT 0 NOT NULL,
	"created_by" bigint,
	"audited_by" bigint,
	"audited_at" bigint,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"dept_id" bigint DEFAULT 0 NOT NULL,
	"applicant" text DEFAULT '' NOT NULL,
	"expected_at" bigint,
	CONSTRAINT "purchase_applies_supplier_id_id_pk" PRIMARY KEY("supplier_id","id")
);
--> statement-breakpoint
CREATE TABLE "purchase_apply_lines" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "purchase_apply_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"doc_id" bigint NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"material_id" bigint NOT NULL,
	"unit_id" bigint NOT NULL,
	"qty" numeric(16, 3) NOT NULL,
	"base_qty" numeric(16, 3) NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	CONSTRAINT "purchase_apply_lines_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "purchase_apply_lines_qty_check" CHECK ("purchase_apply_lines"."qty" > 0),
	CONSTRAINT "purchase_apply_lines_price_check" CHECK ("purchase_apply_lines"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_lines" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "purchase_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"doc_id" bigint NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"material_id" bigint NOT NULL,
	"unit_id" bigint NOT NULL,
	"qty" numeric(16, 3) NOT NULL,
	"base_qty" numeric(16, 3) NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"received_qty" numeric(16, 3) DEFAULT '0' NOT NULL,
	CONSTRAINT "purchase_lines_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "purchase_lines_qty_check" CHECK ("purchase_lines"."qty" > 0),
	CONSTRAINT "purchase_lines_price_check" CHECK ("purchase_lines"."price" >= 0),
	CONSTRAINT "purchase_lines_received_check" CHECK ("purchase_lines"."received_qty" >= 0 and "purchase_lines"."received_qty" <= "purchase_lines"."base_qty")
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "purchases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"no" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"total_qty" numeric(16, 3) DEFAULT '0' NOT NULL,
	"total_amount" bigint DEFAULT 0 NOT NULL,
	"created_by" bigint,
	"audited_by" bigint,
	"audited_at" bigint,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"vendor_id" bigint NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"expected_at" bigint,
	CONSTRAINT "purchases_supplier_id_id_pk" PRIMARY KEY("supplier_id","id")
);
--> statement-breakpoint
CREATE TABLE "stock_logs" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "stock_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"warehouse_id" bigint NOT NULL,
	"material_id" bigint NOT NULL,
	"doc_type" text NOT NULL,
	"doc_id" bigint NOT NULL,
	"doc_no" text NOT NULL,
	"line_id" bigint NOT NULL,
	"event" text DEFAULT 'post' NOT NULL,
	"qty_delta" numeric(16, 3) NOT NULL,
	"qty_after" numeric(16, 3) NOT NULL,
	"amount_delta" bigint NOT NULL,
	"account_id" bigint,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "stock_logs_supplier_id_id_pk" PRIMARY KEY("supplier_id","id")
);
--> statement-breakpoint
CREATE TABLE "stocks" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "stocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"warehouse_id" bigint NOT NULL,
	"material_id" bigint NOT NULL,
	"qty" numeric(16, 3) DEFAULT '0' NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "stocks_supplier_id_warehouse_id_material_id_pk" PRIMARY KEY("supplier_id","warehouse_id","material_id")
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"supplier_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "warehouses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"manager" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"allow_negative" smallint DEFAULT 0 NOT NULL,
	"operator_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"updated_at" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	CONSTRAINT "warehouses_supplier_id_id_pk" PRIMARY KEY("supplier_id","id"),
	CONSTRAINT "warehouses_allow_negative_check" CHECK ("warehouses"."allow_negative" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_sequences" ADD CONSTRAINT "doc_sequences_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_outbox" ADD CONSTRAINT "erp_outbox_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_lines" ADD CONSTRAINT "inbound_lines_supplier_id_doc_id_inbounds_supplier_id_id_fk" FOREIGN KEY ("supplier_id","doc_id") REFERENCES "public"."inbounds"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbounds" ADD CONSTRAINT "inbounds_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_units" ADD CONSTRAINT "material_units_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_supplier_id_unit_id_material_units_supplier_id_id_fk" FOREIGN KEY ("supplier_id","unit_id") REFERENCES "public"."material_units"("supplier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_lines" ADD CONSTRAINT "outbound_lines_supplier_id_doc_id_outbounds_supplier_id_id_fk" FOREIGN KEY ("supplier_id","doc_id") REFERENCES "public"."outbounds"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbounds" ADD CONSTRAINT "outbounds_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_applies" ADD CONSTRAINT "purchase_applies_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_apply_lines" ADD CONSTRAINT "purchase_apply_lines_supplier_id_doc_id_purchase_applies_supplier_id_id_fk" FOREIGN KEY ("supplier_id","doc_id") REFERENCES "public"."purchase_applies"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_lines" ADD CONSTRAINT "purchase_lines_supplier_id_doc_id_purchases_supplier_id_id_fk" FOREIGN KEY ("supplier_id","doc_id") REFERENCES "public"."purchases"("supplier_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_logs" ADD CONSTRAINT "stock_logs_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_name_key" ON "customers" USING btree ("supplier_id","name");--> statement-breakpoint
CREATE INDEX "departments_parent_idx" ON "departments" USING btree ("supplier_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "erp_outbox_doc_key" ON "erp_outbox" USING btree ("supplier_id","doc_type","doc_no");--> statement-breakpoint
CREATE INDEX "erp_outbox_due_idx" ON "erp_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "inbound_lines_doc_idx" ON "inbound_lines" USING btree ("supplier_id","doc_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inbounds_no_key" ON "inbounds" USING btree ("supplier_id","no");--> statement-breakpoint
CREATE INDEX "inbounds_status_idx" ON "inbounds" USING btree ("supplier_id","status","id");--> statement-breakpoint
CREATE INDEX "inbounds_created_idx" ON "inbounds" USING btree ("supplier_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "material_units_name_key" ON "material_units" USING btree ("supplier_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "materials_code_key" ON "materials" USING btree ("supplier_id","code");--> statement-breakpoint
CREATE INDEX "materials_name_trgm_idx" ON "materials" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "outbound_lines_doc_idx" ON "outbound_lines" USING btree ("supplier_id","doc_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outbounds_no_key" ON "outbounds" USING btree ("supplier_id","no");--> statement-breakpoint
CREATE INDEX "outbounds_status_idx" ON "outbounds" USING btree ("supplier_id","status","id");--> statement-breakpoint
CREATE INDEX "outbounds_created_idx" ON "outbounds" USING btree ("supplier_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_applies_no_key" ON "purchase_applies" USING btree ("supplier_id","no");--> statement-breakpoint
CREATE INDEX "purchase_applies_status_idx" ON "purchase_applies" USING btree ("supplier_id","status","id");--> statement-breakpoint
CREATE INDEX "purchase_applies_created_idx" ON "purchase_applies" USING btree ("supplier_id","created_at","id");--> statement-breakpoint
CREATE INDEX "purchase_apply_lines_doc_idx" ON "purchase_apply_lines" USING btree ("supplier_id","doc_id");--> statement-breakpoint
CREATE INDEX "purchase_lines_doc_idx" ON "purchase_lines" USING btree ("supplier_id","doc_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_no_key" ON "purchases" USING btree ("supplier_id","no");--> statement-breakpoint
CREATE INDEX "purchases_status_idx" ON "purchases" USING btree ("supplier_id","status","id");--> statement-breakpoint
CREATE INDEX "purchases_created_idx" ON "purchases" USING btree ("supplier_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_logs_line_event_key" ON "stock_logs" USING btree ("supplier_id","doc_type","line_id","event");--> statement-breakpoint
CREATE INDEX "stock_logs_stock_idx" ON "stock_logs" USING btree ("supplier_id","warehouse_id","material_id","id");--> statement-breakpoint
CREATE INDEX "stock_logs_created_idx" ON "stock_logs" USING btree ("supplier_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "stocks_id_key" ON "stocks" USING btree ("supplier_id","id");--> statement-breakpoint
CREATE INDEX "stocks_material_idx" ON "stocks" USING btree ("supplier_id","material_id");--> statement-breakpoint
CREATE INDEX "stocks_updated_idx" ON "stocks" USING btree ("supplier_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "stocks_warehouse_updated_idx" ON "stocks" USING btree ("supplier_id","warehouse_id","updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_code_key" ON "warehouses" USING btree ("supplier_id","code");