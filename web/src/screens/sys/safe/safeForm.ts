import type { API, CaptchaMode, InputOf, OutputOf } from '@yanye/protocol';

/** The security settings as the server holds them, and as a save sends them. */
export type SafeSettings = OutputOf<typeof API.safe.safeSetInfo>;
export type SafeBody = InputOf<typeof API.safe.safeSetSave>;

/** The settings as the form edits them: the allow list as the text of its box, one entry per line. */
export interface SafeForm {
  max_login_failures: number;
  login_lock_minutes: number;
  session_idle_minutes: number;
  ip_allow_on: boolean;
  ip_allow_text: string;
  captcha_mode: CaptchaMode;
  captcha_after_failures: number;
}

export function toForm(s: SafeSettings): SafeForm {
  return {
    max_login_failures: s.max_login_failures,
    login_lock_minutes: s.login_lock_minutes,
    session_idle_minutes: s.session_idle_minutes,
    ip_allow_on: s.ip_allow_on === 1,
    ip_allow_text: s.ip_allow_list.join('\n'),
    captcha_mode: s.captcha_mode,
    captcha_after_failures: s.captcha_after_failures,
  };
}

/** The lines of the box as typed, blank ones kept, so that the server names a refused line by its number. */
export function linesOf(text: string): string[] {
  return text === '' ? [] : text.split(/\r?\n/);
}

/** The entries the lines hold: trimmed, blanks left out. */
export function entriesOf(lines: readonly string[]): string[] {
  return lines.map((l) => l.trim()).filter((l) => l !== '');
}

export function toBody(f: SafeForm): SafeBody {
  return {
    max_login_failures: f.max_login_failures,
    login_lock_minutes: f.login_lock_minutes,
    session_idle_minutes: f.session_idle_minutes,
    ip_allow_on: f.ip_allow_on ? 1 : 0,
    ip_allow_list: linesOf(f.ip_allow_text),
    captcha_mode: f.captcha_mode,
    captcha_after_failures: f.captcha_after_failures,
  };
}

/**
 * Whether a save would send what the store already holds (refused before it is sent, docs/business-rules.md). Entries
 * are compared as typed, trimmed; the server, which also reads them as addresses, refuses what is equal only there.
 */
export function sameAsHeld(body: SafeBody, held: SafeSettings): boolean {
  return (
    body.max_login_failures === held.max_login_failures &&
    body.login_lock_minutes === held.login_lock_minutes &&
    body.session_idle_minutes === held.session_idle_minutes &&
    body.ip_allow_on === held.ip_allow_on &&
    body.captcha_mode === held.captcha_mode &&
    body.captcha_after_failures === held.captcha_after_failures &&
    entriesOf(body.ip_allow_list).join('\n') === held.ip_allow_list.join('\n')
  );
}

/** The box's text with `ip` added on a line of its own, unless a line already says it. */
export function withAddress(text: string, ip: string): string {
  const lines = linesOf(text);
  if (entriesOf(lines).includes(ip)) return text;
  const kept = text.replace(/\s+$/, '');
  return kept === '' ? ip : `${kept}\n${ip}`;
}
