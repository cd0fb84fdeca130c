import type { Addon, SettingField } from '@yanye/catalog';
import type { Lang, MessageKey, MessageParams } from '@yanye/i18n';
import { boundRefusal, decimalsRefusal, formatNumber, isPhoneOf, PHONE_MESSAGES } from '@yanye/protocol';
import { eq } from 'drizzle-orm';
import { addonSettings } from '../../db/schema';
import { maskSecret, retyped, SECRET_MASK, seal, unseal } from '../../platform/addon-seal';
import { badInput } from '../../platform/errors';
import type { StoreDb } from '../../platform/tenancy';

export type SettingValue = string | number | boolean;
export type SettingValues = Readonly<Record<string, SettingValue>>;

/** The value a field has until the store saves one. */
function defaultOf(f: SettingField): SettingValue {
  if (f.default !== undefined) return f.default;
  if (f.type === 'number') return f.min ?? 0;
  if (f.type === 'switch') return false;
  if (f.type === 'select') return f.options[0]?.value ?? '';
  return '';
}

/** A setting refused: its title and the rule, `data.field` its name (where the form shows the message). */
const refused = (f: SettingField, key: MessageKey, params: MessageParams = {}) =>
  badInput(key, { field: f.title, ...params }, { field: f.name });

const invalid = (f: SettingField, reason: 'reasonType' | 'reasonFormat' | 'reasonValue') =>
  refused(f, 'fieldInvalid', { reason: { key: reason } });

/**
 * One submitted value, checked against its field: the stored value, or `undefined` for a secret left blank or
 * sent back as the mask the form showed (kept as it was, `retyped`). Refuses with the field's title and the
 * reason, in the user's language.
 */
export function checkSetting(f: SettingField, raw: unknown): SettingValue | undefined {
  const blank = raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');
  if (f.type === 'secret') {
    if (blank) return undefined;
    if (typeof raw !== 'string') throw refused(f, 'fieldText');
    const value = retyped(raw);
    if (value === undefined) return undefined;
    if (value.length > (f.max ?? 500)) throw refused(f, 'fieldTooLong', { max: formatNumber(f.max ?? 500) });
    if (f.pattern && !new RegExp(f.pattern).test(value)) throw invalid(f, 'reasonFormat');
    return value;
  }
  if (blank) {
    if (f.required && f.type !== 'switch') throw refused(f, 'fieldRequired');
    return defaultOf(f);
  }
  switch (f.type) {
    case 'switch':
      if (typeof raw === 'boolean') return raw;
      if (raw === 1 || raw === '1' || raw === 'true') return true;
      if (raw === 0 || raw === '0' || raw === 'false') return false;
      throw refused(f, 'fieldYesNo');
    case 'number': {
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw.trim()) : Number.NaN;
      if (!Number.isFinite(n)) throw refused(f, 'fieldNumber');
      const bounds = { min: f.min, max: f.max };
      for (const side of ['min', 'max'] as const) {
        const bound = bounds[side];
        if (bound !== undefined && (side === 'min' ? n < bound : n > bound)) {
          const said = boundRefusal('number', '', bounds, side);
          throw refused(f, said.key, { ...said.params, field: f.title });
        }
      }
      const scale = 10 ** (f.decimals ?? 0);
      if (Math.abs(Math.round(n * scale) - n * scale) > 1e-6) {
        const said = decimalsRefusal('', f.decimals ?? 0);
        throw refused(f, said.key, { ...said.params, field: f.title });
      }
      return n;
    }
    case 'select':
      if (typeof raw !== 'string' || !f.options.some((o) => o.value === raw)) throw refused(f, 'fieldOption');
      return raw;
    case 'phone': {
      if (typeof raw !== 'string') throw refused(f, 'fieldText');
      const kind = f.kind ?? 'contact';
      if (!isPhoneOf(kind, raw)) throw refused(f, PHONE_MESSAGES[kind]);
      return raw.trim();
    }
    default: {
      if (typeof raw !== 'string') throw refused(f, 'fieldText');
      const value = raw.trim();
      const most = f.max ?? (f.type === 'textarea' ? 2000 : 200);
      if (value.length > most) throw refused(f, 'fieldTooLong', { max: formatNumber(most) });
      if (f.pattern && !new RegExp(f.pattern).test(value)) throw invalid(f, 'reasonFormat');
      return value;
    }
  }
}

async function rowOf(db: StoreDb, key: string) {
  const [row] = await db.select().from(addonSettings).where(eq(addonSettings.key, key));
  return row;
}

/** An add-on's settings in the caller's store, defaults filled in; secrets opened on demand. */
export interface AddonSettings {
  readonly values: SettingValues;
  /** A secret in clear, for the server's own calls; '' when none is set. */
  secret(name: string): Promise<string>;
}

/** An add-on's plain settings in the caller's store, defaults filled in (no secrets: no key needed). */
export async function readAddonValues(db: StoreDb, addon: Addon): Promise<SettingValues> {
  const row = await rowOf(db, addon.key);
  const values: Record<string, SettingValue> = {};
  for (const f of addon.settings)
    if (f.type !== 'secret') values[f.name] = row?.values[f.name] ?? defaultOf(f);
  return values;
}

/** What add-on code reads its settings with, secrets included. */
export async function readAddonSettings(db: StoreDb, addon: Addon, key: Buffer): Promise<AddonSettings> {
  const row = await rowOf(db, addon.key);
  return {
    values: await readAddonValues(db, addon),
    async secret(name) {
      const sealed = row?.secrets[name];
      return sealed ? (unseal(key, sealed) ?? '') : '';
    },
  };
}

/** The setup form's view: each field in the user's words, the plain values, and each secret masked. */
export async function settingsView(db: StoreDb, addon: Addon, key: Buffer, lang: Lang) {
  const row = await rowOf(db, addon.key);
  const { values } = await readAddonSettings(db, addon, key);
  const secrets: Record<string, { set: 0 | 1; masked: string }> = {};
  for (const f of addon.settings) {
    if (f.type !== 'secret') continue;
    const sealed = row?.secrets[f.name];
    const plain = sealed ? unseal(key, sealed) : undefined;
    secrets[f.name] = {
      set: sealed ? 1 : 0,
      masked: plain === undefined ? (sealed ? SECRET_MASK : '') : maskSecret(plain),
    };
  }
  return {
    key: addon.key,
    title: addon.title[lang],
    fields: addon.settings.map((f) => ({
      name: f.name,
      type: f.type,
      title: f.title[lang],
      hint: f.hint?.[lang] ?? '',
      unit: f.unit?.[lang] ?? '',
      required: f.required ? 1 : 0,
      min: f.type === 'number' ? (f.min ?? null) : null,
      max: f.type === 'select' || f.type === 'switch' ? null : (f.max ?? null),
      decimals: f.type === 'number' ? (f.decimals ?? 0) : 0,
      options: f.type === 'select' ? f.options.map((o) => ({ value: o.value, label: o.label[lang] })) : [],
      phone: f.type === 'phone' ? (f.kind ?? 'contact') : null,
    })),
    values,
    secrets,
    updated_at: row?.updatedAt ?? 0,
  };
}

/**
 * Saves the settings a form sent: every field checked (unknown names refused), secrets sealed and replaced only
 * when retyped. All or nothing: the first bad value refuses the whole save.
 */
export async function saveSettings(
  db: StoreDb,
  addon: Addon,
  key: Buffer,
  input: Readonly<Record<string, unknown>>,
  by: number,
  now: number,
): Promise<void> {
  const known = new Set(addon.settings.map((f) => f.name));
  for (const name of Object.keys(input))
    if (!known.has(name)) throw badInput('fieldInvalid', { field: name, reason: { key: 'reasonValue' } });
  const row = await rowOf(db, addon.key);
  const values: Record<string, SettingValue> = {};
  const secrets: Record<string, string> = { ...(row?.secrets ?? {}) };
  for (const f of addon.settings) {
    const value = checkSetting(f, input[f.name]);
    if (f.type === 'secret') {
      if (value !== undefined) secrets[f.name] = seal(key, String(value));
      else if (f.required && !secrets[f.name]) throw badInput('fieldRequired', { field: f.title });
    } else if (value !== undefined) values[f.name] = value;
  }
  await db
    .insert(addonSettings)
    .values({ key: addon.key, values, secrets, updatedBy: by, updatedAt: now })
    .onConflictDoUpdate({
      target: [addonSettings.supplierId, addonSettings.key],
      set: { values, secrets, updatedBy: by, updatedAt: now },
    });
}

/** Makes the settings row on install; answers whether this is the store's first install of the add-on. */
export async function ensureSettingsRow(db: StoreDb, key: string): Promise<boolean> {
  const inserted = await db
    .insert(addonSettings)
    .values({ key })
    .onConflictDoNothing()
    .returning({ key: addonSettings.key });
  return inserted.length > 0;
}
