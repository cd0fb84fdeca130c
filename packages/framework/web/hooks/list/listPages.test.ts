import { pageByName } from '@yanye/catalog';
import { describe, expect, it } from 'vitest';
import { formPages } from './listPages';

describe('a list finds its forms in the catalogue', () => {
  it('beside it (the notices) or under it (the bank cards)', () => {
    const notices = formPages(pageByName('NotificationManage')!);
    expect(notices.add?.path).toBe('/content/notification/add');
    expect(notices.edit?.path).toBe('/content/notification/edit/:id');
    const cards = formPages(pageByName('BankcardManage')!);
    expect(cards.add?.path).toBe('/finance/PaymentWallet/BankcardManage/add');
    expect(cards.edit?.path).toBe('/finance/PaymentWallet/BankcardManage/edit/:id');
  });

  it('that save its own entity, not another list’s beside it', () => {
    const onSale = formPages(pageByName('GoodsManageShow')!);
    expect(onSale.add?.path).toBe('/goods/list/save');
    expect(onSale.edit?.path).toBe('/goods/list/edit/:id');
    // The supply offers beside the goods lists are made from the goods' rows, not added, nor edited as goods.
    expect(formPages(pageByName('GoodsManageSupply')!)).toEqual({ add: undefined, edit: undefined });
    const properties = formPages(pageByName('GoodsProperty')!);
    expect(properties.add?.path).toBe('/goods/list/GoodsProperty/add');
    expect(properties.edit?.path).toBe('/goods/list/GoodsProperty/edit/:id');
  });

  it('in a bespoke screen that saves the entity (an order taken with a live quote)', () => {
    const orders = formPages(pageByName('RecycleOrderManage')!);
    expect(orders.add?.path).toBe('/recycle/order/add');
    expect(orders.add?.view).toBe('custom:recycleOrderAdd');
    expect(orders.edit).toBeUndefined();
    // A bespoke screen that saves nothing of the list's (the withdrawal beside the withdrawal records) is none.
    expect(formPages(pageByName('WithdrawalRecord')!).add).toBeUndefined();
  });
});
