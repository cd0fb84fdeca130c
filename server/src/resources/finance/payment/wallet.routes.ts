import { Answer, badInput, bankCards, route } from '@yanye/framework/server';
import { API, formatYuan, MAX_REPORT_DAYS, PAYMENT_WALLET_RULES } from '@yanye/protocol';
import { eq } from 'drizzle-orm';
import { PAYMENT_MESSAGES, SAID } from './messages';
import { dayPeriod, summaryByDay } from './summary.service';
import { assertUnion, walletState } from './wallet.service';
import { applyWithdrawal, withdrawalWire } from './withdrawal.service';

/** The store's own calls of its payment wallet (union stores only). */
export const walletRoutes = [
  route(API.finance.walletInfo, {
    handler: async ({ db }) => {
      await assertUnion(db);
      const [card] = await db.select({ id: bankCards.id }).from(bankCards).where(eq(bankCards.isDefault, 1));
      return { ...(await walletState(db)), rules: PAYMENT_WALLET_RULES, default_card_id: card?.id ?? null };
    },
  }),

  route(API.finance.withdrawalApply, {
    handler: async ({ db, deps, principal }, { body }) => {
      const made = await applyWithdrawal(
        db,
        { amount: body.amount, cardId: body.bank_card_id, note: body.note },
        { accountId: principal.accountId, now: deps.now(), timeZone: deps.config.TIME_ZONE },
      );
      return new Answer(withdrawalWire(made), PAYMENT_MESSAGES.applied);
    },
    audit: (_input, result) => ({
      target: String(result.id),
      object: 'Withdrawal',
      objectName: result.withdrawal_no,
      said: {
        text: SAID.applied,
        params: { no: result.withdrawal_no, amount: formatYuan(result.amount), fee: formatYuan(result.fee) },
      },
    }),
  }),

  route(API.finance.summaryRecord, {
    handler: async ({ db, deps }, { query }) => {
      await assertUnion(db);
      const timeZone = deps.config.TIME_ZONE;
      const period = dayPeriod(query.start, query.end, timeZone);
      if (!period || period.end < period.start || period.end - period.start >= MAX_REPORT_DAYS * 86_400)
        throw badInput('reportRange', { days: MAX_REPORT_DAYS });
      return { rows: await summaryByDay(db, period, timeZone) };
    },
  }),
];
