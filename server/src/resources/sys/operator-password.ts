import { randomInt } from 'node:crypto';
import { type Lang, T, textOf } from '@yanye/i18n';
import { passwordProblem } from '@yanye/protocol';

/**
 * Passwords an administrator sets for someone else (an operator's first, a reset). They are temporary: the
 * account must choose its own at its next sign-in (`must_change_password`).
 */

// Letters and digits that cannot be mistaken for one another when read aloud or copied by hand (no 0/O, 1/l/I).
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '@#$%&*+=?';
const LENGTH = 12;

const pick = (chars: string) => chars[randomInt(chars.length)]!;

/**
 * A strong random password (12 characters: letters of both cases, digits and a symbol, about 70 bits), drawn
 * from the operating system's generator. It always passes the password rule.
 */
export function generatePassword(username: string): string {
  for (;;) {
    const all = LOWER + UPPER + DIGITS + SYMBOLS;
    const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SYMBOLS)];
    while (chars.length < LENGTH) chars.push(pick(all));
    // Fisher–Yates, so the required kinds are not always in front.
    for (let i = chars.length - 1; i > 0; i--) {
      const j = randomInt(i + 1);
      [chars[i], chars[j]] = [chars[j]!, chars[i]!];
    }
    const password = chars.join('');
    if (!passwordProblem(password, username)) return password;
  }
}

/**
 * A value an answer carries to be shown once (a password made by the server): the console shows it in a dialog
 * with a copy button and keeps it nowhere. The same shape for any answer (`show_once` beside the answer's data).
 */
export interface ShowOnce {
  readonly title: string;
  readonly value: string;
  readonly tip: string;
}

const MESSAGES = {
  title: T('新密码', 'title'),
  tip: T('请复制并告知“{username}”本人，此密码只显示这一次。对方首次登录后须立即修改密码。'),
};

/** The password for the answer, in the asker's language. */
export function showOnce(password: string, username: string, lang: Lang): { show_once: ShowOnce } {
  return {
    show_once: {
      title: MESSAGES.title[lang],
      value: password,
      tip: textOf(MESSAGES.tip, lang, { username }),
    },
  };
}
