import {
  Answer,
  accounts,
  conflict,
  formatDateTime,
  type RowOf,
  type UserContext,
} from '@yanye/addon-kit/server';
import { eq } from 'drizzle-orm';
import { abcbankFinanceLogs, DIFFERENCE_STATES, type ReconcileState } from './tables';
import { BANK_MESSAGES, RECONCILE_OPTIONS } from './texts';

const l = abcbankFinanceLogs;

const isDifference = (state: ReconcileState) => (DIFFERENCE_STATES as readonly string[]).includes(state);

/** Who an account is, as a clerk knows them. */
async function whoIs(ctx: UserContext, id: number | null): Promise<string> {
  if (id === null) return '';
  const [a] = await ctx.db
    .select({ nick: accounts.nickName, username: accounts.username })
    .from(accounts)
    .where(eq(accounts.id, id));
  return a?.nick || a?.username || `#${id}`;
}

/**
 * Resolves a difference of the finance log with the note saying what was done (a call to the bank, a log
 * booked by hand elsewhere): once. The row is locked by the action (engine/routes/actions.ts), so of two clerks
 * resolving it at once the second waits, finds it resolved and is told by whom and when; nothing changes twice.
 * The statement's figures and the log's own stay as they were: the note sits beside them.
 */
export async function resolveDifference(
  ctx: UserContext,
  row: RowOf<typeof abcbankFinanceLogs>,
  note: string,
): Promise<Answer<{ id: number }>> {
  const serial = row.serialNo;
  if (row.resolvedAt > 0) {
    const who = await whoIs(ctx, row.resolvedBy);
    const at = formatDateTime(row.resolvedAt, ctx.deps.config.TIME_ZONE);
    throw conflict(BANK_MESSAGES.alreadyResolved, { serial, who, at });
  }
  if (!isDifference(row.reconcileState)) {
    const state = RECONCILE_OPTIONS.find((o) => o.value === row.reconcileState)?.label[ctx.lang] ?? '';
    throw conflict(BANK_MESSAGES.notADifference, { serial, state });
  }
  const now = ctx.deps.now();
  await ctx.db
    .update(l)
    .set({ resolvedAt: now, resolvedBy: ctx.principal.accountId, resolveNote: note, updatedAt: now })
    .where(eq(l.id, row.id));
  return new Answer({ id: row.id }, BANK_MESSAGES.resolved, { serial });
}
