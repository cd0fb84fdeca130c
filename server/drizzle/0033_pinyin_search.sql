CREATE TABLE "pinyin_chars" (
	"ch" text PRIMARY KEY NOT NULL,
	"py" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "name_py" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "nick_py" text DEFAULT '' NOT NULL;