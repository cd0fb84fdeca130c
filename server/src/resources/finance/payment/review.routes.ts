import {
  Answer,
  asStore,
  assertPlatform,
  notFound,
  plainValue,
  rawRows,
  route,
  type StoreDb,
  suppliers,
} from '@yanye/framework/server';
import { API, formatYuan, type OutputOf, type WithdrawalState } from '@yanye/protocol';
import { sql } from 'drizzle-orm';
import { PAYMENT_MESSAGES, SAID } from './messages';
import { PAYMENT_TITLES } from './titles';
import { isUnionStore } from './wallet.service';
import {
  approveWithdrawal,
  rejectWithdrawal,
  type WithdrawalRow,
  withdrawalWire,
} from './withdrawal.service';

/**
 * The platform's review of withdrawals (审核中心, platform accounts only). The list spans stores, so it is read
 * through a SECURITY DEFINER function (platform_withdrawal_list, tenancy.sql); a decision is made as the store,
 * in the same transaction (`asStore`), by the same conditional update and ledger keys the store's own calls use:
 * of two reviewers deciding at once one wins, and the other is told `不可以重复审核！`.
 */

type Row = OutputOf<typeof API.finance.withdrawalList>['rows'][number];

interface ListRow {
  supplier_id: number;
  store_name: string;
  login_name: string;
  id: number;
  withdrawal_no: string;
  amount: number;
  fee: number;
  bank_name: string;
  holder: string;
  card_masked: string;
  status: WithdrawalState;
  reason: string;
  note: string;
  reviewer: string;
  reviewed_at: number | null;
  trade_no: string;
  paid_at: number | null;
  created_at: number;
  total: number;
}

const num = (v: unknown) => Number(v);
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

function listWire(r: ListRow): Row {
  return {
    supplier_id: num(r.supplier_id),
    store_name: r.store_name,
    login_name: r.login_name,
    id: num(r.id),
    withdrawal_no: r.withdrawal_no,
    amount: num(r.amount),
    fee: num(r.fee),
    arrival: num(r.amount) - num(r.fee),
    bank_name: r.bank_name,
    holder: r.holder,
    card_masked: r.card_masked,
    status: r.status,
    reason: r.reason,
    note: r.note,
    reviewer: r.reviewer,
    reviewed_at: numOrNull(r.reviewed_at),
    trade_no: r.trade_no,
    paid_at: numOrNull(r.paid_at),
    created_at: num(r.created_at),
  };
}

/** A decided withdrawal as the review lists it (read as the store, whose name the list shows too). */
async function reviewWire(store: StoreDb, w: WithdrawalRow): Promise<Row> {
  const [s] = await store.select({ name: suppliers.storeName, login: suppliers.loginName }).from(suppliers);
  return {
    ...withdrawalWire(w),
    supplier_id: store.supplierId,
    store_name: s?.name ?? '',
    login_name: s?.login ?? '',
    note: w.note,
    reviewer: w.reviewer,
    reviewed_at: w.reviewedAt,
    trade_no: w.tradeNo,
    paid_at: w.paidAt,
  };
}

/** Runs a decision as the store that made the withdrawal; a store without a payment wallet has none to decide. */
async function decideAs<T>(db: StoreDb, supplierId: number, fn: (store: StoreDb) => Promise<T>): Promise<T> {
  return asStore(db, supplierId, async (store) => {
    if (!(await isUnionStore(store))) throw notFound();
    return fn(store);
  });
}

export const withdrawalReviewRoutes = [
  route(API.finance.withdrawalList, {
    handler: async ({ db }, { query }) => {
      await assertPlatform(db);
      const rows = await rawRows<ListRow>(
        db.tx,
        sql`select * from platform_withdrawal_list(${query.status}, ${query.keyword}, ${query.limit},
                                                   ${(query.page - 1) * query.limit})`,
      );
      return { rows: rows.map(listWire), count: Number(rows[0]?.total ?? 0) };
    },
  }),

  route(API.finance.withdrawalApprove, {
    handler: async ({ db, deps, principal }, { body }) => {
      await assertPlatform(db);
      const row = await decideAs(db, body.supplier_id, async (store) =>
        reviewWire(store, await approveWithdrawal(deps, store, body.id, principal.username)),
      );
      return new Answer(row, PAYMENT_MESSAGES.approved);
    },
    audit: ({ body }, result) => ({
      target: `${body.supplier_id}:${body.id}`,
      object: 'Withdrawal',
      objectName: result.withdrawal_no,
      said: {
        text: SAID.approved,
        params: { store: result.store_name, no: result.withdrawal_no, amount: formatYuan(result.amount) },
      },
    }),
  }),

  route(API.finance.withdrawalReject, {
    handler: async ({ db, deps, principal }, { body }) => {
      await assertPlatform(db);
      const row = await decideAs(db, body.supplier_id, async (store) =>
        reviewWire(
          store,
          await rejectWithdrawal(store, body.id, body.reason, principal.username, deps.now()),
        ),
      );
      return new Answer(row, PAYMENT_MESSAGES.rejected);
    },
    audit: ({ body }, result) => ({
      target: `${body.supplier_id}:${body.id}`,
      object: 'Withdrawal',
      objectName: result.withdrawal_no,
      said: {
        text: SAID.rejected,
        params: { store: result.store_name, no: result.withdrawal_no },
        changes: [{ field: PAYMENT_TITLES.reason, to: plainValue(body.reason) }],
      },
    }),
  }),
];
