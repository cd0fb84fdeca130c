import { pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The most common reading of each CJK Unified Ideograph, without tones (`盐` → `yan`), shared by every store:
 * what the pinyin columns of goods and members are made of (drizzle/repeatable/tenancy.sql). Filled when the
 * database is prepared (db/pinyin.ts); the application reads it and writes none of it.
 */
export const pinyinChars = pgTable('pinyin_chars', {
  ch: text('ch').primaryKey(),
  py: text('py').notNull(),
});
