// An installed add-on's own migrations (docs/add-ons.md, "Tables and migrations"): its tables (addons/<key>/server/
// tables.ts) against its stream (addons/<key>/server/migrations). `ADDON=<key> npm run db:generate:addon`.
// The catalogue's add-ons are installed before the schema file is read: the framework's ledger names their events.
import '@yanye/installed';
import { defineConfig } from 'drizzle-kit';

const key = process.env.ADDON;
if (!key || !/^[a-z][a-z0-9]*$/.test(key))
  throw new Error('Say which add-on: ADDON=<key> npm run db:generate:addon');

export default defineConfig({
  dialect: 'postgresql',
  schema: `../addons/${key}/server/tables.ts`,
  out: `../addons/${key}/server/migrations`,
});
