// biome-ignore-all lint/suspicious/noTemplateCurlyInString: SMS templates write their variables as ${name}.
import {
  addonByKey,
  badInput,
  COMMON_TITLES,
  col,
  defineResource,
  field,
  nameColumn,
  readAddonValues,
  T,
} from '@yanye/addon-kit/server';
import { eq, sql } from 'drizzle-orm';
import { VARIABLE_NAME } from '../contract';
import { variablesOf } from './send';
import { smsTemplates } from './tables';
import { KINDS, REVIEW_OPTIONS, SMS_MESSAGES, SMS_TITLES } from './texts';

export { smsTemplates } from './tables';

const t = smsTemplates;

/** Checks a template's content and answers its variables (the provider would refuse the same things). */
export function checkContent(content: string, kind: string): string[] {
  if (/[【】]/.test(content)) throw badInput(SMS_MESSAGES.signInContent);
  const names = variablesOf(content);
  if (names.some((n) => !VARIABLE_NAME.test(n))) throw badInput(SMS_MESSAGES.noVariables);
  if (names.length > 10) throw badInput(SMS_MESSAGES.tooManyVariables);
  if (kind === 'code' && !names.includes('code')) throw badInput(SMS_MESSAGES.codeNeedsVariable);
  return names;
}

/**
 * SMS templates (/plugin/sms/template): written and changed here while not submitted or after a rejection;
 * submitted for review and tested on their own screen (sms.routes.ts), approved or rejected by the provider's
 * callback. Only an approved template sends.
 */
export const smsTemplateResource = defineResource({
  entity: 'SmsTemplate',
  table: smsTemplates,
  columns: [
    nameColumn(t.name, SMS_TITLES.name, { width: 150, max: 30, unique: true }),
    col.text(t.code, SMS_TITLES.code, { filter: 'text', width: 140 }),
    col.select(t.kind, SMS_TITLES.kind, KINDS, {
      filter: 'select',
      width: 100,
      form: { required: true, default: 'notice', type: 'radio' },
    }),
    col.text(t.signName, SMS_TITLES.signName, {
      filter: 'text',
      width: 110,
      form: {
        max: 12,
        tip: T('留空时使用插件设置中的默认短信签名'),
      },
    }),
    col.text(t.content, SMS_TITLES.content, {
      filter: 'text',
      width: 320,
      form: {
        type: 'textarea',
        required: true,
        max: 500,
        tip: T('变量写作 ${code}，发送时替换；不要写签名，70 字以内按一条计费，超出按每 67 字一条'),
      },
    }),
    col.computed(
      'text',
      sql`(select coalesce(string_agg(v, ', '), '') from jsonb_array_elements_text(${t.variables}) v)`,
      SMS_TITLES.variables,
      { as: 'variables_text', width: 140 },
    ),
    field(t.remark, SMS_TITLES.remark, 'textarea', { max: 100 }),
    col.select(t.reviewState, SMS_TITLES.reviewState, REVIEW_OPTIONS, { filter: 'select', width: 100 }),
    col.text(t.reviewNote, SMS_TITLES.reviewNote, { width: 180 }),
    col.datetime(t.submittedAt, SMS_TITLES.submittedAt, { sortable: true, width: 160 }),
    col.datetime(t.createdAt, COMMON_TITLES.created, { sortable: true, visible: false }),
  ],
  tabs: {
    all: { title: T('全部') },
    approved: { title: REVIEW_OPTIONS[2]!.label, where: eq(t.reviewState, 'approved') },
    pending: { title: REVIEW_OPTIONS[1]!.label, where: eq(t.reviewState, 'pending') },
    rejected: { title: REVIEW_OPTIONS[3]!.label, where: eq(t.reviewState, 'rejected') },
    draft: { title: REVIEW_OPTIONS[0]!.label, where: eq(t.reviewState, 'draft') },
  },
  // The provider reviews what it was sent: what is waiting or approved stays as it was.
  editableWhen: { condition: { review_state: ['draft', 'rejected'] }, message: SMS_MESSAGES.notEditable },
  links: { Test: { page: 'SmsTemplateTest' } },
  defaultSort: { key: 'id', order: 'desc' },
  exportable: true,
  async beforeSave(db, values) {
    const content = String(values.content ?? '');
    const variables = checkContent(content, String(values.kind ?? 'notice'));
    let signName = String(values.signName ?? '').trim();
    if (signName === '') signName = String((await readAddonValues(db, addonByKey('sms')!)).sign_name ?? '');
    if (signName.length < 2) throw badInput('fieldRequired', { field: SMS_TITLES.signName });
    return { ...values, signName, variables };
  },
});
