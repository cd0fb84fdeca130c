import { T } from '@yanye/addon-kit';
import { defineTexts } from '@yanye/addon-kit/web';

/** Texts of the e-waybill screens: drawing numbers and the label. */
export const waybillText = defineTexts({
  order: T('待发货订单'),
  pickOrder: T('输入订单号、买家或手机号查找待发货订单'),
  account: T('面单账号', 'account'),
  pickAccount: T('选择快递公司的面单账号'),
  weight: T('重量（千克）'),
  weightHint: T('留空按插件设置的默认重量'),
  remark: T('备注', 'remark'),
  draw: T('取号', 'draw'),
  note: T('同一订单再次取号会得到同一个运单号；如需换号，请先在面单记录里作废原面单。'),
  drawn: T('本次取到的面单'),
  company: T('快递公司', 'company'),
  number: T('运单号', 'number'),
  bulkpen: T('大头笔'),
  sortingCode: T('三段码'),
  hub: T('集包地', 'hub'),
  print: T('打印面单'),
  records: T('面单记录'),
  none: T('还没有取号'),
  orderSn: T('订单号'),
  download: T('下载 PDF'),
  reload: T('重新生成'),
  printNow: T('打印'),
  labelNote: T('面单为 100×150 毫米热敏纸规格；每生成一次计一次打印。'),
  labelFrame: T('面单预览'),
  back: T('返回面单记录'),
});
