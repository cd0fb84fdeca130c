import { action, addonApi, custom, defineAddon, resource, serviceSettings, T } from '@yanye/addon-kit';
import { waybillApply, waybillLabel, waybillOrderOptions } from './contract';

const api = addonApi('waybill');
const auth = `${api}WaybillAuth`;
const record = `${api}WaybillRecord`;

export const waybill = defineAddon({
  key: 'waybill',
  // It ships retail's orders, with the express companies the store uses.
  depends: ['retail'],
  cate: 'logistics',
  icon: 'printer',
  version: '1.0.0',
  description: T('电子面单：快递公司授权、为待发货订单取号、打印面单，并接收快递轨迹推送。'),
  // `/plugin/waybill` opens its first page, the accounts, as it always has.
  page: resource({
    seg: 'waybill',
    name: 'WaybillAuth',
    api: auth,
    title: T('电子面单授权'),
    noun: T('面单授权'),
    pluginKey: 'waybill',
    more: [
      resource({
        seg: 'record',
        name: 'WaybillRecord',
        api: record,
        title: T('面单记录'),
        noun: T('面单'),
        actions: ['info'],
        more: [
          action('ship/:id', 'WaybillRecordShip', T('面单发货'), [`${record}Ship`], {
            label: T('发货', 'label2'),
          }),
          action('void/:id', 'WaybillRecordVoid', T('作废面单'), [`${record}Void`], { label: T('作废') }),
          custom(
            'label/:id',
            'WaybillLabel',
            T('打印面单'),
            'waybillLabel',
            [waybillLabel.path, `${record}Info`],
            { hidden: true, label: T('打印') },
          ),
        ],
      }),
      custom('apply', 'WaybillApply', T('取号打单'), 'waybillApply', [
        waybillApply.path,
        waybillOrderOptions.path,
        `${auth}Options`,
        waybillLabel.path,
      ]),
    ],
  }),
  settings: [
    ...serviceSettings(),
    {
      name: 'customer',
      type: 'text',
      title: T('授权 customer'),
      hint: T('快递100 开放平台分配给本店的企业编号（customer），请求与推送都用它签名'),
      max: 64,
      pattern: '^[A-Za-z0-9_-]+$',
    },
    {
      name: 'key',
      type: 'secret',
      title: T('授权 key'),
      hint: T('开放平台的授权 key：签名 sign = MD5(请求体 + key + customer) 大写'),
      max: 100,
    },
    {
      name: 'sender_name',
      type: 'text',
      title: T('寄件人'),
      hint: T('面单上的寄件人；留空时用店铺联系人'),
      max: 30,
    },
    {
      name: 'sender_phone',
      type: 'phone',
      title: T('寄件电话'),
      hint: T('留空时用店铺电话'),
    },
    {
      name: 'sender_address',
      type: 'text',
      title: T('发货地址'),
      hint: T('留空时用店铺地址'),
      max: 200,
    },
    {
      name: 'default_weight',
      type: 'number',
      title: T('默认重量'),
      hint: T('取号时未填重量则按此计'),
      min: 0.01,
      max: 100,
      decimals: 2,
      default: 1,
      unit: T('千克'),
    },
  ],
});
