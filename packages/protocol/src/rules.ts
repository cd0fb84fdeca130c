import type { MessageKey } from './messages';

/** A mobile phone number (SPEC.md §5): 11 digits starting with 1. */
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
