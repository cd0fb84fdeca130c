import {
  Answer,
  addonByKey,
  badAnswer,
  badInput,
  conflict,
  notFound,
  readAddonValues,
  readServiceSettings,
  route,
  ServiceError,
  serviceRoute,
  type Texts,
  type UserContext,
  withStore,
} from '@yanye/addon-kit/server';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { type ReviewState, smsTemplateDetail, smsTemplateSubmit, smsTemplateTest } from '../contract';
import {
  bizIdOf,
  checkVariables,
  markFailed,
  markSent,
  maskPhone,
  type Outgoing,
  openRecord,
  recordView,
  requireKeys,
  sendCall,
  type TemplateRow,
} from './send';
import { smsService, TEMPLATE_TYPES, TemplateAnswer } from './service';
import { smsRecords, smsTemplates } from './tables';
import { REVIEW_OPTIONS, SMS_LOG, SMS_MESSAGES } from './texts';

const stateLabel = (state: string): Texts =>
  REVIEW_OPTIONS.find((o) => o.value === state)?.label ?? REVIEW_OPTIONS[0]!.label;

async function templateOf(ctx: UserContext, id: number, lock = false): Promise<TemplateRow> {
  const q = ctx.db.select().from(smsTemplates).where(eq(smsTemplates.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound();
  return row;
}

/**
 * A failure of the provider after the record was written: the record says so (in its own transaction, since the
 * request's answer is the 503 and nothing of it commits), then the error goes on to the caller.
 */
function failing(ctx: UserContext, id: number) {
  return async (error: unknown): Promise<never> => {
    const reason = error instanceof ServiceError ? `${error.outcome}: ${error.detail}` : 'error';
    await withStore(ctx.deps.database.db, ctx.principal.supplierId, (db) =>
      markFailed(db, id, reason, ctx.deps.now()),
    );
    throw error;
  };
}

/** The template's review-and-test screen, its submission for review and its test message. */
/** The template of each submission or test, by its answer, for its operator-log row; never sent. */
const templateNames = new WeakMap<object, string>();

export const smsRoutes = [
  route(smsTemplateDetail, {
    handler: async (ctx, { query }) => {
      const t = await templateOf(ctx, query.id);
      const values = await readAddonValues(ctx.db, addonByKey('sms')!);
      const tests = await ctx.db
        .select()
        .from(smsRecords)
        .where(and(eq(smsRecords.templateId, t.id), eq(smsRecords.purpose, 'test')))
        .orderBy(desc(smsRecords.id))
        .limit(10);
      return {
        id: t.id,
        name: t.name,
        code: t.code,
        kind: t.kind as 'code' | 'notice' | 'promo',
        sign_name: t.signName,
        content: t.content,
        variables: t.variables,
        review_state: t.reviewState as ReviewState,
        review_note: t.reviewNote,
        submitted_at: t.submittedAt,
        is_login: t.code !== '' && values.login_template === t.code ? 1 : 0,
        tests: tests.map(recordView),
      };
    },
  }),

  serviceRoute(smsTemplateSubmit, smsService, {
    async plan(ctx, { body }) {
      requireKeys(await readServiceSettings(ctx.db, ctx.deps, 'sms'));
      const t = await templateOf(ctx, body.id);
      if (t.reviewState !== 'draft' && t.reviewState !== 'rejected')
        throw badInput(SMS_MESSAGES.cannotSubmit, { name: t.name, state: stateLabel(t.reviewState) });
      // A rejected template goes back under its code; a new one gets a code from the provider.
      const modify = t.code !== '';
      return {
        id: t.id,
        state: t.reviewState,
        call: {
          op: modify ? 'modify_template' : 'add_template',
          method: 'POST' as const,
          path: '/',
          query: {
            Action: modify ? 'ModifySmsTemplate' : 'AddSmsTemplate',
            ...(modify ? { TemplateCode: t.code } : {}),
            TemplateType: TEMPLATE_TYPES[t.kind as keyof typeof TEMPLATE_TYPES] ?? '1',
            TemplateName: t.name,
            TemplateContent: t.content,
            Remark: t.remark || t.name,
          },
          // Each submission opens a review at the provider: sent once.
          idempotent: false,
        },
      };
    },
    async call(client, plan) {
      const got = TemplateAnswer.safeParse(await client.call(plan.call));
      if (!got.success) throw badAnswer(smsService, client, 'no TemplateCode in the answer');
      return got.data;
    },
    async book(ctx, _input, plan, got) {
      const [row] = await ctx.db
        .update(smsTemplates)
        .set({
          code: got.TemplateCode,
          reviewOrder: got.OrderId,
          reviewState: 'pending',
          reviewNote: '',
          submittedAt: ctx.deps.now(),
        })
        .where(and(eq(smsTemplates.id, plan.id), inArray(smsTemplates.reviewState, ['draft', 'rejected'])))
        .returning();
      if (!row) throw conflict(SMS_MESSAGES.notEditable);
      const answer = { id: row.id, code: row.code, review_state: 'pending' as const };
      templateNames.set(answer, row.name);
      return new Answer(answer, SMS_MESSAGES.submitted, { code: row.code });
    },
    audit: (_input, result: { id: number; code: string }) => {
      const name = templateNames.get(result) ?? `#${result.id}`;
      return {
        target: String(result.id),
        object: 'SmsTemplate',
        objectName: name,
        said: { text: SMS_LOG.submitted, params: { name, code: result.code } },
      };
    },
  }),

  serviceRoute(smsTemplateTest, smsService, {
    async plan(ctx, { body }) {
      requireKeys(await readServiceSettings(ctx.db, ctx.deps, 'sms'));
      const template = await templateOf(ctx, body.id);
      if (template.reviewState !== 'approved')
        throw badInput(SMS_MESSAGES.notApproved, { name: template.name });
      checkVariables(template, body.variables);
      const o: Outgoing = {
        template,
        phone: body.phone,
        variables: body.variables,
        purpose: 'test',
        accountId: ctx.principal.accountId,
      };
      const id = await openRecord(ctx.db, o, ctx.deps.now());
      return { id, name: template.name, call: sendCall(id, o), fail: failing(ctx, id) };
    },
    async call(client, plan) {
      try {
        const bizId = bizIdOf(await client.call(plan.call));
        if (!bizId) throw badAnswer(smsService, client, 'no BizId in the answer');
        return bizId;
      } catch (error) {
        return plan.fail(error);
      }
    },
    async book(ctx, { body }, plan, bizId) {
      const row = await markSent(ctx.db, plan.id, bizId, ctx.deps.now());
      if (!row) throw notFound();
      const answer = recordView(row);
      templateNames.set(answer, plan.name);
      return new Answer(answer, SMS_MESSAGES.testSent, { phone: maskPhone(body.phone) });
    },
    audit: (_input, result: { id: number; phone: string }) => {
      const name = templateNames.get(result) ?? '';
      return {
        target: String(result.id),
        object: 'SmsRecord',
        objectName: name,
        said: { text: SMS_LOG.tested, params: { name, phone: result.phone } },
      };
    },
  }),
];
