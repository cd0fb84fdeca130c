import { formatDate } from '@yanye/addon-kit/server';
import {
  callLog,
  DB_KINDS,
  okData,
  receiverMode,
  refused,
  signedIn,
  suiteApp,
  zoneOnAnotherDay,
} from '@yanye/addon-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { API, SECRET, Store } from './test-support';

/**
 * Freight insurance through HTTP and the local insurer over a real port: insuring by hand and as orders ship,
 * the insurer's refusal, a slow insurer (retried: it dedupes by the order number), claims on returns credited
 * once to the buyer's balance whatever repeats or races the notification, forged notifications, cancelling,
 * expiry, hostile input, and the store wall.
 */

type Policy = { id: number; policy_no: string; state: string; premium: number; insured_amount: number };
type Claim = { id: number; claim_no: string; state: string; amount: number; paid_amount: number };

describe.each(DB_KINDS)('freight insurance on %s', (kind) => {
  const app = suiteApp(kind, { listen: true });
  let s: Store;

  beforeAll(async () => {
    s = new Store(app.t, app.salt, app.base);
    await s.setup();
    // Off and on again: insurance starts now for this suite (the demo turned it on weeks ago).
    okData(await s.settings({ enabled: 0 }), 'off');
    okData(await s.settings(), 'on');
  });

  const insure = (orderId: number) => s.admin.post<Policy>(`${API}PolicyInsure`, { order_id: orderId });

  it('keeps its settings, refusing a premium at or above the cover', async () => {
    const info = okData<Record<string, number | string>>(await s.admin.get(`${API}SettingInfo`), 'info');
    expect(info).toMatchObject({ enabled: 1, premium: 150, insured_amount: 1_200, scope: 'all' });
    expect(info.enabled_at).toBeGreaterThan(0);
    refused(await s.settings({ premium: 1_200 }), 409, '保费必须低于保额');
    refused(await s.settings({ scope: 'some' }), 400);
    refused(await s.settings({ premium: -1 }), 400);
    refused(await s.settings({ premium: '1; drop table' }), 400);
    expect(okData<Record<string, number>>(await s.admin.get(`${API}SettingInfo`), 'info').enabled_at).toBe(
      info.enabled_at,
    );
  });

  it('insures a shipped order by hand, once, with the secret kept out of the call log', async () => {
    const order = await s.order();
    const policy = okData<Policy>(await insure(order.id), 'insure');
    expect(policy).toMatchObject({ state: 'insured', premium: 150, insured_amount: 1_200 });
    expect(policy.policy_no).toMatch(/^TH\d{18}$/);
    refused(await insure(order.id), 409, '已投保');
    const unshipped = await s.order({ shipped: false });
    refused(await insure(unshipped.id), 409, '不是已发货');
    refused(await insure(99_999_999), 404);
    const calls = await callLog(s.admin, 'freightins');
    expect(calls.find((c) => c.request.includes(order.orderSn))).toMatchObject({
      op: 'insure',
      outcome: 'ok',
      attempt: 1,
    });
    for (const c of calls) expect(JSON.stringify(c)).not.toContain(SECRET);
  });

  it('writes nothing when the insurer refuses, fails or is slow, and retries only what it dedupes', async () => {
    const big = await s.order({ pay: 600_000 });
    const no = await insure(big.id);
    refused(no, 503, '承保上限');
    expect(await s.policyOfOrder(big.id)).toBeUndefined();

    const order = await s.order();
    await receiverMode(app.t, 'freightins', 'fail');
    try {
      refused(await insure(order.id), 503, '系统繁忙');
    } finally {
      await receiverMode(app.t, 'freightins', 'success');
    }
    const failed = (await callLog(s.admin, 'freightins')).filter((c) => c.request.includes(order.orderSn));
    expect(failed.map((c) => [c.outcome, c.attempt])).toEqual([['refused', 1]]);

    await s.setup({ timeout_seconds: 1 });
    await receiverMode(app.t, 'freightins', 'slow', 2_500);
    try {
      refused(await insure(order.id), 503, '1 秒内未应答');
    } finally {
      await receiverMode(app.t, 'freightins', 'success');
      await s.setup();
    }
    const slow = (await callLog(s.admin, 'freightins')).filter(
      (c) => c.request.includes(order.orderSn) && c.outcome === 'timeout',
    );
    expect(slow.map((c) => c.attempt).sort()).toEqual([1, 2, 3]);
    expect(await s.policyOfOrder(order.id)).toBeUndefined();
    // The insurer made the policy on a slow request: sent again, it answers that one.
    await new Promise((r) => setTimeout(r, 2_600));
    const policy = okData<Policy>(await insure(order.id), 'insure again');
    expect(policy.state).toBe('insured');
  }, 30_000);

  it('insures orders as they ship, only those the settings name, and keeps a refusal from being asked again', async () => {
    // Insurance was turned on when the suite began; these orders ship ten minutes later, one well before.
    app.t.clock.now += 600;
    const before = await s.order({ ago: 3 * 86_400 });
    okData(await s.settings({ scope: 'over', min_amount: 5_000 }), 'settings');
    const small = await s.order({ pay: 3_000 });
    const fresh = await s.order({ pay: 8_800 });
    const big = await s.order({ pay: 700_000 });
    expect(await s.sweep()).toBeGreaterThanOrEqual(2);
    expect((await s.policyOfOrder(fresh.id))?.state).toBe('insured');
    expect((await s.policyOfOrder(fresh.id))?.source).toBe('auto');
    expect(await s.policyOfOrder(small.id)).toBeUndefined();
    expect(await s.policyOfOrder(before.id)).toBeUndefined();
    const refusedPolicy = await s.policyOfOrder(big.id);
    expect(refusedPolicy).toMatchObject({ state: 'refused' });
    expect(refusedPolicy!.refuseReason).toContain('承保上限');
    const calls = (await callLog(s.admin, 'freightins', 100)).length;
    await s.sweep();
    expect((await callLog(s.admin, 'freightins', 100)).length).toBe(calls);
    okData(await s.settings(), 'settings');
  });

  it('pays a claim once to the buyer while the notification, its repeats and a second event race', async () => {
    const order = await s.order({ member: true });
    const policy = okData<Policy>(await insure(order.id), 'insure');
    refused(await s.admin.post(`${API}ClaimFile`, { policy_id: policy.id }), 409, '没有退货');
    await s.returnOf(order.id);
    const claim = okData<Claim>(await s.admin.post(`${API}ClaimFile`, { policy_id: policy.id }), 'claim');
    expect(claim).toMatchObject({ state: 'filed', amount: 1_200 });
    refused(await s.admin.post(`${API}ClaimFile`, { policy_id: policy.id }), 409, '已申请理赔');
    const before = await s.balance(order.memberId!);
    const paid = (id: string) => ({
      event_id: id,
      claim_no: 'LA1',
      out_claim_no: claim.claim_no,
      policy_no: policy.policy_no,
      status: 'PAID',
      pay_amount: 1_200,
      paid_time: app.t.clock.now,
    });
    const answers = await Promise.all([
      s.settle(claim.claim_no, 'PAID'),
      s.notify(paid('EV-A')),
      s.notify(paid('EV-A')),
      s.notify(paid('EV-B')),
    ]);
    expect(answers[0]).toContain('HTTP 200');
    expect(answers.slice(1).map((a) => (a as { status: number }).status)).toEqual([200, 200, 200]);
    const after = await s.claim(claim.id);
    expect(after).toMatchObject({ state: 'paid', paidAmount: 1_200, payee: 'member' });
    expect(await s.ledgerOfClaim(claim.id)).toEqual([
      { event: 'freightins_claim', amount: 1_200, key: `freightins-claim:${claim.id}:pay` },
    ]);
    expect(await s.balance(order.memberId!)).toBe(before + 1_200);
    expect((await s.policyOfOrder(order.id))?.state).toBe('claimed');
    expect(await s.mismatches()).toEqual([]);
  });

  it('refuses forged notifications and changes nothing', async () => {
    const order = await s.order({ member: true });
    const policy = okData<Policy>(await insure(order.id), 'insure');
    await s.returnOf(order.id);
    const claim = okData<Claim>(await s.admin.post(`${API}ClaimFile`, { policy_id: policy.id }), 'claim');
    const event = {
      event_id: 'EV-F',
      claim_no: '',
      out_claim_no: claim.claim_no,
      policy_no: '',
      status: 'PAID',
      pay_amount: 1_200,
    };
    expect((await s.notify(event, 'guessed-secret')).status).toBe(401);
    expect((await s.notify(event, SECRET, {})).status).toBe(401);
    expect(
      (await s.notify(event, SECRET, { 'X-Ins-Timestamp': '1', 'X-Ins-Nonce': 'n', 'X-Ins-Signature': 'x' }))
        .status,
    ).toBe(401);
    expect((await s.notify({ ...event, pay_amount: 'lots' })).status).toBe(400);
    expect((await s.claim(claim.id)).state).toBe('filed');
    expect(await s.ledgerOfClaim(claim.id)).toEqual([]);
  });

  it('pays a buyer who is no member through the insurer, and records a rejection', async () => {
    const order = await s.order();
    const policy = okData<Policy>(await insure(order.id), 'insure');
    await s.returnOf(order.id, 'refunded');
    const claim = okData<Claim>(await s.admin.post(`${API}ClaimFile`, { policy_id: policy.id }), 'claim');
    await s.settle(claim.claim_no, 'PAID');
    expect(await s.claim(claim.id)).toMatchObject({ state: 'paid', payee: 'direct', walletLogId: null });
    expect(await s.ledgerOfClaim(claim.id)).toEqual([]);

    const other = await s.order({ member: true });
    const p2 = okData<Policy>(await insure(other.id), 'insure');
    await s.returnOf(other.id);
    const c2 = okData<Claim>(await s.admin.post(`${API}ClaimFile`, { policy_id: p2.id }), 'claim');
    await s.settle(c2.claim_no, 'REJECTED');
    expect((await s.claim(c2.id)).state).toBe('rejected');
    expect(await s.balance(other.memberId!)).toBe(0);
  });

  it('cancels a policy without a claim, files claims by itself, and lets unclaimed cover lapse', async () => {
    const order = await s.order();
    const policy = okData<Policy>(await insure(order.id), 'insure');
    refused(await s.admin.post(`${API}PolicyCancel`, { id: policy.id, reason: 'x' }), 400);
    const cancelled = okData<Policy>(
      await s.admin.post(`${API}PolicyCancel`, { id: policy.id, reason: '买家拒收，订单关闭' }),
      'cancel',
    );
    expect(cancelled.state).toBe('cancelled');
    refused(await s.admin.post(`${API}PolicyCancel`, { id: policy.id, reason: '再次退保' }), 409, '已退保');
    await s.returnOf(order.id);
    refused(await s.admin.post(`${API}ClaimFile`, { policy_id: policy.id }), 409, '已退保');

    const back = await s.order();
    okData(await insure(back.id), 'insure');
    await s.returnOf(back.id);
    await s.sweep();
    const filed = await s.policyOfOrder(back.id);
    const desk = okData<{ rows: { order_id: number; claim: Claim | null; return_status: string }[] }>(
      await s.admin.get(`${API}DeskOrders`, { keyword: back.orderSn }),
      'desk',
    );
    expect(desk.rows).toHaveLength(1);
    expect(desk.rows[0]).toMatchObject({ order_id: back.id, return_status: 'returned' });
    expect(desk.rows[0]!.claim?.state).toBe('filed');
    expect(filed?.state).toBe('insured');

    const lapsing = await s.order();
    okData(await insure(lapsing.id), 'insure');
    app.t.clock.now += 31 * 86_400;
    try {
      expect(await s.expire()).toBeGreaterThanOrEqual(1);
      expect((await s.policyOfOrder(lapsing.id))?.state).toBe('expired');
      expect((await s.policyOfOrder(back.id))?.state).toBe('insured');
    } finally {
      app.t.clock.now -= 31 * 86_400;
    }
  });

  it('refuses hostile input and keeps other stores out', async () => {
    refused(await s.admin.post(`${API}PolicyInsure`, { order_id: 'abc' }), 400);
    refused(await s.admin.post(`${API}PolicyInsure`, { order_id: [1] }), 400);
    refused(await s.admin.post(`${API}ClaimFile`, { policy_id: -1 }), 400);
    const odd = okData<{ rows: unknown[] }>(
      await s.admin.get(`${API}DeskOrders`, { keyword: "%_\\'" }),
      'desk',
    );
    expect(odd.rows).toEqual([]);
    const grain = await signedIn(app.t, 'grain_admin');
    const order = await s.order();
    refused(await grain.post(`${API}PolicyInsure`, { order_id: order.id }), 403);
    refused(await grain.get(`${API}PolicyManage`), 403);
    const pushed = await fetch(`${s.base}/callback/addons/freightins/${grain.suid}/claim`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(pushed.status).toBe(404);
    expect(await s.policyOfOrder(order.id)).toBeUndefined();
  });
});

describe.each(DB_KINDS)("claims filed by the sweep on %s, numbered by the store's day", (kind) => {
  // The store keeps another day than Shanghai's at the hour the test runs.
  const zone = zoneOnAnotherDay(Math.floor(Date.now() / 1000));
  const app = suiteApp(kind, { listen: true, env: { TIME_ZONE: zone } });
  let s: Store;
  beforeAll(async () => {
    s = new Store(app.t, app.salt, app.base);
    await s.setup();
    okData(await s.settings({ enabled: 0 }), 'off');
    okData(await s.settings(), 'on');
  });

  it("dates a claim it files on the store's day, as one filed by hand", async () => {
    const order = await s.order();
    okData(await s.admin.post<Policy>(`${API}PolicyInsure`, { order_id: order.id }), 'insure');
    await s.returnOf(order.id);
    await s.sweep();
    const desk = okData<{ rows: { claim: Claim | null }[] }>(
      await s.admin.get(`${API}DeskOrders`, { keyword: order.orderSn }),
      'desk',
    );
    const day = formatDate(app.t.clock.now, zone).replaceAll('-', '');
    expect(desk.rows[0]!.claim?.claim_no).toMatch(new RegExp(`^LP${day}-\\d{4,}$`));
  });
});
