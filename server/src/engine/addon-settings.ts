import type { Addon, SettingField } from '@yanye/catalog';
import { isPhoneOf, type Lang, PHONE_MESSAGES } from '@yanye/protocol';
import { eq } from 'drizzle-orm';
import { addonSettings } from '../db/schema';
import { maskSecret, retyped, SECRET_MASK, seal, unseal } from '../platform/addon-seal';
import { badInput } from '../platform/errors';
import type { TenantDb } from '../platform/tenancy';

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

const invalid = (
  f: SettingField,
  reason: 'reasonType' | 'reasonTooSmall' | 'reasonTooBig' | 'reasonFormat' | 'reasonValue',
) => badInput('fieldInvalid', { field: f.title, reason: { key: reason } });

/**
 * One submitted value, checked against its field: the stored value, or `undefined` for a secret left blank or
 * sent back as the mask the form showed (kept as it was, `retyped`). Refuses with the field's title and the
 * reason, in the user's language.
 */
export function checkSetting(f: SettingField, raw: unknown): SettingValue | undefined {
  const blank = raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');
  if (f.type === 'secret') {
    if (blank) return undefined;
    if (typeof raw !== 'string') throw invalid(f, 'reasonType');
    const value = retyped(raw);
    if (value === undefined) return undefined;
    if (value.length > (f.max ?? 500)) throw invalid(f, 'reasonTooBig');
    if (f.pattern && !new RegExp(f.pattern).test(value)) throw invalid(f, 'reasonFormat');
    return value;
  }
  if (blank) {
    if (f.required && f.type !== 'switch') throw badInput('fieldRequired', { field: f.title });
    return defaultOf(f);
  }
  switch (f.type) {
    case 'switch':
      if (typeof raw === 'boolean') return raw;
      if (raw === 1 || raw === '1' || raw === 'true') return true;
      if (raw === 0 || raw === '0' || raw === 'false') return false;
      throw invalid(f, 'reasonType');
    case 'number': {
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw.trim()) : Number.NaN;
      if (!Number.isFinite(n)) throw invalid(f, 'reasonType');
      if (f.min !== undefined && n < f.min) throw invalid(f, 'reasonTooSmall');
      if (f.max !== undefined && n > f.max) throw invalid(f, 'reasonTooBig');
      const scale = 10 ** (f.decimals ?? 0);
      if (Math.abs(Math.round(n * scale) - n * scale) > 1e-6) throw invalid(f, 'reasonFormat');
      return n;
    }
    case 'select':
      if (typeof raw !== 'string' || !f.options.some((o) => o.value === raw)) throw invalid(f, 'reasonValue');
      return raw;
    case 'phone': {
      if (typeof raw !== 'string') throw invalid(f, 'reasonType');
      const kind = f.kind ?? 'contact';
      if (!isPhoneOf(kind, raw))
        throw badInput('fieldInvalid', { field: f.title, reason: { key: PHONE_MESSAGES[kind] } });
      return raw.trim();
    }
    default: {
      if (typeof raw !== 'string') throw invalid(f, 'reasonType');
      const value = raw.trim();
      if (value.length > (f.max ?? (f.type === 'textarea' ? 2000 : 200))) throw invalid(f, 'reasonTooBig');
      if (f.pattern && !new RegExp(f.pattern).test(value)) throw invalid(f, 'reasonFormat');
      return value;
    }
  }
}

async function rowOf(db: TenantDb, key: string) {
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
export async function readAddonValues(db: TenantDb, addon: Addon): Promise<SettingValues> {
  const row = await rowOf(db, addon.key);
  const values: Record<string, SettingValue> = {};
  for (const f of addon.settings)
    if (f.type !== 'secret') values[f.name] = row?.values[f.name] ?? defaultOf(f);
  return values;
}

/** What add-on code reads its settings with, secrets included. */
export async function readAddonSettings(db: TenantDb, addon: Addon, key: Buffer): Promise<AddonSettings> {
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
export async function settingsView(db: TenantDb, addon: Addon, key: Buffer, lang: Lang) {
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
  db: TenantDb,
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
export async function ensureSettingsRow(db: TenantDb, key: string): Promise<boolean> {
  const inserted = await db
    .insert(addonSettings)
    .values({ key })
    .onConflictDoNothing()
    .returning({ key: addonSettings.key });
  return inserted.length > 0;
}
