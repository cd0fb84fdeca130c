import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The shared tables, each section's own (docs/adding-an-entity.md), and each add-on's (docs/add-ons.md).
  schema: [
    '../packages/framework/server/db/schema/index.ts',
    './src/resources/*/tables.ts',
    '../addons/*/server/tables.ts',
  ],
  out: './drizzle',
});
