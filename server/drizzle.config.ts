// The console's own migrations (drizzle/): the shared tables and each section's own (docs/adding-an-entity.md).
// An add-on's tables are its own, in its own stream (drizzle.addon.config.ts, docs/add-ons.md).
// The catalogue's add-ons are installed before the schema files are read: the framework's ledger names their events.
import '@yanye/installed';
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['../packages/framework/server/db/schema/index.ts', './src/resources/*/*tables.ts'],
  out: './drizzle',
});
