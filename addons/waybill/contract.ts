import { flag, get, line, post, recordId, T } from '@yanye/addon-kit';
import { z } from 'zod';

/**
 * The e-waybill add-on's own calls beside the engine's lists: drawing a waybill number for an order to ship
 * (the courier's open platform answers it), the orders that may draw one, and a waybill's label as a PDF. Both
 * sides read them: the server serves them, the console's screens call them.
 */

const api = '/v1/addons/waybill/';

/** A parcel's weight in kilograms, as the courier takes it: what the form checks and the call refuses beyond. */
export const WEIGHT_KG = { min: 0.01, max: 100, decimals: 2 } as const;

/** A waybill as drawn: its number and the routing the courier answered with it. */
const Issued = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_sn: z.string(),
  company: z.string(),
  cp_code: z.string(),
  waybill_no: z.string(),
  bulkpen: z.string(),
  sorting_code: z.string(),
  package_center: z.string(),
});

export const waybillApply = post(`${api}WaybillApply`, {
  summary:
    "Draw a waybill number for a paid delivery order with one of the store's courier accounts (the courier dedupes by the order id sent)",
  labels: {
    order_id: T('待发货订单'),
    auth_id: T('面单账号', 'account'),
    weight: T('重量（千克）'),
    remark: T('备注', 'remark'),
  },
  body: z.object({
    order_id: recordId,
    auth_id: recordId,
    /** Kilograms. */
    weight: z.coerce
      .number()
      .min(WEIGHT_KG.min)
      .max(WEIGHT_KG.max)
      .multipleOf(10 ** -WEIGHT_KG.decimals)
      .optional(),
    remark: line(50).optional(),
  }),
  response: Issued,
});

export type WaybillIssued = z.output<typeof Issued>;

export const waybillOrderOptions = get(`${api}WaybillOrderOptions`, {
  summary: 'Paid delivery orders still to ship that have no waybill yet, searched by number, buyer or phone',
  query: z.object({
    keyword: line(50).optional(),
    ids: z.string().max(2000).optional(),
    limit: z.coerce.number().int().min(1).max(100).optional(),
  }),
  response: z.array(
    z.object({
      value: z.number().int(),
      label: z.string(),
      order_sn: z.string(),
      buyer_name: z.string(),
      buyer_phone: z.string(),
      address: z.string(),
    }),
  ),
});

export const waybillLabel = get(`${api}WaybillRecordLabel`, {
  summary: "A waybill's label as a PDF (100 × 150 mm), counted as printed; `download=1` saves it as a file",
  labels: { download: T('下载 PDF') },
  query: z.object({ id: recordId, download: z.coerce.number().pipe(flag).optional() }),
  response: z.never(),
  file: true,
  write: true,
});
