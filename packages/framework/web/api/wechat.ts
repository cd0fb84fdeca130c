import { API } from '@yanye/protocol';
import { call } from './client';

export type WechatPurpose = 'login' | 'bind';

/** What the tab remembers across the trip to WeChat: the state to check, and what to do on return. */
interface Pending {
  readonly purpose: WechatPurpose;
  readonly state: string;
  /** Sign-in: the page to land on, and the store account typed before leaving. */
  readonly redirect?: string;
  readonly name?: string;
}

const KEY = 'wechatPending';

/**
 * Leaves for WeChat's QR page (or the local scan page in development). Answers false when the server offers no
 * WeChat page, so the caller can say so.
 */
export async function startWechat(
  purpose: WechatPurpose,
  extra: { redirect?: string; name?: string } = {},
): Promise<boolean> {
  const data = await call(API.session.socialAuthData, { type: purpose }, { quiet: true });
  if (!data.url) return false;
  const pending: Pending = { purpose, state: data.state, ...extra };
  sessionStorage.setItem(KEY, JSON.stringify(pending));
  window.location.assign(data.url);
  return true;
}

/**
 * The code WeChat sent back, when it answers a trip this tab started for `purpose` (the state must match, so a
 * forged or replayed return is refused); the pending trip is forgotten either way.
 */
export function takeWechatReturn(
  purpose: WechatPurpose,
  search: URLSearchParams,
): { code: string; pending: Pending } | undefined {
  const code = search.get('code');
  const state = search.get('state');
  if (!code || !state) return undefined;
  let pending: Pending | undefined;
  try {
    pending = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Pending | undefined;
    sessionStorage.removeItem(KEY);
  } catch {
    pending = undefined;
  }
  if (!pending || pending.purpose !== purpose || pending.state !== state) return undefined;
  return { code, pending };
}
