import { createHash, createHmac } from 'node:crypto';
import { Client, DB_KINDS, startApp, type TestApp } from '@yanye/framework/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_MAX_NUMBER } from '../src/modules/session/captcha.service';
import { captchaPayload, fetchChallenge, solveChallenge } from './captcha-solver';

const JWT_SECRET = 'captcha-test-jwt-secret-0123456789abcdef';

let ipCounter = 0;

describe.each(DB_KINDS)('proof-of-work captcha on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(kind, { env: { JWT_SECRET } });
  });
  afterAll(() => t?.close());

  /** A client from an address of its own that has failed three times: every sign-in from it needs a captcha. */
  async function suspect(): Promise<Client> {
    const c = new Client(t, `198.18.200.${++ipCounter}`);
    // An unknown name of its own, whose counter has not yet asked for a captcha.
    for (let i = 0; i < 3; i++)
      expect((await c.login(`nobody${ipCounter}`, 'wrong')).body.status).toBe(false);
    expect((await c.login('grain_admin')).body).toMatchObject({ status: false, data: 'refresh_captcha' });
    return c;
  }

  const refused = { status: false, data: 'refresh_captcha', msg: '人机验证未通过或已过期，请重试' };

  it('issues a signed SHA-256 challenge that expires in five minutes, under its own key', async () => {
    const c = await fetchChallenge(new Client(t, '198.18.201.1'));
    expect(c).toMatchObject({ algorithm: 'SHA-256', maxnumber: CAPTCHA_MAX_NUMBER });
    expect(c.challenge).toMatch(/^[0-9a-f]{64}$/);
    expect(c.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(new URLSearchParams(c.salt.split('?')[1]).get('expires')).toBe(String(t.clock.now + 300));
    // Not signed with the token key itself: the captcha's key is derived from it.
    expect(c.signature).not.toBe(hmacHex(JWT_SECRET, c.challenge));
    // A browser's plain-JavaScript solver gets through it in well under two seconds.
    expect(CAPTCHA_MAX_NUMBER).toBeGreaterThanOrEqual(100_000);
    expect(CAPTCHA_MAX_NUMBER).toBeLessThanOrEqual(500_000);
  });

  it('refuses a sign-in without a captcha after three failures, and signs in with a solved one', async () => {
    const c = await suspect();
    const without = await c.login('grain_admin');
    expect(without.body).toMatchObject({ status: false, data: 'refresh_captcha', msg: '请先完成人机验证' });
    const challenge = await fetchChallenge(c);
    const ok = await c.login(
      'grain_admin',
      undefined,
      '',
      captchaPayload(challenge, solveChallenge(challenge)),
    );
    expect(ok.body.status).toBe(true);
  });

  it('refuses a wrong number, garbage and a payload of another shape', async () => {
    const c = await suspect();
    const challenge = await fetchChallenge(c);
    const wrongNumber = (solveChallenge(challenge) % CAPTCHA_MAX_NUMBER) + 1;
    for (const captcha of [
      captchaPayload(challenge, wrongNumber),
      'not base64 json',
      Buffer.from('{"number":1}').toString('base64'),
      captchaPayload(challenge, solveChallenge(challenge), { algorithm: 'SHA-1' as 'SHA-256' }),
    ]) {
      expect((await c.login('grain_admin', undefined, '', captcha)).body, captcha).toMatchObject(refused);
    }
  });

  it('takes a solution once: the same payload again is refused', async () => {
    const c = await suspect();
    const challenge = await fetchChallenge(c);
    const payload = captchaPayload(challenge, solveChallenge(challenge));
    expect((await c.login('grain_admin', undefined, '', payload)).body.status).toBe(true);
    expect((await c.login('grain_admin', undefined, '', payload)).body).toMatchObject(refused);
    // From another address, and with a wrong password first, the spent payload stays spent.
    const other = await suspect();
    expect((await other.login('grain_admin', undefined, '', payload)).body).toMatchObject(refused);
  });

  it('spends a solution on a failed sign-in too', async () => {
    const c = await suspect();
    const challenge = await fetchChallenge(c);
    const payload = captchaPayload(challenge, solveChallenge(challenge));
    const wrongPassword = await c.login('grain_admin', 'wrong', '', payload);
    expect(wrongPassword.body).toMatchObject({ status: false, msg: '用户名或密码错误' });
    expect((await c.login('grain_admin', undefined, '', payload)).body).toMatchObject(refused);
  });

  it('refuses a challenge older than five minutes by the server clock', async () => {
    const c = await suspect();
    const late = await fetchChallenge(c);
    const inTime = await fetchChallenge(c);
    t.clock.now += 290;
    const ok = await c.login('grain_admin', undefined, '', captchaPayload(inTime, solveChallenge(inTime)));
    expect(ok.body.status).toBe(true);
    t.clock.now += 11;
    const expired = await c.login('grain_admin', undefined, '', captchaPayload(late, solveChallenge(late)));
    expect(expired.body).toMatchObject(refused);
  });

  it('refuses a tampered signature, a salt rewritten to expire later, and a challenge signed with the token key', async () => {
    const c = await suspect();
    const challenge = await fetchChallenge(c);
    const number = solveChallenge(challenge);
    const flip = (hex: string) => (hex[0] === '0' ? '1' : '0') + hex.slice(1);
    const tampered = captchaPayload(challenge, number, { signature: flip(challenge.signature) });
    expect((await c.login('grain_admin', undefined, '', tampered)).body).toMatchObject(refused);

    // The caller's own challenge on a salt that expires tomorrow: a hash anyone computes, a signature no one can.
    const salt = `${challenge.salt.split('?')[0]}?expires=${t.clock.now + 86_400}&`;
    const own = { ...challenge, salt, challenge: sha256Hex(`${salt}7`) };
    expect((await c.login('grain_admin', undefined, '', captchaPayload(own, 7))).body).toMatchObject(refused);
    const signedWithJwtKey = { ...own, signature: hmacHex(JWT_SECRET, own.challenge) };
    const jwtSigned = await c.login('grain_admin', undefined, '', captchaPayload(signedWithJwtKey, 7));
    expect(jwtSigned.body).toMatchObject(refused);

    // The untouched solution still works: only the tampering was refused.
    const ok = await c.login('grain_admin', undefined, '', captchaPayload(challenge, number));
    expect(ok.body.status).toBe(true);
  });
});

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
const hmacHex = (key: string, text: string) => createHmac('sha256', key).update(text).digest('hex');
