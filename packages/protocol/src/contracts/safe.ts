import { T } from '@yanye/i18n';
import { z } from 'zod';
import { get, post } from '../contract';
import { flag, plainText } from '../schemas';

/** A store's security settings (safemanage): sign-in locks, idle sign-out, IP allow list, captcha. */

/** The bounds of each setting, shared by the server's checks and the screen's inputs. */
export const SAFE_LIMITS = {
  max_login_failures: { min: 3, max: 20 },
  login_lock_minutes: { min: 1, max: 1440 },
  session_idle_minutes: { min: 5, max: 1440 },
  captcha_after_failures: { min: 1, max: 10 },
} as const;

/** At most this many addresses and ranges on an allow list. */
export const IP_ALLOW_MAX = 200;

export const CAPTCHA_MODES = ['after_failures', 'always'] as const;
export type CaptchaMode = (typeof CAPTCHA_MODES)[number];

/** Each setting as the screen names it: a refusal names it so. */
export const SAFE_LABELS = {
  max_login_failures: T('登录失败锁定次数'),
  login_lock_minutes: T('锁定时长（分钟）'),
  session_idle_minutes: T('无操作自动退出（分钟）'),
  ip_allow_on: T('IP 白名单'),
  ip_allow_list: T('允许的地址'),
  captcha_mode: T('人机验证'),
  captcha_after_failures: T('失败几次后验证'),
} as const;

const bounded = (key: keyof typeof SAFE_LIMITS) =>
  z.number().int().min(SAFE_LIMITS[key].min).max(SAFE_LIMITS[key].max);

const SafeSettings = z.object({
  /** Failed sign-ins in a row (of an account, or from an address) before it is locked. */
  max_login_failures: bounded('max_login_failures'),
  /** How long a lock lasts (lockTip: locking is time-limited). */
  login_lock_minutes: bounded('login_lock_minutes'),
  /** A session without a call for this long is signed out. */
  session_idle_minutes: bounded('session_idle_minutes'),
  /** 1: only the addresses of `ip_allow_list` may sign in and call. */
  ip_allow_on: flag,
  /** Addresses and CIDR ranges, IPv4 or IPv6, one per entry. */
  ip_allow_list: z.array(z.string()),
  /** `always`: a captcha on every sign-in; `after_failures`: after `captcha_after_failures` failures. */
  captcha_mode: z.enum(CAPTCHA_MODES),
  captcha_after_failures: bounded('captcha_after_failures'),
});
export type SafeSettings = z.infer<typeof SafeSettings>;

const Answer = SafeSettings.extend({
  updated_at: z.number().int(),
  /** The caller's address as the server sees it: an allow list that is on must hold it. */
  your_ip: z.string(),
});

export const safeSetInfo = get('/v1/seller/safe/SafeSetInfo', {
  summary: "The store's security settings, and the caller's address as the server sees it",
  response: Answer,
});

export const safeSetSave = post('/v1/seller/safe/SafeSetSave', {
  summary:
    "Save the store's security settings (all of them); refused when nothing changed, or when an allow list that is on leaves out the caller's own address",
  labels: SAFE_LABELS,
  body: SafeSettings.extend({
    // The lines of the screen's text box, blank ones included, so that a refusal names the line as typed.
    ip_allow_list: z.array(plainText(100)).max(1000),
  }),
  response: Answer,
});
