import {
  Answer,
  badInput,
  col,
  conflict,
  defineResource,
  field,
  type StoreDb,
  suppliers,
  type ValuesOf,
} from '@yanye/framework/server';
import { type Lang, T, type Texts } from '@yanye/i18n';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { agreementDemo } from './agreement.demo';
import { PUBLISHED_OPTIONS } from './published';
import { AGREEMENT_KINDS, agreements } from './tables';

// The table lives in ./tables.ts; server/test still imports it from here.

export type AgreementKind = (typeof AGREEMENT_KINDS)[number];

const KIND: Readonly<Record<AgreementKind, Texts>> = {
  user: T('用户协议'),
  privacy: T('隐私政策'),
  recharge: T('充值协议'),
  enter: T('商家入驻协议'),
};

const KINDS = AGREEMENT_KINDS.map((value) => ({ value, label: KIND[value] }));

const MESSAGES = {
  published: T('已发布的协议不能修改或删除，请保存为新版本'),
  enterIsPlatforms: T('商家入驻协议由平台发布'),
  newerPublished: T('{kind}已发布更新的第 {version} 版，此旧版本不能再发布'),
  publishedNow: T('已发布'),
} as const;
type Values = ValuesOf<typeof agreements>;

/**
 * New versions of one kind are numbered one at a time (a lock until the transaction ends), so two saved at once
 * cannot both take the same next number.
 */
async function nextVersion(db: StoreDb, kind: AgreementKind): Promise<number> {
  await db.tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`agreements:${kind}`}), ${db.supplierId})`);
  const [row] = await db
    .select({ most: sql<number>`coalesce(max(${agreements.version}), 0)`.mapWith(Number) })
    .from(agreements)
    .where(eq(agreements.kind, kind));
  return (row?.most ?? 0) + 1;
}

/** Whether the store is the platform (is_pingtai), read in its own transaction. */
async function isPlatform(db: StoreDb): Promise<boolean> {
  const [me] = await db.select({ isPlatform: suppliers.isPlatform }).from(suppliers);
  return me?.isPlatform === true;
}

/**
 * A new version takes the next number of its kind and starts as a draft; a draft moved to another kind takes
 * that kind's next number. Only the platform keeps the store entry agreement.
 */
async function beforeSave(db: StoreDb, values: Values, id: number | undefined): Promise<Values> {
  const [held] =
    id === undefined
      ? []
      : await db
          .select({ kind: agreements.kind })
          .from(agreements)
          .where(eq(agreements.id, id))
          .for('update');
  const kind = (values.kind ?? held?.kind) as AgreementKind | undefined;
  if (kind === 'enter' && !(await isPlatform(db))) throw badInput(MESSAGES.enterIsPlatforms);
  if (!kind || (held && held.kind === kind)) return values;
  return { ...values, version: await nextVersion(db, kind), status: 0, publishedAt: null };
}

/**
 * Publishes a draft: it becomes the version served (the newest published of its kind). A draft older than a
 * version already published is refused, since publishing it would serve nothing new.
 */
async function publish(db: StoreDb, row: typeof agreements.$inferSelect, now: number, lang: Lang) {
  const [newer] = await db
    .select({ version: agreements.version })
    .from(agreements)
    .where(and(eq(agreements.kind, row.kind), eq(agreements.status, 1), gt(agreements.version, row.version)))
    .orderBy(desc(agreements.version))
    .limit(1);
  if (newer) throw conflict(MESSAGES.newerPublished, { kind: KIND[row.kind][lang], version: newer.version });
  const [done] = await db
    .update(agreements)
    .set({ status: 1, publishedAt: now, updatedAt: now })
    .where(and(eq(agreements.id, row.id), eq(agreements.status, 0)))
    .returning({ id: agreements.id });
  if (!done) throw conflict(MESSAGES.published);
  return new Answer({ id: row.id }, MESSAGES.publishedNow);
}

/**
 * The agreements a store shows (`/content/agreement`), each kept in numbered versions: a draft is edited until it
 * is published, then it stands as it is, and a change is a new version.
 */
export const agreementResource = defineResource({
  entity: 'Agreement',
  table: agreements,
  columns: [
    col.select(agreements.kind, T('协议类型'), KINDS, {
      filter: 'select',
      width: 140,
      form: {
        required: true,
        tip: T('保存即生成该类型的新版本（草稿），发布后对用户生效'),
      },
    }),
    col.number(agreements.version, T('版本', 'version'), { sortable: true, width: 80 }),
    col.text(agreements.title, T('标题'), {
      filter: 'text',
      width: 260,
      form: { required: true, max: 100 },
    }),
    field(agreements.body, T('协议内容'), 'richtext', {
      required: true,
      max: 100_000,
    }),
    col.status(agreements.status, PUBLISHED_OPTIONS, { width: 90 }),
    col.datetime(agreements.publishedAt, T('发布时间'), {
      sortable: true,
      filter: 'datetime',
    }),
    col.created(agreements.createdAt, { filter: false, visible: false }),
    col.updated(agreements.updatedAt),
  ],
  defaultSort: { key: 'id', order: 'desc' },
  editableWhen: { condition: { status: [0] }, message: MESSAGES.published },
  beforeSave,
  actions: {
    Publish: {
      when: { status: [0] },
      confirm: true,
      run: ({ db, deps, lang }, row) => publish(db, row, deps.now(), lang),
    },
  },
  exportable: true,
  demo: agreementDemo,
});
