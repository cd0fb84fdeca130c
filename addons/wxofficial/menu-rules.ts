import { isPlainText, LANGS, type MessageParams, T, type Texts, textOf } from '@yanye/addon-kit';

/**
 * WeChat's rules for a custom menu (`menu/create`), shared by the editor, which shows every problem as the
 * operator types, and the server, which refuses a draft breaking any of them. Lengths are UTF-8 bytes, as WeChat
 * counts them: a Chinese character is three.
 */

export const MENU_TYPES = ['click', 'view', 'miniprogram'] as const;
export type MenuType = (typeof MENU_TYPES)[number];

/** An entry as `menu/create` takes it: a top menu with `sub_button`, or an entry of a type. */
export interface MenuButton {
  readonly name: string;
  readonly type?: MenuType;
  readonly key?: string;
  readonly url?: string;
  readonly appid?: string;
  readonly pagepath?: string;
  readonly sub_button?: readonly MenuButton[];
}

export interface Menu {
  readonly button: readonly MenuButton[];
}

export const MENU_LIMITS = {
  tops: 3,
  subs: 5,
  topName: 16,
  subName: 60,
  key: 128,
  url: 1024,
  pagepath: 1024,
} as const;

/** A mini program's AppID: `wx` and sixteen hex digits. */
export const MINIPROGRAM_APPID = /^wx[0-9a-f]{16}$/;

const WEB_URL = /^https?:\/\/[^\s]+$/i;

export const utf8Bytes = (text: string): number => new TextEncoder().encode(text).length;

export type MenuIssueCode =
  | 'noMenus'
  | 'tooManyTops'
  | 'tooManySubs'
  | 'nameEmpty'
  | 'nameTooLong'
  | 'typeMissing'
  | 'keyMissing'
  | 'keyTooLong'
  | 'keyFormat'
  | 'keyTwice'
  | 'urlInvalid'
  | 'urlTooLong'
  | 'appidInvalid'
  | 'pagepathMissing';

/** Where a problem is: the top menu (1-based) and, inside it, the entry (1-based). */
export interface MenuSpot {
  readonly top: number;
  readonly sub?: number;
}

export interface MenuIssue {
  readonly code: MenuIssueCode;
  readonly at?: MenuSpot;
  readonly params: Readonly<Record<string, string | number>>;
}

const ISSUES: Readonly<Record<MenuIssueCode, Texts>> = {
  noMenus: T('菜单至少要有一项'),
  tooManyTops: T('一级菜单最多 {max} 个'),
  tooManySubs: T('{where}“{name}”最多 {max} 个子菜单'),
  nameEmpty: T('{where}的名称不能为空'),
  nameTooLong: T('{where}“{name}”的名称为 {bytes} 字节，超过 {max} 字节（一个汉字 3 字节）'),
  typeMissing: T('{where}“{name}”没有子菜单，需要选择类型'),
  keyMissing: T('{where}“{name}”是点击类型，需要填写 key'),
  keyTooLong: T('{where}“{name}”的 key 超过 {max} 字节'),
  keyFormat: T('{where}“{name}”的 key 不能含空白或控制字符'),
  keyTwice: T('{where}“{name}”的 key “{key}”与“{other}”重复'),
  urlInvalid: T('{where}“{name}”的网页链接需以 http:// 或 https:// 开头'),
  urlTooLong: T('{where}“{name}”的网页链接超过 {max} 字节'),
  appidInvalid: T('{where}“{name}”的小程序 AppID 应为 wx 开头的 18 位'),
  pagepathMissing: T('{where}“{name}”需要填写小程序页面路径（不超过 {max} 字节）'),
};

const TOP = T('第 {top} 个菜单');
const SUB = T('第 {top} 个菜单的第 {sub} 项');

/** Where a problem is, in each language. */
function spotText(at: MenuSpot): Texts {
  const pattern = at.sub === undefined ? TOP : SUB;
  const params = { top: at.top, sub: at.sub ?? 0 };
  return Object.fromEntries(LANGS.map((l) => [l, textOf(pattern, l, params)])) as unknown as Texts;
}

/** A problem as a message of the user's language: its text and what fills it. */
export function issueMessage(issue: MenuIssue): { texts: Texts; params: MessageParams } {
  return {
    texts: ISSUES[issue.code],
    params: { ...issue.params, ...(issue.at ? { where: spotText(issue.at) } : {}) },
  };
}

const isPrintable = (text: string) => isPlainText(text) && !/\s/.test(text);

function entryIssues(b: MenuButton, at: MenuSpot, out: MenuIssue[]): void {
  const name = b.name.trim();
  const max = at.sub === undefined ? MENU_LIMITS.topName : MENU_LIMITS.subName;
  if (name === '') out.push({ code: 'nameEmpty', at, params: {} });
  else if (utf8Bytes(name) > max)
    out.push({ code: 'nameTooLong', at, params: { name, max, bytes: utf8Bytes(name) } });
  if (at.sub === undefined && (b.sub_button?.length ?? 0) > 0) return;
  const p = { name };
  if (b.type === undefined) {
    out.push({ code: 'typeMissing', at, params: p });
    return;
  }
  if (b.type === 'click') {
    const key = (b.key ?? '').trim();
    if (key === '') out.push({ code: 'keyMissing', at, params: p });
    else if (utf8Bytes(key) > MENU_LIMITS.key)
      out.push({ code: 'keyTooLong', at, params: { ...p, max: MENU_LIMITS.key } });
    else if (!isPrintable(key)) out.push({ code: 'keyFormat', at, params: p });
    return;
  }
  const url = (b.url ?? '').trim();
  if (!WEB_URL.test(url)) out.push({ code: 'urlInvalid', at, params: p });
  else if (utf8Bytes(url) > MENU_LIMITS.url)
    out.push({ code: 'urlTooLong', at, params: { ...p, max: MENU_LIMITS.url } });
  if (b.type !== 'miniprogram') return;
  if (!MINIPROGRAM_APPID.test((b.appid ?? '').trim())) out.push({ code: 'appidInvalid', at, params: p });
  const path = (b.pagepath ?? '').trim();
  if (path === '' || utf8Bytes(path) > MENU_LIMITS.pagepath)
    out.push({ code: 'pagepathMissing', at, params: { ...p, max: MENU_LIMITS.pagepath } });
}

/** Every way `menu` breaks WeChat's rules, in menu order; none means it may be published. */
export function menuIssues(menu: Menu): MenuIssue[] {
  const out: MenuIssue[] = [];
  if (menu.button.length === 0) out.push({ code: 'noMenus', params: {} });
  if (menu.button.length > MENU_LIMITS.tops)
    out.push({ code: 'tooManyTops', params: { max: MENU_LIMITS.tops } });
  const keys = new Map<string, string>();
  menu.button.forEach((top, i) => {
    const at = { top: i + 1 };
    entryIssues(top, at, out);
    const subs = top.sub_button ?? [];
    if (subs.length > MENU_LIMITS.subs)
      out.push({ code: 'tooManySubs', at, params: { name: top.name.trim(), max: MENU_LIMITS.subs } });
    const entries = subs.length > 0 ? subs.map((s, j) => ({ b: s, at: { top: i + 1, sub: j + 1 } })) : [];
    for (const e of entries) entryIssues(e.b, e.at, out);
    for (const e of subs.length > 0 ? entries : [{ b: top, at }]) {
      const key = e.b.type === 'click' ? (e.b.key ?? '').trim() : '';
      if (key === '') continue;
      const other = keys.get(key);
      const name = e.b.name.trim();
      if (other !== undefined) out.push({ code: 'keyTwice', at: e.at, params: { name, key, other } });
      else keys.set(key, name);
    }
  });
  return out;
}

/** One entry with only what its type uses, trimmed: what is stored and what `menu/create` is sent. */
function cleanEntry(b: MenuButton): MenuButton {
  const name = b.name.trim();
  if (b.type === 'click') return { type: 'click', name, key: (b.key ?? '').trim() };
  if (b.type === 'view') return { type: 'view', name, url: (b.url ?? '').trim() };
  if (b.type === 'miniprogram')
    return {
      type: 'miniprogram',
      name,
      url: (b.url ?? '').trim(),
      appid: (b.appid ?? '').trim(),
      pagepath: (b.pagepath ?? '').trim(),
    };
  return { name };
}

/** The menu as stored and sent: a top menu with entries keeps only its name and them. */
export function cleanMenu(menu: Menu): Menu {
  return {
    button: menu.button.map((top) => {
      const subs = top.sub_button ?? [];
      return subs.length > 0 ? { name: top.name.trim(), sub_button: subs.map(cleanEntry) } : cleanEntry(top);
    }),
  };
}

/** Whether two menus say the same (the draft against what was published). */
export const sameMenu = (a: Menu | null, b: Menu | null): boolean =>
  JSON.stringify(a ? cleanMenu(a) : null) === JSON.stringify(b ? cleanMenu(b) : null);
