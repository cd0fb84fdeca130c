import { foreignKey, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { supplierId } from './columns';
import { suppliers } from './suppliers';

/** Document numbers (platform/doc-no.ts): one counter per store, prefix and day. */
export const docSequences = pgTable(
  'doc_sequences',
  {
    supplierId: supplierId(),
    prefix: text('prefix').notNull(),
    day: integer('day').notNull(),
    seq: integer('seq').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.prefix, t.day] }),
    foreignKey({ columns: [t.supplierId], foreignColumns: [suppliers.id] }),
  ],
);
