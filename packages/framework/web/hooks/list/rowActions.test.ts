import type { RowAction, RowLink } from '@yanye/protocol';
import { describe, expect, it } from 'vitest';
import { actionsFor, batchOffers, linksFor, openableLinks, rowMatches, wayBody } from './rowActions';

const action = (name: string, when: RowAction['when']): RowAction => ({
  name,
  title: name,
  api: `/v1/x/${name}`,
  confirm: false,
  when,
  fields: null,
});

describe('row actions', () => {
  it('offers an action only on rows holding one of its values, by text', () => {
    expect(rowMatches({ status: 0 }, { status: [0] })).toBe(true);
    expect(rowMatches({ status: '0' }, { status: [0] })).toBe(true);
    expect(rowMatches({ status: 1 }, { status: [0] })).toBe(false);
    expect(
      rowMatches({ status: 1, send_status: 'none' }, { status: [1], send_status: ['none', 'failed'] }),
    ).toBe(true);
    expect(rowMatches({ status: 1 }, null)).toBe(true);
  });

  it('keeps audit on unaudited documents and send on audited ones', () => {
    const actions = [
      action('Audit', { status: [0] }),
      action('Send', { status: [1] }),
      action('Del', { status: [0] }),
    ];
    expect(actionsFor({ id: 1, status: 0 }, actions).map((a) => a.name)).toEqual(['Audit', 'Del']);
    expect(actionsFor({ id: 2, status: 1 }, actions).map((a) => a.name)).toEqual(['Send']);
  });
});

describe('a two-way action', () => {
  const onOff: RowAction = {
    ...action('Onoff', null),
    title: '上下架',
    summary: '商品上下架',
    batch: true,
    ways: {
      key: 'is_show',
      by: [
        { value: 1, title: '下架', summary: '下架商品' },
        { value: 0, title: '上架', summary: '上架商品' },
      ],
    },
  };
  const onSale = { id: 1, is_show: 1 };
  const inWarehouse = { id: 2, is_show: '0' };

  it('says the way it goes on each row, and sends that way', () => {
    const [off] = actionsFor(onSale, [onOff]);
    expect(off).toMatchObject({ title: '下架', summary: '下架商品' });
    expect(wayBody(off!, [onSale])).toEqual({ way: 1 });
    const [on] = actionsFor(inWarehouse, [onOff]);
    expect(on).toMatchObject({ title: '上架', summary: '上架商品' });
    expect(wayBody(on!, [inWarehouse])).toEqual({ way: 0 });
    // Any other action is left as it is, and says no way.
    const audit = action('Audit', null);
    expect(actionsFor(onSale, [audit])).toEqual([audit]);
    expect(wayBody(audit, [onSale])).toEqual({});
  });

  it('over selected rows, offers each way the rows shown go, on the selected rows going that way', () => {
    const offers = batchOffers([onOff], [onSale, inWarehouse], [onSale]);
    expect(offers.map((o) => [o.action.title, o.rows.map((r) => r.id)])).toEqual([
      ['下架', [1]],
      ['上架', []],
    ]);
    // A list of goods on sale offers 下架 only, idle until a row is selected.
    expect(batchOffers([onOff], [onSale], []).map((o) => [o.action.title, o.rows.length])).toEqual([
      ['下架', 0],
    ]);
    // An action of one way runs on every selected row.
    const del = { ...action('Del', null), batch: true };
    expect(batchOffers([del], [onSale], [onSale, inWarehouse])[0]?.rows).toHaveLength(2);
  });
});

describe('row links', () => {
  const links: RowLink[] = [
    { name: 'Supply', title: '设置供货', page: 'GoodsSupply', when: null },
    { name: 'LookSupply', title: '查看供货', page: 'GoodsLookSupply', when: { supply_status: [1, 2] } },
    { name: 'Gone', title: '不存在', page: 'NoSuchPage', when: null },
  ];

  it('offers the pages the user may open, each row the ones its condition allows, with its id', () => {
    const all = openableLinks(links, () => true);
    expect(all.map((l) => l.path)).toEqual(['/goods/list/supply/:id', '/goods/list/lookSupply/:id']);
    expect(linksFor({ id: 7, supply_status: 0 }, all)).toEqual([
      { name: 'Supply', label: '设置供货', to: '/goods/list/supply/7' },
    ]);
    expect(linksFor({ id: 8, supply_status: 2 }, all).map((l) => l.to)).toEqual([
      '/goods/list/supply/8',
      '/goods/list/lookSupply/8',
    ]);
  });

  it('offers none of a page the user may not open (a union account and the supply pages)', () => {
    const some = openableLinks(links, (path) => !path.includes('Supply') && !path.includes('supply'));
    expect(some).toEqual([]);
  });
});
