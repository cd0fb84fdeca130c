import { ADDONS, type Addon, PAGES, type SettingField } from '@yanye/catalog';
import { loadSealKey, readAddonSettings, withStore } from '@yanye/framework/server';
import {
  type Client,
  DB_KINDS,
  type Reply,
  signedIn,
  startApp,
  type TestApp,
} from '@yanye/framework/testing';
import { API, type UnionTokenView, unionCalls } from '@yanye/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * A secret an add-on keeps (an app secret, a token, a signing key) is shown masked and sent back masked by a
 * form or a client that posts what it read: the mask never replaces the secret, and neither does a blank; only
 * a value really typed does. Run over every secret field of every add-on's settings schema, as the setup form
 * (/plugin/pluginSetup, and each add-on's own settings page) saves it, and over every union's token page, which
 * saves the same settings its own way: a new add-on or secret is covered by being declared.
 */

type SetupInfo = {
  values: Record<string, string | number | boolean>;
  secrets: Record<string, { set: 0 | 1; masked: string }>;
};

const SECRETS: { addon: Addon; f: SettingField }[] = ADDONS.flatMap((addon) =>
  addon.settings.filter((f) => f.type === 'secret').map((f) => ({ addon, f })),
);

/** The add-ons with a token page (the shopping unions): the page's save is found in the catalogue. */
const TOKEN_PAGES = ADDONS.filter((a) => PAGES.some((p) => p.api.includes(unionCalls(a.key).tokenSave.path)));

/** A value the field takes, unlike any other this run makes: letters and digits, as keys are. */
function secretFor(f: SettingField, n: number): string {
  const max = 'max' in f && f.max !== undefined ? f.max : 500;
  const value = `Sk${n}${'q7Zx3Lm9'.repeat(4)}`.slice(0, Math.min(24, max));
  if ('pattern' in f && f.pattern && !new RegExp(f.pattern).test(value))
    throw new Error(`${f.name}: make secretFor give a value its pattern ${f.pattern} takes`);
  return value;
}

const ok = <T>(r: Reply<T>, what: string): T => {
  expect(r.status, `${what}: ${r.body.msg}`).toBe(200);
  return r.body.data as T;
};

describe.each(DB_KINDS)('add-on secrets sent back masked, on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let key: Buffer;
  let made = 0;
  beforeAll(async () => {
    t = await startApp(kind);
    key = await loadSealKey(t.database.db, t.config.ADDON_SECRET_KEY);
    admin = await signedIn(t, 'salt_admin');
    const listed = ok<{ key: string; installed: number }[]>(
      await admin.get(API.addons.addonList.path, { cate: '', title: '' }),
      'addons',
    );
    for (const a of listed.filter((x) => x.installed === 0))
      ok(await admin.post(API.addons.addonInstall.path, { key: a.key }), `install ${a.key}`);
  });
  afterAll(() => t?.close());

  /** The secret as the add-on's own code reads it (unsealed by the server's key). */
  const held = (addon: Addon, name: string) =>
    withStore(t.database.db, Number(admin.suid), async (db) =>
      (await readAddonSettings(db, addon, key)).secret(name),
    );
  const info = async (addon: Addon) =>
    ok<SetupInfo>(await admin.get(API.addons.addonSetupInfo.path, { key: addon.key }), addon.key);
  const save = async (addon: Addon, values: Record<string, unknown>) =>
    ok(await admin.post(API.addons.addonSetupSave.path, { key: addon.key, values }), `save ${addon.key}`);
  /** The form as read, posted back: the plain values, and every secret as the mask it showed. */
  const asRead = (read: SetupInfo) => ({
    ...read.values,
    ...Object.fromEntries(Object.entries(read.secrets).map(([name, s]) => [name, s.masked])),
  });

  it('covers every secret field of the add-ons', () => {
    expect(SECRETS.length).toBeGreaterThan(15);
    expect(TOKEN_PAGES.map((a) => a.key).sort()).toEqual(['jdunion', 'mtunion', 'taobaoke']);
  });

  it.each(SECRETS.map((s) => [`${s.addon.key}.${s.f.name}`, s] as const))(
    'keeps %s when the form sends back its mask or a blank, and replaces it with a value typed',
    async (_name, { addon, f }) => {
      const first = secretFor(f, ++made);
      await save(addon, { ...(await info(addon)).values, [f.name]: first });
      const read = await info(addon);
      expect(read.secrets[f.name]).toEqual({ set: 1, masked: `••••••${first.slice(-4)}` });
      expect(JSON.stringify(read)).not.toContain(first);

      // What was read, saved back as it was: every secret shown masked is sent masked.
      await save(addon, asRead(read));
      expect(await held(addon, f.name)).toBe(first);
      // A blank, and a mask that is not even this secret's (another tab read it before a change).
      await save(addon, { ...read.values, [f.name]: '' });
      await save(addon, { ...read.values, [f.name]: '••••••zzzz' });
      expect(await held(addon, f.name)).toBe(first);
      expect((await info(addon)).secrets[f.name]).toEqual(read.secrets[f.name]);

      const typed = secretFor(f, ++made);
      await save(addon, { ...read.values, [f.name]: typed });
      expect(await held(addon, f.name)).toBe(typed);
    },
  );

  it.each(TOKEN_PAGES.map((a) => [a.key, a] as const))(
    "keeps the %s token page's secrets when its save sends back what it read",
    async (_key, addon) => {
      const calls = unionCalls(addon.key);
      const names = ['app_secret', 'access_token', 'refresh_token'] as const;
      const values = Object.fromEntries(
        names.map((name) => [name, secretFor(addon.settings.find((f) => f.name === name)!, ++made)]),
      );
      const view = ok<UnionTokenView>(await admin.get(calls.tokenInfo.path), `${addon.key} token`);
      const expires = view.expires_at > t.clock.now ? view.expires_at : t.clock.now + 30 * 86_400;
      const body = { app_key: view.app_key, pid: view.pid, expires_at: expires };
      ok(await admin.post(calls.tokenSave.path, { ...body, ...values }), `${addon.key} token save`);
      const read = ok<UnionTokenView>(await admin.get(calls.tokenInfo.path), `${addon.key} token`);
      const masks = Object.fromEntries(names.map((name) => [name, read.secrets[name].masked]));
      ok(await admin.post(calls.tokenSave.path, { ...body, ...masks }), `${addon.key} masked save`);
      for (const name of names) expect(await held(addon, name), name).toBe(values[name]);
    },
  );
});
