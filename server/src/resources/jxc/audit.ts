import {
  type ActionDecl,
  Answer,
  AppError,
  DOC_STATUS,
  type ResourceTable,
  reasonInput,
  type StoreDb,
} from '@yanye/framework/server';
import { type MessageKey, T, type Texts } from '@yanye/i18n';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export const AUDIT_TEXTS = {
  notAudited: T('单据未审核，不能反审核'),
  unauditDone: T('已反审核'),
  unauditReason: T('反审核原因'),
  unauditAfter: T('单据回到未审核，它带来的库存变动一并撤回；之后可以修改、删除或再次审核。'),
};

/**
 * What each document's audit does, said in its question before it: the row's lines (`posting`) and warehouse by
 * their list columns, as the list shows them.
 */
export const AUDIT_AFTER = {
  inbound: T('审核后 {posting} 计入 {warehouse} 库存，可反审核撤回。'),
  outbound: T('审核后 {posting} 从 {warehouse} 库存发出，可反审核撤回。'),
  purchase: T('审核后订单生效，可据它采购入库；库存在入库单审核时才变动。可反审核撤回。'),
  purchaseApply: T('审核后申请生效，不改动库存，可反审核撤回。'),
};

type AuditedTable = ResourceTable & {
  readonly status: PgColumn;
  readonly auditedBy: PgColumn;
  readonly auditedAt: PgColumn;
  readonly auditRound: PgColumn;
};

type Returned<R extends Record<string, PgColumn>> = { [K in keyof R]: R[K]['_']['data'] } & {
  /** The document's audit round: the one just begun by an audit, or the one an un-audit ends. */
  readonly round: number;
};

async function transition<R extends Record<string, PgColumn>>(
  db: StoreDb,
  table: AuditedTable,
  id: number,
  set: Record<string, unknown>,
  from: readonly number[],
  returning: R,
  refusal: MessageKey | Texts,
): Promise<Returned<R>> {
  const rows = (await db
    .update(table)
    .set(set as never)
    .where(and(eq(table.id, id), inArray(table.status, [...from])))
    .returning({ ...returning, id: table.id, round: table.auditRound })) as unknown[];
  const [done] = rows as (Returned<R> | undefined)[];
  if (!done) throw new AppError('CONFLICT', refusal);
  return { ...done, round: Number(done.round) };
}

/**
 * The audit itself: a conditional update from unaudited to audited, which begins a new audit round. A second
 * audit, or the loser of two at once, finds nothing to update and is refused with 不可以重复审核！ (409).
 * Answers the columns asked for of the row, and the round.
 */
export function markAudited<R extends Record<string, PgColumn>>(
  db: StoreDb,
  table: AuditedTable,
  id: number,
  accountId: number,
  now: number,
  returning: R = {} as R,
): Promise<Returned<R>> {
  const set = {
    status: DOC_STATUS.audited,
    auditedBy: accountId,
    auditedAt: now,
    auditRound: sql`${table.auditRound} + 1`,
  };
  return transition(db, table, id, set, [DOC_STATUS.unaudited], returning, 'alreadyAudited');
}

/**
 * The un-audit: a conditional update from one of the audited states `from` back to unaudited, so the document
 * may be edited, deleted and audited again. A document not audited (or the loser of two un-audits at once) is
 * refused with 单据未审核，不能反审核 (409). What the audit moved, the caller puts back in the same transaction.
 */
export function markUnaudited<R extends Record<string, PgColumn>>(
  db: StoreDb,
  table: AuditedTable,
  id: number,
  returning: R = {} as R,
  from: readonly number[] = [DOC_STATUS.audited],
): Promise<Returned<R>> {
  const set = { status: DOC_STATUS.unaudited, auditedBy: null, auditedAt: null };
  return transition(db, table, id, set, from, returning, AUDIT_TEXTS.notAudited);
}

/** An audit or an un-audit of a document, on the store's clock (lots expire by its days). */
type Step = (db: StoreDb, id: number, accountId: number, now: number, timeZone: string) => Promise<unknown>;

/**
 * A document's audit button: offered on unaudited rows in sight (`primary`), confirmed first with what it does to
 * stock (`after`), running `audit` in the request.
 */
export function auditAction(audit: Step, after: Texts): ActionDecl {
  return {
    when: { status: [DOC_STATUS.unaudited] },
    confirm: true,
    primary: true,
    after,
    async run({ db, principal, deps }, row) {
      await audit(db, Number(row.id), principal.accountId, deps.now(), deps.config.TIME_ZONE);
      return new Answer({ id: Number(row.id) }, 'auditDone');
    },
  };
}

/**
 * A document's un-audit button: offered on rows in the states `from` (audited), asking why first (the reason is
 * kept in the operator log), running `unaudit` in the request's transaction, where any refusal puts everything
 * back.
 */
export function unauditAction(unaudit: Step, from: readonly number[] = [DOC_STATUS.audited]): ActionDecl {
  return {
    when: { status: from },
    fields: [reasonInput(AUDIT_TEXTS.unauditReason)],
    after: AUDIT_TEXTS.unauditAfter,
    async run({ db, principal, deps }, row) {
      await unaudit(db, Number(row.id), principal.accountId, deps.now(), deps.config.TIME_ZONE);
      return new Answer({ id: Number(row.id) }, AUDIT_TEXTS.unauditDone);
    },
  };
}

/**
 * The numbers of the documents of `table` that `where` selects, five at most and how many more there are
 * (`RK20261122-0001, RK20261122-0002 … (+3)`): what a refusal names. Undefined when there are none.
 */
export async function documentNumbers(
  db: StoreDb,
  table: ResourceTable & { readonly no: PgColumn },
  where: SQL,
): Promise<string | undefined> {
  const rows = await db
    .select({ no: sql<string>`${table.no}`, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(table)
    .where(where)
    .orderBy(asc(table.id))
    .limit(5);
  if (rows.length === 0) return undefined;
  const more = rows[0]!.total - rows.length;
  return `${rows.map((r) => r.no).join(', ')}${more > 0 ? ` … (+${more})` : ''}`;
}
