import { T, type Texts } from '@yanye/i18n';
import type { WithdrawalState } from '@yanye/protocol';

/** The titles the payment wallet's lists share. */
export const PAYMENT_TITLES = {
  bankName: T('开户银行', 'Bank', 'Banco', '銀行名'),
  bankFullName: T('银行名称', 'Bank name', 'Nombre del banco', '銀行名称'),
  branch: T('开户支行', 'Branch', 'Sucursal', '支店名'),
  holder: T('持卡人', 'Card holder', 'Titular', '名義人'),
  cardNo: T('银行卡号', 'Card number', 'Número de tarjeta', 'カード番号'),
  isDefault: T('默认卡', 'Default card', 'Tarjeta predeterminada', 'デフォルトカード'),
  withdrawalNo: T('提现单号', 'Withdrawal no.', 'N.º de retiro', '出金番号'),
  amount: T('提现金额', 'Amount', 'Importe', '出金額'),
  fee: T('手续费', 'Fee', 'Comisión', '手数料'),
  arrival: T('到账金额', 'Arrives', 'Llega', '着金額'),
  status: T('状态', 'Status', 'Estado', '状態'),
  reason: T('原因', 'Reason', 'Motivo', '理由'),
  note: T('备注', 'Note', 'Nota', '備考'),
  applied: T('申请时间', 'Applied', 'Solicitado', '申請日時'),
  reviewed: T('审核时间', 'Reviewed', 'Revisado', '審査日時'),
  paidAt: T('打款时间', 'Paid', 'Pagado', '送金日時'),
  tradeNo: T('打款流水号', 'Payout reference', 'Referencia del pago', '送金番号'),
  reviewer: T('审核人', 'Reviewer', 'Revisor', '審査者'),
};

/** Each state's words, said once: the lists' options and the review screen's tags. */
export const WITHDRAWAL_STATUS = {
  applied: T('待审核', 'Waiting for review', 'Pendiente de revisión', '審査待ち'),
  approved: T('待打款', 'Approved, paying out', 'Aprobado, pagando', '送金待ち'),
  paid: T('已打款', 'Paid', 'Pagado', '送金済み'),
  rejected: T('已驳回', 'Rejected', 'Rechazado', '却下'),
  failed: T('打款失败', 'Payout failed', 'Pago fallido', '送金失敗'),
} as const satisfies Record<WithdrawalState, Texts>;
