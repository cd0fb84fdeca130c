ALTER TABLE "material_units" ADD COLUMN "decimals" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "material_units" ADD CONSTRAINT "material_units_decimals_check" CHECK ("material_units"."decimals" between 0 and 3);--> statement-breakpoint
-- Units counted in pieces (base unit 件) are counted whole; weights keep three decimals.
UPDATE "material_units" SET "decimals" = 0 WHERE "base_unit" = '件';
