import {
  Answer,
  AppError,
  readServiceSettings,
  serviceRoute,
  type UserContext,
} from '@yanye/addon-kit/server';
import type { z } from 'zod';
import { financeLogPull } from '../contract';
import { addDays, dayOf, isDay } from './bank';
import { reconcileDay } from './logs';
import { pullStatement } from './pull';
import { abcbankService, MERCHANT_NO, SIGN_KEY } from './service';
import { BANK_LOG, BANK_MESSAGES } from './texts';

/** How far back the bank keeps daily statements. */
export const PULL_MAX_DAYS = 90;

/** The merchant number, or the refusal of a store whose bank interface is not set up. */
export async function merchantOf(ctx: UserContext): Promise<string> {
  const s = await readServiceSettings(ctx.db, ctx.deps, abcbankService.key);
  const merchant = String(s.values[MERCHANT_NO] ?? '');
  if (!merchant || !s.secrets[SIGN_KEY]) throw new AppError('BAD_INPUT', BANK_MESSAGES.notConfigured);
  return merchant;
}

export const pullRoute = serviceRoute(financeLogPull, abcbankService, {
  async plan(ctx, { body }) {
    if (!isDay(body.day)) throw new AppError('BAD_INPUT', BANK_MESSAGES.badDate, { day: body.day });
    const today = dayOf(ctx.deps.now());
    if (body.day >= today) throw new AppError('BAD_INPUT', BANK_MESSAGES.notYet, { day: body.day });
    if (body.day < addDays(today, -PULL_MAX_DAYS))
      throw new AppError('BAD_INPUT', BANK_MESSAGES.tooOld, { days: PULL_MAX_DAYS });
    return { day: body.day, merchant: await merchantOf(ctx) };
  },
  call: (client, plan) => pullStatement(client, plan.merchant, plan.day),
  async book(ctx, _input, plan, records) {
    const done = await reconcileDay(ctx.db, plan.day, records, ctx.deps.now());
    return new Answer(done, BANK_MESSAGES.pulled, { ...done });
  },
  audit: ({ body }, result: z.output<typeof financeLogPull.response>) => ({
    target: body.day,
    object: 'AbcbankFinanceLog',
    said: { text: BANK_LOG.pulled, params: { ...result } },
  }),
});
