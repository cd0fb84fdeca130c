import { col, defineResource, T } from '@yanye/addon-kit/server';
import { eq, sql } from 'drizzle-orm';
import { wxFans, wxTags } from './tables';
import { SOURCE_OPTIONS, SUBSCRIBE_OPTIONS, WXOFFICIAL_TITLES } from './texts';

const f = wxFans;

/** A follower's tags by name, as a sync last read the account's tags; none is empty. */
const tagNames = sql<
  string | null
>`(select string_agg(${wxTags.name}, '、' order by ${wxTags.tagId}) from ${wxTags}
  where ${wxTags.supplierId} = ${f.supplierId} and ${wxTags.tagId} = any(${f.tagIds}))`;

/**
 * The followers (/plugin/wxofficial/fans), synced from WeChat (fans.routes.ts) and moved by the subscribe and
 * unsubscribe pushes. A following row opens its tags; the test send picks a follower from `WxFansOptions`.
 */
export const wxFansResource = defineResource({
  entity: 'WxFans',
  table: wxFans,
  columns: [
    col.text(f.remark, WXOFFICIAL_TITLES.remark, { filter: 'text', sortable: true, width: 180 }),
    col.text(f.openid, WXOFFICIAL_TITLES.openid, { filter: 'text', width: 250 }),
    col.computed('text', tagNames, WXOFFICIAL_TITLES.tags, { as: 'tag_names', filter: 'text', width: 180 }),
    col.select(f.subscribe, WXOFFICIAL_TITLES.subscribe, SUBSCRIBE_OPTIONS, { filter: 'select', width: 110 }),
    col.datetime(f.subscribeTime, WXOFFICIAL_TITLES.subscribeTime, { sortable: true, filter: 'datetime' }),
    col.datetime(f.unsubscribeTime, WXOFFICIAL_TITLES.unsubscribeTime, { sortable: true, visible: false }),
    col.select(f.scene, WXOFFICIAL_TITLES.source, SOURCE_OPTIONS, { filter: 'select', width: 120 }),
    col.text(f.unionid, WXOFFICIAL_TITLES.unionid, { width: 250, visible: false }),
    col.text(f.language, WXOFFICIAL_TITLES.language, { width: 80, visible: false }),
    col.datetime(f.syncedAt, WXOFFICIAL_TITLES.synced, { visible: false }),
  ],
  tabs: {
    all: { title: T('全部') },
    following: { title: SUBSCRIBE_OPTIONS[0]!.label, where: eq(f.subscribe, 1) },
    gone: { title: SUBSCRIBE_OPTIONS[1]!.label, where: eq(f.subscribe, 0) },
  },
  links: { Tag: { page: 'WxFansTag', when: { subscribe: [1] } } },
  options: {
    label: [f.remark, f.openid],
    search: [f.remark, f.openid],
    where: eq(f.subscribe, 1),
    orderBy: f.subscribeTime,
  },
  defaultSort: { key: 'subscribe_time', order: 'desc' },
  deletable: false,
  exportable: true,
  exportAsync: true,
});
