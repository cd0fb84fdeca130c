import { Answer, badInput, notFound, route } from '@yanye/addon-kit/server';
import { eq } from 'drizzle-orm';
import { templateSend, templateSendInfo, templateSync } from '../contract';
import { fieldLabels, fieldMax, oneLine, renderTemplate, templateFields } from '../template-fields';
import { fanName } from './fans.routes';
import { bookTemplates } from './sync';
import { wxFans, wxMessages, wxTemplates } from './tables';
import { WXOFFICIAL_LOG, WXOFFICIAL_MESSAGES } from './texts';
import { fetchTemplates, sendTemplate } from './wx-api';
import { wxRoute } from './wx-route';

const WEB_URL = /^https?:\/\/[^\s]+$/i;

/** The fields of a send, checked as WeChat would take them: every field filled, none unknown, none too long. */
function sendData(content: string, given: Readonly<Record<string, string>>): Record<string, string> {
  const fields = templateFields(content);
  const labels = fieldLabels(content);
  for (const key of Object.keys(given))
    if (!fields.includes(key)) throw badInput(WXOFFICIAL_MESSAGES.fieldUnknown, { field: key });
  const data: Record<string, string> = {};
  for (const field of fields) {
    const value = (given[field] ?? '').trim();
    const label = labels[field] ?? field;
    if (value === '') throw badInput(WXOFFICIAL_MESSAGES.fieldMissing, { field: label });
    if ([...value].length > fieldMax(field))
      throw badInput(WXOFFICIAL_MESSAGES.fieldTooLong, { field: label, max: fieldMax(field) });
    data[field] = value;
  }
  return data;
}

/** The template and the follower of each test send, by the call's input, for its operator-log row. */
const sent = new WeakMap<object, { readonly title: string; readonly fan: string }>();

export const templateRoutes = [
  route(templateSendInfo, {
    handler: async ({ db }, { query }) => {
      const [tpl] = await db.select().from(wxTemplates).where(eq(wxTemplates.id, query.id));
      if (!tpl) throw notFound();
      const labels = fieldLabels(tpl.content);
      return {
        id: tpl.id,
        template_id: tpl.templateId,
        title: tpl.title,
        content: tpl.content,
        example: tpl.example,
        status: tpl.status,
        fields: templateFields(tpl.content).map((name) => ({
          name,
          label: labels[name] ?? name,
          max: fieldMax(name),
        })),
      };
    },
  }),
  wxRoute(templateSync, {
    plan: async () => undefined,
    call: (session) => fetchTemplates(session),
    async book({ db, deps }, _input, _plan, list) {
      const done = await bookTemplates(db, list, deps.now());
      return new Answer(done, WXOFFICIAL_MESSAGES.templatesSynced, { ...done });
    },
    audit: (_input, result: { found: number; added: number; removed: number }) => ({
      object: 'WxTemplate',
      said: { text: WXOFFICIAL_LOG.templatesSynced, params: { ...result } },
    }),
  }),
  wxRoute(templateSend, {
    async plan({ db }, input) {
      const { body } = input;
      const [tpl] = await db.select().from(wxTemplates).where(eq(wxTemplates.id, body.id));
      if (!tpl) throw notFound();
      if (tpl.status !== 'active') throw badInput(WXOFFICIAL_MESSAGES.templateRemoved);
      const [fan] = await db.select().from(wxFans).where(eq(wxFans.id, body.fan_id));
      if (!fan) throw notFound();
      if (fan.subscribe !== 1) throw badInput(WXOFFICIAL_MESSAGES.fanGone);
      const data = sendData(tpl.content, body.data);
      const url = (body.url ?? '').trim();
      if (url !== '' && !WEB_URL.test(url)) throw badInput(WXOFFICIAL_MESSAGES.urlInvalid);
      sent.set(input, { title: tpl.title, fan: fanName(fan) });
      return { tpl, openid: fan.openid, data, url };
    },
    call: (session, p) =>
      sendTemplate(session, {
        touser: p.openid,
        template_id: p.tpl.templateId,
        ...(p.url ? { url: p.url } : {}),
        data: Object.fromEntries(Object.entries(p.data).map(([k, value]) => [k, { value }])),
      }),
    async book({ db, deps }, _input, p, msgid) {
      const now = deps.now();
      const [row] = await db
        .insert(wxMessages)
        .values({
          direction: 'out',
          msgKey: `tpl:${msgid}`,
          openid: p.openid,
          msgType: 'template',
          content: oneLine(p.tpl.title, renderTemplate(p.tpl.content, p.data)),
          msgId: msgid,
          templateId: p.tpl.templateId,
          state: 'sent',
          sentAt: now,
        })
        .returning({ id: wxMessages.id });
      return new Answer({ msgid, message_id: row!.id }, WXOFFICIAL_MESSAGES.templateSent, { msgid });
    },
    audit: (input) => {
      const { title, fan } = sent.get(input) ?? { title: `#${input.body.id}`, fan: `#${input.body.fan_id}` };
      return {
        target: String(input.body.id),
        object: 'WxTemplate',
        objectName: title,
        said: { text: WXOFFICIAL_LOG.templateSent, params: { title, fan } },
      };
    },
  }),
];
