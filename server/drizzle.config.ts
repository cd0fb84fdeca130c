import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The shared tables, those an entity module declares beside its columns (docs/adding-an-entity.md), and each
  // add-on's (docs/add-ons.md).
  schema: ['./src/db/schema/index.ts', './src/resources/**/*.resource.ts', '../addons/*/server/tables.ts'],
  out: './drizzle',
});
