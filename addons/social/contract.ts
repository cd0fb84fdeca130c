import { get, line, post, T } from '@yanye/addon-kit';
import { z } from 'zod';

/**
 * The social add-on's own calls beside its list of linked accounts: the signed-in user's own links, linking one
 * by the provider's code, and unlinking one. Sign-in itself is the core's public calls (GetSocialAuthData,
 * GetSocialAndBindByCode).
 */

const api = '/v1/addons/social/';

export const PROVIDERS = ['wechat', 'qq', 'alipay'] as const;
export type Provider = (typeof PROVIDERS)[number];

const Link = z.object({
  provider: z.enum(PROVIDERS),
  nickname: z.string(),
  avatar: z.string(),
  bind_time: z.number().int(),
  last_login_at: z.number().int(),
});

export const socialMine = get(`${api}SocialMine`, {
  summary:
    "The signed-in user's links to the store's WeChat, QQ and Alipay apps, and which the store has set up",
  response: z.object({
    /** The store's login name, which GetSocialAuthData and GetSocialAndBindByCode take. */
    store: z.string(),
    providers: z.array(
      z.object({
        provider: z.enum(PROVIDERS),
        /** 1 when the store has set up its app of the provider. */
        enabled: z.number().int(),
        link: Link.nullable(),
      }),
    ),
  }),
});

export const socialBindByCode = post(`${api}SocialBindByCode`, {
  summary: "Link the provider's user behind a code (from GetSocialAuthData's page) to the signed-in user",
  labels: { provider: T('登录方式'), code: T('授权码') },
  body: z.object({ provider: z.enum(PROVIDERS), code: line(512).min(1) }),
  response: Link,
});

export const socialMineUnbind = post(`${api}SocialMineUnbind`, {
  summary: "Unlink the signed-in user's account of a provider",
  labels: { provider: T('登录方式') },
  body: z.object({ provider: z.enum(PROVIDERS) }),
  response: z.object({ provider: z.enum(PROVIDERS) }),
});
