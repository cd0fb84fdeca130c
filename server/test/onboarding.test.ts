import { createHmac } from 'node:crypto';
import { loadConfig } from '@yanye/framework/server';
import {
  Client,
  DB_KINDS,
  type FakeService,
  fakeService,
  lastSmsCode,
  type Reply,
  signedIn,
  startApp,
  type TestApp,
} from '@yanye/framework/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/demo/stores';

const CONF = '/v1/public/supplier/GetIndustryTypeConf';
const AGREEMENT = '/v1/public/supplier/GetEnterAgreement';
const SEND = '/v1/public/supplier/EnterVerifySend';
const REGISTER = '/v1/public/user/register';
const FIND = '/v1/public/supplier/EnterFind';
const PROGRESS = '/v1/public/supplier/EnterProgress';
const ENTER = '/v1/public/supplier/Enter';
const UPLOAD = '/v1/public/supplier/EnterUpload';
const PAY = '/v1/public/supplier/EnterPay';
const NOTIFY = '/callback/pay/notify';
const LIST = '/v1/pingtai/enter/EnterList';
const DETAIL = '/v1/pingtai/enter/EnterDetail';
const CLAIM = '/v1/pingtai/enter/EnterClaim';
const APPROVE = '/v1/pingtai/enter/EnterApprove';
const REJECT = '/v1/pingtai/enter/EnterReject';
const CERT_LIST = '/v1/pingtai/cert/CertList';
const CERT_APPROVE = '/v1/pingtai/cert/CertApprove';
const CERT_REJECT = '/v1/pingtai/cert/CertReject';
const CERT_INFO = '/v1/seller/supplier/CertInfo';
const CERT_APPLY = '/v1/seller/supplier/CertApply';
const PERMISSIONS = '/v1/seller/role/OperatorPermission';

const NOTIFY_SECRET = 'test-notify-secret-0123456789-abcdefghij';
const PASSWORD = 'Yanye2026ok';

interface Application {
  id: number;
  phone: string;
  status: string;
  step: string;
  fee_cents: number;
  paid: boolean;
  reject_reason: string;
  username: string;
  info: Record<string, string> | null;
  files: Record<string, string>;
  payment: { out_trade_no: string; status: string } | null;
}
interface Session {
  token: string;
  expires_in: number;
  application: Application;
}

/** The data of an answer, as its call says it is (a refusal's data is checked as `unknown`). */
const d = <T>(r: Reply<T>): T => r.body.data as T;

let ipCounter = 0;
/** A client from an address of its own, so the address limits of one test do not reach the next. */
const fresh = (t: TestApp) =>
  new Client(t, `198.19.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`);

let phoneCounter = 0;
/** A phone no test used before. */
const newPhone = () => `1370000${String(1000 + phoneCounter++).padStart(4, '0')}`;

function png(seed: number): Promise<Buffer> {
  return sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: seed * 30, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
}

/** Valid details of a salt store (GB 32100 and GB 11643 check characters right), licences to be filled in. */
function details(licence: string, salt: string): Record<string, string> {
  return {
    store_name: '豫盐商贸',
    company_name: '河南豫盐商贸有限公司',
    credit_code: '9135 0100 m000 100y43',
    legal_name: '李建华',
    legal_id_no: '11010519491231002x',
    license_image: licence,
    salt_license_image: salt,
    contact_name: '李建华',
    contact_phone: '0371-65550000',
    address: '河南省郑州市二七区大学路 10 号',
    bank_name: '中国银行郑州分行',
    bank_account_name: '河南豫盐商贸有限公司',
    bank_account: '2457 0001 2345 6789',
  };
}

describe.each(DB_KINDS)('store onboarding on %s', (kind) => {
  let t: TestApp;
  let platform: Client;
  let salt: Client;

  beforeAll(async () => {
    t = await startApp(kind, { env: { PAY_NOTIFY_SECRET: NOTIFY_SECRET } });
    platform = await signedIn(t, 'platform_admin');
    salt = await signedIn(t, 'salt_admin');
  });
  afterAll(() => t?.close());

  /** Texts a registration code to `phone` and registers, answering the applicant's session. */
  async function register(phone: string, industry = 'salt', storeName = '豫盐商贸'): Promise<Session> {
    const c = fresh(t);
    expect((await c.post(SEND, { phone, type: 'register' })).status).toBe(200);
    const code = await lastSmsCode(t, phone);
    const agreement = await c.get<{ version: string }>(AGREEMENT);
    const r = await c.post<Session>(REGISTER, {
      phone,
      verify: code,
      password: PASSWORD,
      store_name: storeName,
      industry_type: industry,
      agreement_version: d(agreement).version,
    });
    expect(r.status, r.body.msg).toBe(200);
    return d(r);
  }

  async function uploadLicence(token: string, seed: number): Promise<{ key: string; url: string }> {
    const r = await fresh(t).upload<{ key: string; url: string }>(
      UPLOAD,
      `licence-${seed}.png`,
      await png(seed),
      {},
      {
        token,
      },
    );
    expect(r.status, r.body.msg).toBe(200);
    return d(r);
  }

  /** Registers, uploads the licences and sends the details: an application waiting for its fee. */
  async function applied(industry = 'salt'): Promise<{ phone: string; token: string; app: Application }> {
    const phone = newPhone();
    const { token } = await register(phone, industry);
    const licence = await uploadLicence(token, 1);
    const saltLicence = industry === 'salt' ? (await uploadLicence(token, 2)).key : '';
    const r = await fresh(t).post<Application>(ENTER, details(licence.key, saltLicence), { token });
    expect(r.status, r.body.msg).toBe(200);
    return { phone, token, app: d(r) };
  }

  /** Plays the payer on the local payment page: 支付成功 or 支付失败. */
  async function settle(outTradeNo: string, result: 'paid' | 'failed') {
    return t.app.inject({
      method: 'POST',
      url: '/dev/pay/settle',
      payload: new URLSearchParams({ out_trade_no: outTradeNo, result }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  }

  async function paid(token: string): Promise<void> {
    const pay = await fresh(t).post<{ out_trade_no: string }>(PAY, {}, { token });
    expect(pay.status, pay.body.msg).toBe(200);
    expect((await settle(d(pay).out_trade_no, 'paid')).statusCode).toBe(303);
  }

  function notify(body: string, signature = createHmac('sha256', NOTIFY_SECRET).update(body).digest('hex')) {
    return t.app.inject({
      method: 'POST',
      url: NOTIFY,
      payload: body,
      headers: { 'content-type': 'application/json', 'x-pay-signature': signature },
    });
  }

  const progress = async (token: string) => d(await fresh(t).get<Application>(PROGRESS, {}, { token }));

  it('answers the industries with their fees and licences, and the agreement in force', async () => {
    const c = fresh(t);
    const conf =
      await c.get<{ industry_type: string; title: string; fee_cents: number; documents: string[] }[]>(CONF);
    expect(conf.status).toBe(200);
    expect(d(conf).find((i) => i.industry_type === 'salt')).toEqual({
      industry_type: 'salt',
      title: '盐业批发',
      fee_cents: 200_000,
      documents: ['license_image', 'salt_license_image'],
    });
    expect(d(conf).find((i) => i.industry_type === 'grain')?.documents).toEqual(['license_image']);
    const en = await c.get<{ title: string }[]>(CONF, {}, { lang: 'en' });
    expect(d(en)[0]?.title).toBe('Salt wholesale');
    const agreement = await c.get<{ version: string; title: string; content: string }>(AGREEMENT);
    expect(d(agreement).version).toBe('2026.1');
    expect(d(agreement).content).toContain('食盐批发许可证');
    const english = await c.get<{ content: string }>(AGREEMENT, {}, { lang: 'en' });
    expect(d(english).content).toContain('salt wholesale licence');
  });

  it('registers with an SMS code, an accepted agreement and a good password, and refuses anything less', async () => {
    const phone = newPhone();
    const c = fresh(t);
    const sent = await c.post(SEND, { phone, type: 'register' });
    expect(sent.body).toMatchObject({ status: true, msg: '验证码已发送，5 分钟内有效' });
    const code = (await lastSmsCode(t, phone))!;
    expect(code).toMatch(/^\d{6}$/);
    const base = {
      phone,
      verify: code,
      password: PASSWORD,
      store_name: '豫盐商贸',
      industry_type: 'salt',
      agreement_version: '2026.1',
    };
    const old = await c.post(REGISTER, { ...base, agreement_version: '2025.1' });
    expect([old.status, old.body.msg]).toEqual([400, '入驻协议已更新，请重新阅读并同意后再提交']);
    const weak = await c.post(REGISTER, { ...base, password: '12345678' });
    expect([weak.status, weak.body.msg]).toEqual([400, '新密码须为 8 至 64 位，且同时包含字母和数字']);
    const wrong = await c.post(REGISTER, { ...base, verify: code === '000000' ? '111111' : '000000' });
    expect([wrong.status, wrong.body.msg]).toEqual([400, '短信验证码错误或已过期']);
    const noIndustry = await c.post(REGISTER, { ...base, industry_type: 'fish' }, { lang: 'en' });
    expect([noIndustry.status, noIndustry.body.msg]).toEqual([400, 'Industry must be one of its choices']);

    const ok = await c.post<Session>(REGISTER, base);
    expect(ok.status, ok.body.msg).toBe(200);
    expect(d(ok).application).toMatchObject({
      phone,
      status: 'created',
      step: 'writeInfo',
      fee_cents: 200_000,
      paid: false,
      info: null,
    });
    expect(d(ok).expires_in).toBe(30 * 86_400);
    // The code was used up; a new one for the same phone is refused: one application per phone.
    t.clock.now += 61;
    await c.post(SEND, { phone, type: 'register' });
    const again = await c.post(REGISTER, { ...base, verify: await lastSmsCode(t, phone) });
    expect([again.status, again.body.msg]).toEqual([
      409,
      '该手机号已提交过入驻申请，请在“查询进度”中用手机号找回',
    ]);
  });

  it('answers the application only to its applicant token', async () => {
    const { token, application } = await register(newPhone());
    const c = fresh(t);
    const none = await c.get(PROGRESS);
    expect([none.status, none.body.msg]).toEqual([401, '入驻申请凭证已失效，请用手机号和验证码重新查询']);
    expect((await c.get(PROGRESS, {}, { token: salt.token })).status).toBe(401);
    expect((await c.get(PROGRESS, {}, { token: `${token.slice(0, -2)}xx` })).status).toBe(401);
    const mine = await c.get<Application>(PROGRESS, {}, { token });
    expect(d(mine)).toMatchObject({ id: application.id, step: 'writeInfo' });
    // The applicant token opens no store's API.
    expect((await c.get('/v1/buyer/user/info', {}, { token, suid: 1 })).status).toBe(401);
    // Thirty days later it has lapsed.
    t.clock.now += 30 * 86_400 + 1;
    expect((await c.get(PROGRESS, {}, { token })).status).toBe(401);
    t.clock.now -= 30 * 86_400 + 1;
  });

  it('keeps uploaded licences private: never at /uploads, shown by short-lived signed links only', async () => {
    const { token, application } = await register(newPhone());
    const nobody = await fresh(t).upload(UPLOAD, 'licence.png', await png(3));
    expect(nobody.status).toBe(401);
    const forged = await fresh(t).upload(UPLOAD, 'licence.png', await png(3), {}, { token: salt.token });
    expect(forged.status).toBe(401);

    const file = await uploadLicence(token, 3);
    expect(file.key).toMatch(new RegExp(`^a/${application.id}/\\d{6}/[\\w-]{22}\\.png$`));
    const open = await t.app.inject({ method: 'GET', url: `/uploads/${file.key}` });
    expect(open.statusCode).toBe(404);
    const signed = await t.app.inject({ method: 'GET', url: file.url });
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['content-type']).toBe('image/png');
    const tampered = file.url.replace(/.$/, (ch) => (ch === 'A' ? 'B' : 'A'));
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);
    t.clock.now += 2 * 3600;
    expect((await t.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(404);
    t.clock.now -= 2 * 3600;
  });

  it('refuses details with a wrong credit code or identity number, naming the field, in the caller’s language', async () => {
    const { token } = await register(newPhone());
    const licence = await uploadLicence(token, 4);
    const good = details(licence.key, (await uploadLicence(token, 5)).key);
    const c = fresh(t);
    const code = await c.post(ENTER, { ...good, credit_code: '91350100M000100Y44' }, { token });
    expect(code.status).toBe(400);
    expect(code.body.msg).toBe('统一社会信用代码不正确：应为 18 位，且末位校验码正确（GB 32100）');
    expect(d(code)).toEqual({ field: 'credit_code' });
    const codeEn = await c.post(ENTER, { ...good, credit_code: '91350100M000100Y44' }, { token, lang: 'en' });
    expect(codeEn.body.msg).toContain('The unified social credit code is wrong');
    const id = await c.post(ENTER, { ...good, legal_id_no: '110105194912310021' }, { token });
    expect([id.status, d(id)]).toEqual([400, { field: 'legal_id_no' }]);
    expect(id.body.msg).toContain('法定代表人身份证号不正确');
    const bank = await c.post(ENTER, { ...good, bank_account: '6222-abc' }, { token });
    expect([bank.status, bank.body.msg]).toEqual([400, '银行账号不正确：应为 8 至 32 位数字']);
    const phone = await c.post(ENTER, { ...good, contact_phone: '12345' }, { token });
    expect(phone.status).toBe(400);
    expect(phone.body.msg).toContain('联系电话应为手机号或区号加座机号');
    const missing = await c.post(ENTER, { ...good, company_name: undefined }, { token });
    expect([missing.status, missing.body.msg]).toEqual([400, '字段 企业名称 不能为空']);
    const noSalt = await c.post(ENTER, { ...good, salt_license_image: '' }, { token });
    expect([noSalt.status, noSalt.body.msg, d(noSalt)]).toEqual([
      400,
      '请上传食盐批发许可证',
      { field: 'salt_license_image' },
    ]);
    const stranger = await c.post(
      ENTER,
      { ...good, license_image: 'a/999999/202611/AAAAAAAAAAAAAAAAAAAAAA.png' },
      { token },
    );
    expect([stranger.status, stranger.body.msg]).toEqual([400, '营业执照不是本申请上传的文件，请重新上传']);
    const hostile = await c.post(ENTER, { ...good, company_name: 'x\u0000y', address: ['a'] }, { token });
    expect(hostile.status).toBe(400);
    // Nothing of it was kept.
    expect((await progress(token)).info).toBeNull();
  });

  it('goes from details to the fee: a failed payment is tried again with a new order, a paid one booked once', async () => {
    const { token, app } = await applied();
    expect(app).toMatchObject({ status: 'info', step: 'payFee', paid: false });
    // The details are kept normalised: capitals, the check digit, the account's digits.
    expect(app.info).toMatchObject({
      credit_code: '91350100M000100Y43',
      legal_id_no: '11010519491231002X',
      bank_account: '2457000123456789',
    });
    expect(Object.keys(app.files).sort()).toEqual(['license_image', 'salt_license_image']);
    // The same details again: refused as an unchanged save.
    const same = await fresh(t).post(ENTER, app.info!, { token });
    expect([same.status, same.body.msg]).toEqual([400, '数据未发生任何改变，请修改数据后再次提交']);

    const c = fresh(t);
    const first = await c.post<{ out_trade_no: string; pay_url: string; amount_cents: number }>(
      PAY,
      {},
      { token },
    );
    expect(first.status, first.body.msg).toBe(200);
    expect(d(first).amount_cents).toBe(200_000);
    expect(d(first).pay_url).toBe(`/dev/pay?out_trade_no=${d(first).out_trade_no}`);
    // Asked again while pending: the same order, not a second one the payer might pay too.
    const twice = await fresh(t).post<{ out_trade_no: string }>(PAY, {}, { token });
    expect(d(twice).out_trade_no).toBe(d(first).out_trade_no);
    const page = await t.app.inject({ method: 'GET', url: d(first).pay_url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('¥2,000.00');
    expect(page.body).toContain('支付成功');
    // The dev page is this machine's only.
    const lan = await t.app.inject({
      method: 'GET',
      url: d(first).pay_url,
      remoteAddress: '192.168.1.20',
    });
    expect(lan.statusCode).toBe(404);

    expect((await settle(d(first).out_trade_no, 'failed')).statusCode).toBe(303);
    const failed = await progress(token);
    expect(failed).toMatchObject({ status: 'info', step: 'payFee', paid: false });
    expect(failed.payment?.status).toBe('failed');

    const retry = await fresh(t).post<{ out_trade_no: string }>(PAY, {}, { token });
    expect(d(retry).out_trade_no).not.toBe(d(first).out_trade_no);
    const body = JSON.stringify({
      out_trade_no: d(retry).out_trade_no,
      trade_no: 'T20261123001',
      status: 'paid',
      amount_cents: 200_000,
    });
    const forged = await notify(body, createHmac('sha256', 'not-the-secret').update(body).digest('hex'));
    expect(forged.statusCode).toBe(400);
    expect((await progress(token)).status).toBe('info');
    const short = JSON.stringify({ ...JSON.parse(body), amount_cents: 1 });
    expect((await notify(short)).statusCode).toBe(400);
    expect((await progress(token)).status).toBe('info');

    const booked = await notify(body);
    expect(booked.statusCode).toBe(200);
    expect(booked.json()).toMatchObject({ status: true, data: { booked: true } });
    const repeat = await notify(body);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toMatchObject({ status: true, data: { booked: false } });
    // A late "failed" for a paid order changes nothing either.
    const late = JSON.stringify({
      out_trade_no: d(retry).out_trade_no,
      status: 'failed',
      amount_cents: 0,
    });
    expect((await notify(late)).json()).toMatchObject({ data: { booked: false } });

    const after = await progress(token);
    expect(after).toMatchObject({ status: 'paid', step: 'progress', paid: true });
    expect(after.payment).toMatchObject({ out_trade_no: d(retry).out_trade_no, status: 'paid' });
    const again = await fresh(t).post(PAY, {}, { token });
    expect([again.status, again.body.msg]).toEqual([409, '入驻费已支付，无需重复支付']);
    const edit = await fresh(t).post(ENTER, { ...app.info!, contact_name: '王五六' }, { token });
    expect([edit.status, edit.body.msg]).toEqual([409, '申请已提交审核，审核结束前不能修改']);
    const lateUpload = await fresh(t).upload(UPLOAD, 'later.png', await png(11), {}, { token });
    expect([lateUpload.status, lateUpload.body.msg]).toEqual([409, '申请已提交审核，审核结束前不能修改']);
    const unknown = await notify(
      JSON.stringify({ out_trade_no: 'EF0TNOSUCHORDER', status: 'paid', amount_cents: 1 }),
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('is reviewed on the platform account: approval opens the store, and the merchant signs in with phone and password', async () => {
    const { phone, token, app } = await applied();
    await paid(token);

    for (const call of [
      () => salt.get(LIST),
      () => salt.get(DETAIL, { id: app.id }),
      () => salt.post(APPROVE, { id: app.id }),
      () => salt.post(REJECT, { id: app.id, reason: '不行' }),
      () => salt.get(CERT_LIST),
    ]) {
      const r = await call();
      expect([r.status, r.body.msg]).toEqual([403, '无操作权限']);
    }

    const list = await platform.get<{ rows: { id: number; status: string; paid: boolean }[]; count: number }>(
      LIST,
      {
        status: 'open',
        keyword: phone,
      },
    );
    expect(d(list).count).toBe(1);
    expect(d(list).rows[0]).toMatchObject({ id: app.id, status: 'paid', paid: true });
    const detail = await platform.get<{ info: Record<string, string>; files: Record<string, string> }>(
      DETAIL,
      {
        id: app.id,
      },
    );
    expect(d(detail).info.credit_code).toBe('91350100M000100Y43');
    expect((await t.app.inject({ method: 'GET', url: d(detail).files.license_image! })).statusCode).toBe(200);

    const claim = await platform.post<{ status: string }>(CLAIM, { id: app.id });
    expect(d(claim).status).toBe('reviewing');
    expect((await progress(token)).status).toBe('reviewing');

    const approve = await platform.post<{
      status: string;
      login_name: string;
      username: string;
      store_id: number;
    }>(APPROVE, { id: app.id });
    expect(approve.status, approve.body.msg).toBe(200);
    expect(d(approve)).toMatchObject({ status: 'approved', login_name: phone, username: phone });
    expect(approve.body.msg).toBe(`已通过，店铺已开通：登录账号 ${phone}`);
    const twice = await platform.post(APPROVE, { id: app.id });
    expect([twice.status, twice.body.msg]).toEqual([409, '不可以重复审核！']);
    expect(await progress(token)).toMatchObject({ status: 'approved', username: phone });

    const merchant = fresh(t);
    const login = await merchant.login(phone, PASSWORD);
    expect(login.status, login.body.msg).toBe(200);
    const info = await merchant.get<{
      roles: string[];
      industry_type: string;
      is_pingtai: boolean;
      phone: string;
    }>('/v1/buyer/user/info');
    expect(d(info)).toMatchObject({
      roles: ['admin'],
      industry_type: 'salt',
      is_pingtai: false,
      phone,
    });
    const cert = await merchant.get<{
      cert_status: number;
      latest: { status: string; company_name: string };
    }>(CERT_INFO);
    expect(d(cert)).toMatchObject({
      cert_status: 2,
      latest: { status: 'approved', company_name: '河南豫盐商贸有限公司' },
    });
    // The new store is a store of its own: its data starts empty.
    const goods = await merchant.get<unknown[]>('/v1/jxc/customer/CustomerManage');
    expect(goods.status).toBe(200);
    expect(d(goods)).toEqual([]);
  });

  it('tells the platform account apart in the user info and the token refresh', async () => {
    const me = await platform.get<{ is_pingtai: boolean }>('/v1/buyer/user/info');
    expect(d(me).is_pingtai).toBe(true);
    const refreshed = await fresh(t).post<{ is_pingtai: boolean }>('/v1/public/user/refreshAccessToken', {
      refresh_token: platform.refreshToken,
    });
    expect(d(refreshed).is_pingtai).toBe(true);
    platform = await signedIn(t, 'platform_admin');
    // Its pages: the review centre and the profile, none of a store's; a store's, none of the review centre.
    const mine = d(await platform.get<{ path_arr: string[]; available_arr: string[] }>(PERMISSIONS));
    expect(mine.available_arr).toEqual(expect.arrayContaining(['/platform/applications', '/platform/certs']));
    expect(mine.path_arr).not.toContain('/dashboard');
    const theirs = d(await salt.get<{ path_arr: string[]; api_arr: string[] }>(PERMISSIONS));
    expect(theirs.path_arr).not.toContain('/platform/applications');
    expect(theirs.api_arr).not.toContain(LIST);
    const store = await fresh(t).post<{ is_pingtai: boolean }>('/v1/public/user/refreshAccessToken', {
      refresh_token: salt.refreshToken,
    });
    expect(d(store).is_pingtai).toBe(false);
    salt = await signedIn(t, 'salt_admin');
  });

  it('lets a rejected application be corrected and sent again without paying twice', async () => {
    const { token, app } = await applied('grain');
    expect(app.fee_cents).toBe(100_000);
    await paid(token);
    const short = await platform.post(REJECT, { id: app.id, reason: ' ' });
    expect(short.status).toBe(400);
    const rejected = await platform.post(REJECT, { id: app.id, reason: '营业执照照片不清晰，请重新上传' });
    expect([rejected.status, rejected.body.msg]).toEqual([200, '已驳回']);
    expect(await progress(token)).toMatchObject({
      status: 'rejected',
      step: 'progress',
      paid: true,
      reject_reason: '营业执照照片不清晰，请重新上传',
    });
    const again = await platform.post(REJECT, { id: app.id, reason: '重复驳回' });
    expect([again.status, again.body.msg]).toEqual([409, '不可以重复审核！']);

    const same = await fresh(t).post(ENTER, app.info!, { token });
    expect([same.status, same.body.msg]).toEqual([400, '数据未发生任何改变，请修改数据后再次提交']);
    const better = await uploadLicence(token, 7);
    const resent = await fresh(t).post<Application>(
      ENTER,
      { ...app.info!, license_image: better.key },
      { token },
    );
    expect(resent.status, resent.body.msg).toBe(200);
    // Straight back to the review queue: the fee was paid.
    expect(d(resent)).toMatchObject({ status: 'paid', step: 'progress', paid: true });
    const pay = await fresh(t).post(PAY, {}, { token });
    expect(pay.status).toBe(409);
    const approved = await platform.post(APPROVE, { id: app.id });
    expect(approved.status, approved.body.msg).toBe(200);
  });

  it('opens one store when two reviewers approve at once', async () => {
    const { token, app } = await applied();
    await paid(token);
    const other = await signedIn(t, 'platform_admin');
    const [a, b] = await Promise.all([
      platform.post(APPROVE, { id: app.id }),
      other.post(APPROVE, { id: app.id }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.status === 409)?.body.msg).toBe('不可以重复审核！');
  });

  it('finds an application again by phone and SMS code, telling no one which phones applied', async () => {
    const { phone } = await applied();
    const stranger = newPhone();
    const c = fresh(t);
    const none = await c.post(SEND, { phone: stranger, type: 'find' });
    const some = await c.post(SEND, { phone, type: 'find' });
    expect(none.body).toEqual(some.body);
    expect(none.body.msg).toBe('如该手机号有入驻申请，验证码已发送，5 分钟内有效');
    expect(await lastSmsCode(t, stranger)).toBeUndefined();
    const code = (await lastSmsCode(t, phone))!;
    const wrong = await c.post(FIND, { phone, verify: code === '000000' ? '111111' : '000000' });
    expect([wrong.status, wrong.body.msg]).toEqual([400, '短信验证码错误或已过期']);
    expect((await c.post(FIND, { phone: stranger, verify: '123456' })).status).toBe(400);
    const found = await c.post<Session>(FIND, { phone, verify: code });
    expect(found.status, found.body.msg).toBe(200);
    expect(d(found).application).toMatchObject({ phone, step: 'payFee' });
    expect((await progress(d(found).token)).phone).toBe(phone);
    // A code works once.
    expect((await c.post(FIND, { phone, verify: code })).status).toBe(400);
  });

  it('limits codes per phone and per address, and details per application', async () => {
    const phone = newPhone();
    expect((await fresh(t).post(SEND, { phone, type: 'register' })).status).toBe(200);
    const soon = await fresh(t).post<{ seconds: number }>(SEND, { phone, type: 'register' });
    expect(soon.status).toBe(429);
    expect(soon.body.msg).toMatch(/^验证码发送过于频繁，请 \d+ 秒后再试$/);
    for (let i = 1; i < 10; i++) {
      t.clock.now += 61;
      expect((await fresh(t).post(SEND, { phone, type: 'register' })).status).toBe(200);
    }
    t.clock.now += 61;
    const daily = await fresh(t).post(SEND, { phone, type: 'register' });
    expect([daily.status, daily.body.msg]).toEqual([429, '该手机号今日获取验证码次数已达上限，请明天再试']);

    // One address: ten registration tries a minute, then 429.
    const c = fresh(t);
    const tries = [];
    for (let i = 0; i < 11; i++) {
      tries.push(
        (
          await c.post(REGISTER, {
            phone,
            verify: '000000',
            password: PASSWORD,
            store_name: '试一试',
            industry_type: 'salt',
            agreement_version: '2026.1',
          })
        ).status,
      );
    }
    expect(tries.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(tries[10]).toBe(429);

    // Thirty sets of details an hour per application, from however many addresses.
    const { token, app } = await applied();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const r = await fresh(t).post(ENTER, { ...app.info!, contact_name: `联系人${i}` }, { token });
      statuses.push(r.status);
    }
    // Applied already sent one; the 30th in the hour is refused.
    expect(statuses.slice(0, 29).every((s) => s === 200)).toBe(true);
    expect(statuses[29]).toBe(429);
    t.clock.now += 3601;
    expect((await fresh(t).post(ENTER, { ...app.info!, contact_name: '又一位' }, { token })).status).toBe(
      200,
    );
  });

  it('certifies a running store: one application at a time, reviewed by the platform, the state on the store', async () => {
    // Signed in again: the tests before moved the clock.
    platform = await signedIn(t, 'platform_admin');
    salt = await signedIn(t, 'salt_admin');
    // The demo: 鑫盐商贸 renews its certification, waiting for review.
    const before = await salt.get<{ cert_status: number; latest: { id: number; status: string } }>(CERT_INFO);
    expect(d(before)).toMatchObject({ cert_status: 1, latest: { status: 'applied' } });
    const suid = Number(salt.suid);
    const certs = await platform.get<{ rows: { supplier_id: number; id: number; status: string }[] }>(
      CERT_LIST,
      {
        status: 'applied',
      },
    );
    const renewal = d(certs).rows.find((r) => r.supplier_id === suid);
    expect(renewal).toMatchObject({ id: d(before).latest.id, status: 'applied' });

    const image = d(
      await salt.upload<{ url: string }>('/v1/seller/upload/UploadImage', 'lic.png', await png(9)),
    ).url;
    const apply = {
      company_name: '郑州鑫盐商贸有限公司',
      credit_code: '91330000MA27U5UQ0W',
      legal_name: '王建国',
      legal_id_no: '410105198805123017',
      license_image: image,
      salt_license_image: image,
      contact_name: '王建国',
      contact_phone: '13800010001',
    };
    const pending = await salt.post(CERT_APPLY, apply);
    expect([pending.status, pending.body.msg]).toEqual([409, '认证资料审核中，请等待审核结果']);

    const reject = await platform.post(CERT_REJECT, {
      supplier_id: suid,
      id: renewal!.id,
      reason: '食盐批发许可证已过期',
    });
    expect(reject.status, reject.body.msg).toBe(200);
    const twice = await platform.post(CERT_APPROVE, { supplier_id: suid, id: renewal!.id });
    expect([twice.status, twice.body.msg]).toEqual([409, '不可以重复审核！']);
    const rejected = await salt.get<{ cert_status: number; latest: { reject_reason: string } }>(CERT_INFO);
    expect(d(rejected)).toMatchObject({
      cert_status: 3,
      latest: { reject_reason: '食盐批发许可证已过期' },
    });

    const bad = await salt.post(CERT_APPLY, { ...apply, credit_code: '91330000MA27U5UQ0J' });
    expect([bad.status, d(bad)]).toEqual([400, { field: 'credit_code' }]);
    const noSalt = await salt.post(CERT_APPLY, { ...apply, salt_license_image: '' });
    expect([noSalt.status, noSalt.body.msg]).toEqual([400, '请上传食盐批发许可证']);
    const foreign = await salt.post(CERT_APPLY, {
      ...apply,
      salt_license_image: 'a/1/202611/AAAAAAAAAAAAAAAAAAAAAA.png',
    });
    expect([foreign.status, foreign.body.msg]).toEqual([
      400,
      '食盐批发许可证不是本申请上传的文件，请重新上传',
    ]);
    const sent = await salt.post<{ id: number; status: string }>(CERT_APPLY, apply);
    expect(sent.status, sent.body.msg).toBe(200);
    expect(d(sent).status).toBe('applied');
    expect(d(await salt.get<{ cert_status: number }>(CERT_INFO)).cert_status).toBe(1);
    // The clerk has no role naming the certification page.
    const clerk = await signedIn(t, 'clerk', 'xinyan');
    expect((await clerk.get(CERT_INFO)).status).toBe(403);

    const approve = await platform.post(CERT_APPROVE, { supplier_id: suid, id: d(sent).id });
    expect(approve.status, approve.body.msg).toBe(200);
    expect(d(await salt.get<{ cert_status: number }>(CERT_INFO)).cert_status).toBe(2);
    const same = await salt.post(CERT_APPLY, apply);
    expect([same.status, same.body.msg]).toEqual([400, '数据未发生任何改变，请修改数据后再次提交']);
    const missing = await platform.post(CERT_APPROVE, { supplier_id: suid, id: 999_999 });
    expect(missing.status).toBe(404);
  });

  it('seeds the platform with a review queue: one application under review, one rejected, one waiting', async () => {
    const all = await platform.get<{
      rows: { id: number; phone: string; status: string; reject_reason: string }[];
    }>(LIST, {
      keyword: '1390002000',
      limit: 50,
    });
    const byPhone = Object.fromEntries(d(all).rows.map((r) => [r.phone, r]));
    expect(byPhone['13900020001']?.status).toBe('reviewing');
    expect(byPhone['13900020002']).toMatchObject({ status: 'rejected' });
    expect(byPhone['13900020002']?.reject_reason).toContain('营业执照');
    expect(byPhone['13900020003']?.status).toBe('paid');
    // The demo applicants sign in once approved, with the demo password.
    expect((await platform.post(APPROVE, { id: byPhone['13900020003']!.id })).status).toBe(200);
    const merchant = fresh(t);
    expect((await merchant.login('13900020003', DEMO_PASSWORD)).status).toBe(200);
  });
});

describe.each(DB_KINDS)('the entry fee through an HTTP payment service on %s', (kind) => {
  let t: TestApp;
  let gateway: FakeService;
  let down = false;

  beforeAll(async () => {
    gateway = await fakeService((request) => {
      if (down) return { status: 502, body: { error: 'bad gateway' } };
      const order = JSON.parse(request.body) as { out_trade_no: string };
      return { status: 200, body: { pay_url: `https://pay.example.com/cashier/${order.out_trade_no}` } };
    });
    t = await startApp(kind, {
      env: {
        PAY_MODE: 'http',
        PAY_URL: `${gateway.url}/orders`,
        PAY_KEY: 'gateway-key',
        PAY_NOTIFY_SECRET: NOTIFY_SECRET,
        PUBLIC_URL: 'https://console.example.com',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await gateway?.close();
  });

  it('asks the service for the order, and books its signed notification', async () => {
    const c = fresh(t);
    const phone = newPhone();
    await c.post(SEND, { phone, type: 'register' });
    const reg = await c.post<Session>(REGISTER, {
      phone,
      verify: await lastSmsCode(t, phone),
      password: PASSWORD,
      store_name: '粮丰商行',
      industry_type: 'grain',
      agreement_version: '2026.1',
    });
    const token = d(reg).token;
    const upload = await fresh(t).upload<{ key: string }>(UPLOAD, 'licence.png', await png(6), {}, { token });
    const entered = await fresh(t).post(ENTER, details(d(upload).key, ''), { token });
    expect(entered.status, entered.body.msg).toBe(200);

    const pay = await fresh(t).post<{ out_trade_no: string; pay_url: string }>(PAY, {}, { token });
    expect(pay.status, pay.body.msg).toBe(200);
    expect(d(pay).pay_url).toBe(`https://pay.example.com/cashier/${d(pay).out_trade_no}`);
    const sent = gateway.requests.at(-1)!;
    expect(sent.headers.authorization).toBe('Bearer gateway-key');
    expect(sent.headers['idempotency-key']).toBe(d(pay).out_trade_no);
    expect(JSON.parse(sent.body)).toMatchObject({
      out_trade_no: d(pay).out_trade_no,
      amount_cents: 100_000,
      notify_url: 'https://console.example.com/callback/pay/notify',
      return_url: 'https://console.example.com/business/payFee',
    });
    // No local checkout page in this mode.
    const checkout = await t.app.inject({
      method: 'GET',
      url: `/dev/pay?out_trade_no=${d(pay).out_trade_no}`,
    });
    expect(checkout.body).not.toContain('支付成功');

    const body = JSON.stringify({
      out_trade_no: d(pay).out_trade_no,
      trade_no: 'ALI2026',
      status: 'paid',
      amount_cents: 100_000,
    });
    const signature = createHmac('sha256', NOTIFY_SECRET).update(body).digest('hex');
    const notified = await t.app.inject({
      method: 'POST',
      url: NOTIFY,
      payload: body,
      headers: { 'content-type': 'application/json', 'x-pay-signature': `sha256=${signature}` },
    });
    expect(notified.statusCode).toBe(200);
    const after = d(await fresh(t).get<Application>(PROGRESS, {}, { token }));
    expect(after).toMatchObject({ status: 'paid', paid: true });
  });

  it('answers 503 when the service cannot take the order, and offers the same order again later', async () => {
    const c = fresh(t);
    const phone = newPhone();
    await c.post(SEND, { phone, type: 'register' });
    const token = d(
      await c.post<Session>(REGISTER, {
        phone,
        verify: await lastSmsCode(t, phone),
        password: PASSWORD,
        store_name: '粮丰二号',
        industry_type: 'grain',
        agreement_version: '2026.1',
      }),
    ).token;
    const upload = await fresh(t).upload<{ key: string }>(UPLOAD, 'licence.png', await png(8), {}, { token });
    await fresh(t).post(ENTER, details(d(upload).key, ''), { token });
    down = true;
    const refused = await fresh(t).post(PAY, {}, { token });
    expect([refused.status, refused.body.msg]).toEqual([503, '支付服务暂时不可用，请稍后再试']);
    down = false;
    const first = JSON.parse(gateway.requests.at(-1)!.body) as { out_trade_no: string };
    const again = await fresh(t).post<{ out_trade_no: string }>(PAY, {}, { token });
    expect(d(again).out_trade_no).toBe(first.out_trade_no);
  });
});

describe('payment settings', () => {
  it('want the gateway and the notification key for HTTP payments', () => {
    expect(() => loadConfig({ PAY_MODE: 'http' })).toThrow(/PAY_URL: required when PAY_MODE=http/);
    expect(() => loadConfig({ PAY_MODE: 'http', PAY_URL: 'https://pay.example.com/orders' })).toThrow(
      /PAY_NOTIFY_SECRET: required when PAY_MODE=http/,
    );
    expect(() => loadConfig({ PAY_NOTIFY_SECRET: 'short' })).toThrow(
      /PAY_NOTIFY_SECRET: at least 32 characters/,
    );
    expect(loadConfig({}).PAY_MODE).toBe('local');
  });
});
