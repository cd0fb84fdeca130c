import { T } from '@yanye/i18n';
import { z } from 'zod';
import { get } from '../contract';
import { OptionItem, TreeOption } from '../list-meta';
import { plainText } from '../schemas';

/**
 * Basic data and inventory calls that are not a resource's own: the department tree, warehouse operators, the
 * lot stock counters.
 */

interface DeptNode {
  id: number;
  parent_id: number;
  name: string;
  type: string;
  type_name: string;
  leader: string;
  phone: string;
  sort: number;
  children: DeptNode[];
}

const DeptNode: z.ZodType<DeptNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    parent_id: z.number().int(),
    name: z.string(),
    type: z.string(),
    type_name: z.string(),
    leader: z.string(),
    phone: z.string(),
    sort: z.number().int(),
    children: z.array(DeptNode),
  }),
);

export const deptDataTree = get('/v1/jxc/dept/DeptDataTreeList', {
  summary: "The store's departments as a tree, larger sort first",
  response: z.array(DeptNode),
});

export const deptTree = get('/v1/jxc/dept/GetDeptTreeList', {
  summary: 'The departments as a tree pick (value, label, children)',
  response: z.array(TreeOption),
});

export const deptTypes = get('/v1/jxc/dept/DeptTypeList', {
  summary: 'The kinds of department',
  response: z.array(OptionItem),
});

export const warehouseOperators = get('/v1/jxc/warehouse/WarehouseOperatorList', {
  summary: 'The operators of a warehouse (or of every enabled one), for the outbound form',
  labels: { warehouse_id: T('仓库', 'warehouse') },
  query: z.object({
    warehouse_id: z.coerce.number<number | string>().int().positive().optional(),
    keyword: plainText(50).optional(),
    ids: z.string().max(2000).optional(),
  }),
  response: z.array(OptionItem),
});

export const outboundBusinessTypes = get('/v1/jxc/outbound/OutboundBusinessTypeList', {
  summary: 'The business types of an outbound document (sale, transfer, loss, return to vendor, other)',
  response: z.array(OptionItem),
});

export const lotStockCount = get('/v1/jxc/lotstock/LotStockCount', {
  summary:
    "Lot stock nearing its expiry within the store's warning days, and expired but still held: the rows the lot stock list's tabs 临期 and 已过期 show (the workbench's counters, docs/inventory.md)",
  response: z.object({
    expiring: z.number().int(),
    expired: z.number().int(),
    /** The store's warning days (进销存设置) the counts were taken with. */
    days: z.number().int(),
  }),
});
