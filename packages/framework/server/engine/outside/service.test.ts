import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { T } from '@yanye/i18n';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CallLog, masker } from './call-log';
import { ServiceClient, ServiceError, type ServiceSettings, type ServiceSpec } from './service';

/**
 * The outside-service client against a real HTTP server standing in for a service: signing, the service's
 * refusal, retries only for idempotent calls and only after failures worth retrying, timeouts, an unreachable
 * service, an unreadable answer, and secrets masked in every logged text.
 */

const SECRET = 'sk_live_5f3a9c1e7b';
const APP_KEY = 'app_8842';

const spec: ServiceSpec = {
  key: 'demo',
  title: T('演示服务', 'Demo service', 'Servicio de prueba', 'デモサービス'),
  sign(request, settings, now) {
    const query = { ...request.query, app_key: String(settings.values.app_key), timestamp: String(now) };
    const base = Object.keys(query)
      .sort()
      .map((k) => `${k}=${query[k as keyof typeof query]}`)
      .join('&');
    const sign = createHmac('sha256', settings.secrets.secret ?? '')
      .update(`${base}${request.body}`)
      .digest('hex');
    // A service that also wants the secret in clear (some do): the log must still never show it.
    return { ...request, query: { ...query, sign, secret: settings.secrets.secret ?? '' } };
  },
  refusal: (answer) => {
    const a = answer as { code?: number; message?: string } | null;
    return a && a.code !== 0 ? `${a.code} ${a.message ?? ''}` : undefined;
  },
};

type Behaviour = (req: IncomingMessage, res: ServerResponse, body: string) => void;

let server: Server;
let base: string;
let behaviour: Behaviour;
let hits: { url: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      hits.push({ url: req.url ?? '', body });
      behaviour(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  hits = [];
});

const json = (res: ServerResponse, status: number, value: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
};

function client(o: { endpoint?: string; timeout?: number; log?: CallLog } = {}) {
  const settings: ServiceSettings = {
    values: { endpoint: o.endpoint ?? base, timeout_seconds: o.timeout ?? 2, app_key: APP_KEY },
    secrets: { secret: SECRET },
  };
  return new ServiceClient({
    spec,
    settings,
    receiverUrl: undefined,
    now: () => 1_790_000_000,
    log: o.log ?? new CallLog(),
    backoffMs: 10,
  });
}

describe('the outside-service client', () => {
  it('signs the request, answers the JSON, and logs it with every secret masked', async () => {
    behaviour = (_req, res, body) =>
      json(res, 200, { code: 0, data: { echo: JSON.parse(body), secret: SECRET } });
    const log = new CallLog();
    const answer = await client({ log }).call({
      op: 'send',
      method: 'POST',
      path: '/v1/send',
      json: { phone: '13800010001', note: SECRET },
      idempotent: false,
    });
    expect(answer).toMatchObject({ code: 0, data: { echo: { phone: '13800010001' } } });
    const url = new URL(hits[0]!.url, base);
    expect(url.searchParams.get('app_key')).toBe(APP_KEY);
    const unsigned = [...url.searchParams.entries()]
      .filter(([k]) => k !== 'sign' && k !== 'secret')
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    expect(url.searchParams.get('sign')).toBe(
      createHmac('sha256', SECRET).update(`${unsigned}${hits[0]!.body}`).digest('hex'),
    );
    expect(log.entries).toHaveLength(1);
    const [entry] = log.entries;
    expect(entry).toMatchObject({
      service: 'demo',
      op: 'send',
      method: 'POST',
      status: 200,
      outcome: 'ok',
      attempt: 1,
    });
    for (const text of [entry!.url, entry!.request, entry!.answer]) {
      expect(text).not.toContain(SECRET);
      expect(text).toContain('******');
    }
  });

  it("takes the service's refusal inside a 2xx as a failure, sent once even when idempotent", async () => {
    behaviour = (_req, res) => json(res, 200, { code: 40001, message: 'invalid credential' });
    const log = new CallLog();
    const error = await client({ log })
      .call({ op: 'query', method: 'GET', path: '/v1/q', idempotent: true })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect((error as ServiceError).outcome).toBe('refused');
    expect((error as ServiceError).status).toBe(503);
    expect((error as ServiceError).describe('zh')).toBe(
      '外部服务“演示服务”调用失败：对方拒绝：40001 invalid credential',
    );
    expect((error as ServiceError).describe('en')).toBe(
      'The outside service "Demo service" failed: it refused: 40001 invalid credential',
    );
    expect(hits).toHaveLength(1);
    expect(log.entries.map((e) => e.outcome)).toEqual(['refused']);
  });

  it('retries an idempotent call after a 5xx with backoff, and a non-idempotent one never', async () => {
    let n = 0;
    behaviour = (_req, res) =>
      ++n < 3 ? json(res, 502, { error: 'bad gateway' }) : json(res, 200, { code: 0 });
    const log = new CallLog();
    await expect(
      client({ log }).call({ op: 'query', method: 'GET', path: '/q', idempotent: true }),
    ).resolves.toEqual({
      code: 0,
    });
    expect(log.entries.map((e) => [e.attempt, e.outcome, e.status])).toEqual([
      [1, 'failed', 502],
      [2, 'failed', 502],
      [3, 'ok', 200],
    ]);

    n = 0;
    hits = [];
    const once = new CallLog();
    const error = await client({ log: once })
      .call({ op: 'pay', method: 'POST', path: '/pay', json: { amount: 100 }, idempotent: false })
      .catch((e: unknown) => e as ServiceError);
    expect((error as ServiceError).outcome).toBe('failed');
    expect(hits).toHaveLength(1);
    expect(once.entries).toHaveLength(1);

    // A 4xx says the request itself is wrong: an idempotent call is not sent again either.
    behaviour = (_req, res) => json(res, 400, { error: 'bad parameter' });
    hits = [];
    const wrong = (await client()
      .call({ op: 'query', method: 'GET', path: '/q', idempotent: true })
      .catch((e: unknown) => e)) as ServiceError;
    expect([wrong.outcome, wrong.httpStatus]).toEqual(['failed', 400]);
    expect(hits).toHaveLength(1);
  });

  it('gives up after the timeout, and says so in the user language', async () => {
    behaviour = (_req, res) => setTimeout(() => json(res, 200, { code: 0 }), 600);
    const log = new CallLog();
    const started = Date.now();
    const error = (await client({ timeout: 0.2, log })
      .call({ op: 'pay', method: 'POST', path: '/pay', json: {}, idempotent: false })
      .catch((e: unknown) => e)) as ServiceError;
    expect(Date.now() - started).toBeLessThan(550);
    expect(error.outcome).toBe('timeout');
    expect(error.describe('zh')).toBe('外部服务“演示服务”调用失败：0.2 秒内未应答');
    expect(log.entries.map((e) => [e.outcome, e.status])).toEqual([['timeout', 0]]);
  });

  it('tells an unreachable service and an unreadable answer apart', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const gone = (await client({ endpoint: `http://127.0.0.1:${port}` })
      .call({ op: 'q', method: 'GET', path: '/', idempotent: false })
      .catch((e: unknown) => e)) as ServiceError;
    expect(gone.outcome).toBe('unreachable');

    behaviour = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>maintenance</html>');
    };
    const garbled = (await client()
      .call({ op: 'q', method: 'GET', path: '/', idempotent: true })
      .catch((e: unknown) => e)) as ServiceError;
    expect(garbled.outcome).toBe('bad_answer');
    expect(hits).toHaveLength(1);
  });

  it('calls nothing when neither an endpoint nor the local receiver is there', async () => {
    const error = (await client({ endpoint: '' })
      .call({ op: 'q', method: 'GET', path: '/', idempotent: true })
      .catch((e: unknown) => e)) as ServiceError;
    expect(error.outcome).toBe('unreachable');
    expect(hits).toHaveLength(0);
  });
});

describe('masking', () => {
  it('hides each secret, also URL-encoded, and leaves short values alone', () => {
    const mask = masker(['p@ss word+1', 'abc', '']);
    expect(mask('a=p%40ss%20word%2B1&b=p@ss word+1&c=abc')).toBe('a=******&b=******&c=abc');
  });
});
