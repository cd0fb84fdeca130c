import {
  AppError,
  accounts,
  badInput,
  COMMON_TITLES,
  defineResource,
  departments,
  field,
  route,
  SORT_FORM,
  type StoreDb,
  shops,
} from '@yanye/framework/server';
import { type Lang, T } from '@yanye/i18n';
import { API, type OutputOf, type TreeOption } from '@yanye/protocol';
import { asc, desc } from 'drizzle-orm';
import { assertUnused } from './guards';
import { purchaseApplies } from './tables';
import { INVENTORY_TITLES } from './titles';

export const DEPT_TYPES = [
  { value: 'office', label: T('行政') },
  { value: 'sales', label: T('销售') },
  { value: 'purchase', label: T('采购') },
  { value: 'warehouse', label: T('仓储') },
  { value: 'finance', label: T('财务', 'label') },
  { value: 'shop', label: T('门店', 'label') },
  { value: 'production', label: T('生产') },
];

/** A department with those under it, as the department screen's tree call answers it. */
type DeptNode = OutputOf<typeof API.jxc.deptDataTree>[number];

/** The store's departments as a tree, larger sort first; a node whose parent is gone hangs at the top. */
export async function deptTree(db: StoreDb, lang: Lang): Promise<DeptNode[]> {
  const rows = await db.select().from(departments).orderBy(desc(departments.sort), asc(departments.id));
  const typeName = new Map(DEPT_TYPES.map((t) => [t.value, t.label[lang]]));
  const nodes = new Map<number, DeptNode>(
    rows.map((r) => [
      Number(r.id),
      {
        id: Number(r.id),
        parent_id: Number(r.parentId),
        name: r.name,
        type: r.type,
        type_name: typeName.get(r.type) ?? r.type,
        leader: r.leader,
        phone: r.phone,
        sort: r.sort,
        children: [],
      },
    ]),
  );
  const roots: DeptNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parent_id);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

const asOptions = (nodes: readonly DeptNode[]): TreeOption[] =>
  nodes.map((n) => ({
    value: n.id,
    label: n.name,
    ...(n.children.length ? { children: asOptions(n.children) } : {}),
  }));

const MESSAGES = {
  deptParentLoop: T('上级部门不能是它自己或它的下级部门'),
};

const d = departments;

/** Departments: DeptInfo, DeptSave and DeptDel by the engine; the tree calls below. */
export const deptResource = defineResource({
  entity: 'Dept',
  table: departments,
  manageList: false,
  columns: [
    field(d.name, T('部门名称'), 'text', { required: true, max: 30 }),
    field(d.parentId, INVENTORY_TITLES.parent, 'tree', { optionsApi: API.jxc.deptTree, default: 0 }),
    field(d.type, INVENTORY_TITLES.type, 'select', {
      required: true,
      options: DEPT_TYPES,
      default: 'office',
    }),
    field(d.leader, INVENTORY_TITLES.leader, 'text', { max: 30 }),
    field(d.phone, COMMON_TITLES.phone, 'phone'),
    field(d.sort, COMMON_TITLES.sort, 'number', SORT_FORM),
  ],
  defaultSort: { key: 'id', order: 'asc' },
  async beforeSave(db, values, id) {
    const parent = Number(values.parentId ?? 0);
    if (parent === 0) return values;
    // Walk up from the new parent: meeting the department itself would make a loop.
    const all = await db.select({ id: d.id, parentId: d.parentId }).from(departments);
    const parentOf = new Map(all.map((x) => [Number(x.id), Number(x.parentId)]));
    if (!parentOf.has(parent))
      throw badInput('fieldInvalid', { field: d.parentId.name, reason: { key: 'reasonValue' } });
    for (let at = parent, steps = 0; at !== 0 && steps <= all.length; at = parentOf.get(at) ?? 0, steps++) {
      if (at === id) throw new AppError('BAD_INPUT', MESSAGES.deptParentLoop);
    }
    return values;
  },
  async beforeDelete(db, ids) {
    await assertUnused(db, ids, { table: departments, name: d.name }, [
      { table: departments, column: d.parentId, by: 'usedByChildren' },
      { table: purchaseApplies, column: purchaseApplies.deptId, by: 'usedByDocuments' },
      // Shops in the recycle bin too: they come back with their department.
      { table: shops, column: shops.deptId, by: 'usedByShops' },
      { table: accounts, column: accounts.deptId, by: 'usedByOperators' },
    ]);
  },
});

export const deptRoutes = [
  route(API.jxc.deptDataTree, {
    handler: ({ db, lang }) => deptTree(db, lang),
  }),
  route(API.jxc.deptTree, {
    handler: async ({ db, lang }) => asOptions(await deptTree(db, lang)),
  }),
  route(API.jxc.deptTypes, {
    handler: async ({ lang }) => DEPT_TYPES.map((t) => ({ value: t.value, label: t.label[lang] })),
  }),
];
