import { action, addonApi, defineAddon, detail, list, resource, T } from '@yanye/addon-kit';

const api = addonApi('groupbuy');
const team = `${api}Team`;
const teamNoun = T('拼团团队');

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
  description: T('拼团：会员以团购价开团、邀人参团，满员成团；到时未满员自动退款。'),
  page: resource({
    seg: 'groupbuy',
    name: 'Groupbuy',
    api: `${api}Groupbuy`,
    title: T('拼团'),
    noun: T('拼团', 'noun'),
    actions: ['add', 'edit', 'info', 'del', 'stop'],
    pluginKey: 'groupbuy',
    more: [
      action('publish/:id', 'GroupbuyPublish', T('发布拼团'), [`${api}GroupbuyPublish`], {
        label: T('发布'),
      }),
      action('open/:id', 'GroupbuyOpen', T('为会员开团'), [`${api}GroupbuyOpen`], { label: T('开团') }),
      {
        ...list('team', 'GroupbuyTeamManage', T('拼团记录'), [`${team}Manage`]),
        entity: { name: 'GroupbuyTeam', api: team, noun: teamNoun },
        children: [
          detail('info/:id', 'GroupbuyTeamInfo', T('拼团详情'), [`${team}Info`], { label: T('详情') }),
          action('join/:id', 'GroupbuyTeamJoin', T('为会员参团'), [`${team}Join`], { label: T('参团') }),
        ],
      },
    ],
  }),
  settings: [
    {
      name: 'fill_hours',
      type: 'number',
      title: T('默认成团时限'),
      hint: T('新建拼团时“成团时限”留空或填 0 即用此值；开团后超过时限未满员自动退款'),
      min: 1,
      max: 720,
      default: 24,
      unit: T('小时'),
    },
    {
      name: 'member_limit',
      type: 'number',
      title: T('默认每人限购', 'title'),
      hint: T('新建拼团时“每人限购”留空或填 0 即用此值'),
      min: 1,
      max: 9999,
      default: 5,
      unit: T('件', 'unit'),
    },
    {
      name: 'multi_open',
      type: 'switch',
      title: T('允许同时开多个团'),
      hint: T('关闭时，会员在同一拼团中已有未成团的团，就不能再开新团（可参加别人的团）'),
      default: false,
    },
    {
      name: 'rules',
      type: 'textarea',
      title: T('拼团规则说明'),
      hint: T('显示在商城的拼团页面'),
      max: 2000,
      default:
        '1. 以拼团价支付后开团或参团，邀请好友在成团时限内凑满人数即拼团成功；\n2. 到时未满员，拼团失败，货款原路退回余额；\n3. 每人限购数量以活动页为准。',
    },
  ],
  ledgerEvents: [
    {
      name: 'groupbuy_pay',
      title: T('拼团支付'),
    },
    {
      name: 'groupbuy_refund',
      title: T('拼团退款'),
    },
  ],
});
