import {
  badAnswer,
  badInput,
  type Deps,
  type NoticeResult,
  type NoticeSender,
  type NoticeTemplate,
  readServiceSettings,
  ServiceError,
  type StoreDb,
  type Texts,
  withService,
  withStore,
} from '@yanye/addon-kit/server';
import { and, asc, eq } from 'drizzle-orm';
import { VARIABLE_MAX } from '../contract';
import {
  bizIdOf,
  markFailed,
  markSent,
  type Outgoing,
  openRecord,
  requireKeys,
  sendCall,
  type TemplateRow,
} from './send';
import { smsService } from './service';
import { smsTemplates } from './tables';
import { SMS_MESSAGES } from './texts';

const asNotice = (t: TemplateRow): NoticeTemplate => ({ id: t.id, name: t.name, params: t.variables });

/**
 * A value as the provider takes it: a longer one would be refused whole, so it is cut to the most it takes,
 * ending in an ellipsis (a recall's reason may run to 200 characters).
 */
function fitted(value: string): string {
  const chars = [...value.trim()];
  return chars.length <= VARIABLE_MAX ? chars.join('') : `${chars.slice(0, VARIABLE_MAX - 1).join('')}…`;
}

/** The store's template `id` if it is an approved notice; refused otherwise, before anything is sent. */
async function noticeTemplate(db: StoreDb, id: number): Promise<TemplateRow> {
  const [t] = await db.select().from(smsTemplates).where(eq(smsTemplates.id, id));
  if (!t) throw badInput(SMS_MESSAGES.noTemplate);
  if (t.reviewState !== 'approved') throw badInput(SMS_MESSAGES.notApproved, { name: t.name });
  if (t.kind !== 'notice') throw badInput(SMS_MESSAGES.notNotice, { name: t.name });
  return t;
}

/** Why a send failed, in every language, as a refused call says it (`外部服务“短信服务”调用失败：…`'s reason). */
const reasonOf = (error: ServiceError) => error.params.reason as Texts;

/**
 * The notices the core sends through the store's provider (the `noticeSender` hook of engine/addons/notice.ts):
 * each message a send record of its own (purpose `notice`, the text as the phone shows it), sent as a test is:
 * the record first, then the provider with no transaction open, deduped by the record's id; a refusal or a
 * timeout closes that record as failed and the others still go.
 */
export const smsNoticeSender: NoticeSender = {
  async templates(db) {
    const rows = await db
      .select()
      .from(smsTemplates)
      .where(and(eq(smsTemplates.reviewState, 'approved'), eq(smsTemplates.kind, 'notice')))
      .orderBy(asc(smsTemplates.id));
    return rows.map(asNotice);
  },

  async template(db, deps, id) {
    requireKeys(await readServiceSettings(db, deps, 'sms'));
    return asNotice(await noticeTemplate(db, id));
  },

  async send(deps: Deps, supplierId, { template, accountId, messages }) {
    const db = deps.database.db;
    // Every record is written at once, the template read again: one withdrawn meanwhile sends nothing.
    const outgoing = await withStore(db, supplierId, async (tx) => {
      const t = await noticeTemplate(tx, template);
      const now = deps.now();
      const made: { id: number; o: Outgoing }[] = [];
      for (const m of messages) {
        const variables = Object.fromEntries(t.variables.map((v) => [v, fitted(m.params[v] ?? '')]));
        const o: Outgoing = { template: t, phone: m.phone, variables, purpose: 'notice', accountId };
        made.push({ id: await openRecord(tx, o, now), o });
      }
      return made;
    });
    return withService(deps, supplierId, smsService, async (client) => {
      const results: NoticeResult[] = [];
      for (const [i, { id, o }] of outgoing.entries()) {
        try {
          const bizId = bizIdOf(await client.call(sendCall(id, o)));
          if (!bizId) throw badAnswer(smsService, client, 'no BizId in the answer');
          await withStore(db, supplierId, (tx) => markSent(tx, id, bizId, deps.now()));
          results.push({ sent: true });
        } catch (error) {
          if (error instanceof ServiceError) {
            const reason = `${error.outcome}: ${error.detail}`;
            await withStore(db, supplierId, (tx) => markFailed(tx, id, reason, deps.now()));
            results.push({ sent: false, reason: reasonOf(error) });
            continue;
          }
          // Not the provider's doing: this record and those not yet sent are closed, none left sending.
          const reason = error instanceof Error ? error.message : 'error';
          await withStore(db, supplierId, async (tx) => {
            for (const left of outgoing.slice(i)) await markFailed(tx, left.id, reason, deps.now());
          });
          throw error;
        }
      }
      return results;
    });
  },
};
