import { describe, expect, it } from 'vitest';
import { pageByName } from './catalog';
import { recordEntityOf, recordPagesOf } from './record-pages';

const entityOf = (name: string) => recordEntityOf(pageByName(name)!)?.name;

describe('the pages of a record, which have its history', () => {
  it('finds the entity of a generic form by the Info it calls, and of a bespoke details page by its group', () => {
    expect(entityOf('CustomerEdit')).toBe('Customer');
    expect(entityOf('OrderInfo')).toBe('Order');
    expect(entityOf('MemberInfo')).toBe('Member');
    expect(entityOf('JobRecordInfo')).toBe('JobRecord');
    expect(entityOf('RecycleOrderInfo')).toBe('RecycleOrder');
    // Beside the audit list that serves its entity, not under it: the entity whose Info it calls.
    expect(entityOf('UtilityRechargeInfo')).toBe('UtilityRecharge');
  });

  it('leaves out a bespoke page that does something with a record, and one of no entity', () => {
    expect(entityOf('WaybillLabel')).toBeUndefined();
    expect(entityOf('UtilityAudit')).toBeUndefined();
    expect(entityOf('RoleEdit')).toBeUndefined();
    expect(entityOf('OrderManage')).toBeUndefined();
  });

  it("lists an entity's record pages, which the server lets a user read its history by", () => {
    expect(recordPagesOf('Order').map((p) => p.name)).toEqual(['OrderInfo']);
    expect(recordPagesOf('Member').map((p) => p.name)).toEqual(['MemberAdd', 'MemberEdit', 'MemberInfo']);
    expect(recordPagesOf('NoSuchThing')).toEqual([]);
  });
});
