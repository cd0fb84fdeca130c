import { Validator } from '@seriousme/openapi-schema-validator';
import { API, CONTRACTS, DEFAULT_SIGN_SALT, MAX_CLOCK_SKEW_SECONDS, OPENAPI_PATH } from '@yanye/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataPaths } from '../src/engine/resource-paths';
import { RESOURCES } from '../src/resources';
import { API_ROUTES } from '../src/routes';
import { startApp, type TestApp } from './helpers';

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: {
    openapi: string;
    info: { description: string };
    paths: Record<string, Record<string, { 'x-permission'?: string }>>;
  };
  beforeAll(async () => {
    t = await startApp('pglite');
    // Open to integrators: no sign, no token.
    const r = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(r.statusCode).toBe(200);
    doc = r.json();
  });
  afterAll(() => t?.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every served call, with its permission', () => {
    for (const route of API_ROUTES) {
      const { method, path, access } = route.contract;
      const operation = doc.paths[path]?.[method.toLowerCase()];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation?.['x-permission']).toBe(access);
    }
    // And itself, open to all.
    expect(doc.paths[OPENAPI_PATH]?.get?.['x-permission']).toBeUndefined();
    const listed = Object.values(doc.paths).reduce((n, methods) => n + Object.keys(methods).length, 0);
    expect(listed).toBe(API_ROUTES.length + 1);
  });

  it('serves every contract of packages/protocol', () => {
    const served = new Set(API_ROUTES.map((r) => `${r.contract.method} ${r.contract.path}`));
    const missing = CONTRACTS.filter((c) => !served.has(`${c.method} ${c.path}`)).map((c) => c.path);
    expect(missing).toEqual([]);
  });

  it('offers a POST on a data path only where it imports or exports in the background', () => {
    for (const def of RESOURCES) {
      const does = Boolean(def.importable || def.exportAsync);
      for (const [path] of dataPaths(def)) expect(Boolean(doc.paths[path]?.post), path).toBe(does);
    }
  });

  it('describes the request sign, with the salt and the clock it is checked against', () => {
    const text = doc.info.description;
    expect(text).toContain('HMAC-SHA256');
    expect(text).toContain(DEFAULT_SIGN_SALT);
    expect(text).toContain(`${MAX_CLOCK_SKEW_SECONDS} s`);
    expect(text).toContain(API.session.serverConfig.path);
  });
});
