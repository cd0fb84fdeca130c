import {
  Answer,
  col,
  defineResource,
  entityOptions,
  field,
  goods,
  input,
  joinTo,
  type LinesDecl,
  memberColumns,
  tableOptions,
  type ValuesOf,
} from '@yanye/addon-kit/server';
import { type SQL, sql } from 'drizzle-orm';
import {
  FAIL_REASONS,
  groupbuys,
  groupbuyTeamMembers,
  groupbuyTeams,
  TEAM_STATES,
  type TeamState,
} from './tables';
import { joinTeam, lockCampaign } from './team.service';
import { FAIL_LABELS, GROUPBUY_MESSAGES, GROUPBUY_TITLES, TEAM_LABELS } from './texts';

const t = groupbuyTeams;

const STATE_OPTIONS = TEAM_STATES.map((value) => ({ value, label: TEAM_LABELS[value] }));
const FAIL_OPTIONS = FAIL_REASONS.map((value) => ({ value, label: FAIL_LABELS[value] }));

/** The database's clock: a group past its deadline shows as failed before the sweep refunds it. */
const EPOCH = sql`extract(epoch from now())::bigint`;
const STATE_WHERE: Readonly<Record<TeamState, SQL>> = {
  forming: sql`${t.status} = 'forming' and ${t.expiresAt} > ${EPOCH}`,
  filled: sql`${t.status} = 'filled'`,
  failed: sql`(${t.status} = 'failed' or (${t.status} = 'forming' and ${t.expiresAt} <= ${EPOCH}))`,
};
const stateSql = sql<string>`case when ${STATE_WHERE.failed} then 'failed' else ${t.status} end`;

const MEMBER_OPTIONS = entityOptions('Member');

/** A group's members, shown on its details page (written by joins, never by a form). */
const teamMembers: LinesDecl<typeof groupbuyTeamMembers, ValuesOf<typeof groupbuyTeams>> = {
  name: 'members',
  title: GROUPBUY_TITLES.members,
  table: groupbuyTeamMembers,
  min: 0,
  max: 50,
  columns: [
    field(groupbuyTeamMembers.memberId, GROUPBUY_TITLES.member, 'select', { optionsApi: MEMBER_OPTIONS }),
    field(groupbuyTeamMembers.qty, GROUPBUY_TITLES.qty, 'number', { decimals: 0 }),
    field(groupbuyTeamMembers.amount, GROUPBUY_TITLES.amount, 'money'),
    field(groupbuyTeamMembers.paidAt, GROUPBUY_TITLES.paidAt, 'datetime'),
    field(groupbuyTeamMembers.refundedAt, GROUPBUY_TITLES.refundedAt, 'datetime'),
  ],
  // No page saves a group: its members come only through joins.
  prepare: async (_db, lines) => ({ lines, header: {} }),
};

/**
 * The groups of the campaigns (`/plugin/groupbuy/team`), each with its members: opened by a member (the leader)
 * and joined by others until full (filled), or failed at its deadline or its campaign's stop, every member
 * refunded. `Join` puts a member in a group as the store's app would.
 */
export const teamResource = defineResource({
  entity: 'GroupbuyTeam',
  table: groupbuyTeams,
  joins: [joinTo(t.groupbuyId), joinTo(groupbuys.goodsId), joinTo(t.leaderId)],
  columns: [
    col.id(t.id, { link: { page: 'GroupbuyTeamInfo', idKey: 'id' } }),
    col.hide(t.groupbuyId),
    col.text(groupbuys.title, GROUPBUY_TITLES.campaign, {
      as: 'groupbuy_title',
      filter: 'text',
      width: 180,
      link: { page: 'GroupbuyInfo', idKey: 'groupbuy_id' },
    }),
    col.text(goods.name, GROUPBUY_TITLES.goods, { as: 'goods_name', filter: 'text', width: 150 }),
    ...memberColumns({ name: GROUPBUY_TITLES.leader, phone: GROUPBUY_TITLES.leaderPhone }, 'leader'),
    field(t.groupbuyId, GROUPBUY_TITLES.campaign, 'select', {
      options: tableOptions(groupbuys, groupbuys.id, groupbuys.title),
    }),
    field(t.leaderId, GROUPBUY_TITLES.leader, 'select', { optionsApi: MEMBER_OPTIONS }),
    col.number(t.size, GROUPBUY_TITLES.size, { sortable: true, width: 80, form: { decimals: 0 } }),
    col.number(t.joined, GROUPBUY_TITLES.joined, { sortable: true, width: 80, form: { decimals: 0 } }),
    col.number(t.qty, GROUPBUY_TITLES.qty, { sortable: true, sum: true, width: 80, form: { decimals: 0 } }),
    col.money(t.amount, GROUPBUY_TITLES.amount, { sortable: true, sum: true, filter: 'number', form: true }),
    col.money(t.refunded, GROUPBUY_TITLES.refunded, { sortable: true, sum: true, form: true }),
    col.computed('select', stateSql, GROUPBUY_TITLES.teamState, {
      as: 'state',
      options: STATE_OPTIONS,
      filter: 'select',
      width: 120,
    }),
    col.select(t.status, GROUPBUY_TITLES.storedState, STATE_OPTIONS, {
      visible: false,
      width: 100,
      form: true,
    }),
    col.datetime(t.filledAt, GROUPBUY_TITLES.filledAt, { sortable: true, form: true }),
    col.datetime(t.failedAt, GROUPBUY_TITLES.failedAt, { visible: false, form: true }),
    col.select(t.failReason, GROUPBUY_TITLES.failReason, FAIL_OPTIONS, {
      visible: false,
      width: 120,
      form: true,
    }),
    col.datetime(t.openedAt, GROUPBUY_TITLES.openedAt, { sortable: true, filter: 'datetime', form: true }),
    col.datetime(t.expiresAt, GROUPBUY_TITLES.expiresAt, { sortable: true, form: true }),
  ],
  tabs: {
    all: { title: GROUPBUY_TITLES.all },
    ...Object.fromEntries(
      STATE_OPTIONS.map((s) => [s.value, { title: s.label, where: STATE_WHERE[s.value] }]),
    ),
  },
  defaultSort: { key: 'id', order: 'desc' },
  lines: teamMembers,
  actions: {
    Join: {
      when: { status: ['forming'] },
      fields: [
        input('member_id', GROUPBUY_TITLES.member, 'select', { required: true, optionsApi: MEMBER_OPTIONS }),
        input('qty', GROUPBUY_TITLES.qty, 'number', {
          required: true,
          min: 1,
          max: 9999,
          decimals: 0,
          default: 1,
        }),
      ],
      async run(ctx, row, asked) {
        // The group is locked by the call; its campaign next, as every join and failure takes them.
        const campaign = await lockCampaign(ctx.db, row.groupbuyId);
        const done = await joinTeam(
          ctx.db,
          campaign,
          row,
          { memberId: asked.member_id, qty: asked.qty },
          { accountId: ctx.principal.accountId, now: ctx.deps.now() },
          ctx.lang,
        );
        return new Answer(
          { id: row.id, status: done.status, team_member_id: done.teamMember },
          done.status === 'filled' ? GROUPBUY_MESSAGES.filled : GROUPBUY_MESSAGES.joined,
          { left: done.left },
        );
      },
    },
  },
  caption: (row) => `#${row.id}`,
  deletable: false,
  exportable: true,
  exportAsync: true,
});
