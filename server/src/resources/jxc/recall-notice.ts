import {
  type ActionDecl,
  AppError,
  input,
  materials,
  type NoticeResult,
  namesText,
  notFound,
  noticeAddonTitles,
  noticeSenderOf,
  type OptionsSource,
  type StoreDb,
  suppliers,
} from '@yanye/framework/server';
import { type Lang, T, type Texts, textOf, textsBy } from '@yanye/i18n';
import { isPhone } from '@yanye/protocol';
import { asc, eq, inArray } from 'drizzle-orm';
import { recallContacts, recalls } from './recall-tables';
import { lots } from './tables';
import { INVENTORY_TITLES } from './titles';

// A recall's customers told by text message (docs/inventory.md, "Lots, expiry and recalls"): a batch action of
// the contacts, offered where an installed add-on sends notices (the SMS add-on's `noticeSender`). The messages
// go out with no transaction open, through the add-on's own sending path and send records; then each contact is
// marked in the request's transaction.

/** The values a recall notice's template may name, and what each is (the dialog lists them). */
export const NOTICE_PARAMS = {
  lot: INVENTORY_TITLES.lotNo,
  material: INVENTORY_TITLES.material,
  customer: INVENTORY_TITLES.customer,
  reason: INVENTORY_TITLES.recallReason,
  store: T('店铺名称'),
} as const satisfies Record<string, Texts>;

type NoticeParam = keyof typeof NOTICE_PARAMS;
const PARAM_NAMES = Object.keys(NOTICE_PARAMS) as NoticeParam[];

const NOTICE_TEXTS = {
  template: T('短信模板', 'pick'),
  paramsTip: T('模板可用的变量：{params}'),
  again: T('再次发送'),
  againTip: T('已联系过的客户默认不再发送；打开后也向他们再发一次'),
  noAddon: T('发送短信通知要先安装插件“{addons}”'),
  noSender: T('没有能发送短信通知的插件'),
  unknownParams: T('模板“{name}”含有召回短信填不了的变量 {unknown}，可用的变量：{params}'),
  closed: T('召回单 {id} 已结束，不再发送通知'),
  sentNote: T('已发短信（模板“{template}”）'),
  failedNote: T('短信发送失败：{reason}'),
  sent: T('已向 {count} 位客户发送召回短信'),
  noPhone: T('没有手机号，未发送：{names}'),
  contacted: T('已联系过，未再发送（如需再发请打开“再次发送”）：{names}'),
  failed: T('发送失败：{failures}'),
};

/** Chinese and Japanese list with 、 and close a sentence with ；, the others with commas and semicolons. */
const wide = (lang: Lang) => lang === 'zh' || lang === 'ja';

/** `${lot} 批号、${material} 物料…`: the params as a template writes them, each with what it is. */
const paramsText = (lang: Lang) =>
  PARAM_NAMES.map((p) => `\${${p}} ${NOTICE_PARAMS[p][lang]}`).join(wide(lang) ? '、' : ', ');

/** The store's templates a notice may be sent with, from the installed add-on's list (none without one). */
const TEMPLATE_OPTIONS: OptionsSource = {
  async load(db) {
    const sender = await noticeSenderOf(db);
    return sender ? (await sender.templates(db)).map((t) => ({ value: t.id, label: t.name })) : [];
  },
};

const FIELDS = [
  input('template_id', NOTICE_TEXTS.template, 'select', {
    required: true,
    options: TEMPLATE_OPTIONS,
    tip: textsBy((lang) => textOf(NOTICE_TEXTS.paramsTip, lang, { params: paramsText(lang) })),
  }),
  input('again', NOTICE_TEXTS.again, 'switch', { default: 0, tip: NOTICE_TEXTS.againTip }),
] as const;

/** What became of one contact: sent, failed (and why), or not sent for want of a mobile or having been reached. */
type Outcome =
  | { readonly kind: 'sent' }
  | { readonly kind: 'failed'; readonly reason: Texts }
  | { readonly kind: 'noPhone' | 'contacted' };

/** What the sending did, for marking the contacts: the template's name, and each contact's outcome by id. */
interface Sent {
  readonly template: string;
  readonly outcomes: ReadonlyMap<number, Outcome>;
}

/** What `run` answers of a contact, for the batch's account of it. */
interface Done {
  readonly name: string;
  readonly outcome: Outcome;
}

/** Refused when no installed add-on sends notices: naming the add-ons that would, if any is in the console. */
async function unavailable(db: StoreDb): Promise<Texts | undefined> {
  if (await noticeSenderOf(db)) return undefined;
  const titles = noticeAddonTitles();
  return titles.length > 0
    ? textsBy((lang) => textOf(NOTICE_TEXTS.noAddon, lang, { addons: namesText(titles)[lang] }))
    : NOTICE_TEXTS.noSender;
}

/** The contacts asked for, with what their notice says: the lot, its material, the recall and its state. */
function contactsOf(db: StoreDb, ids: readonly number[]) {
  return db
    .select({
      id: recallContacts.id,
      recallId: recallContacts.recallId,
      name: recallContacts.name,
      phone: recallContacts.phone,
      contacted: recallContacts.contacted,
      reason: recalls.reason,
      status: recalls.status,
      lot: lots.lotNo,
      material: materials.name,
    })
    .from(recallContacts)
    .innerJoin(recalls, eq(recalls.id, recallContacts.recallId))
    .innerJoin(lots, eq(lots.id, recalls.lotId))
    .innerJoin(materials, eq(materials.id, lots.materialId))
    .where(inArray(recallContacts.id, [...ids]))
    .orderBy(asc(recallContacts.id));
}

/**
 * 短信通知 (RecallContactSendNotice): the template picked is checked by the add-on (the store's own, approved,
 * its setup complete) and may name only `NOTICE_PARAMS`. A contact without a mobile number is skipped, and so is
 * one already contacted unless 再次发送 is on: sending twice is never silent. Each accepted message marks its
 * contact reached by SMS, by whom and when; a failed one leaves it unreached with the reason in its note.
 */
export const sendNoticeAction: ActionDecl<typeof recallContacts, typeof FIELDS, Sent> = {
  batch: true,
  fields: FIELDS,
  unavailable,
  async outside(stage, ids, asked) {
    const plan = await stage.inStore(async ({ db, deps }) => {
      const sender = await noticeSenderOf(db);
      if (!sender) throw new AppError('CONFLICT', (await unavailable(db))!);
      const template = await sender.template(db, deps, Number(asked.template_id));
      const unknown = template.params.filter((p) => !(PARAM_NAMES as string[]).includes(p));
      if (unknown.length > 0)
        throw new AppError('BAD_INPUT', NOTICE_TEXTS.unknownParams, {
          name: template.name,
          unknown: unknown.join(', '),
          params: textsBy(paramsText),
        });
      const rows = await contactsOf(db, ids);
      // Every contact asked for is the store's, or nothing is sent (the rows are locked again after sending).
      if (rows.length < new Set(ids).size) throw notFound();
      const closed = rows.find((r) => r.status !== 'open');
      if (closed) throw new AppError('CONFLICT', NOTICE_TEXTS.closed, { id: closed.recallId });
      const [store] = await db.select({ name: suppliers.storeName }).from(suppliers);
      const outcomes = new Map<number, Outcome>();
      const messages = [];
      for (const r of rows) {
        const phone = r.phone.trim();
        if (!isPhone(phone)) outcomes.set(r.id, { kind: 'noPhone' });
        else if (r.contacted === 1 && !asked.again) outcomes.set(r.id, { kind: 'contacted' });
        else {
          const values: Record<NoticeParam, string> = {
            lot: r.lot,
            material: r.material,
            customer: r.name,
            reason: r.reason,
            store: store?.name ?? '',
          };
          messages.push({ id: r.id, phone, params: values });
        }
      }
      return { sender, template, outcomes, messages };
    });
    const results: readonly NoticeResult[] =
      plan.messages.length === 0
        ? []
        : await plan.sender.send(stage.deps, stage.principal.supplierId, {
            template: plan.template.id,
            accountId: stage.principal.accountId,
            messages: plan.messages,
          });
    plan.messages.forEach((m, i) => {
      const got = results[i];
      if (!got)
        throw new Error(`the notice sender answered ${results.length} of ${plan.messages.length} messages`);
      plan.outcomes.set(m.id, got.sent ? { kind: 'sent' } : { kind: 'failed', reason: got.reason });
    });
    return { template: plan.template.name, outcomes: plan.outcomes };
  },
  async run({ db, deps, principal, lang }, row, _asked, sent): Promise<Done> {
    if (!sent) throw new Error('SendNotice runs after its outside stage');
    const outcome = sent.outcomes.get(row.id);
    if (!outcome) throw new Error(`contact ${row.id} was not planned`);
    const now = deps.now();
    // A message taken marks its contact reached by it; a failure is noted only where no one has reached them.
    if (outcome.kind === 'sent')
      await db
        .update(recallContacts)
        .set({
          contacted: 1,
          contactedBy: principal.accountId,
          contactedAt: now,
          channel: 'sms',
          note: textOf(NOTICE_TEXTS.sentNote, lang, { template: sent.template }),
          updatedAt: now,
        })
        .where(eq(recallContacts.id, row.id));
    else if (outcome.kind === 'failed' && row.contacted === 0)
      await db
        .update(recallContacts)
        .set({
          channel: 'sms',
          note: textOf(NOTICE_TEXTS.failedNote, lang, { reason: outcome.reason[lang] }).slice(0, 200),
          updatedAt: now,
        })
        .where(eq(recallContacts.id, row.id));
    return { name: row.name || row.docNo, outcome };
  },
  said(results: readonly Done[]) {
    const named = (kind: Outcome['kind']) =>
      results.filter((r) => r.outcome.kind === kind).map((r) => r.name);
    const failures = results.flatMap((r) =>
      r.outcome.kind === 'failed' ? [{ name: r.name, reason: r.outcome.reason }] : [],
    );
    const parts: { text: Texts; params: Record<string, string | number | Texts> }[] = [
      { text: NOTICE_TEXTS.sent, params: { count: named('sent').length } },
    ];
    if (named('noPhone').length > 0)
      parts.push({ text: NOTICE_TEXTS.noPhone, params: { names: namesText(named('noPhone')) } });
    if (named('contacted').length > 0)
      parts.push({ text: NOTICE_TEXTS.contacted, params: { names: namesText(named('contacted')) } });
    if (failures.length > 0)
      parts.push({
        text: NOTICE_TEXTS.failed,
        params: {
          failures: namesText(
            failures.map((f) =>
              textsBy((lang) =>
                wide(lang) ? `${f.name}（${f.reason[lang]}）` : `${f.name} (${f.reason[lang]})`,
              ),
            ),
          ),
        },
      });
    return {
      text: textsBy((lang) =>
        parts.map((p) => textOf(p.text, lang, p.params)).join(wide(lang) ? '；' : '; '),
      ),
    };
  },
};
