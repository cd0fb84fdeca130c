CREATE SEQUENCE "public"."trade_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "withdrawals" DROP CONSTRAINT "withdrawals_no_store_check";--> statement-breakpoint
DROP INDEX "withdrawals_no_key";--> statement-breakpoint
ALTER TABLE "bank_cards" ADD COLUMN "bank_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_no_global_key" ON "withdrawals" USING btree ("withdrawal_no");--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_no_format_check" CHECK ("withdrawals"."withdrawal_no" ~ '^TX[0-9]{8}-[0-9]{4,}$' or "withdrawals"."withdrawal_no" like 'WD' || "withdrawals"."supplier_id" || 'T%');--> statement-breakpoint
-- Cards kept before banks were picked by code: their code, where their name is of a listed bank.
UPDATE "bank_cards" SET "bank_code" = CASE trim("bank_name")
    WHEN '中国工商银行' THEN '102'
    WHEN '工商银行' THEN '102'
    WHEN '中国农业银行' THEN '103'
    WHEN '农业银行' THEN '103'
    WHEN '中国银行' THEN '104'
    WHEN '中国建设银行' THEN '105'
    WHEN '建设银行' THEN '105'
    WHEN '交通银行' THEN '301'
    WHEN '中信银行' THEN '302'
    WHEN '中国光大银行' THEN '303'
    WHEN '光大银行' THEN '303'
    WHEN '华夏银行' THEN '304'
    WHEN '中国民生银行' THEN '305'
    WHEN '民生银行' THEN '305'
    WHEN '广发银行' THEN '306'
    WHEN '平安银行' THEN '307'
    WHEN '招商银行' THEN '308'
    WHEN '兴业银行' THEN '309'
    WHEN '上海浦东发展银行' THEN '310'
    WHEN '恒丰银行' THEN '315'
    WHEN '浙商银行' THEN '316'
    WHEN '渤海银行' THEN '318'
    WHEN '中国邮政储蓄银行' THEN '403'
    WHEN '邮政储蓄银行' THEN '403'
    WHEN '城市商业银行' THEN '313'
    WHEN '农村商业银行' THEN '314'
    WHEN '农村信用合作社' THEN '402'
    ELSE '' END
  WHERE "bank_code" = '';
