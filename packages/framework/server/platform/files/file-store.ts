import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { AwsClient } from 'aws4fetch';
import { syncToDisk } from './durable';

/**
 * Where uploaded files live: a folder every server process shares (`FILES_DIR/uploads`), or an S3-compatible
 * bucket. A key is a relative path of safe characters chosen by the server (`u/12/202611/<random>.webp`), never
 * a name a user sent.
 */
export interface FileStore {
  /** Where it keeps files, for the log and the docs: `local:/path` or `s3:bucket`. */
  readonly describe: string;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file's bytes as a stream with its size, or undefined when there is no such file. */
  get(key: string): Promise<{ readonly body: Readable; readonly size: number } | undefined>;
  remove(key: string): Promise<void>;
}

/** A key as the server makes them: segments of letters, digits, `_` and `-`, a dot only before the extension. */
const KEY = /^[a-z0-9]+(?:\/[A-Za-z0-9_-]+)*\.[a-z0-9]{2,5}$/;

export function isStoreKey(key: string): boolean {
  return key.length <= 200 && KEY.test(key);
}

function checked(key: string): string {
  if (!isStoreKey(key)) throw new Error(`not a store key: ${key}`);
  return key;
}

/** Files under a folder: written whole (a part, synced, renamed), so a reader never sees half a file. */
export class LocalFileStore implements FileStore {
  readonly root: string;
  readonly describe: string;

  constructor(root: string) {
    this.root = resolve(root);
    this.describe = `local:${this.root}`;
  }

  private pathOf(key: string): string {
    const path = resolve(this.root, checked(key));
    if (!path.startsWith(this.root + sep)) throw new Error(`key outside the store: ${key}`);
    return path;
  }

  async put(key: string, body: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const part = `${path}.${randomBytes(4).toString('hex')}.part`;
    await writeFile(part, body);
    await syncToDisk(part);
    await rename(part, path);
    await syncToDisk(dirname(path));
  }

  async get(key: string) {
    if (!isStoreKey(key)) return undefined;
    const path = this.pathOf(key);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return { body: createReadStream(path), size: info.size };
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

export interface S3Settings {
  /** `https://s3.example.com` (MinIO, OSS, COS, R2, AWS: any S3-compatible service). */
  readonly endpoint: string;
  readonly bucket: string;
  readonly region: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  /** Objects under this prefix of the bucket (`console/`), or none. */
  readonly prefix: string;
}

/**
 * Files in an S3-compatible bucket, by path-style URLs signed with SigV4 (aws4fetch: a small, maintained signer
 * over fetch; the whole AWS SDK is not needed for put, get and delete).
 */
export class S3FileStore implements FileStore {
  readonly describe: string;
  private readonly client: AwsClient;

  constructor(private readonly s3: S3Settings) {
    this.describe = `s3:${s3.bucket}`;
    this.client = new AwsClient({
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      region: s3.region,
      service: 's3',
    });
  }

  private urlOf(key: string): string {
    const base = this.s3.endpoint.replace(/\/+$/, '');
    return `${base}/${encodeURIComponent(this.s3.bucket)}/${this.s3.prefix}${checked(key)}`;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const response = await this.client.fetch(this.urlOf(key), {
      method: 'PUT',
      body: new Uint8Array(body),
      headers: { 'content-type': contentType, 'content-length': String(body.length) },
    });
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new Error(`S3 put ${key}: HTTP ${response.status}`);
  }

  async get(key: string) {
    if (!isStoreKey(key)) return undefined;
    const response = await this.client.fetch(this.urlOf(key), { method: 'GET' });
    if (response.status === 404 || response.status === 403) {
      await response.arrayBuffer().catch(() => undefined);
      return undefined;
    }
    if (!response.ok || !response.body) throw new Error(`S3 get ${key}: HTTP ${response.status}`);
    const size = Number(response.headers.get('content-length') ?? 0);
    return { body: Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), size };
  }

  async remove(key: string): Promise<void> {
    const response = await this.client.fetch(this.urlOf(key), { method: 'DELETE' });
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok && response.status !== 404) throw new Error(`S3 delete ${key}: HTTP ${response.status}`);
  }
}

export interface FileStoreConfig {
  readonly FILES_DIR?: string | undefined;
  readonly DATA_DIR: string;
  readonly S3_ENDPOINT?: string | undefined;
  readonly S3_BUCKET?: string | undefined;
  readonly S3_REGION: string;
  readonly S3_ACCESS_KEY_ID?: string | undefined;
  readonly S3_SECRET_ACCESS_KEY?: string | undefined;
  readonly S3_PREFIX: string;
}

/** The bucket when `S3_BUCKET` is set, else `FILES_DIR/uploads`. */
export function createFileStore(config: FileStoreConfig): FileStore {
  if (config.S3_BUCKET && config.S3_ENDPOINT) {
    return new S3FileStore({
      endpoint: config.S3_ENDPOINT,
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
      prefix: config.S3_PREFIX,
    });
  }
  return new LocalFileStore(localUploadsDir(config)!);
}

/** The folder uploads are kept in on this host (`FILES_DIR/uploads`); undefined when they live in a bucket. */
export function localUploadsDir(config: FileStoreConfig): string | undefined {
  if (config.S3_BUCKET && config.S3_ENDPOINT) return undefined;
  return join(config.FILES_DIR ?? join(config.DATA_DIR, 'files'), 'uploads');
}
