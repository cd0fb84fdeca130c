// The list of installed add-ons, mocked below with the example in it, installed before anything reads the catalogue.
import '@yanye/installed';
import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import { ADDONS, pageByName } from '@yanye/catalog';
import { balanceOf, members, rawRows, type StoreDb, walletLogs, withStore } from '@yanye/framework/server';
import {
  BOTH_DB_KINDS,
  type Client,
  provideTestConsole,
  type Reply,
  signedIn,
  startApp,
  type TestApp,
} from '@yanye/framework/testing';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { seedDemo } from '../src/demo/demo';
import { DEMO_PASSWORD } from '../src/demo/stores';
import { addonMigrations, CONSOLE_MIGRATIONS } from '../src/paths';
import { exampleFolder } from './addon-kit.example';

/**
 * The add-on kit proved by its own guide: the worked example of docs/add-ons.md (the `giftcard` add-on) is
 * written out from the page into a folder outside the workspace, installed through the one list of installed
 * add-ons as a real add-on would be (installed/index.ts; the server loads its side from that folder), its table
 * created by the migration the page shows, and then installed on the grain demo store and used through HTTP, on
 * PGlite and, where the run has it, PostgreSQL: its settings with a secret, its card list, and a redeem that books the ledger.
 */

// The one list of installed add-ons with the example added last, as its line would add it (installed/index.ts).
vi.mock('@yanye/installed', async (importOriginal) => {
  const real = await importOriginal<typeof import('@yanye/installed')>();
  const { installAddons } = await import('@yanye/catalog');
  const { exampleFile } = await import('./addon-kit.example');
  const { giftcard } = await import(exampleFile('addons/giftcard/addon.ts'));
  const INSTALLED_ADDONS = [...real.INSTALLED_ADDONS, giftcard];
  installAddons(INSTALLED_ADDONS);
  return { INSTALLED_ADDONS };
});

// The server's composition root: each add-on of the list from its folder, the example from the folder it was
// written to.
vi.mock('../src/installed-addons', async () => {
  const { INSTALLED_ADDONS: installed } = await import('@yanye/installed');
  const { exampleFile } = await import('./addon-kit.example');
  const { isAddonServer, registerAddonServers } = await import('@yanye/framework/server');
  const servers = await Promise.all(
    installed.map(async ({ key }) => {
      const module: { default: unknown } =
        key === 'giftcard'
          ? await import(exampleFile('addons/giftcard/server/index.ts'))
          : await import(`../../addons/${key}/server/index.ts`);
      if (!isAddonServer(module.default, key)) throw new Error(`${key}: not an add-on server`);
      return module.default;
    }),
  );
  registerAddonServers(servers);
  return { ADDON_SERVERS: servers };
});

// The console with the example, as the harness starts it (the other files' setup gives the console without it).
// Its table comes from its own migrations, in the folder it was written to, after the console's: the app's start
// runs them and then the tenancy script, as for an add-on in the repository.
const giftcardMigrations = addonMigrations('giftcard', join(exampleFolder(), 'addons', 'giftcard'));
if (!giftcardMigrations) throw new Error('docs/add-ons.md shows no migrations of the worked example');
provideTestConsole({
  buildApp,
  seedDemo,
  migrations: { ...CONSOLE_MIGRATIONS, sets: [...CONSOLE_MIGRATIONS.sets, giftcardMigrations] },
  demoPassword: DEMO_PASSWORD,
});

const API = '/v1/addons/giftcard/Giftcard';
const REDEEM = '/v1/addons/giftcard/GiftcardRedeem';
const SIGN_KEY = 'gift-card-signing-key-2026';

interface Card {
  id: number;
  card_no: string;
  amount: number;
  check_code: string;
  status: number;
  member_id: number | null;
}

function data<T>(r: Reply<unknown>): T {
  if (r.status !== 200 || !r.body.status) throw new Error(`${r.status} ${r.body.msg}`);
  return r.body.data as T;
}

describe('the worked example in the composition roots', () => {
  it('is in the catalogue, last, with its pages', () => {
    expect(ADDONS.at(-1)?.key).toBe('giftcard');
    expect(pageByName('GiftcardManage')?.path).toBe('/plugin/giftcard/card/manage');
    expect(pageByName('GiftcardRedeem')?.api).toContain(REDEEM);
  });
});

describe.each(BOTH_DB_KINDS)('the giftcard add-on of docs/add-ons.md on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let store: number;
  const inStore = <T>(fn: (db: StoreDb) => Promise<T>) => withStore(t.database.db, store, fn);

  beforeAll(async () => {
    t = await startApp(kind);
    admin = await signedIn(t, 'grain_admin');
    store = Number(admin.suid);
  });
  afterAll(async () => t?.close());

  it('is refused until installed, then installs on the grain store', async () => {
    expect((await admin.get(`${API}Manage`)).status).toBe(403);
    data(await admin.post('/v1/addons/install', { key: 'giftcard' }));
    expect(data<string[]>(await admin.get('/v1/addons/public/SupplierAddonList'))).toContain('giftcard');
    expect(data<Card[]>(await admin.get(`${API}Manage`))).toEqual([]);
  });

  it('refuses a card before its signing key is set', async () => {
    const r = await admin.post(`${API}Save`, { card_no: 'GC1001', amount: 5000 }, { lang: 'en' });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('Set the signing key in the gift card settings first');
  });

  it('keeps the signing key sealed: saved, never sent back', async () => {
    data(
      await admin.post('/v1/addons/SetupSave', {
        key: 'giftcard',
        values: { prefix: 'GC', sign_key: SIGN_KEY },
      }),
    );
    const info = await admin.get('/v1/addons/SetupInfo', { key: 'giftcard' });
    expect(info.status).toBe(200);
    expect(JSON.stringify(info.body)).not.toContain(SIGN_KEY);
    expect(JSON.stringify(info.body)).toContain(SIGN_KEY.slice(-4));
  });

  it('saves a card with its check code signed by the secret, and holds the prefix', async () => {
    const made = data<{ id: number }>(await admin.post(`${API}Save`, { card_no: 'gc1001', amount: 5000 }));
    const rows = data<Card[]>(await admin.get(`${API}Manage`));
    expect(rows).toHaveLength(1);
    const expected = createHmac('sha256', SIGN_KEY).update('GC1001').digest('hex').slice(0, 8).toUpperCase();
    expect(rows[0]).toMatchObject({ id: made.id, card_no: 'GC1001', check_code: expected, status: 0 });
    const wrong = await admin.post(`${API}Save`, { card_no: 'XX1002', amount: 5000 }, { lang: 'en' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('A card number starts with "GC"');
  });

  it("redeems a card onto a member's balance once, booking its ledger event", async () => {
    const [member] = await inStore((db) => db.select({ id: members.id }).from(members).limit(1));
    const memberId = Number(member!.id);
    const before = await inStore((db) => balanceOf(db, { kind: 'rmb', memberId }));
    const [card] = data<Card[]>(await admin.get(`${API}Manage`));
    const done = await admin.post(REDEEM, { card_no: 'GC1001', member_id: memberId }, { lang: 'en' });
    expect(data<{ balance: number }>(done)).toEqual({
      id: card!.id,
      amount: card!.amount,
      balance: before + card!.amount,
    });
    expect(done.body.msg).toBe(`Redeemed: ${card!.amount / 100} yuan added`);
    expect(await inStore((db) => balanceOf(db, { kind: 'rmb', memberId }))).toBe(before + card!.amount);
    const booked = await inStore((db) =>
      db
        .select({ amount: walletLogs.amount, key: walletLogs.bizKey, no: walletLogs.docNo })
        .from(walletLogs)
        .where(and(eq(walletLogs.event, 'giftcard_redeem'), eq(walletLogs.docType, 'giftcard'))),
    );
    expect(booked).toEqual([{ amount: card!.amount, key: `giftcard:${card!.id}`, no: 'GC1001' }]);
    const again = await admin.post(REDEEM, { card_no: 'GC1001', member_id: memberId }, { lang: 'en' });
    expect(again.status).toBe(400);
    expect(data<Card[]>(await admin.get(`${API}Manage`))[0]).toMatchObject({
      status: 1,
      member_id: memberId,
    });
  });

  it("keeps another store's cards apart", async () => {
    const salt = await signedIn(t, 'salt_admin');
    expect((await salt.get(`${API}Manage`)).status).toBe(403);
    // Row-level security: even a query without the store's condition sees the salt store's cards only (none).
    const seen = await withStore(t.database.db, Number(salt.suid), async (db) =>
      rawRows<{ n: number }>(db.tx, sql`select count(*)::int as n from giftcards`),
    );
    expect(seen).toEqual([{ n: 0 }]);
  });
});
