import type { MessageKey } from '@yanye/i18n';

/** A mobile phone number: 11 digits starting with 1. */
export const PHONE_PATTERN = /^1\d{10}$/;

export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

/** A landline with its area code (0371-12345678, extension allowed), or a 400 service number. */
export const LANDLINE_PATTERN = /^(0\d{2,3}-?\d{7,8}(-\d{1,6})?|400-?\d{3}-?\d{4})$/;

/**
 * A number a business is reached on, wherever one is typed (customers, shops, warehouses, departments, the
 * store): a mobile, or a landline with its area code.
 */
export function isContactPhone(value: string): boolean {
  return PHONE_PATTERN.test(value) || LANDLINE_PATTERN.test(value);
}

/** A service line: a five- or six-digit hotline (95338, 950616, 11183), or a 400 or 800 number. */
export const HOTLINE_PATTERN = /^(9\d{4,5}|1\d{4}|[48]00-?\d{3}-?\d{4})$/;

/**
 * Which numbers a phone field takes, declared once per field (a resource field's `phone`, an add-on setting's
 * `kind`) and held alike by the server and the form: `mobile`, a person who is called or texted (a member, an
 * operator, a collector, an applicant); `contact`, a business, reached on a mobile or a landline (a customer, a
 * shop, a warehouse); `service`, a company's service line, which may also be a hotline (a courier).
 */
export const PHONE_KINDS = ['mobile', 'contact', 'service'] as const;
export type PhoneKind = (typeof PHONE_KINDS)[number];

const PHONE_TESTS: Readonly<Record<PhoneKind, (value: string) => boolean>> = {
  mobile: isPhone,
  contact: isContactPhone,
  service: (v) => isContactPhone(v) || HOTLINE_PATTERN.test(v),
};

/** What a refused number of each kind is told, saying what the field takes. */
export const PHONE_MESSAGES = {
  mobile: 'phoneInvalid',
  contact: 'contactPhoneInvalid',
  service: 'servicePhoneInvalid',
} as const satisfies Readonly<Record<PhoneKind, MessageKey>>;

/** Whether `value` (trimmed) is a number a field of `kind` takes. */
export function isPhoneOf(kind: PhoneKind, value: string): boolean {
  return PHONE_TESTS[kind](value.trim());
}

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

/**
 * Why a new password is refused, or undefined when it will do: 8 to 64 characters with at least one letter and
 * one digit, and not built on the username. The browser shows the same rule before it sends.
 */
export function passwordProblem(password: string, username: string): MessageKey | undefined {
  const length = [...password].length;
  const weak =
    length < PASSWORD_MIN_LENGTH ||
    length > PASSWORD_MAX_LENGTH ||
    !/\p{L}/u.test(password) ||
    !/\p{N}/u.test(password);
  if (weak) return 'passwordWeak';
  const name = username.trim().toLowerCase();
  if (name.length >= 3 && password.toLowerCase().includes(name)) return 'passwordLikeUsername';
  return undefined;
}

/** The 31 characters of a unified social credit code (GB 32100-2015): digits and capitals without I, O, Z, S, V. */
const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

/**
 * Whether `value` is a unified social credit code (统一社会信用代码, GB 32100-2015): 18 characters of its
 * alphabet, the registering authority's category and kind first, the six-digit administrative division code at
 * positions 3 to 8, and the last character the check character of the first 17 (weights 3^i mod 31). A code
 * typed in lower case is not one: callers upper-case first (`normalizeCreditCode`).
 */
export function isCreditCode(value: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++)
    sum += CREDIT_CODE_CHARS.indexOf(value[i] ?? '') * (CREDIT_CODE_WEIGHTS[i] ?? 0);
  const check = (31 - (sum % 31)) % 31;
  return value[17] === CREDIT_CODE_CHARS[check];
}

/** A credit code as people type it: spaces dropped, letters in capitals. */
export function normalizeCreditCode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const ID_CHECKS = '10X98765432';

/**
 * Whether `value` is a citizen identity number (居民身份证号码, GB 11643-1999): 17 digits and a check digit (0 to 9
 * or X, ISO 7064 MOD 11-2), with a real date of birth (positions 7 to 14) between 1900 and `today`
 * (`YYYYMMDD`; the caller's date, so the rule stays pure).
 */
export function isIdCardNo(value: string, today: string = todayText()): boolean {
  if (!/^\d{17}[\dX]$/.test(value)) return false;
  const birth = value.slice(6, 14);
  const year = Number(birth.slice(0, 4));
  const month = Number(birth.slice(4, 6));
  const day = Number(birth.slice(6, 8));
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real || year < 1900 || birth > today) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(value[i]) * (ID_WEIGHTS[i] ?? 0);
  return value[17] === ID_CHECKS[sum % 11];
}

/** An identity number as people type it: spaces dropped, a lower-case x made the capital check digit. */
export function normalizeIdCardNo(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

function todayText(): string {
  return new Date().toISOString().slice(0, 10).replaceAll('-', '');
}

/**
 * Whether `value` is a bank account number: 8 to 32 digits and nothing else. Chinese company (对公) accounts
 * have no check digit and run from 8 to over 20 digits, so nothing stricter holds for all banks; a card number
 * (16 to 19 digits) fits too.
 */
export function isBankAccount(value: string): boolean {
  return /^\d{8,32}$/.test(value);
}

/** A bank account as people type it: the spaces and dashes that group its digits dropped. */
export function normalizeBankAccount(value: string): string {
  return value.replace(/[\s-]+/g, '');
}
