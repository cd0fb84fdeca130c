import {
  addonApi,
  addonGroup,
  custom,
  defineAddon,
  list,
  resource,
  serviceSettings,
  settingsPage,
  T,
} from '@yanye/addon-kit';
import {
  providerBalance,
  rechargeAudit,
  rechargeMember,
  rechargePlace,
  rechargeRefund,
  rechargeSync,
} from './contract';

const api = addonApi('utility');
/** Every top-up order: the audit list is its view, the detail and audit pages read it (`RechargeInfo`). */
const recharge = `${api}Recharge`;
const info = `${recharge}Info`;
const product = `${api}Product`;

/** The members' pick list (/sys/member's entity), which the desk finds a member with. */
const MEMBER_OPTIONS = '/v1/seller/member/MemberOptions';

const orderNoun = T('充值订单');

/** A list of one kind of top-up: its own entity over the orders (ElectricManage, PetrolManage, MobileManage). */
const kindList = (path: string, name: string, stem: string, title: ReturnType<typeof T>) =>
  list(path, `Utility${name}Manage`, title, [`${api}${stem}Manage`], {
    entity: { name: `Utility${name}`, api: `${api}${stem}`, noun: orderNoun },
  });

export const utility = defineAddon({
  key: 'utility',
  cate: 'finance',
  icon: 'thunderbolt',
  version: '1.0.0',
  description: T('生活缴费：电费、油卡与话费充值，失败自动退款。'),
  page: addonGroup('utility', 'PluginUtility', T('生活缴费'), [
    kindList('electric', 'Electric', 'Electric', T('电费充值')),
    kindList('petrol', 'Petrol', 'Petrol', T('油卡充值')),
    kindList('mobile', 'Mobile', 'Mobile', T('话费充值')),
    list('audit', 'UtilityAuditManage', T('充值审核'), [`${recharge}AuditManage`], {
      entity: { name: 'UtilityRecharge', api: recharge, noun: orderNoun },
    }),
    // Approving submits the order to the provider, rejecting refunds it: a screen of its own, since the
    // provider is called outside the database transaction.
    custom(
      'audit/:id',
      'UtilityAudit',
      T('审核充值'),
      'utilityAudit',
      [info, rechargeAudit.path, providerBalance.path],
      { hidden: true, label: T('审核', 'label'), listPage: 'UtilityAuditManage' },
    ),
    custom(
      'info/:id',
      'UtilityRechargeInfo',
      T('充值订单详情'),
      'utilityOrder',
      [info, rechargeSync.path, rechargeRefund.path],
      // Opened from any of the top-up lists; the menu lights the one it was opened from (docs/shell.md).
      { hidden: true, label: T('详情'), listPage: 'UtilityElectricManage' },
    ),
    // What the store's app does when a member tops up, made here by an operator for a member.
    custom('desk', 'UtilityDesk', T('代会员充值'), 'utilityDesk', [
      rechargePlace.path,
      rechargeMember.path,
      `${product}Options`,
      MEMBER_OPTIONS,
    ]),
    resource({
      seg: 'product',
      name: 'UtilityProduct',
      api: product,
      title: T('充值商品'),
      noun: T('充值商品', 'noun'),
      listApi: [providerBalance.path],
    }),
    settingsPage('setting', 'UtilitySetting', T('缴费设置')),
  ]),
  settings: [
    ...serviceSettings(),
    {
      name: 'app_key',
      type: 'text',
      title: T('商户编号（AppKey）'),
      hint: T('服务商开放平台分配的商户编号，随每次请求发送'),
      max: 64,
      pattern: '^[A-Za-z0-9_-]*$',
    },
    {
      name: 'app_secret',
      type: 'secret',
      title: T('签名密钥（AppSecret）', 'title'),
      hint: T('用于请求签名和校验结果通知；使用真实接口地址前必须填写'),
      max: 128,
    },
    {
      name: 'audit_amount',
      type: 'number',
      title: T('审核金额'),
      hint: T('单笔充值金额超过此值时需人工审核后才提交；0 表示不按金额审核'),
      min: 0,
      max: 100_000,
      decimals: 2,
      default: 200,
      unit: T('元', 'unit'),
    },
    {
      name: 'audit_new_account',
      type: 'switch',
      title: T('新户号需审核'),
      hint: T('从未成功充值过的户号、卡号或手机号，首笔订单需人工审核'),
      default: true,
    },
  ],
  ledgerEvents: [
    { name: 'utility_pay', title: T('生活缴费', 'title') },
    {
      name: 'utility_refund',
      title: T('缴费退款'),
    },
  ],
});
