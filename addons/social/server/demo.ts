import { type AddonDemoContext, accounts, addonSettings, type StoreDb } from '@yanye/addon-kit/server';
import { eq, sql } from 'drizzle-orm';
import { ids } from './receiver';
import { socialBinds } from './tables';

const DAY = 86_400;

const APPS = { wechat: 'wx8a3f6b2c1d9e0f47', qq: '101945823', alipay: '2021004135612345' };

/**
 * The social add-on of 鑫盐商贸: its three apps' ids (their secrets are the operator's to type; until then the
 * store offers none of them), and the links its people made, as the local stand-in's pretend users: the owner
 * 张鑫 by WeChat and QQ, the clerk 陈晓明 by Alipay.
 */
export async function seedSocial(db: StoreDb, { now, adminId }: AddonDemoContext): Promise<void> {
  await db
    .update(addonSettings)
    .set({
      values: sql`${addonSettings.values} || ${JSON.stringify({
        wechat_appid: APPS.wechat,
        qq_appid: APPS.qq,
        alipay_appid: APPS.alipay,
      })}::jsonb`,
    })
    .where(eq(addonSettings.key, 'social'));
  const [clerk] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, 'clerk'));
  const links = [
    {
      accountId: adminId,
      provider: 'wechat',
      openid: ids.wechat(APPS.wechat, '张鑫'),
      unionid: ids.unionid('张鑫'),
      nickname: '张鑫',
      avatar: '',
      lastLoginAt: now - 2 * DAY,
      loginCount: 37,
      createdAt: now - 90 * DAY,
    },
    {
      accountId: adminId,
      provider: 'qq',
      openid: ids.qq(APPS.qq, '张鑫'),
      unionid: '',
      nickname: '张鑫',
      avatar: '',
      lastLoginAt: now - 12 * DAY,
      loginCount: 4,
      createdAt: now - 60 * DAY,
    },
    ...(clerk
      ? [
          {
            accountId: clerk.id,
            provider: 'alipay',
            openid: ids.alipay('陈晓明'),
            unionid: '',
            nickname: '陈晓明',
            avatar: '',
            lastLoginAt: now - DAY,
            loginCount: 15,
            createdAt: now - 45 * DAY,
          },
        ]
      : []),
  ];
  await db.insert(socialBinds).values(links);
}
