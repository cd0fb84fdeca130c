import {
  type AppError,
  badInput,
  type Changes,
  type IpRange,
  ipInRanges,
  onOff,
  type PlainField,
  parseIpRange,
  plainChanges,
  plainValue,
  route,
  type StoreDb,
  safeSettings,
  shownAddress,
} from '@yanye/framework/server';
import { type Lang, T, type Texts } from '@yanye/i18n';
import { API, IP_ALLOW_MAX, type OutputOf, type ParsedOf, SAFE_LABELS, SAFE_LIMITS } from '@yanye/protocol';

/**
 * Safe settings (/sys/safemanage/setting): how sign-ins are locked, when an idle session ends, the
 * IP allow list and the captcha. The request pipeline and sign-in read them on every call and attempt
 * (platform/principal.ts, modules/session/access.service.ts); this is where a store reads and saves them.
 */

type Settings = OutputOf<typeof API.safe.safeSetInfo>;
type Stored = Omit<Settings, 'your_ip'>;

/** The fields as the screen names them, so a refusal names what the user sees. */
const FIELDS: Readonly<Record<keyof Stored, Texts>> = {
  ...SAFE_LABELS,
  updated_at: T('更新时间'),
};

const MESSAGES = {
  range: T('{field}须为 {min} 到 {max} 之间的整数'),
  badLine: T(
    '允许的地址第 {line} 行“{entry}”不是有效的 IP 地址或网段（如 203.0.113.8、192.168.1.0/24、2001:db8::/32）',
  ),
  unreadableLine: T('允许的地址第 {line} 行不是有效的 IP 地址或网段'),
  tooMany: T('允许的地址最多 {max} 个，现有 {count} 个'),
  selfExcluded: T('开启后您当前的 IP 地址 {ip} 不在白名单内，将无法继续访问：请先把它加入允许的地址'),
};

/** What the operator log says of a save, and how it shows each value. */
const CHANGED = T('修改了安全设置');

const CAPTCHA_MODES: Readonly<Record<string, Texts>> = {
  after_failures: T('登录失败后验证'),
  always: T('每次登录都验证'),
};

const SHOW: Partial<Record<keyof Stored, (value: unknown) => Texts>> = {
  ip_allow_on: onOff,
  captcha_mode: (value) => CAPTCHA_MODES[String(value)] ?? plainValue(value),
};

const SHOWN: readonly PlainField[] = (Object.keys(FIELDS) as (keyof Stored)[])
  .filter((name) => name !== 'updated_at')
  .map((name) => ({ name, title: FIELDS[name], show: SHOW[name] }));

/** What each save changed, by its answer, for its operator-log row; never sent. */
const changed = new WeakMap<object, Changes>();

const NUMBERS = Object.keys(SAFE_LIMITS) as readonly (keyof typeof SAFE_LIMITS)[];

/**
 * A refused body said in the screen's words: a number out of its bounds gives the bounds, a line of the allow
 * list its number; any other field is named by the contract's label (`SAFE_LABELS`).
 */
function inScreenWords(error: AppError, lang: Lang): AppError {
  const path = typeof error.params.field === 'string' ? error.params.field : '';
  const [key = '', index] = path.split('.');
  if (key === 'ip_allow_list' && index !== undefined)
    return badInput(MESSAGES.unreadableLine, { line: Number(index) + 1 });
  const number = NUMBERS.find((n) => n === key);
  if (number) return badInput(MESSAGES.range, { field: FIELDS[number][lang], ...SAFE_LIMITS[number] });
  return error;
}

/** The lines of the allow list as stored: each one checked and written the canonical way, blanks and repeats dropped. */
function allowList(lines: readonly string[]): IpRange[] {
  const ranges: IpRange[] = [];
  lines.forEach((raw, i) => {
    const entry = raw.trim();
    if (entry === '') return;
    const range = parseIpRange(entry);
    if (!range) throw badInput(MESSAGES.badLine, { line: i + 1, entry: entry.slice(0, 60) });
    if (!ranges.some((r) => r.text === range.text)) ranges.push(range);
  });
  if (ranges.length > IP_ALLOW_MAX)
    throw badInput(MESSAGES.tooMany, { max: IP_ALLOW_MAX, count: ranges.length });
  return ranges;
}

/** The store's settings; a store that never saved them has the table's defaults. */
async function readSafeSettings(db: StoreDb, lock = false): Promise<Stored> {
  const query = db.select().from(safeSettings);
  const [row] = lock ? await query.for('update') : await query;
  return {
    max_login_failures: row?.maxLoginFailures ?? 10,
    login_lock_minutes: row?.loginLockMinutes ?? 30,
    session_idle_minutes: row?.sessionIdleMinutes ?? 120,
    ip_allow_on: row?.ipAllowOn ? 1 : 0,
    ip_allow_list: row?.ipAllowList ?? [],
    captcha_mode: row?.captchaMode ?? 'after_failures',
    captcha_after_failures: row?.captchaAfterFailures ?? 3,
    updated_at: row?.updatedAt ?? 0,
  };
}

/** Whether two settings say the same (the time they were saved aside). */
function same(a: Stored, b: Stored): boolean {
  const { updated_at: _a, ...left } = a;
  const { updated_at: _b, ...right } = b;
  return JSON.stringify(left) === JSON.stringify(right);
}

/**
 * Saves the settings in the request's transaction: each line of the allow list checked; an allow list that is on
 * must hold the caller's own address (else saving would lock them out); the same settings again are refused
 * (docs/business-rules.md, 'Unchanged saves').
 */
async function saveSafeSettings(
  db: StoreDb,
  body: ParsedOf<typeof API.safe.safeSetSave>,
  callerIp: string,
  now: number,
): Promise<{ next: Stored; changes: Changes }> {
  const ranges = allowList(body.ip_allow_list);
  if (body.ip_allow_on === 1 && !ipInRanges(callerIp, ranges))
    throw badInput(MESSAGES.selfExcluded, { ip: shownAddress(callerIp) });
  const held = await readSafeSettings(db, true);
  const next: Stored = { ...body, ip_allow_list: ranges.map((r) => r.text), updated_at: now };
  if (same(held, next)) throw badInput('unchanged');
  const values = {
    maxLoginFailures: next.max_login_failures,
    loginLockMinutes: next.login_lock_minutes,
    sessionIdleMinutes: next.session_idle_minutes,
    ipAllowOn: next.ip_allow_on === 1,
    ipAllowList: next.ip_allow_list,
    captchaMode: next.captcha_mode,
    captchaAfterFailures: next.captcha_after_failures,
    updatedAt: now,
  };
  await db
    .insert(safeSettings)
    .values(values)
    .onConflictDoUpdate({ target: safeSettings.supplierId, set: values });
  return { next, changes: plainChanges(SHOWN, held, next) };
}

export const safeRoutes = [
  route(API.safe.safeSetInfo, {
    handler: async ({ db, ip }) => ({ ...(await readSafeSettings(db)), your_ip: shownAddress(ip) }),
  }),

  route(
    API.safe.safeSetSave,
    {
      handler: async ({ db, ip, deps }, { body }) => {
        const saved = await saveSafeSettings(db, body, ip, deps.now());
        const answer = { ...saved.next, your_ip: shownAddress(ip) };
        changed.set(answer, saved.changes);
        return answer;
      },
      audit: (_input, result) => ({ said: { text: CHANGED, ...changed.get(result) } }),
    },
    { onInvalid: inScreenWords },
  ),
];
