import { T } from '@yanye/i18n';
import { API } from '@yanye/protocol';
import { action, custom, group, resource } from '../build';
import type { PageSpec } from '../types';

const contentApi = '/v1/seller/content/';
const supplier = '/v1/seller/supplier/';

/** A content page of the stores only (the section is the platform's too, for its agreements). */
const storeOnly = (o: Parameters<typeof resource>[0]): PageSpec => ({ ...resource(o), platform: false });

export const content: PageSpec = group(
  '/content',
  'Content',
  T('内容'),
  [
    storeOnly({
      seg: 'notification',
      name: 'Notification',
      api: `${contentApi}Notification`,
      title: T('通知公告'),
      noun: T('公告'),
    }),
    storeOnly({
      seg: 'news',
      name: 'News',
      api: `${contentApi}News`,
      title: T('新闻资讯'),
      noun: T('资讯'),
    }),
    storeOnly({
      seg: 'advertising',
      name: 'Advertising',
      api: `${contentApi}Advert`,
      title: T('广告管理'),
      noun: T('广告'),
    }),
    resource({
      seg: 'agreement',
      name: 'Agreement',
      api: `${contentApi}Agreement`,
      title: T('协议管理'),
      noun: T('协议'),
      more: [
        action('publish/:id', 'AgreementPublish', T('发布协议'), [`${contentApi}AgreementPublish`], {
          label: T('发布'),
        }),
      ],
    }),
    storeOnly({
      seg: 'feedback',
      name: 'Feedback',
      api: `${contentApi}Feedback`,
      title: T('意见反馈'),
      noun: T('反馈'),
      actions: ['del'],
      more: [
        action('reply/:id', 'FeedbackReply', T('回复反馈'), [`${contentApi}FeedbackReply`], {
          label: T('回复'),
        }),
        action('read/:id', 'FeedbackRead', T('标记已读'), [`${contentApi}FeedbackRead`], {
          label: T('已读'),
        }),
      ],
    }),
    {
      // Everyone reads the shop info; saving it is a permission of its own (the main account, or a role).
      platform: false,
      ...custom('/content/shopinfo', 'ShopInfo', T('店铺信息'), 'shopInfo', [API.account.supplierInfo.path], {
        common: true,
      }),
      children: [
        action('save', 'ShopInfoSave', T('保存店铺信息'), [API.account.supplierInfoSave.path], {
          common: false,
        }),
      ],
    },
    // The store's certification (CertApply, CertInfo), opened from the shop info's certification state; a
    // store's page, not the platform's.
    custom(
      'certification',
      'ShopCert',
      T('资质认证'),
      'storeCert',
      [`${supplier}CertInfo`, `${supplier}CertApply`],
      { hidden: true, platform: false },
    ),
  ],
  // The platform's accounts see the agreements only: they keep the store entry agreement (GetEnterAgreement).
  { icon: 'file-text', platform: 'also' },
);
