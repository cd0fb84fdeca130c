import { defineTexts } from '@yanye/framework/web';
import { T } from '@yanye/i18n';

/** Texts of a supply offer's page. */
export const supplyText = defineTexts({
  goods: T('商品', 'goods'),
  code: T('编码'),
  spec: T('规格', 'spec'),
  price: T('售价'),
  supplyPrice: T('供货价'),
  moq: T('起订量'),
  stock: T('供货库存'),
  regions: T('配送区域'),
  status: T('供货状态'),
  active: T('供货中'),
  stopped: T('已停止供货'),
  since: T('开始供货'),
  stoppedAt: T('停止时间'),
  remark: T('供货说明'),
  takers: T('采购门店（{n}）'),
  store: T('门店', 'store'),
  firstTaken: T('首次采购'),
  taken: T('累计采购量'),
  lastTaken: T('最近采购'),
  noTakers: T('暂无门店采购'),
  edit: T('修改供货'),
  stop: T('停止供货'),
  stopAsk: T('停止后，其他门店将不能再采购该商品。'),
  confirm: T('确定'),
  cancel: T('取消'),
  back: T('返回'),
});
