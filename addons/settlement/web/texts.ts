import { T } from '@yanye/addon-kit';
import { defineTexts } from '@yanye/addon-kit/web';

/** Texts of the settlement screen. */
export const stx = defineTexts({
  terms: T('结算条款'),
  cycle: T('结算周期'),
  T1: T('T+1（次日结算）'),
  T7: T('T+7（七日后结算）'),
  M: T('按月结算'),
  accountName: T('账户户名'),
  bankName: T('开户银行', 'bankName2'),
  accountNo: T('结算账号'),
  accountKeep: T('已保存 {masked}，留空则不修改'),
  accountNew: T('8 到 32 位数字'),
  feeRate: T('手续费率'),
  feeHint: T('与支付机构签约的费率；对账时逐笔核对手续费'),
  effective: T('支付机构自 {date} 起执行'),
  never: T('尚未同步到支付机构'),
  notConfigured: T('插件设置中还没有支付机构的商户号和 API 密钥，保存和拉取都会被拒绝。'),
  openSetup: T('去填写'),
  save: T('保存并同步到支付机构'),
  fetchTitle: T('拉取结算单'),
  fetchHint: T('按日期拉取支付机构的结算单，并逐张与财务流水对账（一次最多 31 天）。'),
  fetch: T('拉取并对账'),
  result: T('本次拉取 {fetched} 张：{matched} 张已对平，{differs} 张有差异'),
  openList: T('查看结算记录'),
  required: T('请填写{field}'),
});
