import { randomBytes, randomInt } from 'node:crypto';
import type { Menu } from '../menu-rules';
import { DEMO_TAGS, type DemoFollower, type DemoTemplate, demoFollowers, demoTemplates } from './demo-data';

/**
 * WeChat's side of each official account, as the local receiver keeps it in memory: the tokens it granted, the
 * published menu, the templates, tags and followers. Made from the AppID on first use (demo-data.ts) and kept
 * while the process lives: a restart forgets the tokens, so the next call meets 40001 and renews its token, as
 * after WeChat's own token rotation.
 */

/** WeChat's lifetime of a token, and how long an older one still works once a new one is granted. */
export const TOKEN_SECONDS = 7200;
const OVERLAP_SECONDS = 300;

export interface Follower extends Omit<DemoFollower, 'tagid_list'> {
  tagid_list: number[];
  subscribe: 0 | 1;
  subscribe_time: number;
}

export interface Account {
  readonly appid: string;
  readonly tokens: Map<string, number>;
  menu: Menu | null;
  readonly templates: DemoTemplate[];
  readonly tags: { id: number; name: string }[];
  readonly followers: Map<string, Follower>;
  /** The template messages sent, by msgid: to whom, for the delivery report. */
  readonly sent: Map<string, string>;
  nextMsgId: number;
}

const accounts = new Map<string, Account>();

export function accountOf(appid: string, now: number): Account {
  let a = accounts.get(appid);
  if (!a) {
    a = {
      appid,
      tokens: new Map(),
      menu: null,
      templates: demoTemplates(appid),
      tags: DEMO_TAGS.map((t) => ({ ...t })),
      followers: new Map(demoFollowers(appid, now).map((f) => [f.openid, { ...f }])),
      sent: new Map(),
      nextMsgId: 2_913_000_000 + randomInt(1_000_000),
    };
    accounts.set(appid, a);
  }
  return a;
}

/** Grants a token; the ones before it keep working a few minutes more, as WeChat lets them. */
export function grantToken(a: Account, now: number): string {
  for (const [token, expires] of a.tokens) {
    if (expires <= now) a.tokens.delete(token);
    else a.tokens.set(token, Math.min(expires, now + OVERLAP_SECONDS));
  }
  const token = `${82 + randomInt(10)}_${randomBytes(96).toString('base64url')}`;
  a.tokens.set(token, now + TOKEN_SECONDS);
  return token;
}

/** The account a token was granted to, and whether it still works. */
export function accountByToken(token: string, now: number): { account: Account; live: boolean } | undefined {
  for (const a of accounts.values()) {
    const expires = a.tokens.get(token);
    if (expires !== undefined) return { account: a, live: expires > now };
  }
  return undefined;
}

/** Every token of every account stops working (the dev page's "rotate tokens", a test of renewal). */
export function revokeTokens(): number {
  let n = 0;
  for (const a of accounts.values()) {
    n += a.tokens.size;
    a.tokens.clear();
  }
  return n;
}

/** A follower who has just followed (again): WeChat's record of them. */
export function follow(a: Account, openid: string, now: number): Follower {
  const known = a.followers.get(openid);
  const f: Follower = known
    ? { ...known, subscribe: 1, subscribe_time: now }
    : {
        openid,
        unionid: '',
        remark: '',
        subscribe: 1,
        subscribe_time: now,
        subscribe_scene: 'ADD_SCENE_QR_CODE',
        language: 'zh_CN',
        tagid_list: [],
      };
  a.followers.set(openid, f);
  return f;
}

export function unfollow(a: Account, openid: string): void {
  const f = a.followers.get(openid);
  if (f) a.followers.set(openid, { ...f, subscribe: 0, tagid_list: [] });
}

/** A new follower's openid as WeChat would make one. */
export const newOpenid = () => `o${randomBytes(21).toString('base64url')}`;

/** A message id as WeChat numbers them (about 23 digits). */
export const newMsgId = () =>
  `24${String(randomInt(1e9)).padStart(9, '0')}${String(randomInt(1e9)).padStart(9, '0')}`;
