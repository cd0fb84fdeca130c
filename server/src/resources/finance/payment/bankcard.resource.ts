import {
  bankCards,
  col,
  conflict,
  defineResource,
  type StoreDb,
  withdrawals,
  YES_NO_OPTIONS,
} from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { BANKS, bankByCode, maskCardNo } from '@yanye/protocol';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { PAYMENT_MESSAGES } from './messages';
import { PAYMENT_TITLES } from './titles';
import { assertUnion } from './wallet.service';

/**
 * The bank cards the payment wallet pays out to (BankcardManage). The bank is picked from the banks of the
 * protocol (`BANKS`, by code), its Chinese name kept beside the code for the payout and the withdrawals. The
 * number is a `bankcard` field: typed in groups of four, kept as digits that pass the Luhn check, kept whole for
 * the payout and shown masked everywhere else. One card is the default: choosing another moves the flag, and the
 * first card takes it. A card a withdrawal is on its way to cannot be deleted or renumbered.
 */
const b = bankCards;

/** Each bank by its code, named in the reader's language (`中国工商银行 (102)`). */
const BANK_OPTIONS = BANKS.map((bank) => ({
  value: bank.code,
  label: T(
    `${bank.name.zh}（${bank.code}）`,
    `${bank.name.en} (${bank.code})`,
    `${bank.name.es} (${bank.code})`,
    `${bank.name.ja}（${bank.code}）`,
  ),
}));

const IN_FLIGHT = ['applied', 'approved'] as const;

/** The withdrawals of these cards still in flight, or on record at all. */
async function withdrawalsOf(db: StoreDb, ids: readonly number[], inFlight: boolean) {
  return db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(
      and(
        inArray(withdrawals.bankCardId, [...ids]),
        inFlight ? inArray(withdrawals.status, [...IN_FLIGHT]) : undefined,
      ),
    )
    .limit(1);
}

/** `**** 1234`: what a picker shows of a card besides its bank and holder. */
const cardTail = sql`'**** ' || right(${b.cardNo}, 4)` as unknown as PgColumn;

export const bankcardResource = defineResource({
  entity: 'Bankcard',
  table: bankCards,
  columns: [
    col.select(b.bankCode, PAYMENT_TITLES.bankName, BANK_OPTIONS, {
      filter: 'select',
      width: 200,
      form: { required: true },
    }),
    // The name as it was written before banks were picked by code: what a card of no listed bank shows.
    col.text(b.bankName, PAYMENT_TITLES.bankFullName, { visible: false }),
    col.text(b.branch, PAYMENT_TITLES.branch, { form: { max: 100 } }),
    col.text(b.holder, PAYMENT_TITLES.holder, { filter: 'text', form: { required: true, min: 2, max: 60 } }),
    col.text(b.cardNo, PAYMENT_TITLES.cardNo, {
      width: 200,
      present: (v) => maskCardNo(String(v ?? '')),
      form: {
        type: 'bankcard',
        required: true,
        tip: T('借记卡卡号，12 至 19 位数字'),
      },
    }),
    col.select(b.isDefault, PAYMENT_TITLES.isDefault, YES_NO_OPTIONS, {
      filter: 'select',
      form: { type: 'radio', default: 0 },
    }),
    col.created(b.createdAt, { filter: false }),
  ],
  defaultSort: { key: 'id', order: 'desc' },
  options: {
    label: [b.bankName, b.holder, cardTail],
    search: [b.bankName, b.holder],
    extra: { is_default: b.isDefault },
    orderBy: b.id,
  },
  async beforeSave(db, values, id) {
    await assertUnion(db);
    const out = { ...values };
    // The code is one of the options (the engine checked it); the name the payout sends goes with it.
    if (values.bankCode !== undefined) out.bankName = bankByCode(String(values.bankCode))?.name.zh ?? '';
    if (values.cardNo !== undefined) {
      // A `bankcard` field: digits that pass the Luhn check by now.
      const digits = String(values.cardNo);
      if (id !== undefined) {
        const [before] = await db.select({ cardNo: b.cardNo }).from(b).where(eq(b.id, id)).for('update');
        if (before && before.cardNo !== digits && (await withdrawalsOf(db, [id], true)).length > 0)
          throw conflict(PAYMENT_MESSAGES.cardInFlightEdit);
      }
    }
    const [other] = await db
      .select({ id: b.id })
      .from(b)
      .where(and(eq(b.isDefault, 1), id === undefined ? undefined : ne(b.id, id)))
      .limit(1)
      .for('update');
    // The one default moves to this card; the store's first card is the default whatever it says.
    if (values.isDefault === 1 && other) await db.update(b).set({ isDefault: 0 }).where(eq(b.id, other.id));
    if (!other && id === undefined) out.isDefault = 1;
    return out;
  },
  async beforeDelete(db, ids) {
    await assertUnion(db);
    if ((await withdrawalsOf(db, ids, true)).length > 0) throw conflict(PAYMENT_MESSAGES.cardInFlight);
    if ((await withdrawalsOf(db, ids, false)).length > 0) throw conflict(PAYMENT_MESSAGES.cardUsed);
  },
});
