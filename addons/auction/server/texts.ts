import { T } from '@yanye/addon-kit/server';

/** The auction's words, said once: column and field titles, states, and the messages of its refusals. */

export const AUCTION_TITLES = {
  goods: T('拍卖商品', 'Goods', 'Producto', '商品'),
  title: T('拍卖标题', 'Title', 'Título', 'タイトル'),
  cover: T('封面图', 'Cover', 'Portada', 'カバー画像'),
  description: T('拍品说明', 'Description', 'Descripción', '説明'),
  startPrice: T('起拍价', 'Start price', 'Precio de salida', '開始価格'),
  increment: T('加价幅度', 'Increment', 'Incremento', '入札単位'),
  reservePrice: T('保留价', 'Reserve', 'Precio de reserva', '最低落札価格'),
  deposit: T('保证金', 'Deposit', 'Depósito', '保証金'),
  snipeWindow: T('延时触发（秒）', 'Late-bid window (s)', 'Ventana final (s)', '延長判定（秒）'),
  snipeExtend: T('延长时长（秒）', 'Extension (s)', 'Prórroga (s)', '延長時間（秒）'),
  currentPrice: T('当前价', 'Current price', 'Precio actual', '現在価格'),
  bidCount: T('出价次数', 'Bids', 'Pujas', '入札数'),
  leader: T('领先者', 'Leader', 'Líder', '最高入札者'),
  winner: T('得主', 'Winner', 'Adjudicatario', '落札者'),
  finalPrice: T('成交价', 'Final price', 'Precio final', '落札価格'),
  state: T('状态', 'State', 'Estado', '状態'),
  result: T('结果', 'Result', 'Resultado', '結果'),
  endedAt: T('实际结束', 'Ended at', 'Terminó', '終了した日時'),
  stopReason: T('停止原因', 'Stop reason', 'Motivo de la parada', '停止理由'),
  created: T('创建时间', 'Created', 'Creado', '作成日時'),
  amount: T('出价金额', 'Amount', 'Importe', '入札額'),
  bidAt: T('出价时间', 'Bid at', 'Hora de la puja', '入札日時'),
  bidState: T('出价状态', 'Bid state', 'Estado de la puja', '入札状況'),
  lotNo: T('拍卖编号', 'Auction no.', 'N.º de subasta', 'オークション番号'),
  lot: T('拍卖', 'Auction', 'Subasta', 'オークション'),
  extendedTo: T('延时至', 'Extended to', 'Prorrogada hasta', '延長後の終了'),
  operator: T('代出价人', 'Entered by', 'Registrada por', '代理入札者'),
  reason: T('停止原因', 'Reason', 'Motivo', '理由'),
};

export const RESULT_TITLES = {
  sold: T('已成交', 'Sold', 'Vendida', '落札'),
  unsold: T('流拍', 'Unsold', 'Sin vender', '不成立'),
};

export const BID_STATE_TITLES = {
  leading: T('领先', 'Leading', 'Ganando', '最高値'),
  outbid: T('已被超越', 'Outbid', 'Superada', '更新済み'),
  won: T('中标', 'Won', 'Ganadora', '落札'),
  below: T('未达保留价', 'Under the reserve', 'Bajo la reserva', '最低価格未満'),
  void: T('已停止', 'Stopped', 'Detenida', '停止'),
};

/** What the clock does to a lot, as its history says it (engine/campaign.ts takes these instead of its own). */
export const CLOCK_STEPS = {
  start: T('到时开拍', 'Started on time', 'Empezó a su hora', '定刻に開始'),
  end: T('到时结束', 'Ended on time', 'Terminó a su hora', '定刻に終了'),
};

const money = '¥{amount}';

export const AUCTION_MESSAGES = {
  hasBids: T(
    '该拍卖已有出价，不能修改或删除',
    'This auction has bids: it can be neither edited nor deleted',
    'Esta subasta tiene pujas: no se puede editar ni eliminar',
    'このオークションには入札があるため、編集も削除もできません',
  ),
  deleteWithBids: T(
    '拍卖“{title}”已有 {count} 次出价，不能删除',
    'The auction “{title}” has {count} bid(s) and cannot be deleted',
    'La subasta «{title}» tiene {count} puja(s) y no se puede eliminar',
    'オークション「{title}」には入札が {count} 件あるため削除できません',
  ),
  notEditable: T(
    '拍卖“{title}”当前为“{state}”，只有草稿和未开始的拍卖可以修改',
    'The auction “{title}” is “{state}”: only a draft or one not started yet can be edited',
    'La subasta «{title}» está en «{state}»: solo se edita un borrador o una que aún no ha empezado',
    'オークション「{title}」は「{state}」です。編集できるのは下書きと開始前のものだけです',
  ),
  started: T(
    '拍卖“{title}”已于 {at} 开始，不能再修改',
    'The auction “{title}” started at {at} and can no longer be edited',
    'La subasta «{title}» empezó a las {at} y ya no se puede editar',
    'オークション「{title}」は {at} に開始したため、編集できません',
  ),
  reserveLow: T(
    '保留价须不低于起拍价（不设保留价请填 0）',
    'The reserve must be at least the start price (0 for none)',
    'La reserva debe ser al menos el precio de salida (0 si no hay)',
    '最低落札価格は開始価格以上にしてください（なしは 0）',
  ),
  incrementNeeded: T(
    '加价幅度须大于 0',
    'The increment must be more than 0',
    'El incremento debe ser mayor que 0',
    '入札単位は 0 より大きくしてください',
  ),
  snipeExtend: T(
    '设置了延时触发时间，延长时长也须大于 0',
    'With a late-bid window, the extension must be more than 0 too',
    'Con una ventana final, la prórroga también debe ser mayor que 0',
    '延長判定を設定した場合、延長時間も 0 より大きくしてください',
  ),
  notStarted: T(
    '拍卖“{title}”尚未开始，{at} 开拍',
    'The auction “{title}” has not started: it opens at {at}',
    'La subasta «{title}» aún no ha empezado: abre a las {at}',
    'オークション「{title}」はまだ開始していません。{at} に開始します',
  ),
  ended: T(
    '拍卖“{title}”已于 {at} 结束，不能再出价',
    'The auction “{title}” ended at {at}: no more bids',
    'La subasta «{title}» terminó a las {at}: no admite más pujas',
    'オークション「{title}」は {at} に終了したため、入札できません',
  ),
  notRunning: T(
    '拍卖“{title}”当前为“{state}”，不能出价',
    'The auction “{title}” is “{state}”: it takes no bids',
    'La subasta «{title}» está en «{state}»: no admite pujas',
    'オークション「{title}」は「{state}」のため、入札できません',
  ),
  belowStart: T(
    `首次出价不能低于起拍价 ${money}`,
    `The first bid must be at least the start price, ${money}`,
    `La primera puja debe ser al menos el precio de salida, ${money}`,
    `最初の入札は開始価格 ${money} 以上にしてください`,
  ),
  belowNext: T(
    `出价须不低于 ${money}（当前价 ¥{current} + 加价幅度 ¥{increment}）`,
    `A bid must be at least ${money} (current ¥{current} + increment ¥{increment})`,
    `La puja debe ser al menos ${money} (actual ¥{current} + incremento ¥{increment})`,
    `入札は ${money} 以上にしてください（現在価格 ¥{current} + 入札単位 ¥{increment}）`,
  ),
  alreadyLeading: T(
    '{member} 已是当前最高出价者，无需再出价',
    '{member} holds the highest bid already',
    '{member} ya tiene la puja más alta',
    '{member} さんはすでに最高入札者です',
  ),
  memberUnknown: T('会员不存在', 'No such member', 'No existe ese miembro', '会員が見つかりません'),
  memberDisabled: T(
    '会员 {member} 已停用，不能出价',
    'The member {member} is disabled and cannot bid',
    'El miembro {member} está desactivado y no puede pujar',
    '会員 {member} は無効のため入札できません',
  ),
  depositShort: T(
    `出价需先缴保证金 ${money}，会员 {member} 的余额只有 ¥{balance}`,
    `Bidding takes a deposit of ${money}; {member} has only ¥{balance}`,
    `Pujar exige un depósito de ${money}; {member} solo tiene ¥{balance}`,
    `入札には保証金 ${money} が必要ですが、{member} さんの残高は ¥{balance} です`,
  ),
  bid: T(
    '已出价：{member} ¥{amount} 领先',
    'Bid accepted: {member} leads at ¥{amount}',
    'Puja aceptada: {member} gana con ¥{amount}',
    '入札しました：{member} さんが ¥{amount} で最高値',
  ),
  publishEnded: T(
    '结束时间 {at} 已过，请先修改拍卖时间再发布',
    'Its end, {at}, has passed: change the times before publishing',
    'Su fin, {at}, ya pasó: cambie las horas antes de publicar',
    '終了日時 {at} が過ぎています。日時を変更してから公開してください',
  ),
};

/** What the ledger rows of a deposit say (data, shown in the wallet log as written). */
export const LEDGER_NOTES = {
  deposit: '拍卖保证金',
  refund: '拍卖保证金退还',
};
