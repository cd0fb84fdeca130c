import { badInput, COMMON_TITLES, col, defineResource, T } from '@yanye/addon-kit/server';
import { eq, sql } from 'drizzle-orm';
import { wxTemplates } from './tables';
import { SCENE_OPTIONS, TEMPLATE_STATUS, WXOFFICIAL_MESSAGES, WXOFFICIAL_TITLES } from './texts';

const t = wxTemplates;

/**
 * The account's templates (/plugin/wxofficial/template/manage), as WeChat lists them after a sync
 * (template.routes.ts); the store notes what each is for. A row opens the test send while WeChat still has it.
 */
export const wxTemplateResource = defineResource({
  entity: 'WxTemplate',
  table: wxTemplates,
  columns: [
    col.text(t.title, WXOFFICIAL_TITLES.title, { filter: 'text', sortable: true, width: 160 }),
    col.text(t.templateId, WXOFFICIAL_TITLES.templateId, { filter: 'text', width: 200, visible: false }),
    col.computed(
      'text',
      sql`${t.primaryIndustry} || ' / ' || ${t.deputyIndustry}`,
      WXOFFICIAL_TITLES.industry,
      {
        as: 'industry',
        width: 140,
        visible: false,
      },
    ),
    col.text(t.content, WXOFFICIAL_TITLES.body, { width: 320 }),
    col.text(t.example, WXOFFICIAL_TITLES.example, { width: 320, visible: false }),
    col.select(t.scene, WXOFFICIAL_TITLES.scene, SCENE_OPTIONS, {
      filter: 'select',
      width: 110,
      form: {
        required: true,
        tip: T('本店用它通知什么，方便查找'),
      },
    }),
    col.text(t.remark, COMMON_TITLES.remark, { width: 160, form: { max: 100 } }),
    col.select(t.status, COMMON_TITLES.status, TEMPLATE_STATUS, { filter: 'select', width: 110 }),
    col.datetime(t.syncedAt, WXOFFICIAL_TITLES.synced, { sortable: true }),
  ],
  tabs: {
    all: { title: T('全部') },
    active: { title: TEMPLATE_STATUS[0]!.label, where: eq(t.status, 'active') },
  },
  links: { Send: { page: 'WxTemplateSend', when: { status: ['active'] } } },
  caption: (row) => row.title,
  defaultSort: { key: 'id', order: 'asc' },
  // A template is made on WeChat's side and comes in by a sync: only its note is edited here.
  async beforeSave(_db, values, id, ctx) {
    if (id === undefined) throw badInput(WXOFFICIAL_MESSAGES.templateFromWechat);
    return { ...values, updatedAt: ctx.now };
  },
  deletable: false,
  exportable: true,
});
