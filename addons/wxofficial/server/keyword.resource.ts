import {
  badInput,
  COMMON_TITLES,
  col,
  defineResource,
  ENABLED_OPTIONS,
  field,
  loadOnce,
  nameColumn,
  T,
} from '@yanye/addon-kit/server';
import { eq } from 'drizzle-orm';
import { heldRules, keywordText, ruleKey } from './keywords';
import { checkReply } from './reply.routes';
import { wxKeywordReplies } from './tables';
import { MATCH_OPTIONS, REPLY_OPTIONS, WXOFFICIAL_MESSAGES, WXOFFICIAL_TITLES } from './texts';

const k = wxKeywordReplies;

/**
 * Keyword replies (/plugin/wxofficial/reply/keyword): what a follower's text, or a menu click's key, is answered
 * with (callback.ts finds the rule: exact before partial, then by priority). One rule per keyword and match.
 */
export const wxKeywordResource = defineResource({
  entity: 'WxReplyKeyword',
  table: wxKeywordReplies,
  columns: [
    nameColumn(k.keyword, WXOFFICIAL_TITLES.keyword, {
      width: 160,
      max: 30,
      tip: T('粉丝发送的文字，或菜单“点击”项的 key'),
    }),
    col.select(k.match, WXOFFICIAL_TITLES.match, MATCH_OPTIONS, {
      filter: 'select',
      width: 130,
      form: {
        type: 'radio',
        required: true,
        default: 'exact',
        tip: T('全匹配：消息与关键词相同（忽略大小写）；半匹配：消息包含关键词'),
      },
    }),
    col.select(k.type, WXOFFICIAL_TITLES.replyType, REPLY_OPTIONS, {
      filter: 'select',
      width: 100,
      form: { type: 'radio', required: true, default: 'text' },
    }),
    col.text(k.content, WXOFFICIAL_TITLES.content, {
      width: 280,
      form: {
        type: 'textarea',
        max: 2048,
        tip: T('文字回复的内容'),
      },
    }),
    field(k.mediaId, WXOFFICIAL_TITLES.mediaId, 'text', {
      max: 128,
      tip: T('图片回复：公众号永久素材的 media_id'),
    }),
    col.number(k.priority, WXOFFICIAL_TITLES.priority, {
      sortable: true,
      width: 90,
      form: { min: 0, max: 999, decimals: 0, default: 0, tip: COMMON_TITLES.sortTip },
    }),
    col.onOff(k.status, ENABLED_OPTIONS, {
      width: 90,
      form: { type: 'switch', title: WXOFFICIAL_TITLES.enabled, default: 1 },
    }),
    col.number(k.hits, WXOFFICIAL_TITLES.hits, { sortable: true, sum: true, width: 90 }),
    col.datetime(k.lastHitAt, WXOFFICIAL_TITLES.lastHit, { sortable: true, visible: false }),
    col.datetime(k.createdAt, COMMON_TITLES.created, { sortable: true }),
    col.datetime(k.updatedAt, COMMON_TITLES.updated, { visible: false }),
  ],
  defaultSort: { key: 'priority', order: 'desc' },
  /**
   * One rule per keyword and match, the keyword compared as a merchant would (`keywordKey`: any case, full-width
   * or not, spaces alike), against the store's rules and, in an import, the sheet's rows before it.
   */
  async beforeSave(db, values, id, ctx) {
    const [before] = id === undefined ? [] : await db.select().from(k).where(eq(k.id, id));
    const merged = { ...before, ...values };
    const keyword = keywordText(String(merged.keyword ?? ''));
    const match = merged.match ?? 'exact';
    const rules = await loadOnce(ctx, heldRules, () => heldRules(db));
    const held = rules.get(ruleKey(keyword, match));
    if (held && (held.id === undefined || held.id !== id)) {
      const label = MATCH_OPTIONS.find((o) => o.value === match)!.label;
      const params = { keyword, match: label, id: held.id ?? '', held: held.keyword, field: 'keyword' };
      throw badInput(
        held.id === undefined ? WXOFFICIAL_MESSAGES.keywordRepeated : WXOFFICIAL_MESSAGES.keywordTaken,
        params,
      );
    }
    // In an import, the rows after this one are held to it (a rule renamed no longer holds its old keyword).
    for (const [key, rule] of rules) if (id !== undefined && rule.id === id) rules.delete(key);
    rules.set(ruleKey(keyword, match), { id, keyword });
    // A rule switched off may be left half written; one switched on must be a reply WeChat takes.
    if ((merged.status ?? 1) === 1)
      checkReply({
        type: merged.type ?? 'text',
        content: String(merged.content ?? ''),
        mediaId: String(merged.mediaId ?? ''),
      });
    return { ...values, keyword, updatedAt: ctx.now };
  },
  exportable: true,
  importable: true,
  demo: ({ now }) => {
    const at = now - 120 * 86_400;
    const rule = (
      keyword: string,
      match: 'exact' | 'partial',
      content: string,
      priority: number,
      hits: number,
    ) => ({
      keyword,
      match,
      type: 'text' as const,
      content,
      priority,
      hits,
      lastHitAt: hits ? now - 2 * 86_400 : 0,
      createdAt: at,
      updatedAt: at,
    });
    return [
      rule(
        '盐价',
        'partial',
        '今日报价：精制碘盐 400g×50袋 260 元/件，加碘低钠盐 350g×40袋 238 元/件，融雪盐 25kg 45 元/袋。整车另议，详询 0371-6588 2210。',
        10,
        37,
      ),
      rule(
        '配送',
        'partial',
        '郑州市区满 20 件免费送货上门，当天 16:00 前下单次日送达；郊县每周二、五集中配送。',
        5,
        21,
      ),
      rule(
        '营业时间',
        'exact',
        '门市营业时间：周一至周六 8:00–18:00，周日 9:00–12:00。地址：郑州市金水区农业路 88 号盐业大厦 6 楼。',
        0,
        9,
      ),
      rule(
        'CONTACT_US',
        'exact',
        '客服电话 0371-6588 2210（工作日 8:00–18:00），也可直接在公众号留言，我们会尽快回复。',
        0,
        14,
      ),
      rule(
        '发票',
        'partial',
        '开具增值税专用发票请在订单备注中留下公司名称、税号及邮寄地址，财务将在 3 个工作日内寄出。',
        3,
        6,
      ),
    ];
  },
});
