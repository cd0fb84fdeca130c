import { addonByKey, readAddonValues, type StoreDb } from '@yanye/addon-kit/server';

/** The store's group-buy settings (`addon.ts`), defaults filled in. */
export interface GroupbuySettings {
  /** Hours a group has to fill, for a new campaign that leaves its own at 0. */
  readonly fillHours: number;
  /** Units a member may buy, for a new campaign that leaves its own at 0. */
  readonly memberLimit: number;
  /** Whether a member may lead several groups still forming in one campaign. */
  readonly multiOpen: boolean;
  readonly rules: string;
}

const ADDON = addonByKey('groupbuy');

/** Reads the settings in the request's transaction (the add-on keeps no secret). */
export async function readSettings(db: StoreDb): Promise<GroupbuySettings> {
  if (!ADDON) throw new Error('the groupbuy add-on is not in the catalogue');
  const values = await readAddonValues(db, ADDON);
  return {
    fillHours: Number(values.fill_hours),
    memberLimit: Number(values.member_limit),
    multiOpen: values.multi_open === true,
    rules: String(values.rules ?? ''),
  };
}
