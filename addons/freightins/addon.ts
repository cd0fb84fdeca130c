import {
  addonApi,
  addonGroup,
  custom,
  defineAddon,
  entityList,
  serviceSettings,
  settingsPage,
  T,
} from '@yanye/addon-kit';
import { claimFile, deskOrders, policyCancel, policyInsure, settingInfo, settingSave } from './contract';

const api = addonApi('freightins');

export const freightins = defineAddon({
  key: 'freightins',
  cate: 'logistics',
  icon: 'safety',
  version: '1.0.0',
  description: T('运费险：按订单投保，退货理赔。'),
  page: addonGroup('freightins', 'PluginFreightins', T('运费险'), [
    entityList({
      seg: 'policy',
      name: 'FreightinsPolicy',
      api: `${api}Policy`,
      title: T('投保记录'),
      noun: T('保单'),
    }),
    entityList({
      seg: 'claim',
      name: 'FreightinsClaim',
      api: `${api}Claim`,
      title: T('理赔记录'),
      noun: T('理赔'),
    }),
    // Shipped orders with their policy and return: insure one now, cancel a policy, file a claim.
    custom('desk', 'FreightinsDesk', T('投保与理赔'), 'freightinsDesk', [
      deskOrders.path,
      policyInsure.path,
      policyCancel.path,
      claimFile.path,
    ]),
    custom('setting', 'FreightinsSetting', T('运费险设置'), 'freightinsSetting', [
      settingInfo.path,
      settingSave.path,
    ]),
    settingsPage('api', 'FreightinsApi', T('保险公司接口')),
  ]),
  settings: [
    ...serviceSettings(),
    {
      name: 'app_key',
      type: 'text',
      title: T('应用标识（AppKey）'),
      hint: T('保险公司开放平台分配的应用标识，随每次请求放在 X-Ins-AppKey 头中'),
      max: 64,
      pattern: '^[A-Za-z0-9_-]*$',
    },
    {
      name: 'app_secret',
      type: 'secret',
      title: T('签名密钥（AppSecret）'),
      hint: T('HMAC-SHA256 签名请求并校验理赔结果通知；使用真实接口地址前必须填写'),
      max: 128,
    },
    {
      name: 'product_code',
      type: 'text',
      title: T('险种代码'),
      hint: T('保险公司为本店开通的退货运费险产品代码'),
      max: 40,
      default: 'THYFX-01',
      pattern: '^[A-Za-z0-9_-]*$',
    },
  ],
  ledgerEvents: [
    {
      name: 'freightins_claim',
      title: T('运费险理赔'),
    },
  ],
});
