import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '../src/routes';
import { startApp, type TestApp } from './helpers';

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: { openapi: string; paths: Record<string, Record<string, { 'x-permission': string }>> };
  beforeAll(async () => {
    t = await startApp('pglite');
    // Open to integrators: no sign, no token.
    const r = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
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
    const listed = Object.values(doc.paths).reduce((n, methods) => n + Object.keys(methods).length, 0);
    expect(listed).toBe(API_ROUTES.length);
  });
});
