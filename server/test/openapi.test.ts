import { Validator } from '@seriousme/openapi-schema-validator';
import { dataPaths } from '@yanye/framework/server';
import { startApp, type TestApp } from '@yanye/framework/testing';
import {
  API,
  CONTRACTS,
  DEFAULT_SIGN_SALT,
  type ErrorCode,
  HTTP_STATUS,
  MAX_CLOCK_SKEW_SECONDS,
  OPENAPI_PATH,
} from '@yanye/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../src/resources';
import { API_ROUTES } from '../src/routes';

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

  it("lists each operation's refusals by status, each with the codes that status carries, and the licence", () => {
    const whole = doc as unknown as {
      info: { license?: { name: string } };
      components: {
        responses: Record<string, { content: Record<string, { schema: { allOf: unknown[] } }> }>;
      };
    };
    expect(whole.info.license?.name).toMatch(/\S/);
    for (const [name, answer] of Object.entries(whole.components.responses)) {
      const status = Number(name.slice(1));
      const [, own] = answer.content['application/json']!.schema.allOf as [
        unknown,
        { properties: { code: { enum: ErrorCode[] } } },
      ];
      expect(own.properties.code.enum.length, name).toBeGreaterThan(0);
      for (const code of own.properties.code.enum) expect(HTTP_STATUS[code], `${name} ${code}`).toBe(status);
    }
    for (const route of API_ROUTES) {
      const { method, path, access } = route.contract;
      const operation = doc.paths[path]![method.toLowerCase()] as unknown as { responses: object };
      const statuses = Object.keys(operation.responses).filter((k) => /^4\d\d$/.test(k));
      expect(statuses, `${method} ${path}`).toContain('400');
      if (access !== 'public')
        expect(statuses, `${method} ${path}`).toEqual(expect.arrayContaining(['401', '403']));
      for (const status of statuses) expect(whole.components.responses[`R${status}`], status).toBeDefined();
    }
    // A call that names a record may answer that it is not there.
    const del = doc.paths[API.roles.roleDel.path]?.get as unknown as { responses: object };
    expect(Object.keys(del.responses)).toContain('404');
  });
});
