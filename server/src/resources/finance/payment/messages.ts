import { T } from '@yanye/i18n';

/** What the payment wallet says to the store and to the platform's reviewer. */
export const PAYMENT_MESSAGES = {
  notUnion: T(
    '货款钱包仅对联盟商家开放',
    'The payment wallet is for union stores only',
    'El monedero de pagos es solo para tiendas de la unión',
    '売上金ウォレットは連盟店舗のみ利用できます',
  ),
  belowMin: T(
    '提现金额不能低于 {min} 元',
    'A withdrawal must be at least {min} yuan',
    'Un retiro debe ser de al menos {min} yuanes',
    '出金額は {min} 元以上にしてください',
  ),
  aboveMax: T(
    '单笔提现金额不能超过 {max} 元',
    'A withdrawal may not exceed {max} yuan',
    'Un retiro no puede superar {max} yuanes',
    '1回の出金額は {max} 元以下にしてください',
  ),
  cardMissing: T(
    '银行卡不存在，请重新选择',
    'That bank card does not exist; pick another',
    'Esa tarjeta bancaria no existe; elija otra',
    'その銀行カードは存在しません。選び直してください',
  ),
  applied: T(
    '提现申请已提交，金额已冻结',
    'Withdrawal applied for; the amount is frozen',
    'Retiro solicitado; el importe está congelado',
    '出金を申請しました。金額は凍結されています',
  ),
  approved: T(
    '已审核通过，等待打款',
    'Approved; the payout is on its way',
    'Aprobado; el pago está en camino',
    '承認しました。送金を待っています',
  ),
  rejected: T(
    '已驳回，金额已解冻',
    'Rejected; the amount is available again',
    'Rechazado; el importe vuelve a estar disponible',
    '却下しました。金額の凍結を解除しました',
  ),
  payoutUnavailable: T(
    '打款服务暂不可用，请稍后再试',
    'The payout service is unavailable; try again later',
    'El servicio de pagos no está disponible; inténtelo más tarde',
    '送金サービスが利用できません。しばらくしてからお試しください',
  ),
  cardInFlight: T(
    '该银行卡有进行中的提现，不能删除',
    'This card has a withdrawal in progress and cannot be deleted',
    'Esta tarjeta tiene un retiro en curso y no se puede eliminar',
    'このカードには処理中の出金があるため削除できません',
  ),
  cardUsed: T(
    '该银行卡有提现记录，不能删除',
    'This card has withdrawals on record and cannot be deleted',
    'Esta tarjeta tiene retiros registrados y no se puede eliminar',
    'このカードには出金履歴があるため削除できません',
  ),
  cardInFlightEdit: T(
    '该银行卡有进行中的提现，暂不能修改卡号',
    'This card has a withdrawal in progress; its number cannot change now',
    'Esta tarjeta tiene un retiro en curso; su número no puede cambiar ahora',
    'このカードには処理中の出金があるため、カード番号は変更できません',
  ),
  notifyUnknown: T('提现单不存在', 'No such withdrawal', 'No existe ese retiro', 'その出金はありません'),
  notifyAmount: T(
    '打款金额与提现单不符',
    'The payout amount does not match the withdrawal',
    'El importe pagado no coincide con el retiro',
    '送金額が出金と一致しません',
  ),
  notifyTooEarly: T(
    '提现单尚未审核通过',
    'The withdrawal is not approved yet',
    'El retiro aún no está aprobado',
    '出金はまだ承認されていません',
  ),
} as const;

/** What the operator log says of a withdrawal applied for and reviewed, its amounts in yuan. */
export const SAID = {
  applied: T(
    '申请了提现「{no}」：{amount}（手续费 {fee}）',
    'Applied for the withdrawal “{no}”: {amount} (fee {fee})',
    'Solicitó el retiro «{no}»: {amount} (comisión {fee})',
    '出金「{no}」を申請しました：{amount}（手数料 {fee}）',
  ),
  approved: T(
    '通过了「{store}」的提现「{no}」：{amount}',
    'Approved the withdrawal “{no}” of “{store}”: {amount}',
    'Aprobó el retiro «{no}» de «{store}»: {amount}',
    '「{store}」の出金「{no}」を承認しました：{amount}',
  ),
  rejected: T(
    '驳回了「{store}」的提现「{no}」',
    'Rejected the withdrawal “{no}” of “{store}”',
    'Rechazó el retiro «{no}» de «{store}»',
    '「{store}」の出金「{no}」を却下しました',
  ),
};
