import { T } from '@yanye/i18n';

/** The words every printed document shares, in the reader's language. */
export const PRINT_TEXTS = {
  printedAt: T('打印时间', 'Printed', 'Impreso', '印刷日時'),
  page: T('第 {n} / {total} 页', 'Page {n} of {total}', 'Página {n} de {total}', '{n} / {total} ページ'),
  no: T('单号', 'No.', 'N.º', '番号'),
  total: T('合计', 'Total', 'Total', '合計'),
  totalQty: T('合计数量', 'Total quantity', 'Cantidad total', '合計数量'),
  totalAmount: T('合计金额', 'Total amount', 'Importe total', '合計金額'),
  capitals: T('大写金额', 'Amount in words', 'Importe en letras', '金額（大字）'),
  /** The words of an amount the document names (退款金额 → 退款金额（大写）). */
  capitalsOf: T('{what}（大写）', '{what} in words', '{what} en letras', '{what}（大字）'),
  /** Between a label and its value: full width in Chinese and Japanese, a colon and a space otherwise. */
  colon: T('：', ': ', ': ', '：'),
  remark: T('备注', 'Remarks', 'Observaciones', '備考'),
  madeBy: T('制单人', 'Made by', 'Hecho por', '作成者'),
  auditedBy: T('审核人', 'Audited by', 'Auditado por', '審査者'),
  // The signature lines, by hand: named apart from who the system says made and audited it (制单人, 审核人).
  maker: T('制单', 'Prepared by', 'Elaborado por', '作成'),
  auditor: T('审核', 'Checked by', 'Revisado por', '審査'),
  handler: T('经办', 'Handled by', 'Gestionado por', '担当'),
  receiver: T('签收', 'Received by', 'Recibido por', '受領'),
  payer: T('付款人', 'Payer', 'Pagador', '支払者'),
  seq: T('序号', '#', 'N.º', '番号'),
  goods: T('商品', 'Goods', 'Producto', '商品'),
  spec: T('规格', 'Spec', 'Especificación', '規格'),
  unit: T('单位', 'Unit', 'Unidad', '単位'),
  qty: T('数量', 'Qty', 'Cant.', '数量'),
  price: T('单价', 'Price', 'Precio', '単価'),
  amount: T('金额', 'Amount', 'Importe', '金額'),
  thanks: T(
    '谢谢惠顾，欢迎再次光临',
    'Thank you for your custom',
    'Gracias por su compra',
    'ご利用ありがとうございました',
  ),
  tooMany: T(
    '一次最多打印 {max} 张单据，您选了 {count} 张：请分批打印',
    'At most {max} documents print at once; {count} were chosen: print them in batches',
    'Se imprimen como máximo {max} documentos a la vez; se eligieron {count}: imprímalos por lotes',
    '一度に印刷できる伝票は {max} 件までです（{count} 件選択）：分けて印刷してください',
  ),
  noneChosen: T(
    '请选择要打印的单据',
    'Choose the documents to print',
    'Elija los documentos que quiere imprimir',
    '印刷する伝票を選択してください',
  ),
  notFound: T(
    '要打印的单据不存在或已删除（{ids}）',
    'The documents to print do not exist or were deleted ({ids})',
    'Los documentos que quiere imprimir no existen o se eliminaron ({ids})',
    '印刷する伝票が存在しないか削除されています（{ids}）',
  ),
};
