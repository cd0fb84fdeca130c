import { optionsOf, T } from '@yanye/addon-kit/server';
import type { RankChange, RankMetric, RankPeriod, RankSubject } from './tables';

/** The ranking add-on's titles, said once for its lists, forms and messages. */
export const RANK_TITLES = {
  rule: T('排行规则', 'Ranking rule', 'Regla de clasificación', 'ランキングルール'),
  name: T('排行名称', 'Name', 'Nombre', '名称'),
  subject: T('排行对象', 'Ranks', 'Clasifica', '対象'),
  metric: T('排名依据', 'Ranked by', 'Ordenado por', '順位の基準'),
  period: T('统计周期', 'Period', 'Periodo', '集計期間'),
  topN: T('上榜名额', 'Places', 'Puestos', '掲載数'),
  lastRun: T('最近计算', 'Last computed', 'Último cálculo', '最終計算'),
  position: T('名次', 'Rank', 'Puesto', '順位'),
  member: T('会员/买家', 'Member or buyer', 'Socio o comprador', '会員・購入者'),
  phone: T('手机号', 'Mobile', 'Móvil', '携帯番号'),
  goods: T('商品', 'Goods', 'Producto', '商品'),
  amount: T('销售额', 'Sales', 'Ventas', '売上'),
  quantity: T('销量', 'Quantity', 'Cantidad', '数量'),
  orders: T('订单数', 'Orders', 'Pedidos', '注文数'),
  computedAt: T('计算时间', 'Computed at', 'Calculado el', '計算日時'),
  change: T('变动', 'Change', 'Cambio', '変動'),
  oldPosition: T('原名次', 'Was', 'Antes', '旧順位'),
  newPosition: T('新名次', 'Now', 'Ahora', '新順位'),
  run: T('计算批次', 'Run', 'Cálculo', '計算回'),
};

export const SUBJECTS = optionsOf<RankSubject>({
  member: T('会员', 'Members', 'Socios', '会員'),
  goods: T('商品', 'Goods', 'Productos', '商品'),
});

export const METRICS = optionsOf<RankMetric>({
  amount: T('销售额', 'Sales', 'Ventas', '売上'),
  quantity: T('销量', 'Quantity', 'Cantidad', '数量'),
  orders: T('订单数', 'Orders', 'Pedidos', '注文数'),
});

export const PERIODS = optionsOf<RankPeriod>({
  day: T('近 1 天', 'Last 24 hours', 'Últimas 24 horas', '直近 24 時間'),
  week: T('近 7 天', 'Last 7 days', 'Últimos 7 días', '直近 7 日'),
  month: T('近 30 天', 'Last 30 days', 'Últimos 30 días', '直近 30 日'),
  all: T('全部', 'All time', 'Siempre', '全期間'),
});

export const CHANGES = optionsOf<RankChange>({
  up: T('上升', 'Up', 'Sube', '上昇'),
  down: T('下降', 'Down', 'Baja', '下降'),
  new: T('新上榜', 'New', 'Entra', '新規'),
  out: T('落榜', 'Out', 'Sale', '圏外'),
});

/** What the ranking add-on tells the user. */
export const RANK_MESSAGES = {
  computed: T(
    '已计算：{entries} 个名次，{moved} 个变动',
    'Computed: {entries} places, {moved} moved',
    'Calculado: {entries} puestos, {moved} cambios',
    '計算しました：{entries} 件、変動 {moved} 件',
  ),
};
