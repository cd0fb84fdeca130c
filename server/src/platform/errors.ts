import { type ErrorCode, HTTP_STATUS, type MessageKey, type MessageParams } from '@yanye/protocol';

/**
 * An outcome the user is told about: a machine code, a message key (translated per request language) or a
 * ready text, and an optional marker in `data`. Anything else thrown becomes a 500 without details.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly key: MessageKey | undefined,
    readonly params: MessageParams = {},
    readonly data: string | null | Record<string, unknown> = null,
    /** A text already in the user's language (import errors), used instead of `key`. */
    readonly text?: string,
  ) {
    super(text ?? key ?? code);
    this.status = HTTP_STATUS[code];
  }
}

export const badInput = (key: MessageKey, params: MessageParams = {}, data: AppError['data'] = null) =>
  new AppError('BAD_INPUT', key, params, data);

export const notFound = () => new AppError('NOT_FOUND', 'recordNotFound');
export const conflict = (key: MessageKey, params: MessageParams = {}) =>
  new AppError('CONFLICT', key, params);
export const signInAgain = () => new AppError('LOGIN', 'login', {}, 'login');
export const noPermission = () => new AppError('NO_PERMISSION', 'noPermission');
