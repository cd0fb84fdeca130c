import { T } from '@yanye/addon-kit/server';
import type { TeamState } from './tables';

/** What the group-buy screens call things, said once for the lists, forms and dialogs. */
export const GROUPBUY_TITLES = {
  title: T('活动名称', 'Title', 'Título', 'タイトル'),
  goods: T('拼团商品', 'Goods', 'Producto', '商品'),
  goodsImage: T('商品图片', 'Picture', 'Imagen', '商品画像'),
  originalPrice: T('原价', 'Original price', 'Precio original', '通常価格'),
  groupPrice: T('拼团价', 'Group price', 'Precio de grupo', 'グループ価格'),
  groupSize: T('成团人数', 'Group size', 'Tamaño del grupo', '成立人数'),
  fillHours: T(
    '成团时限（小时）',
    'Time to fill (hours)',
    'Plazo para completar (horas)',
    '成立期限（時間）',
  ),
  memberLimit: T('每人限购', 'Limit per member', 'Límite por socio', '一人あたり上限'),
  stock: T('拼团库存', 'Stock', 'Existencias', '在庫'),
  sold: T('已售', 'Sold', 'Vendido', '販売済み'),
  state: T('活动状态', 'State', 'Estado', '状態'),
  storedState: T('记录状态', 'Stored state', 'Estado guardado', '記録状態'),
  teams: T('开团数', 'Groups', 'Grupos', 'グループ数'),
  filledTeams: T('成团数', 'Groups filled', 'Grupos completos', '成立数'),
  stopReason: T('结束原因', 'Why it was stopped', 'Motivo de la parada', '終了理由'),
  stoppedAt: T('结束于', 'Stopped at', 'Detenido el', '終了日時'),
  created: T('创建时间', 'Created', 'Creado', '作成日時'),
  campaign: T('拼团活动', 'Group buy', 'Compra en grupo', '共同購入'),
  leader: T('团长', 'Leader', 'Líder', 'リーダー'),
  leaderPhone: T('团长手机', 'Leader’s mobile', 'Móvil del líder', 'リーダーの携帯'),
  size: T('成团人数', 'Group size', 'Tamaño del grupo', '成立人数'),
  joined: T('已参团', 'Members', 'Miembros', '参加人数'),
  qty: T('件数', 'Units', 'Unidades', '点数'),
  amount: T('实付金额', 'Paid', 'Pagado', '支払額'),
  refunded: T('已退款', 'Refunded', 'Reembolsado', '返金額'),
  teamState: T('成团状态', 'State', 'Estado', '状態'),
  openedAt: T('开团时间', 'Opened', 'Abierto', '作成日時'),
  expiresAt: T('成团截止', 'Fill by', 'Completar antes de', '成立期限'),
  filledAt: T('成团时间', 'Filled', 'Completado', '成立日時'),
  failedAt: T('失败时间', 'Failed', 'Fallido', '不成立日時'),
  failReason: T('失败原因', 'Why it failed', 'Motivo del fallo', '不成立理由'),
  members: T('团员', 'Members', 'Miembros', 'メンバー'),
  member: T('会员', 'Member', 'Socio', '会員'),
  paidAt: T('支付时间', 'Paid at', 'Pagado el', '支払日時'),
  refundedAt: T('退款时间', 'Refunded at', 'Reembolsado el', '返金日時'),
  reason: T('结束原因', 'Reason', 'Motivo', '理由'),
  all: T('全部', 'All', 'Todos', 'すべて'),
};

export const TEAM_LABELS: Readonly<Record<TeamState, ReturnType<typeof T>>> = {
  forming: T('拼团中', 'Forming', 'Formándose', '募集中'),
  filled: T('已成团', 'Filled', 'Completo', '成立'),
  failed: T('未成团（已退款）', 'Failed (refunded)', 'Fallido (reembolsado)', '不成立（返金済み）'),
};

export const FAIL_LABELS = {
  expired: T('到时未满员', 'Not full in time', 'No se completó a tiempo', '期限内に満員にならず'),
  stopped: T('活动被停止', 'Group buy stopped', 'Compra en grupo detenida', '共同購入の中止'),
};

/** Refusals, each saying what to do instead. */
export const GROUPBUY_MESSAGES = {
  priceNotLower: T(
    '拼团价须低于商品原价 ¥{price}',
    'The group price must be below the goods’ price of ¥{price}',
    'El precio de grupo debe ser inferior al precio del producto, ¥{price}',
    'グループ価格は商品価格 ¥{price} より低くしてください',
  ),
  noEdit: T(
    '拼团“{title}”{state}，不能再修改；可以结束它后另建一个',
    'The group buy “{title}” is {state}: it can no longer be edited; stop it and make a new one',
    'La compra en grupo «{title}» está {state}: ya no se edita; deténgala y cree otra',
    '共同購入「{title}」は{state}のため編集できません。終了して新しく作成してください',
  ),
  stockBelowSold: T(
    '拼团库存不能少于已售的 {sold} 件',
    'The stock cannot be below the {sold} units sold',
    'Las existencias no pueden ser inferiores a las {sold} unidades vendidas',
    '在庫は販売済みの {sold} 点より少なくできません',
  ),
  hasTeams: T(
    '拼团“{title}”已有 {n} 个团，不能删除；可以结束它',
    'The group buy “{title}” has {n} groups: it cannot be deleted; stop it instead',
    'La compra en grupo «{title}» tiene {n} grupos: no se puede eliminar; deténgala',
    '共同購入「{title}」には {n} 件のグループがあるため削除できません。終了してください',
  ),
  publishEnded: T(
    '拼团“{title}”的结束时间已过，请先修改时间再发布',
    'The group buy “{title}” is past its end: change its times before publishing it',
    'La compra en grupo «{title}» ya pasó su fin: cambie las fechas antes de publicarla',
    '共同購入「{title}」は終了日時を過ぎています。日時を変更してから公開してください',
  ),
  stopEnded: T(
    '拼团“{title}”已结束，无需再结束',
    'The group buy “{title}” has ended already',
    'La compra en grupo «{title}» ya terminó',
    '共同購入「{title}」はすでに終了しています',
  ),
  notRunning: T(
    '拼团“{title}”{state}，不能开团或参团',
    'The group buy “{title}” is {state}: no group can be opened or joined',
    'La compra en grupo «{title}» está {state}: no se pueden abrir ni unir grupos',
    '共同購入「{title}」は{state}のため、グループの作成・参加はできません',
  ),
  memberUnknown: T(
    '会员不存在或已停用',
    'No such member, or the member is disabled',
    'El socio no existe o está desactivado',
    '会員が存在しないか無効です',
  ),
  teamClosed: T(
    '该团{state}，不能再参团',
    'This group is {state}: it cannot be joined',
    'Este grupo está {state}: no admite más socios',
    'このグループは{state}のため参加できません',
  ),
  teamExpired: T(
    '该团已过成团截止时间，不能再参团',
    'This group is past its deadline to fill: it cannot be joined',
    'Este grupo pasó su plazo para completarse: no admite más socios',
    'このグループは成立期限を過ぎているため参加できません',
  ),
  inTeam: T(
    '{member} 已在该团中',
    '{member} is in this group already',
    '{member} ya está en este grupo',
    '{member} さんはすでにこのグループに参加しています',
  ),
  overLimit: T(
    '每人限购 {limit} 件，{member} 已买 {bought} 件，最多还能买 {left} 件',
    'The limit is {limit} units a member: {member} has {bought}, so at most {left} more',
    'El límite es {limit} unidades por socio: {member} tiene {bought}, como mucho {left} más',
    '一人あたり {limit} 点まで：{member} さんは {bought} 点購入済み、あと {left} 点まで',
  ),
  noStock: T(
    '拼团库存不足：剩余 {left} 件，需要 {qty} 件',
    'Not enough stock: {left} units left, {qty} wanted',
    'Existencias insuficientes: quedan {left} unidades, se piden {qty}',
    '在庫不足：残り {left} 点、必要 {qty} 点',
  ),
  leading: T(
    '{member} 已有一个未成团的团（#{team}），成团或失败后才能再开团；可以参加别人的团',
    '{member} leads group #{team}, still forming: another can be opened once it fills or fails; joining others is fine',
    '{member} lidera el grupo n.º {team}, aún abierto: podrá abrir otro cuando se complete o falle',
    '{member} さんは成立前のグループ #{team} を持っています。成立か不成立の後に作成できます（参加は可）',
  ),
  badMember: T('请选择会员', 'Choose a member', 'Elija un socio', '会員を選択してください'),
  joined: T(
    '已参团，还差 {left} 人成团',
    'Joined: {left} more to fill the group',
    'Unido: faltan {left} para completar el grupo',
    '参加しました。成立まであと {left} 人',
  ),
  filled: T(
    '已参团，已成团',
    'Joined: the group is full',
    'Unido: el grupo está completo',
    '参加しました。グループ成立',
  ),
  opened: T(
    '已开团：团号 #{team}，还差 {left} 人成团',
    'Group #{team} opened: {left} more to fill it',
    'Grupo n.º {team} abierto: faltan {left} para completarlo',
    'グループ #{team} を作成しました。成立まであと {left} 人',
  ),
};

/** What the wallet log says of the rows (data, written as they happened, like the other sections' notes). */
export const LEDGER_NOTES = { pay: '拼团支付', refund: '拼团未成团退款' } as const;
