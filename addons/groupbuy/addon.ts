import { action, addonApi, defineAddon, form, list, resource, T } from '@yanye/addon-kit';

const api = addonApi('groupbuy');
const team = `${api}Team`;
const teamNoun = T('拼团团队', 'group', 'grupo', 'グループ');

/**
 * Group buys: campaigns (`Groupbuy`: published, stopped, deleted while no group has formed) and the
 * groups members open and join under them (`GroupbuyTeam`, with their members as lines). Opening and joining are
 * the store's app's calls; the console makes them on a member's behalf (`open/:id`, `team/join/:id`).
 */
export const groupbuy = defineAddon({
  key: 'groupbuy',
  cate: 'marketing',
  icon: 'team',
  version: '1.0.0',
  description: T(
    '拼团：会员以团购价开团、邀人参团，满员成团；到时未满员自动退款。',
    'Group buys: members open or join a group at the group price; a group that does not fill in time is refunded.',
    'Compras en grupo: los socios abren o se unen a un grupo; si no se completa a tiempo, se reembolsa.',
    '共同購入：会員がグループ価格で参加。期限内に人数がそろわなければ自動返金。',
  ),
  page: resource({
    seg: 'groupbuy',
    name: 'Groupbuy',
    api: `${api}Groupbuy`,
    title: T('拼团', 'Group buys', 'Compras en grupo', '共同購入'),
    noun: T('拼团', 'group buy', 'compra en grupo', '共同購入'),
    actions: ['add', 'edit', 'info', 'del', 'stop'],
    pluginKey: 'groupbuy',
    more: [
      action(
        'publish/:id',
        'GroupbuyPublish',
        T('发布拼团', 'Publish group buy', 'Publicar compra en grupo', '共同購入を公開'),
        [`${api}GroupbuyPublish`],
        { label: T('发布', 'Publish', 'Publicar', '公開') },
      ),
      action(
        'open/:id',
        'GroupbuyOpen',
        T('为会员开团', 'Open a group for a member', 'Abrir un grupo para un socio', '会員のグループを作成'),
        [`${api}GroupbuyOpen`],
        { label: T('开团', 'Open group', 'Abrir grupo', 'グループ作成') },
      ),
      {
        ...list(
          'team',
          'GroupbuyTeamManage',
          T('拼团记录', 'Groups formed', 'Grupos formados', '成立グループ'),
          [`${team}Manage`],
        ),
        entity: { name: 'GroupbuyTeam', api: team, noun: teamNoun },
        children: [
          form(
            'info/:id',
            'GroupbuyTeamInfo',
            T('拼团详情', 'Group details', 'Detalle del grupo', 'グループ詳細'),
            [`${team}Info`],
            { label: T('详情', 'Details', 'Detalle', '詳細') },
          ),
          action(
            'join/:id',
            'GroupbuyTeamJoin',
            T('为会员参团', 'Join a group for a member', 'Unir un socio al grupo', '会員をグループに参加'),
            [`${team}Join`],
            { label: T('参团', 'Join', 'Unirse', '参加') },
          ),
        ],
      },
    ],
  }),
  settings: [
    {
      name: 'fill_hours',
      type: 'number',
      title: T('默认成团时限', 'Default time to fill', 'Plazo por defecto', '既定の成立期限'),
      hint: T(
        '新建拼团时“成团时限”留空或填 0 即用此值；开团后超过时限未满员自动退款',
        'Used when a new group buy leaves its time to fill empty or 0; a group not full by then is refunded',
        'Se usa si una compra nueva deja el plazo vacío o en 0; un grupo incompleto al vencer se reembolsa',
        '新規作成で成立期限が空欄または 0 のときに使用。期限までに満員にならないグループは返金',
      ),
      min: 1,
      max: 720,
      default: 24,
      unit: T('小时', 'hours', 'horas', '時間'),
    },
    {
      name: 'member_limit',
      type: 'number',
      title: T(
        '默认每人限购',
        'Default limit per member',
        'Límite por socio por defecto',
        '既定の一人あたり上限',
      ),
      hint: T(
        '新建拼团时“每人限购”留空或填 0 即用此值',
        'Used when a new group buy leaves its limit per member empty or 0',
        'Se usa si una compra nueva deja el límite por socio vacío o en 0',
        '新規作成で一人あたり上限が空欄または 0 のときに使用',
      ),
      min: 1,
      max: 9999,
      default: 5,
      unit: T('件', 'units', 'unidades', '点'),
    },
    {
      name: 'multi_open',
      type: 'switch',
      title: T(
        '允许同时开多个团',
        'Members may lead several groups at once',
        'Un socio puede abrir varios grupos a la vez',
        '同時に複数のグループを作成可',
      ),
      hint: T(
        '关闭时，会员在同一拼团中已有未成团的团，就不能再开新团（可参加别人的团）',
        'When off, a member leading a group still forming in a group buy cannot open another in it (joining others is fine)',
        'Si está desactivado, un socio con un grupo aún abierto no puede abrir otro en la misma compra',
        'オフの場合、同じ共同購入で成立前のグループを持つ会員は新たに作成できません（参加は可）',
      ),
      default: false,
    },
    {
      name: 'rules',
      type: 'textarea',
      title: T('拼团规则说明', 'Rules shown to members', 'Reglas para los socios', '会員向けルール'),
      hint: T(
        '显示在商城的拼团页面',
        'Shown on the group-buy page of the mall',
        'Se muestra en la página de compras en grupo de la tienda',
        'ストアの共同購入ページに表示',
      ),
      max: 2000,
      default:
        '1. 以拼团价支付后开团或参团，邀请好友在成团时限内凑满人数即拼团成功；\n2. 到时未满员，拼团失败，货款原路退回余额；\n3. 每人限购数量以活动页为准。',
    },
  ],
  ledgerEvents: [
    {
      name: 'groupbuy_pay',
      title: T('拼团支付', 'Group buy payment', 'Pago de compra en grupo', '共同購入の支払い'),
    },
    {
      name: 'groupbuy_refund',
      title: T('拼团退款', 'Group buy refund', 'Reembolso de compra en grupo', '共同購入の返金'),
    },
  ],
});
