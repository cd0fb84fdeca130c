import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MigrationSet, type Migrations, preparedStamp } from '@yanye/framework/server';
import { INSTALLED_ADDONS } from '@yanye/installed';

/** The server package folder, found from this module whether it runs from src/ (tsx, tests) or dist/ (bundle). */
function findServerRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (existsSync(join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    dir = dirname(dir);
  }
  throw new Error('Cannot find the server folder (drizzle/meta/_journal.json)');
}

export const SERVER_ROOT = findServerRoot();
export const MIGRATIONS_DIR = join(SERVER_ROOT, 'drizzle');
export const REPEATABLE_SQL = join(MIGRATIONS_DIR, 'repeatable', 'tenancy.sql');

/**
 * An add-on's own migrations, kept in its folder (`server/migrations`, drizzle's layout): its tables' stream, named
 * after it. An add-on without tables has none.
 */
export function addonMigrations(key: string, addonFolder: string): MigrationSet | undefined {
  const folder = join(addonFolder, 'server', 'migrations');
  return existsSync(join(folder, 'meta', '_journal.json')) ? { name: `addon_${key}`, folder } : undefined;
}

/**
 * The console's migrations, as the database is opened with them (`openDatabase`, `prepareDatabase`): its own
 * stream, then each installed add-on's that keeps one (addons/<key>/server/migrations), in the list's order.
 */
export const CONSOLE_MIGRATIONS: Migrations = {
  sets: [
    { name: 'console', folder: MIGRATIONS_DIR },
    ...INSTALLED_ADDONS.flatMap(
      (a) => addonMigrations(a.key, join(SERVER_ROOT, '..', 'addons', a.key)) ?? [],
    ),
  ],
  repeatable: REPEATABLE_SQL,
};

/** What a database prepared by this build is stamped with (`preparedStamp`), as backups record it. */
export const consoleStamp = (): string => preparedStamp(CONSOLE_MIGRATIONS);
