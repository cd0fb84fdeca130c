import { type ColumnMeta, LIST_COLUMN_WIDTH } from '@yanye/protocol';
import { describe, expect, it } from 'vitest';
import { columnMeta } from '../../lib/meta.support';
import {
  CELL_PADDING,
  type ColumnSpec,
  columnSpec,
  headerWidth,
  type Measure,
  MONEY_SAMPLE,
  planColumns,
  SELECTION_WIDTH,
  SORTER_WIDTH,
  TIME_SAMPLE,
} from './columnLayout';

// A measure as simple as a font: wide characters 14 px, others 8, a header's one more each.
const measure: Measure = (text, strong = false) => {
  let w = 0;
  for (const ch of text) w += ((ch.codePointAt(0) ?? 0) >= 0x2e80 ? 14 : 8) + (strong ? 1 : 0);
  return w;
};

const col = (o: Partial<ColumnMeta>): ColumnMeta => columnMeta({ title: '名', ...o });

/** The least a cell must be to show `text` whole. */
const whole = (text: string) => measure(text) + CELL_PADDING;

describe('column widths by kind', () => {
  it('shows a time and an amount whole, whatever the cells on the page or the header', () => {
    const time = columnSpec(col({ kind: 'time', type: 'datetime', title: '时间' }), [], measure);
    expect(time.preferred).toBeGreaterThanOrEqual(whole(TIME_SAMPLE));
    // Never given up when the table is short of room.
    expect(time.min).toBe(time.preferred);
    const money = columnSpec(col({ kind: 'money', money: true, title: '金额' }), ['42.00'], measure);
    expect(money.preferred).toBeGreaterThanOrEqual(whole(MONEY_SAMPLE));
    expect(money.min).toBe(money.preferred);
    // On a phone an amount column is as wide as the page's amounts (and its header) ask.
    const phone = columnSpec(
      col({ kind: 'money', money: true, title: '金额' }),
      ['42.00'],
      measure,
      null,
      true,
    );
    expect(phone.preferred).toBeLessThan(money.preferred);
    expect(phone.preferred).toBeGreaterThanOrEqual(whole('42.00'));
    // A total wider than the sample widens it.
    const big = columnSpec(col({ kind: 'money', title: '金额' }), ['1,234,567,890.00'], measure);
    expect(big.preferred).toBeGreaterThanOrEqual(whole('1,234,567,890.00'));
  });

  it('sizes a status by its longest state, and never narrower than its header', () => {
    const options = [
      { value: 1, label: '已提交' },
      { value: 2, label: '已确认价格' },
    ];
    const status = columnSpec(col({ kind: 'status', type: 'select', title: '状态', options }), [], measure);
    expect(status.preferred).toBeGreaterThanOrEqual(whole('已确认价格'));
    expect(status.min).toBe(status.preferred);
    const long = columnSpec(col({ kind: 'status', title: '订单处理状态', sort: true, options }), [], measure);
    expect(long.preferred).toBeGreaterThanOrEqual(headerWidth('订单处理状态', true, measure));
  });

  it('fits a name to the page, up to its declared width, and lets it give up room down to its least', () => {
    const name = col({ kind: 'name', title: '名称', item_width: '160' });
    expect(columnSpec(name, ['井矿盐'], measure).preferred).toBeLessThan(120);
    const long = columnSpec(name, ['一个非常非常非常长的客户名称，超过了列宽'], measure);
    expect(long.preferred).toBeLessThanOrEqual(160 + 2);
    expect(long.min).toBeLessThan(long.preferred);
    // A code is fitted too but never cut to make room.
    const code = columnSpec(col({ kind: 'code', title: '单号' }), ['RK20261117-0001'], measure);
    expect(code.preferred).toBeGreaterThanOrEqual(whole('RK20261117-0001'));
    expect(code.min).toBe(code.preferred);
  });

  it('puts a Latin header on two lines split between words, a Chinese one on one, with the sort arrows', () => {
    const latin = headerWidth('Estimated commission yuan', false, measure);
    expect(latin).toBeLessThan(measure('Estimated commission yuan', true) + CELL_PADDING);
    // Estimated / commission yuan: the wider line of the most even split.
    expect(latin).toBeGreaterThanOrEqual(measure('commission yuan', true) + CELL_PADDING);
    expect(headerWidth('来源采购单', true, measure)).toBeGreaterThanOrEqual(
      measure('来源采购单', true) + CELL_PADDING + SORTER_WIDTH,
    );
  });

  it('takes a width the user set as it is, within the bounds', () => {
    const c = col({ kind: 'time', type: 'datetime' });
    expect(columnSpec(c, [], measure, 300)).toMatchObject({ preferred: 300, min: 300 });
    expect(columnSpec(c, [], measure, 5).preferred).toBe(LIST_COLUMN_WIDTH.min);
    expect(columnSpec(c, [], measure, 99_999).preferred).toBe(LIST_COLUMN_WIDTH.max);
  });
});

describe('the layout rule', () => {
  const spec = (name: string, width: number, o: Partial<ColumnSpec> = {}): ColumnSpec => ({
    name,
    kind: 'text',
    preferred: width,
    min: width,
    ...o,
  });
  const total = (widths: Readonly<Record<string, number>>) =>
    Object.values(widths).reduce((sum, w) => sum + w, SELECTION_WIDTH);

  it('leaves a table that fits as it is', () => {
    const specs = [spec('no', 150), spec('status', 80, { kind: 'status' }), spec('time', 160)];
    const plan = planColumns({ specs, available: 1000, actionsWidth: 120, mobile: false });
    expect(plan).toEqual({
      order: ['no', 'status', 'time'],
      widths: { no: 150, status: 80, time: 160 },
      pinned: undefined,
    });
  });

  it('takes the room a table lacks from names and long texts, in proportion, never below their least', () => {
    const specs = [
      spec('name', 300, { kind: 'name', min: 100 }),
      spec('remark', 200, { kind: 'longtext', min: 100 }),
      spec('time', 160),
    ];
    const plan = planColumns({ specs, available: 700, actionsWidth: 100, mobile: false });
    expect(plan.widths.time).toBe(160);
    expect(total(plan.widths) + 100).toBeLessThanOrEqual(700);
    expect(plan.widths.name! - 100).toBeCloseTo(2 * (plan.widths.remark! - 100), -1);
    const short = planColumns({ specs, available: 400, actionsWidth: 100, mobile: false });
    // Down to their least, the time would end under the actions: it starts where they do, the two given back
    // the room in sight (docs/engine.md, "Column kinds", rule 4).
    expect(short.widths.time).toBe(160);
    expect(short.widths.name! + short.widths.remark!).toBe(400 - 100 - SELECTION_WIDTH);
    expect(short.widths.name! - 100).toBeCloseTo(2 * (short.widths.remark! - 100), -1);
  });

  it('fixes the status column beside the actions when it would end under them', () => {
    const specs = [spec('a', 400), spec('b', 400), spec('status', 80, { kind: 'status' }), spec('c', 100)];
    const plan = planColumns({ specs, available: 1000, actionsWidth: 120, mobile: false });
    expect(plan.pinned).toBe('status');
    expect(plan.order).toEqual(['a', 'b', 'c', 'status']);
    // Ending just where the actions start is in sight.
    const edge = planColumns({
      specs: [spec('a', 752), spec('status', 80, { kind: 'status' })],
      available: 1000,
      actionsWidth: 120,
      mobile: false,
    });
    expect(edge.pinned).toBeUndefined();
  });

  /** Each column's left and right edge as drawn, from the table's left. */
  const edges = (plan: { order: readonly string[]; widths: Readonly<Record<string, number>> }) => {
    let x = SELECTION_WIDTH;
    return plan.order.map((name) => {
      const left = x;
      x += plan.widths[name]!;
      return { name, left, right: x };
    });
  };

  it('shows each column beside the fixed ones whole, or starting where they do, never partly under them', () => {
    // 付款时间 ended 60 px under the actions column, its first 100 px in sight ("2026-").
    const specs = [
      spec('name', 300, { kind: 'name', min: 200 }),
      spec('created', 160),
      spec('amount', 160),
      spec('paid', 160),
    ];
    const plan = planColumns({ specs, available: 700, actionsWidth: 120, mobile: false });
    const edge = 700 - 120;
    for (const c of edges(plan)) expect(c.right <= edge || c.left >= edge, c.name).toBe(true);
    expect(edges(plan).find((c) => c.name === 'paid')!.left).toBe(edge);
    // The room goes back to the name first, which gave it up.
    expect(plan.widths).toMatchObject({ created: 160, amount: 160 });
    expect(plan.widths.name).toBe(edge - SELECTION_WIDTH - 320);

    // With the status fixed beside the actions, what is in sight ends where the status starts.
    const pinned = planColumns({
      specs: [spec('a', 400), spec('b', 400), spec('status', 80, { kind: 'status' }), spec('c', 100)],
      available: 1000,
      actionsWidth: 120,
      mobile: false,
    });
    expect(pinned.pinned).toBe('status');
    const scrolled = edges(pinned).filter((c) => c.name !== 'status');
    for (const c of scrolled) expect(c.right <= 800 || c.left >= 800, c.name).toBe(true);
    expect(scrolled.find((c) => c.name === 'b')!.left).toBe(800);
    // No column gave up room: the one in sight takes the rest, never narrower than it was.
    expect(pinned.widths.a).toBe(752);
  });

  it('puts what names a row, its status and its figures first on a phone where the table does not fit', () => {
    const goods = [
      spec('id', 60, { kind: 'number' }),
      spec('name', 120, { kind: 'name' }),
      spec('code', 90, { kind: 'code' }),
      spec('grade', 60, { kind: 'text' }),
      spec('price', 90, { kind: 'money' }),
      spec('stock', 80, { kind: 'quantity' }),
      spec('status', 60, { kind: 'status' }),
      spec('created', 160, { kind: 'time' }),
    ];
    expect(planColumns({ specs: goods, available: 343, actionsWidth: 100, mobile: true }).order).toEqual([
      'name',
      'status',
      'price',
      'stock',
      'id',
      'code',
      'grade',
      'created',
    ]);
    // A table that fits keeps the user's order.
    const narrow = goods.slice(0, 3);
    expect(planColumns({ specs: narrow, available: 343, actionsWidth: 100, mobile: true }).order).toEqual([
      'id',
      'name',
      'code',
    ]);
    // An order is named by its number.
    const orders = [
      spec('id', 60, { kind: 'number' }),
      spec('order_sn', 150, { kind: 'code' }),
      spec('buyer', 100, { kind: 'name' }),
      spec('paid', 90, { kind: 'money' }),
      spec('status', 60, { kind: 'status' }),
    ];
    expect(planColumns({ specs: orders, available: 343, actionsWidth: 100, mobile: true }).order).toEqual([
      'order_sn',
      'status',
      'paid',
      'id',
      'buyer',
    ]);
  });

  it('moves the status column to second place on a phone, where nothing is fixed, or first', () => {
    const specs = [spec('no', 150), spec('a', 200), spec('status', 80, { kind: 'status' })];
    expect(planColumns({ specs, available: 343, actionsWidth: 100, mobile: true })).toMatchObject({
      order: ['no', 'status', 'a'],
      pinned: undefined,
    });
    const wide = [spec('name', 260), ...specs.slice(1)];
    expect(planColumns({ specs: wide, available: 343, actionsWidth: 100, mobile: true }).order).toEqual([
      'status',
      'name',
      'a',
    ]);
  });

  it('keeps the declared order until the room is known', () => {
    const specs = [spec('a', 900), spec('status', 80, { kind: 'status' })];
    expect(
      planColumns({ specs, available: undefined, actionsWidth: 100, mobile: false }).pinned,
    ).toBeUndefined();
  });
});
