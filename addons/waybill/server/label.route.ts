import { conflict, escapeLike, formatDateTime, notFound, orders, route, T } from '@yanye/addon-kit/server';
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { waybillLabel, waybillOrderOptions } from '../contract';
import { toShipWithoutWaybill } from './apply.route';
import { renderLabel } from './label';
import { waybillRecords } from './tables';
import { WAYBILL_LOG } from './texts';

const r = waybillRecords;

/** The number of each label drawn, by the call's input, for its operator-log row. */
const printed = new WeakMap<object, string>();

const VOIDED = T('面单 {no} 已作废，不能打印');

/**
 * `GET WaybillRecordLabel?id=`: the label as a PDF, shown in the browser (or saved with `download=1`), and
 * counted as printed. The PDF is drawn outside the request's transaction (a CJK font takes a moment to subset),
 * between two short ones of its own: reading the record, then counting the print.
 */
export const labelRoute = route(waybillLabel, {
  async outside(stage) {
    const row = await stage.inStore(async ({ db }) => {
      const [found] = await db.select().from(r).where(eq(r.id, stage.input.query.id));
      return found;
    });
    if (!row) throw notFound();
    if (row.status === 'voided') throw conflict(VOIDED, { no: row.waybillNo });
    printed.set(stage.input, row.waybillNo);
    const { pdf, cjk } = await renderLabel({
      company: row.company,
      cpCode: row.cpCode,
      waybillNo: row.waybillNo,
      bulkpen: row.bulkpen,
      sortingCode: row.sortingCode,
      packageCenter: row.packageCenter,
      receiver: { name: row.receiverName, phone: row.receiverPhone, address: row.receiverAddress },
      sender: { name: row.senderName, phone: row.senderPhone, address: row.senderAddress },
      cargo: row.cargo,
      weight: row.weight,
      orderSn: row.orderSn,
      remark: row.remark,
      printedAt: formatDateTime(stage.deps.now(), stage.deps.config.TIME_ZONE).slice(0, 16),
    });
    // Counted once drawn, and committed before the file leaves (the handler sends it from inside its transaction).
    await stage.inStore(({ db }) =>
      db
        .update(r)
        .set({ printCount: sql`${r.printCount} + 1`, printedAt: stage.deps.now() })
        .where(eq(r.id, row.id)),
    );
    return { row, pdf, cjk };
  },
  async handler({ reply }, { query }, _prepared, drawn) {
    const name = `${drawn.row.cpCode}-${drawn.row.waybillNo}.pdf`;
    return reply
      .type('application/pdf')
      .header('content-disposition', `${query.download ? 'attachment' : 'inline'}; filename="${name}"`)
      .header('x-label-font', drawn.cjk ? 'cjk' : 'fallback')
      .header('cache-control', 'no-store')
      .send(drawn.pdf);
  },
  audit: (input) => {
    const no = printed.get(input) ?? `#${input.query.id}`;
    return {
      target: String(input.query.id),
      object: 'WaybillRecord',
      objectName: no,
      said: { text: WAYBILL_LOG.printed, params: { no } },
    };
  },
});

/** `GET WaybillOrderOptions`: the orders the apply screen picks from, oldest paid first; `ids` names held ones. */
export const orderOptionsRoute = route(waybillOrderOptions, {
  async handler({ db }, { query }) {
    const ids = (query.ids ?? '')
      .split(',')
      .map(Number)
      .filter((n) => Number.isSafeInteger(n) && n > 0)
      .slice(0, 100);
    const keyword = query.keyword ?? '';
    const search = keyword
      ? or(
          ilike(orders.orderSn, `%${escapeLike(keyword)}%`),
          ilike(orders.buyerName, `%${escapeLike(keyword)}%`),
          ilike(orders.buyerPhone, `%${escapeLike(keyword)}%`),
        )
      : undefined;
    const rows = await db
      .select({
        value: orders.id,
        orderSn: orders.orderSn,
        buyerName: orders.buyerName,
        buyerPhone: orders.buyerPhone,
        address: orders.address,
      })
      .from(orders)
      .where(ids.length > 0 ? inArray(orders.id, ids) : and(toShipWithoutWaybill, search))
      .orderBy(asc(orders.payTime), asc(orders.id))
      .limit(ids.length > 0 ? 100 : (query.limit ?? 50));
    return rows.map((o) => ({
      value: Number(o.value),
      label: `${o.orderSn} · ${o.buyerName} · ${o.address}`,
      order_sn: o.orderSn,
      buyer_name: o.buyerName,
      buyer_phone: o.buyerPhone,
      address: o.address,
    }));
  },
});
