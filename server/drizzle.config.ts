import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The shared tables, and those an entity module declares beside its columns (docs/adding-an-entity.md).
  schema: ['./src/db/schema/index.ts', './src/resources/**/*.resource.ts'],
  out: './drizzle',
});
