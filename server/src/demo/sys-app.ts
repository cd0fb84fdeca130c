import { type StoreDb, storeSettings } from '@yanye/framework/server';
import type { AppPlatform } from '@yanye/protocol';
import { appDownloadSettings } from '../modules/settings/appdown.settings';
import { copyrightSettings } from '../modules/settings/copyright.settings';
import type { SettingsDef } from '../modules/settings/define';
import { systemSettings } from '../modules/settings/system.settings';
import { appVersions } from '../resources/sys/tables';

/** A demo store as its system pages speak of it. */
interface Store {
  readonly loginName: string;
  readonly storeName: string;
  readonly industryType: 'salt' | 'grain' | 'offlinepay';
}

const DAY = 86_400;

/** The store's app on the App Store. */
const appStoreLink = (store: Store) =>
  `https://apps.apple.com/cn/app/id${store.industryType === 'salt' ? '6470012345' : '6470054321'}`;

/** The system, copyright and download-page settings of a salt or grain store, as its owner would have set them. */
function settingsOf(store: Store): [SettingsDef, Record<string, unknown>][] {
  const salt = store.industryType === 'salt';
  const site = `${store.loginName}.yanye.example`;
  return [
    [
      systemSettings,
      {
        site_name: salt ? '鑫盐商城' : '丰谷粮油商城',
        site_logo: '',
        service_phone: salt ? '0371-65881234' : '0451-53661234',
        service_hours: salt ? '周一至周六 08:30-17:30' : '每天 08:00-20:00',
        icp_no: salt ? '豫ICP备20260088号-1' : '黑ICP备20250315号-2',
        police_no: salt ? '豫公网安备 41010502003456号' : '黑公网安备 23018402000123号',
        order_cancel_minutes: salt ? 30 : 60,
        auto_receive_days: salt ? 7 : 10,
        aftersale_days: 7,
        min_order_amount: salt ? 20_000 : 50_000,
        invoice_open: 1,
        freight_note: salt
          ? '郑州市区满 1 吨免费配送；整车 30 吨以上按吨公里计费，零担按重量计费。'
          : '产地直发，满 5 吨包邮；五常大米 25kg 装单件起发，偏远地区另议。',
      },
    ],
    [
      copyrightSettings,
      {
        copyright_text: `© 2026 ${store.storeName} 版权所有`,
        company_name: salt ? '郑州鑫盐商贸有限公司' : '五常市丰谷粮油有限公司',
        link_url: `https://${site}`,
        show: 1,
      },
    ],
    [
      appDownloadSettings,
      {
        app_name: salt ? '鑫盐订货' : '丰谷粮油',
        app_icon: '',
        description: salt
          ? '鑫盐商贸官方订货 App：查看实时盐价、在线下单、跟踪配送、申请售后，门店与工厂客户都能用。'
          : '丰谷粮油官方 App：新粮上市提醒、产地直发下单、分销商进货与对账，一部手机全搞定。',
        android_url: `https://${site}/app/${store.loginName}-2.4.0.apk`,
        ios_url: appStoreLink(store),
        open: 1,
      },
    ],
  ];
}

interface Release {
  readonly platform: AppPlatform;
  readonly versionName: string;
  readonly buildNumber: number;
  readonly notes: string;
  readonly forced?: boolean;
  readonly daysAgo: number;
}

/** Half a year of releases; 2.3.0 fixed a payment bug, so every older app had to update. */
const RELEASES: readonly Release[] = [
  {
    platform: 'android',
    versionName: '2.2.0',
    buildNumber: 220,
    notes: '新增按吨报价与整车下单；订单列表支持按配送状态筛选。',
    daysAgo: 150,
  },
  {
    platform: 'android',
    versionName: '2.3.0',
    buildNumber: 230,
    notes: '修复微信支付回调偶发失败导致订单未支付的问题，旧版本须更新后才能付款。',
    forced: true,
    daysAgo: 90,
  },
  {
    platform: 'ios',
    versionName: '2.3.0',
    buildNumber: 230,
    notes: '首个 iOS 版本：在线下单、支付、物流跟踪与售后申请。',
    daysAgo: 88,
  },
  {
    platform: 'android',
    versionName: '2.3.1',
    buildNumber: 231,
    notes: '优化弱网下的图片加载；修复部分机型无法上传售后凭证的问题。',
    daysAgo: 45,
  },
  {
    platform: 'android',
    versionName: '2.4.0',
    buildNumber: 240,
    notes: '新增到店自提与核销码；首页展示新粮上市与价格调整公告。',
    daysAgo: 10,
  },
  {
    platform: 'ios',
    versionName: '2.4.0',
    buildNumber: 240,
    notes: '新增到店自提与核销码；支持深色模式。',
    daysAgo: 8,
  },
];

/** Seeds a salt or grain store's system settings, copyright line, download page and app releases. */
export async function seedSysApp(db: StoreDb, store: Store, accountId: number, now: number): Promise<void> {
  if (store.industryType === 'offlinepay') return;
  for (const [def, value] of settingsOf(store)) {
    // Held to the page's own schema, so the demo shows nothing a merchant could not have saved.
    await db.insert(storeSettings).values({
      name: def.name,
      value: def.schema.parse(value) as Record<string, unknown>,
      updatedBy: accountId,
      updatedAt: now - 60 * DAY,
    });
  }
  const site = `${store.loginName}.yanye.example`;
  await db.insert(appVersions).values(
    RELEASES.map((r) => {
      const at = now - r.daysAgo * DAY + 10 * 3600;
      return {
        platform: r.platform,
        versionName: r.versionName,
        buildNumber: r.buildNumber,
        packageUrl:
          r.platform === 'ios'
            ? appStoreLink(store)
            : `https://${site}/app/${store.loginName}-${r.versionName}.apk`,
        notes: r.notes,
        forced: r.forced ?? false,
        releaseAt: at,
        createdAt: at - DAY,
        updatedAt: at - DAY,
      };
    }),
  );
}
