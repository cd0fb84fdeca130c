import { sql } from 'drizzle-orm';
import { bigint, integer } from 'drizzle-orm/pg-core';

/** Unix seconds, as DOMAIN.md keeps every time. */
export const unixTime = (name: string) => bigint(name, { mode: 'number' });

/** Unix seconds defaulting to the moment of insert. */
export const createdAt = () =>
  unixTime('created_at').notNull().default(sql`extract(epoch from now())::bigint`);

/** The tenant column every tenant table leads its primary key with. */
export const supplierId = () => integer('supplier_id').notNull();

/** A surrogate id drawn from the table's identity sequence; unique with the supplier id it follows. */
export const rowId = () => bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity();

/** A reference to another tenant row's `id`. */
export const refId = (name: string) => bigint(name, { mode: 'number' });

/** Unix seconds of the last update, kept by the ORM on every update. */
export const updatedAt = () =>
  unixTime('updated_at')
    .notNull()
    .default(sql`extract(epoch from now())::bigint`)
    .$onUpdate(() => Math.floor(Date.now() / 1000));
