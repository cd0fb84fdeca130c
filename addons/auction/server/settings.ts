import { addonByKey, parseYuan, readAddonValues, type StoreDb } from '@yanye/addon-kit/server';

/** What a new lot starts with, from the store's settings of the add-on (edited under /plugin/pluginSetup). */
export interface LotDefaults {
  /** Cents. */
  readonly increment: number;
  /** Cents; 0 when the store takes no deposit by default. */
  readonly deposit: number;
  readonly snipeWindow: number;
  readonly snipeExtend: number;
}

/** A setting's yuan (a number of two decimals at most) in cents. */
const cents = (yuan: unknown) => parseYuan(String(yuan ?? 0)) ?? 0;
const whole = (value: unknown) => Math.max(0, Math.round(Number(value)));

/** The store's defaults for a new lot. */
export async function lotDefaults(db: StoreDb): Promise<LotDefaults> {
  const values = await readAddonValues(db, addonByKey('auction')!);
  return {
    increment: Math.max(1, cents(values.default_increment)),
    deposit: values.deposit_required === true ? cents(values.default_deposit) : 0,
    snipeWindow: whole(values.snipe_window),
    snipeExtend: whole(values.snipe_extend),
  };
}
