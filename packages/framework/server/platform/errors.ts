import { type Lang, type MessageKey, type MessageParams, message, type Texts, textOf } from '@yanye/i18n';
import { type ErrorCode, HTTP_STATUS } from '@yanye/protocol';

/**
 * An outcome the user is told about: a machine code, a message key (translated per request language) or a
 * ready text, and an optional marker in `data`. Anything else thrown becomes a 500 without details.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    /** A message of the shared catalogue, or a text of one's own (an entity's message, declared beside it). */
    readonly key: MessageKey | Texts | undefined,
    readonly params: MessageParams = {},
    readonly data: string | null | Record<string, unknown> = null,
    /** A text already in the user's language (import errors), used instead of `key`. */
    readonly text?: string,
  ) {
    super(text ?? (typeof key === 'object' ? key.en : key) ?? code);
    this.status = HTTP_STATUS[code];
  }

  /** What the user is told, in their language. */
  describe(lang: Lang): string {
    if (this.text !== undefined) return this.text;
    if (typeof this.key === 'object') return textOf(this.key, lang, this.params);
    return message(lang, this.key ?? 'internal', this.params);
  }
}

export const badInput = (
  key: MessageKey | Texts,
  params: MessageParams = {},
  data: AppError['data'] = null,
) => new AppError('BAD_INPUT', key, params, data);

export const notFound = () => new AppError('NOT_FOUND', 'recordNotFound');
export const conflict = (key: MessageKey | Texts, params: MessageParams = {}) =>
  new AppError('CONFLICT', key, params);
export const signInAgain = () => new AppError('LOGIN', 'login', {}, 'login');
export const noPermission = () => new AppError('NO_PERMISSION', 'noPermission');
