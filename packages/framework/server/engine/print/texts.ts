import { T } from '@yanye/i18n';

/** The words every printed document shares, in the reader's language. */
export const PRINT_TEXTS = {
  printedAt: T('打印时间'),
  page: T('第 {n} / {total} 页'),
  no: T('单号'),
  total: T('合计'),
  totalQty: T('合计数量'),
  totalAmount: T('合计金额'),
  capitals: T('大写金额'),
  /** The words of an amount the document names (退款金额 → 退款金额（大写）). */
  capitalsOf: T('{what}（大写）'),
  /** Between a label and its value: full width in Chinese and Japanese, a colon and a space otherwise. */
  colon: T('：'),
  remark: T('备注'),
  madeBy: T('制单人'),
  auditedBy: T('审核人'),
  // The signature lines, by hand: named apart from who the system says made and audited it (制单人, 审核人).
  maker: T('制单'),
  auditor: T('审核', 'auditor'),
  handler: T('经办'),
  receiver: T('签收'),
  payer: T('付款人'),
  seq: T('序号'),
  goods: T('商品', 'goods'),
  spec: T('规格'),
  lots: T('批号（到期日）'),
  unit: T('单位'),
  qty: T('数量'),
  price: T('单价'),
  amount: T('金额'),
  thanks: T('谢谢惠顾，欢迎再次光临'),
  tooMany: T('一次最多打印 {max} 张单据，您选了 {count} 张：请分批打印'),
  noneChosen: T('请选择要打印的单据'),
  notFound: T('要打印的单据不存在或已删除（{ids}）'),
};
