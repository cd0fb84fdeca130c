import { accounts, col, defineResource, T } from '@yanye/addon-kit/server';
import { eq } from 'drizzle-orm';
import { socialBinds } from './tables';
import { PROVIDER_OPTIONS, YT } from './texts';

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
  joins: [{ table: accounts, on: eq(accounts.id, b.accountId) }],
  columns: [
    col.id(b.id),
    col.hide(b.accountId),
    col.text(accounts.username, YT.account, { as: 'username', filter: 'text', width: 130 }),
    col.text(accounts.realName, YT.accountName, { as: 'real_name', filter: 'text', width: 100 }),
    col.select(b.provider, YT.provider, PROVIDER_OPTIONS, { filter: 'select', width: 100 }),
    col.image(b.avatar, YT.avatar, { width: 70 }),
    col.text(b.nickname, YT.nickname, { filter: 'text', width: 130 }),
    col.text(b.openid, YT.openid, { filter: 'text', width: 230 }),
    col.datetime(b.createdAt, YT.boundAt, { sortable: true, filter: 'datetime' }),
    col.datetime(b.lastLoginAt, YT.lastLogin, { sortable: true }),
    col.number(b.loginCount, YT.logins, { sortable: true, width: 90 }),
  ],
  tabs: {
    all: { title: T('全部', 'All', 'Todos', 'すべて') },
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
