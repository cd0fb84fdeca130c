import { apiAction, entityByName } from '@yanye/catalog';
import {
  accounts,
  col,
  defineResource,
  extraField,
  field,
  KEPT_AND_EXPORTED,
  type OptionsSource,
  operatorLogs,
  rawRows,
  type StoreDb,
  tableOptions,
} from '@yanye/framework/server';
import { type Lang, T } from '@yanye/i18n';
import { type LogSentence, sentenceOf } from '@yanye/protocol';
import { eq, sql } from 'drizzle-orm';
import { LOG_TITLES } from './log-titles';

/**
 * The distinct values of a column the store's log holds, each once, by skipping through the (store, column, time)
 * index: a loose index scan, one probe per distinct value, so a log of millions of rows answers as fast as a short
 * one.
 */
async function loggedValues(
  db: StoreDb,
  column: typeof operatorLogs.api | typeof operatorLogs.object,
): Promise<string[]> {
  const scope = db.scope(operatorLogs);
  const rows = await rawRows<{ v: string }>(
    db.tx,
    sql`with recursive vs(v) as (
      select min(${column}) from ${operatorLogs} where ${scope}
      union all
      select (select min(${column}) from ${operatorLogs} where ${scope} and ${column} > vs.v)
      from vs where vs.v is not null
    ) select v from vs where v is not null and v <> ''`,
  );
  return rows.map((r) => r.v);
}

/** The logged paths with what the catalogue says of each: its screen, or what was done there. */
const apiOptions = (said: 'page' | 'action'): OptionsSource => ({
  async load(db: StoreDb, lang: Lang) {
    return (await loggedValues(db, operatorLogs.api)).map((api) => ({
      value: api,
      label: apiAction(api)?.[said][lang] ?? api,
    }));
  },
});

/** The kinds of record the log names (客户, 入库单), by the catalogue's title of each. */
const objectOptions: OptionsSource = {
  async load(db: StoreDb, lang: Lang) {
    return (await loggedValues(db, operatorLogs.object)).map((name) => ({
      value: name,
      label: entityByName(name)?.title[lang] ?? name,
    }));
  },
};

interface Entry {
  readonly d: LogSentence | null;
  readonly s: string;
  readonly a: string;
  readonly t: string;
}

/**
 * An entry as a sentence in the reader's language. Rows written before sentences were kept have their Chinese
 * note, which a reader of another language gets after what the catalogue calls the call in theirs.
 */
export function entrySentence(value: unknown, lang: Lang): string {
  const e = value as Entry | null;
  if (!e) return '';
  if (e.d) return sentenceOf(e.d, lang);
  if (lang === 'zh') return e.s;
  const action = apiAction(e.a)?.action[lang] ?? e.a;
  return e.t ? `${action} #${e.t} · ${e.s}` : `${action} · ${e.s}`;
}

const ENTRY = sql`jsonb_build_object('d', ${operatorLogs.detail}, 's', ${operatorLogs.summary}, 'a', ${operatorLogs.api}, 't', ${operatorLogs.target})`;

const WHAT = T('操作内容');

/** An entry's sentence for its details page, in the reader's language. */
async function readSentence(db: StoreDb, id: number, lang: Lang): Promise<Record<string, unknown>> {
  const [row] = await db
    .select({ d: operatorLogs.detail, s: operatorLogs.summary, a: operatorLogs.api, t: operatorLogs.target })
    .from(operatorLogs)
    .where(eq(operatorLogs.id, id));
  return { sentence: row ? entrySentence(row, lang) : '' };
}

export const operatorLogResource = defineResource({
  entity: 'OperatorLog',
  table: operatorLogs,
  columns: [
    col.id(operatorLogs.id, { visible: false }),
    col.datetime(operatorLogs.createdAt, T('操作时间'), {
      sortable: true,
      filter: 'datetime',
      form: true,
    }),
    col.text(operatorLogs.username, LOG_TITLES.operator, { width: 120, form: true }),
    // The filter picks an account; the rows keep the username it had, also once it is renamed or deleted.
    col.select(
      operatorLogs.accountId,
      LOG_TITLES.operator,
      tableOptions(accounts, accounts.id, accounts.username),
      {
        as: 'account_id',
        filter: 'select',
        visible: false,
        exportable: false,
      },
    ),
    col.computed('text', ENTRY, WHAT, {
      as: 'sentence',
      width: 520,
      present: entrySentence,
      link: { page: 'OperatorLogInfo', idKey: 'id' },
    }),
    extraField('sentence', WHAT, 'textarea'),
    col.select(operatorLogs.object, T('对象'), objectOptions, {
      filter: 'select',
      visible: false,
      form: true,
    }),
    col.text(operatorLogs.objectName, T('记录'), {
      filter: 'text',
      visible: false,
      form: true,
    }),
    col.text(operatorLogs.summary, T('关键词'), {
      filter: 'text',
      visible: false,
      exportable: false,
    }),
    col.select(operatorLogs.api, LOG_TITLES.page, apiOptions('page'), {
      as: 'page',
      width: 120,
      visible: false,
    }),
    col.select(operatorLogs.api, LOG_TITLES.action, apiOptions('action'), {
      as: 'action',
      filter: 'select',
      width: 160,
      visible: false,
    }),
    // The call itself is for whoever looks into one entry: shown on its details page only.
    field(operatorLogs.api, T('接口'), 'text', { as: 'api' }),
    col.text(operatorLogs.target, T('对象编号'), {
      width: 100,
      visible: false,
      form: true,
    }),
    col.text(operatorLogs.ip, LOG_TITLES.ip, { width: 130, form: true }),
    col.text(operatorLogs.userAgent, LOG_TITLES.userAgent, { visible: false, form: true }),
  ],
  extra: { read: readSentence },
  defaultSort: { key: 'created_at', order: 'desc' },
  ...KEPT_AND_EXPORTED,
});
