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
});
