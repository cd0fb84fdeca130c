import {
  AppError,
  formatDate,
  notFound,
  readServiceSettings,
  route,
  suppliers,
  type UserContext,
} from '@yanye/addon-kit/server';
import { eq } from 'drizzle-orm';
import { DAYS_MAX, financeLogDays, financeLogSummary, staffCode } from '../contract';
import { addDays, collectionUrl, isDay } from './bank';
import { defaultRange, statementDays } from './days';
import { abcbankService, MERCHANT_NO } from './service';
import { daySummary } from './summary';
import { abcbankStaff } from './tables';
import { BANK_MESSAGES } from './texts';

/** A day the caller typed, refused by its field when it is not one. */
function dayOrRefuse(value: string, field: string): string {
  if (!isDay(value)) throw new AppError('BAD_INPUT', BANK_MESSAGES.badDate, { day: value }, { field });
  return value;
}

/**
 * Today as the finance log's page means it: the store's day (`TIME_ZONE`), which the summary opens on and the
 * daily statements end with, whatever the server's own zone.
 */
const storeToday = (ctx: UserContext) => formatDate(ctx.deps.now(), ctx.deps.config.TIME_ZONE);

/** The finance log page's reads beside its list, and the staff list's collection code. */
export const dayRoutes = [
  route(financeLogSummary, {
    handler: async (ctx, { query }) => {
      const today = storeToday(ctx);
      const day = query.day ? dayOrRefuse(query.day, 'day') : today;
      return daySummary(ctx.db, day, today);
    },
  }),
  route(financeLogDays, {
    handler: async (ctx, { query }) => {
      const fallback = defaultRange(storeToday(ctx));
      const to = query.to ? dayOrRefuse(query.to, 'to') : fallback.to;
      const from = query.from ? dayOrRefuse(query.from, 'from') : query.to ? addDays(to, -29) : fallback.from;
      if (from > to) throw new AppError('BAD_INPUT', BANK_MESSAGES.badRange, { from, to }, { field: 'from' });
      if (addDays(from, DAYS_MAX - 1) < to)
        throw new AppError('BAD_INPUT', BANK_MESSAGES.rangeTooLong, { days: DAYS_MAX }, { field: 'from' });
      return { from, to, days: await statementDays(ctx.db, from, to) };
    },
  }),
  route(staffCode, {
    handler: async (ctx, { query }) => {
      const [member] = await ctx.db.select().from(abcbankStaff).where(eq(abcbankStaff.id, query.id));
      if (!member) throw notFound();
      const [store] = await ctx.db
        .select({ name: suppliers.storeName })
        .from(suppliers)
        .where(eq(suppliers.id, ctx.principal.supplierId));
      const settings = await readServiceSettings(ctx.db, ctx.deps, abcbankService.key);
      const merchant = String(settings.values[MERCHANT_NO] ?? '');
      return {
        id: member.id,
        name: member.name,
        staff_no: member.staffNo,
        branch: member.branch,
        status: member.status,
        store_name: store?.name ?? '',
        merchant_no: merchant,
        code: merchant ? collectionUrl(merchant, member.staffNo) : '',
      };
    },
  }),
];
