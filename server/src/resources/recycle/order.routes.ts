import { type ApiRoute, route } from '@yanye/framework/server';
import { API } from '@yanye/protocol';
import { addressOptions } from './member-address';
import { orderDetail } from './order.detail';

/** Ids asked for by label (`ids=3,5`): positive whole numbers only. */
function idsOf(text: string | number | undefined): number[] | undefined {
  if (typeof text !== 'string' || text === '') return undefined;
  return text
    .split(',')
    .map(Number)
    .filter((n) => Number.isSafeInteger(n) && n > 0)
    .slice(0, 1000);
}

/** The recycling orders' own calls (packages/protocol/src/contracts/recycle-order.ts). */
export const recycleOrderRoutes: readonly ApiRoute[] = [
  route(API.recycleOrder.orderDetail, {
    handler: ({ db, lang, deps }, { query }) => orderDetail(db, query.id, lang, deps.config.TIME_ZONE),
  }),
  // Asked by the order form with the member picked (`member_id={member_id}`), or by id for a held value.
  route(API.recycleOrder.addressOptions, {
    handler: ({ db }, { query }) => {
      const member = Number(query.member_id);
      return addressOptions(db, {
        memberId: Number.isSafeInteger(member) && member > 0 ? member : undefined,
        keyword: typeof query.keyword === 'string' ? query.keyword : undefined,
        ids: idsOf(query.ids),
      });
    },
  }),
];
