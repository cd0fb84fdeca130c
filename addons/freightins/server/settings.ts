import {
  addonByKey,
  type Changes,
  conflict,
  formatYuan,
  onOff,
  type PlainField,
  plainChanges,
  readAddonValues,
  route,
  type StoreDb,
  sameText,
  type UserContext,
} from '@yanye/addon-kit/server';
import { type FreightinsSettings, settingInfo, settingSave } from '../contract';
import { freightinsSettings } from './tables';
import { FREIGHTINS_LOG, FREIGHTINS_MESSAGES, FREIGHTINS_TITLES, SCOPE_TITLES } from './texts';

export type Settings = typeof freightinsSettings.$inferSelect;

/** The store's settings, the defaults until it saves its own. */
export async function settingsOf(db: StoreDb): Promise<Omit<Settings, 'supplierId'>> {
  const [row] = await db.select().from(freightinsSettings);
  return (
    row ?? {
      enabled: 0,
      premium: 150,
      insuredAmount: 1_200,
      scope: 'all',
      minAmount: 0,
      autoClaim: 1,
      enabledAt: 0,
      updatedBy: null,
      updatedAt: 0,
    }
  );
}

/** The insurer's product the store insures with. */
export async function productCode(db: StoreDb): Promise<string> {
  const values = await readAddonValues(db, addonByKey('freightins')!);
  return String(values.product_code ?? '') || 'THYFX-01';
}

const view = (s: Omit<Settings, 'supplierId'>) => ({
  enabled: s.enabled,
  premium: s.premium,
  insured_amount: s.insuredAmount,
  scope: s.scope,
  min_amount: s.minAmount,
  auto_claim: s.autoClaim,
  enabled_at: s.enabledAt,
  updated_at: s.updatedAt,
});

const yuan = (cents: unknown) => sameText(formatYuan(cents));

/** The settings as the screen names them, as the log shows a change of them. */
const SHOWN: readonly PlainField[] = [
  { name: 'enabled', title: FREIGHTINS_LOG.enabled, show: onOff },
  { name: 'premium', title: FREIGHTINS_LOG.premium, show: yuan },
  { name: 'insured_amount', title: FREIGHTINS_TITLES.insuredAmount, show: yuan },
  {
    name: 'scope',
    title: FREIGHTINS_LOG.scope,
    show: (v) => SCOPE_TITLES[v as keyof typeof SCOPE_TITLES] ?? sameText(String(v)),
  },
  { name: 'min_amount', title: FREIGHTINS_LOG.minAmount, show: yuan },
  { name: 'auto_claim', title: FREIGHTINS_LOG.autoClaim, show: onOff },
];

/** What each save changed, by its answer, for its operator-log row; never sent. */
const changed = new WeakMap<object, Changes>();

/**
 * The settings screen's calls. Turning insurance on stamps the moment: orders shipped from then on are insured,
 * not the store's whole history. A premium above what a claim pays out makes no sense and is refused.
 */
export const settingRoutes = [
  route(settingInfo, { handler: async ({ db }) => view(await settingsOf(db)) }),
  route(settingSave, {
    async handler(ctx: UserContext, { body }: { body: FreightinsSettings }) {
      if (body.premium >= body.insured_amount) throw conflict(FREIGHTINS_MESSAGES.premiumOverCover);
      const now = ctx.deps.now();
      const before = await settingsOf(ctx.db);
      const enabledAt = body.enabled ? (before.enabled ? before.enabledAt : now) : 0;
      const values = {
        enabled: body.enabled,
        premium: body.premium,
        insuredAmount: body.insured_amount,
        scope: body.scope,
        minAmount: body.scope === 'over' ? body.min_amount : 0,
        autoClaim: body.auto_claim,
        enabledAt,
        updatedBy: ctx.principal.accountId,
        updatedAt: now,
      };
      await ctx.db
        .insert(freightinsSettings)
        .values(values)
        .onConflictDoUpdate({ target: [freightinsSettings.supplierId], set: values });
      const answer = { enabled_at: enabledAt, updated_at: now };
      changed.set(answer, plainChanges(SHOWN, view(before), view({ ...before, ...values })));
      return answer;
    },
    audit: (_input, result) => ({ said: { text: FREIGHTINS_LOG.setUp, ...changed.get(result) } }),
  }),
];
