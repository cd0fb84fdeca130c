import {
  Answer,
  AppError,
  type Changes,
  type PlainField,
  plainChanges,
  readServiceSettings,
  requireSettings,
  retyped,
  route,
  type StoreDb,
  sameText,
  serviceRoute,
  type UserContext,
} from '@yanye/addon-kit/server';
import {
  FETCH_MAX_DAYS,
  settlementSettingInfo,
  settlementSettingSave,
  settlementStatementFetch,
} from '../contract';
import { addDays, ConfigAnswer, dayOf, dayStart, isDay } from './provider';
import { DEFAULT_FEE_BP } from './reconcile';
import { API_KEY, MCH_ID, settlementService } from './service';
import { bookStatements, fetchStatements } from './statements';
import { settlementConfigs } from './tables';
import { CYCLE_OPTIONS, SETTLEMENT_LOG, SETTLEMENT_MESSAGES, SETTLEMENT_TITLES } from './texts';

/** `6228 **** **** 7518`: enough to know the account, not enough to use it. */
export const maskAccount = (no: string) =>
  no.length > 4 ? `${no.slice(0, 4)} **** **** ${no.slice(-4)}` : no;

/** The terms as the log shows them: the cycle by its label, the rate in percent, the account masked. */
const TERMS: readonly PlainField[] = [
  {
    name: 'cycle',
    title: SETTLEMENT_TITLES.cycle,
    show: (v) => CYCLE_OPTIONS.find((o) => o.value === v)?.label ?? sameText(String(v ?? '')),
  },
  { name: 'accountName', title: SETTLEMENT_LOG.accountName },
  { name: 'bankName', title: SETTLEMENT_LOG.bankName },
  { name: 'accountNo', title: SETTLEMENT_LOG.accountNo, show: (v) => sameText(maskAccount(String(v ?? ''))) },
  { name: 'feeRateBp', title: SETTLEMENT_LOG.feeRate, show: (v) => sameText(`${Number(v ?? 0) / 100}%`) },
];

/** What each save changed, by its answer, for its operator-log row; never sent. */
const changed = new WeakMap<object, Changes>();

async function configOf(db: StoreDb) {
  const [config] = await db.select().from(settlementConfigs);
  return config;
}

/** Refuses when the setup lacks the merchant number or the key: the provider would refuse every call. */
async function assertConfigured(ctx: UserContext): Promise<void> {
  const s = await readServiceSettings(ctx.db, ctx.deps, settlementService.key);
  requireSettings(settlementService.key, s, [MCH_ID, API_KEY]);
}

const infoRoute = route(settlementSettingInfo, {
  handler: async (ctx) => {
    const config = await configOf(ctx.db);
    const s = await readServiceSettings(ctx.db, ctx.deps, settlementService.key);
    return {
      cycle: config?.cycle ?? 'T1',
      account_name: config?.accountName ?? '',
      bank_name: config?.bankName ?? '',
      account_masked: maskAccount(config?.accountNo ?? ''),
      fee_rate: (config?.feeRateBp ?? DEFAULT_FEE_BP) / 100,
      effective_date: config?.effectiveDate ?? '',
      synced_at: config?.syncedAt ?? 0,
      configured: String(s.values[MCH_ID] ?? '') && s.secrets[API_KEY] ? 1 : 0,
    };
  },
});

const saveRoute = serviceRoute(settlementSettingSave, settlementService, {
  async plan(ctx, { body }) {
    await assertConfigured(ctx);
    // The rate as typed (a percentage) in basis points: a rate finer than one basis point is refused.
    const typedBasisPoints = body.fee_rate * 100; // not money
    const basisPoints = Math.round(typedBasisPoints);
    if (Math.abs(typedBasisPoints - basisPoints) > 1e-6)
      throw new AppError('BAD_INPUT', SETTLEMENT_MESSAGES.badFeeRate);
    // The number is shown masked: blank, or the mask sent back, keeps the one saved (`retyped`).
    const held = (await configOf(ctx.db))?.accountNo ?? '';
    const accountNo = retyped(body.account_no, maskAccount(held))?.replace(/\s+/g, '') ?? held;
    if (!body.account_name || !body.bank_name || !accountNo)
      throw new AppError('BAD_INPUT', SETTLEMENT_MESSAGES.noAccount);
    if (!/^\d{8,32}$/.test(accountNo)) throw new AppError('BAD_INPUT', SETTLEMENT_MESSAGES.badAccountNo);
    return {
      cycle: body.cycle,
      accountName: body.account_name,
      bankName: body.bank_name,
      accountNo,
      feeRateBp: basisPoints,
    };
  },
  // A change request: the provider files each one it gets, so it is sent once whatever happens.
  call: (client, plan) =>
    client.call({
      op: 'config',
      method: 'POST',
      path: '/v3/settle/config',
      json: {
        cycle: plan.cycle,
        account: { name: plan.accountName, bank: plan.bankName, number: plan.accountNo },
      },
      idempotent: false,
      // The whole account number goes to the provider only: the call log shows it masked.
      secrets: [plan.accountNo],
    }),
  async book(ctx, _input, plan, got) {
    const answer = ConfigAnswer.safeParse(got);
    const effectiveDate = answer.success
      ? answer.data.data.effective_date
      : addDays(dayOf(ctx.deps.now()), 1);
    const now = ctx.deps.now();
    const values = { ...plan, effectiveDate, syncedAt: now };
    const before = (await configOf(ctx.db)) ?? {};
    await ctx.db
      .insert(settlementConfigs)
      .values(values)
      .onConflictDoUpdate({ target: settlementConfigs.supplierId, set: values });
    const done = { effective_date: effectiveDate, synced_at: now };
    changed.set(done, plainChanges(TERMS, before, plan));
    return new Answer(done, SETTLEMENT_MESSAGES.saved, { date: effectiveDate });
  },
  audit: ({ body }, result: { effective_date: string }) => ({
    target: body.cycle,
    said: { text: SETTLEMENT_LOG.saved, params: { date: result.effective_date }, ...changed.get(result) },
  }),
});

const fetchRoute = serviceRoute(settlementStatementFetch, settlementService, {
  async plan(ctx, { body }) {
    for (const d of [body.begin, body.end])
      if (!isDay(d)) throw new AppError('BAD_INPUT', SETTLEMENT_MESSAGES.badDate, { day: d });
    if (body.begin > body.end) throw new AppError('BAD_INPUT', SETTLEMENT_MESSAGES.badRange);
    if (dayStart(body.end) - dayStart(body.begin) >= FETCH_MAX_DAYS * 86_400)
      throw new AppError('BAD_INPUT', SETTLEMENT_MESSAGES.rangeTooLong, { days: FETCH_MAX_DAYS });
    const today = dayOf(ctx.deps.now());
    if (body.end > today) throw new AppError('BAD_INPUT', SETTLEMENT_MESSAGES.futureDay, { today });
    await assertConfigured(ctx);
    return { begin: body.begin, end: body.end };
  },
  call: (client, plan) => fetchStatements(client, plan.begin, plan.end),
  async book(ctx, _input, _plan, got) {
    const done = await bookStatements(ctx.db, got, ctx.deps.now());
    return new Answer(done, SETTLEMENT_MESSAGES.fetched, { ...done });
  },
  audit: ({ body }, result: { fetched: number; matched: number; differs: number }) => ({
    target: `${body.begin}~${body.end}`,
    object: 'Settlement',
    said: { text: SETTLEMENT_LOG.fetched, params: { begin: body.begin, end: body.end, ...result } },
  }),
});

export const settingRoutes = [infoRoute, saveRoute, fetchRoute];
