import { CAMPAIGN_STATES, campaignStateAt, entityByName, get, route } from '@yanye/addon-kit/server';
import { and, asc, gt, inArray, lte, or } from 'drizzle-orm';
import { z } from 'zod';
import { flashsaleSettings } from './settings';
import { flashsaleItems, flashsales } from './tables';

const f = flashsales;
const i = flashsaleItems;

const SessionShown = z.object({
  id: z.number().int(),
  title: z.string(),
  start_at: z.number().int(),
  end_at: z.number().int(),
  state: z.enum(CAMPAIGN_STATES),
  items: z.array(
    z.object({
      id: z.number().int(),
      goods_id: z.number().int(),
      goods_name: z.string(),
      goods_price: z.number().int(),
      flash_price: z.number().int(),
      stock: z.number().int(),
      left: z.number().int(),
      limit: z.number().int(),
    }),
  ),
});

/**
 * What the store's app shows members on its flash-sale page, as the settings have it: the sessions running now,
 * those starting within the announced hours when upcoming sessions are shown, and the rules. The console calls it
 * to preview the page; the app's own call answers the same.
 */
export const showcaseContract = get(`${entityByName('Flashsale')!.api}Showcase`, {
  summary: 'Flash sales as members see them: the sessions running and coming, their goods, and the rules',
  response: z.object({
    rules: z.string(),
    show_upcoming: z.number().int(),
    sessions: z.array(SessionShown),
  }),
});

export const showcaseRoute = route(showcaseContract, {
  handler: async ({ db, deps }) => {
    const now = deps.now();
    const settings = await flashsaleSettings(db);
    const running = and(lte(f.startAt, now), gt(f.endAt, now));
    const coming = and(gt(f.startAt, now), lte(f.startAt, now + settings.upcomingHours * 3600));
    const sessions = await db
      .select()
      .from(f)
      .where(
        and(
          inArray(f.status, ['scheduled', 'running']),
          settings.showUpcoming ? or(running, coming) : running,
        ),
      )
      .orderBy(asc(f.startAt), asc(f.id))
      .limit(50);
    const ids = sessions.map((s) => s.id);
    const items =
      ids.length === 0
        ? []
        : await db.select().from(i).where(inArray(i.docId, ids)).orderBy(asc(i.docId), asc(i.seq));
    return {
      rules: settings.rules,
      show_upcoming: settings.showUpcoming ? 1 : 0,
      sessions: sessions.map((s) => ({
        id: s.id,
        title: s.title,
        start_at: s.startAt,
        end_at: s.endAt,
        state: campaignStateAt(s, now),
        items: items
          .filter((it) => it.docId === s.id)
          .map((it) => ({
            id: it.id,
            goods_id: it.goodsId,
            goods_name: it.goodsName,
            goods_price: it.goodsPrice,
            flash_price: it.flashPrice,
            stock: it.stock,
            left: it.stock - it.sold,
            limit: it.limitPerMember,
          })),
      })),
    };
  },
});
