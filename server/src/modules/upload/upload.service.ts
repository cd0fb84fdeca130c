import { createHash, randomBytes } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import {
  AppError,
  badInput,
  conflict,
  type Deps,
  type Principal,
  type StoreDb,
  safeImage,
  sniff,
  tooLarge,
  UPLOAD_MESSAGES,
  uploads,
} from '@yanye/framework/server';
import { API, UPLOAD_LIMITS, UPLOADS_PREFIX, type Uploaded, type UploadKind } from '@yanye/protocol';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

/** A stored thing: what goes to the file store, under which keys. */
interface Part {
  readonly key: string;
  readonly body: Buffer;
  readonly mime: string;
}

/**
 * An upload read, checked and (for an image) re-encoded before the store's transaction opens. In a receipt it is
 * its digest (`toJSON`): two different files are two uploads, the same file sent again is one.
 */
export class PreparedUpload {
  constructor(
    readonly kind: UploadKind,
    readonly sha256: string,
    readonly name: string,
    readonly file: Part & {
      readonly ext: string;
      readonly width: number | null;
      readonly height: number | null;
    },
    readonly thumb: Part | undefined,
  ) {}

  get bytes(): number {
    return this.file.body.length + (this.thumb?.body.length ?? 0);
  }

  toJSON() {
    return { kind: this.kind, sha256: this.sha256 };
  }
}

/**
 * A random, unguessable name in a folder of the month: `u/<store>/<yyyymm>/<22 chars>` for a store's uploads
 * (`folder` = `u/12`); other owners (an application to open a store) have folders of their own.
 */
export function uploadStem(folder: string, now: number): string {
  const month = new Date(now * 1000).toISOString().slice(0, 7).replace('-', '');
  return `${folder}/${month}/${randomBytes(16).toString('base64url')}`;
}

/** The name as the uploader's computer had it, kept for showing only: no folders, no control characters. */
function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return [...base]
    .filter((ch) => ch.charCodeAt(0) >= 32 && ch.charCodeAt(0) !== 127 && !'<>"\'`'.includes(ch))
    .join('')
    .slice(0, 120);
}

async function readPart(request: FastifyRequest, kind: UploadKind): Promise<MultipartFile> {
  const { maxBytes } = UPLOAD_LIMITS[kind];
  if (!request.isMultipart()) throw badInput(UPLOAD_MESSAGES.noFile);
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } }).catch((error: unknown) => {
    throw (error as { statusCode?: number }).statusCode === 413 ? tooLarge(kind, maxBytes) : error;
  });
  if (!part) throw badInput(UPLOAD_MESSAGES.noFile);
  return part;
}

/** Reads the upload of a request and makes it what will be stored (before any transaction). */
export async function prepareUpload(
  request: FastifyRequest,
  kind: UploadKind,
  stem: string,
): Promise<PreparedUpload> {
  const part = await readPart(request, kind);
  const { maxBytes } = UPLOAD_LIMITS[kind];
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) throw tooLarge(kind, maxBytes);
    throw error;
  }
  const name = displayName(part.filename ?? '');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const type = await sniff(bytes, kind, name);
  if (type.mime.startsWith('image/')) {
    const image = await safeImage(bytes, type.ext);
    return new PreparedUpload(
      kind,
      sha256,
      name,
      {
        key: `${stem}.${image.ext}`,
        body: image.body,
        mime: image.mime,
        ext: image.ext,
        width: image.width,
        height: image.height,
      },
      { key: `${stem}_t.webp`, body: image.thumb, mime: 'image/webp' },
    );
  }
  return new PreparedUpload(
    kind,
    sha256,
    name,
    { key: `${stem}.${type.ext}`, body: bytes, mime: type.mime, ext: type.ext, width: null, height: null },
    undefined,
  );
}

const urlOf = (key: string) => (key ? `${UPLOADS_PREFIX}${key}` : '');

function toWire(row: typeof uploads.$inferSelect): Uploaded {
  return {
    id: row.id,
    url: urlOf(row.key),
    thumb: urlOf(row.thumbKey),
    mime: row.mime,
    ext: row.ext,
    size: row.bytes,
    width: row.width,
    height: row.height,
    name: row.originalName,
  };
}

const MB = 1024 * 1024;
const inMb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

/**
 * Keeps a prepared upload for the store: the same file uploaded again is the file already kept (no second copy
 * counts against the quota); otherwise the quota is checked under a per-store lock (two uploads racing cannot
 * both squeeze under it), the bytes are stored and the row written.
 */
export async function keepUpload(
  deps: Deps,
  db: StoreDb,
  who: Principal,
  upload: PreparedUpload,
): Promise<Uploaded> {
  const [same] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.sha256, upload.sha256), eq(uploads.kind, upload.kind)))
    .limit(1);
  if (same) return toWire(same);
  await db.tx.execute(sql`select pg_advisory_xact_lock(hashtext('uploads'), ${who.supplierId})`);
  const [usage] = await db.select({ used: sql<string>`coalesce(sum(${uploads.bytes}), 0)` }).from(uploads);
  const used = Number(usage?.used ?? 0);
  const quota = deps.config.UPLOAD_QUOTA_MB * MB;
  if (used + upload.bytes > quota) {
    throw conflict(UPLOAD_MESSAGES.quota, {
      used: inMb(used),
      quota: deps.config.UPLOAD_QUOTA_MB,
      size: inMb(upload.bytes),
    });
  }
  // The files first: a row never names a file that is not there. (A transaction that fails after this leaves
  // an unnamed file behind, which costs the store nothing.)
  await deps.files.put(upload.file.key, upload.file.body, upload.file.mime);
  if (upload.thumb) await deps.files.put(upload.thumb.key, upload.thumb.body, upload.thumb.mime);
  const [row] = await db
    .insert(uploads)
    .values({
      key: upload.file.key,
      thumbKey: upload.thumb?.key ?? '',
      kind: upload.kind,
      mime: upload.file.mime,
      ext: upload.file.ext,
      bytes: upload.bytes,
      width: upload.file.width,
      height: upload.file.height,
      originalName: upload.name,
      sha256: upload.sha256,
      accountId: who.accountId,
    })
    .returning();
  if (!row) throw new AppError('INTERNAL', 'internal');
  return toWire(row);
}

export const UPLOAD_CONTRACTS = { image: API.upload.uploadImage, file: API.upload.uploadFile } as const;
