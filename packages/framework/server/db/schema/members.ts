import { sql } from 'drizzle-orm';
import { check, index, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { rowTimes, unixTime } from './columns';
import { storeTable } from './store-table';

/**
 * The store's members: the buyers of its mall, who sign in to the mall (not to this console) and own the wallets
 * of the finance section. Shared by the system section (member sign-ins) and finance, so it lives here.
 */
export const members = storeTable(
  'members',
  {
    nickName: text('nick_name').notNull().default(''),
    /**
     * The nickname's pinyin and its initials (`zhangsan zs`), kept by a trigger (drizzle/repeatable/tenancy.sql). No
     * index: the page search, which finds by it, reads the table anyway (docs/shell.md, "Pinyin").
     */
    nickPy: text('nick_py').notNull().default(''),
    phone: text('phone').notNull(),
    avatar: text('avatar').notNull().default(''),
    /** 1 regular, 2 silver, 3 gold, 4 diamond. */
    level: smallint('level').notNull().default(1),
    /** 1 active, 0 disabled (cannot sign in to the mall). */
    status: smallint('status').notNull().default(1),
    lastLoginAt: unixTime('last_login_at'),
    /** Registered at. */
    ...rowTimes(),
  },
  (t) => [
    uniqueIndex('members_phone_key').on(t.supplierId, t.phone),
    // The page search finds a member by the start of their phone number.
    index('members_phone_prefix_idx').on(t.supplierId, t.phone.op('text_pattern_ops')),
    index('members_time_idx').on(t.supplierId, t.createdAt),
    check('members_level_check', sql`${t.level} between 1 and 4`),
    check('members_status_check', sql`${t.status} in (0, 1)`),
  ],
);
