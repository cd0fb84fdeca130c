import { accounts, col, defineResource, joinTo, T } from '@yanye/addon-kit/server';
import { eq } from 'drizzle-orm';
import { socialBinds } from './tables';
import { PROVIDER_OPTIONS, SOCIAL_TITLES } from './texts';

export { socialBinds } from './tables';

const b = socialBinds;

/**
 * Linked accounts (/plugin/social/bind): which account of the store each user of the store's WeChat, QQ and
 * Alipay apps signs in as. Links are made by the users themselves (/plugin/social/mine); an administrator may
 * undo one here, after which that user signs in with it no more.
 */
export const socialBindResource = defineResource({
  entity: 'SocialBind',
  table: socialBinds,
  joins: [joinTo(b.accountId)],
  columns: [
    col.hide(b.accountId),
    col.text(accounts.username, SOCIAL_TITLES.account, { as: 'username', filter: 'text', width: 130 }),
    col.text(accounts.realName, SOCIAL_TITLES.accountName, { as: 'real_name', filter: 'text', width: 100 }),
    col.select(b.provider, SOCIAL_TITLES.provider, PROVIDER_OPTIONS, { filter: 'select', width: 100 }),
    col.image(b.avatar, SOCIAL_TITLES.avatar, { width: 70 }),
    col.text(b.nickname, SOCIAL_TITLES.nickname, { filter: 'text', width: 130 }),
    col.text(b.openid, SOCIAL_TITLES.openid, { filter: 'text', width: 230 }),
    col.datetime(b.createdAt, SOCIAL_TITLES.boundAt, { sortable: true, filter: 'datetime' }),
    col.datetime(b.lastLoginAt, SOCIAL_TITLES.lastLogin, { sortable: true }),
    col.number(b.loginCount, SOCIAL_TITLES.logins, { sortable: true, width: 90 }),
  ],
  tabs: {
    all: { title: T('全部') },
    wechat: { title: PROVIDER_OPTIONS[0]!.label, where: eq(b.provider, 'wechat') },
    qq: { title: PROVIDER_OPTIONS[1]!.label, where: eq(b.provider, 'qq') },
    alipay: { title: PROVIDER_OPTIONS[2]!.label, where: eq(b.provider, 'alipay') },
  },
  actions: {
    Unbind: {
      confirm: true,
      async run({ db }, row) {
        await db.delete(socialBinds).where(eq(socialBinds.id, row.id));
        return { id: row.id };
      },
    },
  },
  defaultSort: { key: 'created_at', order: 'desc' },
  deletable: false,
  exportable: true,
});
