import { z } from 'zod';
import { isContactPhone, isPhone, isPhoneOf, PHONE_MESSAGES, type PhoneKind } from './rules';

/**
 * The field rules both ends check: the server parses every call with them, the browser's forms use the same
 * rules before they send. A rule's refusal names a message key (`reasonFormat`, `phoneInvalid`), which the
 * server says in the caller's language.
 */

/** Whether `value` holds a control character (NUL above all, which PostgreSQL refuses in text). */
function hasControl(value: string, breaks: boolean): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 0x7f) return true;
    if (c < 0x20 && !(breaks && (c === 0x09 || c === 0x0a || c === 0x0d))) return true;
  }
  return false;
}

/** Whether `value` holds half a character: a surrogate without its pair, which no encoding holds. */
function hasLoneSurrogate(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 0xd800 || c > 0xdfff) continue;
    const next = value.charCodeAt(i + 1);
    // A high surrogate followed by a low one is a pair; anything else is half of one.
    if (c > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return true;
    i++;
  }
  return false;
}

/**
 * Whether `value` is text a column may hold and a person may read: no control character (line breaks and tabs
 * only where `breaks`), no lone surrogate (JSON may carry one as `\ud800`). The server checks every text it
 * stores or looks up with it.
 */
export function isPlainText(value: string, breaks = false): boolean {
  return !hasControl(value, breaks) && !hasLoneSurrogate(value);
}

/** The refusal of text that is not plain: `名称不能含有控制字符等不可见字符`. */
const PLAIN = { error: 'reasonPlain' } as const;

/** Text as it is sent (a search, a filter, a file name): at most `max` characters, plain, not trimmed. */
export const plainText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((v) => isPlainText(v), PLAIN);

/** One line of typed-in text: trimmed, at most `max` characters, plain. */
export const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => isPlainText(v), PLAIN);

/** Free text that may span lines (an intro, a message): trimmed, at most `max` characters, plain. */
export const paragraph = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => isPlainText(v, true), PLAIN);

/**
 * A record id: a positive integer, sent as a number or as digits (a query). Nothing else is coerced: `[1]`,
 * `true` or `"1e3"` are no id (a nested `[[1]]` once deleted record 1).
 */
export const recordId = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d{1,16}$/, { error: 'fieldWhole' }),
  ])
  .pipe(z.coerce.number<number | string>().int().positive().max(Number.MAX_SAFE_INTEGER));

/** Ids as a list, or as text `1,2,3` (a query): 1 to 1,000 positive integers. */
export const idList = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
  z.array(recordId).min(1).max(1000),
) as unknown as z.ZodType<number[], number[] | string>;

/** A mobile number (11 digits starting with 1). */
export const mobile = z.string().trim().refine(isPhone, { error: 'phoneInvalid' });

/** A mobile, or empty for none. */
export const optionalMobile = z
  .string()
  .trim()
  .refine((v) => v === '' || isPhone(v), { error: 'phoneInvalid' });

/** A number a business is reached on: a mobile or a landline with its area code, or empty. */
export const contactPhone = z
  .string()
  .trim()
  .max(30)
  .refine((v) => v === '' || isContactPhone(v), { error: 'contactPhoneInvalid' });

/** A number of the kind a field declares (`PhoneKind`), or empty. */
export const phoneOf = (kind: PhoneKind) =>
  z
    .string()
    .trim()
    .max(30)
    .refine((v) => v === '' || isPhoneOf(kind, v), { error: PHONE_MESSAGES[kind] });

/**
 * An image as the console stores it: an absolute link (`https://`, `//cdn...`) or a path on the product host
 * (`/uploads/logo.png`, which the browser prefixes), or empty.
 */
export const imagePath = z
  .string()
  .trim()
  .max(500)
  .refine(
    (v) =>
      v === '' ||
      (/^(https?:)?\/\/[^\s<>"'`]+$/.test(v) && isPlainText(v)) ||
      (/^\/?[\w\-./]+$/.test(v) && !v.includes('..')),
    { error: 'reasonLink' },
  );

/** A path of this console (`/dashboard`), never another site. */
export const localPath = z
  .string()
  .trim()
  .max(500)
  .refine((v) => /^\/(?![/\\])[^\s\\]*$/.test(v) && isPlainText(v), { error: 'reasonLocalPath' });

/** Unix seconds. */
export const seconds = z.coerce.number<number | string>().int().nonnegative();

/** Money in cents. */
export const cents = z.number().int();

/** A yes-or-no as the wire says it: 1 or 0. */
export const flag = z.number().int().min(0).max(1);
