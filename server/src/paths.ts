import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Migrations, preparedStamp } from '@yanye/framework/server';

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

/** The console's migrations, as the database is opened with them (`openDatabase`, `prepareDatabase`). */
export const CONSOLE_MIGRATIONS: Migrations = { folder: MIGRATIONS_DIR, repeatable: REPEATABLE_SQL };

/** What a database prepared by this build is stamped with (`preparedStamp`), as backups record it. */
export const consoleStamp = (): string => preparedStamp(CONSOLE_MIGRATIONS);
