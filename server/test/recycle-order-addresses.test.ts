import { type StoreDb, withStore } from '@yanye/framework/server';
import { type Client, DB_KINDS, signedIn, startApp, type TestApp } from '@yanye/framework/testing';
import { API } from '@yanye/protocol';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMemberAddress } from '../src/resources/recycle/member-address';
import { memberAddresses, recycleOrders } from '../src/resources/recycle/tables';
import { data, detail, type Fixture, fixture, newMember, ORDER, pointOrder } from './recycle-orders.support';

/** 金水区, Zhengzhou: a district (a leaf of the division tree). */
const DISTRICT = '410105';

/**
 * Orders collected at home: a new address joins the member's (at most ten, counted with the member
 * locked so racing orders cannot make an eleventh), a kept one is picked, another member's is refused, and the
 * order keeps the address as it was.
 */
describe.each(DB_KINDS)('recycling orders collected at home (%s)', (kind) => {
  let t: TestApp;
  let admin: Client;
  let f: Fixture;
  const inStore = <T>(fn: (db: StoreDb) => Promise<T>) => withStore(t.database.db, f.store, fn);
  const addresses = (member: number) =>
    inStore(async (db) => {
      const [r] = await db
        .select({ n: count() })
        .from(memberAddresses)
        .where(eq(memberAddresses.memberId, member));
      return r!.n;
    });
  const orders = () => inStore(async (db) => (await db.select({ n: count() }).from(recycleOrders))[0]!.n);
  const homeOrder = (member: number, more: Record<string, unknown>) => ({
    ...pointOrder(f, member),
    mode: 'home',
    point_id: 0,
    ...more,
  });
  const typed = (street: string) => ({
    contact_name: '周师傅',
    contact_phone: '13700002222',
    region: DISTRICT,
    street,
  });
  /** Gives a member `n` addresses, as orders would have. */
  const give = (member: number, n: number) =>
    inStore(async (db) => {
      for (let i = 0; i < n; i++)
        await addMemberAddress(
          db,
          member,
          { contactName: '周师傅', phone: '13700002222', region: DISTRICT, street: `农业路 ${i + 1} 号` },
          t.clock.now,
        );
    });

  beforeAll(async () => {
    t = await startApp(kind);
    admin = await signedIn(t, 'salt_admin');
    f = await fixture(t, admin);
  });
  afterAll(() => t?.close());

  it('adds a typed address to the member’s, and picks a kept one next time', async () => {
    const member = await newMember(t, f.store, '13700003001');
    const first = data(
      await admin.post<{ id: number }>(`${ORDER}Save`, homeOrder(member, typed('农业路 88 号'))),
    );
    const d = await detail(admin, first.id);
    expect(d).toMatchObject({ mode: 'home', contact_name: '周师傅', contact_phone: '13700002222' });
    expect(d.place).toBe('河南省 郑州市 金水区 农业路 88 号');
    const picker = data(
      await admin.get<{ value: number; label: string; is_default: number }[]>(
        API.recycleOrder.addressOptions.path,
        { member_id: member },
      ),
    );
    expect(picker).toHaveLength(1);
    expect(picker[0]).toMatchObject({ is_default: 1 });
    expect(picker[0]!.label).toContain('农业路 88 号');
    const second = data(
      await admin.post<{ id: number }>(`${ORDER}Save`, homeOrder(member, { address_id: picker[0]!.value })),
    );
    expect((await detail(admin, second.id)).place).toBe(d.place);
    expect(await addresses(member)).toBe(1);
  });

  it('refuses another member’s address, and an address half typed', async () => {
    const owner = await newMember(t, f.store, '13700003002');
    const stranger = await newMember(t, f.store, '13700003003');
    await give(owner, 1);
    const [kept] = await inStore((db) =>
      db.select({ id: memberAddresses.id }).from(memberAddresses).where(eq(memberAddresses.memberId, owner)),
    );
    const before = await orders();
    const theirs = await admin.post(`${ORDER}Save`, homeOrder(stranger, { address_id: kept!.id }));
    expect(theirs.status).toBe(400);
    expect(theirs.body.msg).toContain('不属于所选会员');
    const half = await admin.post(`${ORDER}Save`, homeOrder(stranger, { ...typed(''), street: '' }));
    expect(half.status).toBe(400);
    const city = await admin.post(
      `${ORDER}Save`,
      homeOrder(stranger, { ...typed('农业路 1 号'), region: '410100' }),
    );
    expect(city.status).toBe(400);
    // The collector calls the contact: a mobile, refused as such before anything is kept.
    const landline = await admin.post(
      `${ORDER}Save`,
      homeOrder(stranger, { ...typed('农业路 1 号'), contact_phone: '0371-66881234' }),
    );
    expect(landline.status).toBe(400);
    expect(landline.body.msg).toContain('手机号');
    expect(await orders()).toBe(before);
    expect(await addresses(stranger)).toBe(0);
  });

  it('refuses an eleventh address with the hint, saving nothing', async () => {
    const member = await newMember(t, f.store, '13700003004');
    await give(member, 9);
    data(await admin.post(`${ORDER}Save`, homeOrder(member, typed('第十个地址 10 号'))));
    expect(await addresses(member)).toBe(10);
    const before = await orders();
    const eleventh = await admin.post(`${ORDER}Save`, homeOrder(member, typed('第十一个地址 11 号')));
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.msg).toBe('每人最多可以添加10条收货地址');
    const en = await admin.post(`${ORDER}Save`, homeOrder(member, typed('第十一个地址 12 号')), {
      lang: 'en',
    });
    expect(en.body.msg).toBe('A member can keep at most 10 addresses');
    expect(await addresses(member)).toBe(10);
    expect(await orders()).toBe(before);
  });

  it('lets one of several racing orders take the tenth place', async () => {
    const member = await newMember(t, f.store, '13700003005');
    await give(member, 9);
    const answers = await Promise.all(
      [1, 2, 3].map((i) => admin.post(`${ORDER}Save`, homeOrder(member, typed(`抢位路 ${i} 号`)))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await addresses(member)).toBe(10);
  });
});
