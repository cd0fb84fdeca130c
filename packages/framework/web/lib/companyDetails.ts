import {
  isBankAccount,
  isContactPhone,
  isCreditCode,
  isIdCardNo,
  normalizeBankAccount,
  normalizeCreditCode,
  normalizeIdCardNo,
} from '@yanye/protocol';

/**
 * What a company proves itself with (its certification; an application to open a store sends them too, with the
 * store, its address and its settlement account).
 */
export const COMPANY_FIELDS = [
  'company_name',
  'credit_code',
  'legal_name',
  'legal_id_no',
  'license_image',
  'salt_license_image',
  'contact_name',
  'contact_phone',
] as const;

/** The numbers the server keeps in a normal form, each by the function the server runs too. */
const NORMAL_FORMS: Readonly<Record<string, (value: string) => string>> = {
  credit_code: normalizeCreditCode,
  legal_id_no: normalizeIdCardNo,
  bank_account: normalizeBankAccount,
};

/**
 * A company's details (an application to open a store, a certification) as the server keeps them: each trimmed,
 * and the credit code, the ID number and the bank account in their normal form.
 */
export function normalizedDetails<K extends string>(
  fields: readonly K[],
  values: Partial<Record<K, string>>,
): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const field of fields) {
    const value = (values[field] ?? '').trim();
    out[field] = NORMAL_FORMS[field]?.(value) ?? value;
  }
  return out;
}

/**
 * Whether `values` say what the details `kept` (those sent last) say, once normalised: sending them again is
 * refused in the browser (docs/business-rules.md).
 */
export function sameDetails<K extends string>(
  fields: readonly K[],
  values: Partial<Record<K, string>>,
  kept: Partial<Record<K, string>>,
): boolean {
  const now = normalizedDetails(fields, values);
  return fields.every((field) => now[field] === (kept[field] ?? ''));
}

/** The checks the server makes of the details (one shared rule each), to say a mistake before sending. */
export const DETAIL_CHECKS = {
  credit_code: (v: string) => isCreditCode(normalizeCreditCode(v)),
  legal_id_no: (v: string) => isIdCardNo(normalizeIdCardNo(v)),
  bank_account: (v: string) => isBankAccount(normalizeBankAccount(v)),
  contact_phone: (v: string) => isContactPhone(v.trim()),
} as const;
