import { Client, DB_KINDS, signedIn, startApp, type TestApp } from '@yanye/framework/testing';
import { LANGS } from '@yanye/i18n';
import { fieldLabel } from '@yanye/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_ROUTES } from '../src/routes';

/**
 * A refused input names its field as a person reads it, never by its key (`字段 用户名 不能为空`, not
 * `字段 username 不能为空`): every field every served call takes (the query of a GET, the body of a POST, of the
 * engine's calls, the bespoke ones and the add-ons') has a label, its contract's own or a shared one
 * (`FIELD_LABELS`), in every language. A new call, or a new field of one, without a label fails here by name.
 */

type JsonSchema = { properties?: Record<string, unknown> } & Partial<
  Record<'anyOf' | 'oneOf' | 'allOf', unknown[]>
>;

/** The fields a call's input names at its top level, through unions and intersections. */
function fieldsOf(schema: z.ZodType): string[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', cycles: 'ref' }) as JsonSchema;
  const out = new Set<string>();
  const walk = (s: JsonSchema | undefined) => {
    if (!s || typeof s !== 'object') return;
    for (const k of Object.keys(s.properties ?? {})) out.add(k);
    for (const part of [s.anyOf, s.oneOf, s.allOf]) for (const b of part ?? []) walk(b as JsonSchema);
  };
  walk(json);
  return [...out];
}

const HAN = /\p{Script=Han}/u;

describe('every field of every call', () => {
  it('has a label in zh, en, es and ja', () => {
    const unlabelled: string[] = [];
    const untranslated: string[] = [];
    let fields = 0;
    for (const { contract: c } of API_ROUTES) {
      for (const field of fieldsOf(c.method === 'GET' ? c.query : c.body)) {
        fields++;
        const where = `${c.method} ${c.path} ${field}`;
        const label = fieldLabel(c.labels, field);
        if (!label) {
          unlabelled.push(where);
          continue;
        }
        for (const lang of LANGS) {
          const text = label[lang];
          if (!text?.trim() || (lang !== 'zh' && lang !== 'ja' && HAN.test(text)) || text === field)
            untranslated.push(`${where} (${lang}: ${text})`);
        }
      }
    }
    expect(fields).toBeGreaterThan(500);
    expect(unlabelled).toEqual([]);
    expect(untranslated).toEqual([]);
  });
});

describe.each(DB_KINDS)('a bespoke call refused, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(kind);
  });
  afterAll(() => t?.close());

  it('names the field as its form labels it', async () => {
    const login = await new Client(t).post('/v1/public/user/login', { username: '', password: 'x' });
    expect(login.status).toBe(400);
    expect(login.body.msg).toBe('字段 用户名 不能为空');
    const admin = await signedIn(t, 'salt_admin');
    const quick = await admin.post('/v1/seller/quickmenu/QuickMenuAdd', { path: '' });
    expect(quick.status).toBe(400);
    expect(quick.body.msg).not.toMatch(/[a-z_]{3,}/);
    const role = await admin.post(
      '/v1/seller/role/roleadd',
      { name: '', path_arr: [], api_arr: [] },
      { lang: 'en' },
    );
    expect(role.status).toBe(400);
    expect(role.body.msg).toBe('Field Role is required');
  });
});
