import type { FilterMeta, TableMeta } from '@yanye/protocol';
import { describe, expect, it } from 'vitest';
import { initialView, type ListView, listReducer, pageMove } from './listState';

const filter = (
  name: string,
  type: FilterMeta['type'],
  options: FilterMeta['options'] = null,
): FilterMeta => ({
  name,
  title: name,
  type,
  money: false,
  options,
  second_name: [],
});

const meta = (o: Partial<TableMeta> = {}): TableMeta => ({
  export_type: 'xlsx',
  column_names: [],
  rows: {},
  show_sum: false,
  show_excel: false,
  show_excel_async: false,
  show_excel_import: false,
  top_search: [filter('name', 'text'), filter('mode', 'select', [{ value: 2, label: '自提' }])],
  limit: 20,
  actions: [],
  has_form: false,
  editable_when: null,
  tabs: [
    { name: 'all', title: '全部' },
    { name: 'pay', title: '待发货' },
  ],
  ...o,
});

const opened = (start = {}): ListView => listReducer(initialView, { type: 'open', meta: meta(), start });
const onPage = (page: number): ListView => ({ ...opened(), page });

describe('listReducer', () => {
  it('opens on the server’s page size, the tab and the filters the page’s query names', () => {
    expect(listReducer(initialView, { type: 'open', meta: meta({ limit: 0 }), start: {} }).limit).toBe(10);
    const view = opened({ tab: 'pay', filters: { mode: '2', name: '盐', other: 'x' } });
    expect(view).toMatchObject({ opened: true, page: 1, limit: 20, tab: 'pay' });
    expect(view.filters).toEqual({ mode: 2, name: '盐' });
    // The first tab is the whole list and is not sent; a tab the list does not have is ignored.
    expect(opened({ tab: 'all' }).tab).toBeUndefined();
    expect(opened({ tab: 'nope' }).tab).toBeUndefined();
  });

  it('opens with, and applies from page 1, all a saved view keeps: filters, tab, sort and page size', () => {
    const kept = {
      filters: { mode: '2' },
      tab: 'pay',
      sort: { field: 'price', ascending: false },
      limit: 50,
    };
    expect(opened(kept)).toMatchObject({
      page: 1,
      limit: 50,
      tab: 'pay',
      sort: kept.sort,
      filters: { mode: 2 },
    });
    const at3 = { ...onPage(3), exact: true, filters: { name: '盐' } };
    const applied = listReducer(at3, { type: 'apply', meta: meta(), start: kept });
    expect(applied).toMatchObject({ page: 1, limit: 50, tab: 'pay', sort: kept.sort, exact: false });
    expect(applied.filters).toEqual({ mode: 2 });
    expect(applied.round).toBe(at3.round + 1);
    // The whole list: no filters, no tab, the list's own sort and size.
    expect(listReducer(applied, { type: 'apply', meta: meta(), start: {} })).toMatchObject({
      limit: 20,
      tab: undefined,
      sort: undefined,
      filters: {},
    });
  });

  it('goes back to page 1 and counts again on a search, a reset and a sort', () => {
    const at3 = onPage(3);
    for (const event of [
      { type: 'search', filters: { name: '盐' } },
      { type: 'reset' },
      { type: 'sort', sort: { field: 'price', ascending: true } },
      { type: 'tab', tab: 'pay' },
    ] as const) {
      const next = listReducer(at3, event);
      expect(next.page).toBe(1);
      expect(next.round).toBe(at3.round + 1);
    }
    const reset = listReducer({ ...at3, sort: { field: 'price', ascending: false } }, { type: 'reset' });
    expect(reset).toMatchObject({ filters: {}, sort: undefined });
  });

  it('pages without counting again, except on page 1 or a new page size', () => {
    const at1 = opened();
    const at2 = listReducer(at1, { type: 'page', page: 2, limit: 20 });
    expect(at2).toMatchObject({ page: 2, round: at1.round });
    expect(listReducer(at2, { type: 'page', page: 1, limit: 20 })).toMatchObject({ page: 1, round: 1 });
    expect(listReducer(at2, { type: 'page', page: 2, limit: 50 })).toMatchObject({
      page: 1,
      limit: 50,
      round: 1,
    });
  });

  it('refreshes where it is, and steps back from an empty page above 1', () => {
    expect(listReducer(onPage(3), { type: 'refresh' })).toMatchObject({ page: 3, round: 1 });
    expect(listReducer(onPage(3), { type: 'stepBack' })).toMatchObject({ page: 2, round: 1 });
    const first = onPage(1);
    expect(listReducer(first, { type: 'stepBack' })).toBe(first);
  });
});

describe('pageMove: the adjacent page by cursor, any other by number', () => {
  const cursors = { prev: 'P', next: 'N' };
  const at5 = { ...onPage(5), limit: 20 };

  it('reads the next and the previous page by the shown page’s cursors', () => {
    expect(pageMove(at5, cursors, 6, 20)).toEqual({
      type: 'page',
      page: 6,
      limit: 20,
      cursor: { after: 'N' },
    });
    expect(pageMove(at5, cursors, 4, 20)).toEqual({
      type: 'page',
      page: 4,
      limit: 20,
      cursor: { before: 'P' },
    });
    const at6 = listReducer(at5, pageMove(at5, cursors, 6, 20));
    expect(at6).toMatchObject({ page: 6, cursor: { after: 'N' }, round: at5.round });
  });

  it('jumps by number: a far page, page 1, a new page size, or no cursor to go by', () => {
    expect(pageMove(at5, cursors, 9, 20)).toEqual({ type: 'page', page: 9, limit: 20 });
    expect(pageMove(at5, cursors, 3, 20)).toEqual({ type: 'page', page: 3, limit: 20 });
    expect(pageMove({ ...at5, page: 2 }, cursors, 1, 20)).toEqual({ type: 'page', page: 1, limit: 20 });
    expect(pageMove(at5, cursors, 6, 50)).toEqual({ type: 'page', page: 6, limit: 50 });
    // The shown page is still another's (the page asked for has not come), or it is the last.
    expect(pageMove(at5, undefined, 6, 20)).toEqual({ type: 'page', page: 6, limit: 20 });
    expect(pageMove(at5, { prev: 'P', next: null }, 6, 20)).toEqual({ type: 'page', page: 6, limit: 20 });
    const jumped = listReducer({ ...at5, cursor: { after: 'N' } }, pageMove(at5, cursors, 9, 20));
    expect(jumped.cursor).toBeUndefined();
  });

  it('drops the cursor when the list goes back to page 1 or steps back', () => {
    const byCursor: ListView = { ...at5, cursor: { after: 'N' } };
    expect(listReducer(byCursor, { type: 'search', filters: {} }).cursor).toBeUndefined();
    expect(listReducer(byCursor, { type: 'sort', sort: undefined }).cursor).toBeUndefined();
    expect(listReducer(byCursor, { type: 'stepBack' }).cursor).toBeUndefined();
    expect(listReducer(byCursor, { type: 'refresh' }).cursor).toEqual({ after: 'N' });
  });

  it('keeps the exact count asked for until the filters or the tab change', () => {
    const exact = listReducer(at5, { type: 'exact' });
    expect(exact.exact).toBe(true);
    expect(listReducer(exact, { type: 'page', page: 1, limit: 20 }).exact).toBe(true);
    expect(listReducer(exact, { type: 'sort', sort: undefined }).exact).toBe(true);
    expect(listReducer(exact, { type: 'search', filters: {} }).exact).toBe(false);
    expect(listReducer(exact, { type: 'tab', tab: 'pay' }).exact).toBe(false);
  });
});
