import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import * as tar from 'tar';

/**
 * Backups (docs/operations.md, "Backups"): one `.tar.gz` holding what a console needs to come back: the database
 * (PGlite's data folder as one tar, or PostgreSQL's `pg_dump -Fc`), the uploaded files, and `backup.json`, which
 * says what it is. The database is read first and the uploads after, so every file a row names is in the
 * archive (a file is stored before its row is written).
 */

export const BACKUP_FORMAT = 1;

export interface BackupManifest {
  readonly format: typeof BACKUP_FORMAT;
  /** Unix seconds. */
  readonly madeAt: number;
  readonly database: 'pglite' | 'postgres';
  /** The migrations of the server that wrote it (`preparedStamp`): a later server migrates it forward on start. */
  readonly stamp: string;
  /** The uploaded files it holds; `null` when they live in an S3 bucket, which keeps its own versions. */
  readonly uploads: { readonly files: number; readonly bytes: number } | null;
}

/** The database to back up: PGlite's consistent dump, or a PostgreSQL URL for pg_dump. */
export type BackupSource =
  | { readonly kind: 'pglite'; dump(): Promise<Blob> }
  | { readonly kind: 'postgres'; readonly url: string };

const PGLITE_PART = 'database/pglite.tar';
const POSTGRES_PART = 'database/postgres.dump';

/** Runs a PostgreSQL client program; refuses in words when it is not installed or fails. */
function runClient(program: string, args: string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let said = '';
    child.stderr.on('data', (chunk: Buffer) => {
      said += chunk.toString('utf8');
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      fail(
        error.code === 'ENOENT'
          ? new Error(
              `${program} not found: install PostgreSQL's client programs (Debian: postgresql-client)`,
            )
          : error,
      ),
    );
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`${program} stopped with ${code}: ${said.trim().slice(0, 2000)}`)),
    );
  });
}

function filesIn(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

/** Writes the backup of `source` and the uploads in `uploadsDir` (none when undefined) to `out`, atomically. */
export async function writeBackup(o: {
  readonly source: BackupSource;
  readonly uploadsDir: string | undefined;
  readonly out: string;
  readonly now: number;
  /** The migrations the database stands at (`preparedStamp`). */
  readonly stamp: string;
}): Promise<BackupManifest> {
  const out = resolve(o.out);
  mkdirSync(dirname(out), { recursive: true });
  const staging = mkdtempSync(join(tmpdir(), 'yanye-backup-'));
  try {
    mkdirSync(join(staging, 'database'));
    if (o.source.kind === 'pglite') {
      const blob = await o.source.dump();
      writeFileSync(join(staging, PGLITE_PART), Buffer.from(await blob.arrayBuffer()));
    } else {
      await runClient('pg_dump', ['--format=custom', `--file=${join(staging, POSTGRES_PART)}`, o.source.url]);
    }
    const hasUploads = o.uploadsDir !== undefined && existsSync(o.uploadsDir);
    // The uploads are linked in, not copied: the archive follows the link.
    if (hasUploads) symlinkSync(resolve(o.uploadsDir!), join(staging, 'uploads'), 'dir');
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      madeAt: o.now,
      database: o.source.kind,
      stamp: o.stamp,
      uploads:
        o.uploadsDir === undefined ? null : hasUploads ? filesIn(o.uploadsDir!) : { files: 0, bytes: 0 },
    };
    writeFileSync(join(staging, 'backup.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const part = `${out}.part`;
    await tar.create({ gzip: true, file: part, cwd: staging, follow: true, portable: true }, [
      'backup.json',
      'database',
      ...(hasUploads ? ['uploads'] : []),
    ]);
    renameSync(part, out);
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Where a restore puts the database: an empty PGlite data folder, or an empty PostgreSQL database. */
export type RestoreTarget =
  | { readonly kind: 'pglite'; readonly dataDir: string }
  | { readonly kind: 'postgres'; readonly url: string };

/** Reads the manifest of an archive without unpacking the rest. */
export async function readManifest(archive: string): Promise<BackupManifest> {
  let text = '';
  await tar.list({
    file: archive,
    filter: (path) => path === 'backup.json',
    onReadEntry: (entry) => {
      entry.on('data', (chunk: Buffer) => {
        text += chunk.toString('utf8');
      });
    },
  });
  if (!text) throw new Error(`${archive} is not a backup of this console: it has no backup.json`);
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT)
    throw new Error(
      `${archive} is a backup of format ${manifest.format}; this console reads ${BACKUP_FORMAT}`,
    );
  return manifest;
}

async function postgresHoldsTables(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  // A connection lost fails the query below; unheard, its 'error' event would end the process first.
  client.on('error', () => {});
  await client.connect();
  try {
    const r = await client.query(`select 1 from pg_tables where schemaname in ('public', 'drizzle') limit 1`);
    return (r.rowCount ?? 0) > 0;
  } finally {
    await client.end();
  }
}

/**
 * Brings an archive back: the database into `target`, which must be empty (a restore never writes over a
 * database), the uploads into `uploadsDir`, which must be empty too. The next start migrates an older backup
 * forward, as it does an older database.
 */
export async function restoreBackup(o: {
  readonly archive: string;
  readonly target: RestoreTarget;
  readonly uploadsDir: string | undefined;
}): Promise<BackupManifest> {
  const manifest = await readManifest(o.archive);
  if (manifest.database !== o.target.kind)
    throw new Error(
      `this backup holds a ${manifest.database} database; the console is set up for ${o.target.kind} (DATABASE_URL)`,
    );
  if (o.target.kind === 'pglite' && existsSync(join(o.target.dataDir, 'PG_VERSION')))
    throw new Error(`${o.target.dataDir} holds a database already: restore into an empty DATA_DIR`);
  if (o.target.kind === 'postgres' && (await postgresHoldsTables(o.target.url)))
    throw new Error('the database of DATABASE_URL holds tables already: restore into an empty database');
  const uploadsTaken =
    o.uploadsDir !== undefined && existsSync(o.uploadsDir) && readdirSync(o.uploadsDir).length > 0;
  if (manifest.uploads && manifest.uploads.files > 0 && uploadsTaken)
    throw new Error(`${o.uploadsDir} holds files already: restore into an empty folder`);

  const staging = mkdtempSync(join(tmpdir(), 'yanye-restore-'));
  try {
    // node-tar keeps every entry inside `cwd` (no absolute paths, no `..`).
    await tar.extract({ file: o.archive, cwd: staging, strict: true });
    if (o.target.kind === 'pglite') {
      mkdirSync(o.target.dataDir, { recursive: true });
      const data = new Blob([readFileSync(join(staging, PGLITE_PART))]);
      const client = await PGlite.create(o.target.dataDir, { extensions: { pg_trgm }, loadDataDir: data });
      await client.close();
    } else {
      await runClient('pg_restore', ['--no-owner', `--dbname=${o.target.url}`, join(staging, POSTGRES_PART)]);
    }
    if (o.uploadsDir !== undefined && existsSync(join(staging, 'uploads')))
      cpSync(join(staging, 'uploads'), o.uploadsDir, { recursive: true });
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/*
 * A backup of a running console on PGlite: the database is the console's process's alone, so the backup command
 * asks it. It writes its request beside the database and signals the process (SIGUSR2, as only the same user
 * may); the console writes the archive and its answer, which the command waits for.
 */

const PID_FILE = 'console.pid';
const REQUEST_FILE = 'backup-request.json';
const answerFile = (id: string) => `backup-answer-${id}.json`;

/** The console's process id in `dataDir` while it runs (the file is removed as it stops). */
export function markRunning(dataDir: string): () => void {
  const file = join(dataDir, PID_FILE);
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}

/** The process of a console running on `dataDir`, if one is. */
export function runningConsole(dataDir: string): number | undefined {
  const file = join(dataDir, PID_FILE);
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8'));
  if (!Number.isSafeInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    // A console that was killed left its file: nothing runs there.
    return undefined;
  }
}

/** Asks the console running as `pid` on `dataDir` for a backup to `out`, and waits for it (ten minutes at most). */
export async function askRunningConsole(dataDir: string, pid: number, out: string): Promise<BackupManifest> {
  const id = `${Date.now()}-${process.pid}`;
  writeFileSync(join(dataDir, REQUEST_FILE), JSON.stringify({ id, out: resolve(out) }));
  process.kill(pid, 'SIGUSR2');
  const answer = join(dataDir, answerFile(id));
  for (let waited = 0; waited < 600_000; waited += 100) {
    if (existsSync(answer)) {
      const said = JSON.parse(readFileSync(answer, 'utf8')) as { manifest?: BackupManifest; error?: string };
      rmSync(answer, { force: true });
      if (said.manifest) return said.manifest;
      throw new Error(`the console could not write the backup: ${said.error}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the console (process ${pid}) did not answer in ten minutes`);
}

/** Answers the backup requests of `askRunningConsole` in the console's process. */
export function answerBackupRequests(
  dataDir: string,
  source: BackupSource,
  uploadsDir: string | undefined,
  stamp: string,
  log: { info(o: object, msg: string): void; error(o: object, msg: string): void },
): void {
  process.on('SIGUSR2', () => {
    const file = join(dataDir, REQUEST_FILE);
    if (!existsSync(file)) return;
    const { id, out } = JSON.parse(readFileSync(file, 'utf8')) as { id: string; out: string };
    rmSync(file, { force: true });
    const answer = (body: object) => writeFileSync(join(dataDir, answerFile(id)), JSON.stringify(body));
    writeBackup({ source, uploadsDir, out, now: Math.floor(Date.now() / 1000), stamp }).then(
      (manifest) => {
        log.info({ out, uploads: manifest.uploads }, 'backup written');
        answer({ manifest });
      },
      (error: unknown) => {
        log.error({ err: error }, 'backup failed');
        answer({ error: error instanceof Error ? error.message : String(error) });
      },
    );
  });
}
