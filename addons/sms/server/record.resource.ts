import { col, defineResource, T } from '@yanye/addon-kit/server';
import { eq, sql } from 'drizzle-orm';
import { smsRecords, smsTemplates } from './tables';
import { PURPOSE_OPTIONS, SMS_TITLES, STATE_OPTIONS } from './texts';

export { smsRecords } from './tables';

const r = smsRecords;

/**
 * Sent messages (/plugin/sms/record): every message handed to the provider, a test from a template's screen or
 * a sign-in code, with its state as the provider reported it and what it cost. The phone is shown masked; a
 * sign-in code was never kept. Written by the sends and the delivery reports only.
 */
export const smsRecordResource = defineResource({
  entity: 'SmsRecord',
  table: smsRecords,
  joins: [{ table: smsTemplates, on: eq(smsTemplates.id, r.templateId) }],
  columns: [
    col.computed('text', sql`left(${r.phone}, 3) || '****' || right(${r.phone}, 4)`, SMS_TITLES.phone, {
      as: 'phone',
      filter: 'text',
      width: 120,
    }),
    col.text(smsTemplates.name, SMS_TITLES.template, { as: 'template_name', filter: 'text', width: 130 }),
    col.text(r.templateCode, SMS_TITLES.code, { filter: 'text', width: 130 }),
    col.text(r.content, SMS_TITLES.content, { filter: 'text', width: 320 }),
    col.computed(
      'text',
      sql`(select coalesce(string_agg(e.key || '=' || e.value, ', '), '') from jsonb_each_text(${r.variables}) e)`,
      SMS_TITLES.variables,
      { as: 'variables_text', width: 160, visible: false },
    ),
    col.select(r.purpose, SMS_TITLES.purpose, PURPOSE_OPTIONS, { filter: 'select', width: 100 }),
    col.select(r.state, SMS_TITLES.state, STATE_OPTIONS, { filter: 'select', width: 90 }),
    col.text(r.bizId, SMS_TITLES.bizId, { filter: 'text', width: 180 }),
    col.number(r.parts, SMS_TITLES.parts, { sum: true, width: 90 }),
    col.money(r.cost, SMS_TITLES.cost, { sum: true, sortable: true, width: 90 }),
    col.text(r.error, SMS_TITLES.error, { width: 160 }),
    col.datetime(r.createdAt, SMS_TITLES.sentAt, { sortable: true, filter: 'datetime' }),
    col.datetime(r.reportedAt, SMS_TITLES.reportedAt, { visible: false }),
  ],
  tabs: {
    all: { title: T('全部') },
    delivered: { title: STATE_OPTIONS[3]!.label, where: eq(r.state, 'delivered') },
    sent: { title: STATE_OPTIONS[1]!.label, where: eq(r.state, 'sent') },
    failed: { title: STATE_OPTIONS[2]!.label, where: eq(r.state, 'failed') },
  },
  defaultSort: { key: 'created_at', order: 'desc' },
  deletable: false,
  exportable: true,
  exportAsync: true,
});
