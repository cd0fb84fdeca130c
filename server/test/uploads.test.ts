import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Client,
  DB_KINDS,
  type DbKind,
  signedIn,
  startApp,
  type TestApp,
} from '@yanye/framework/testing';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const IMAGE = '/v1/seller/upload/UploadImage';
const FILE = '/v1/seller/upload/UploadFile';

/** The data of a successful upload. */
const data = (r: { body: { data: unknown } }) => r.body.data as Uploaded;

interface Uploaded {
  id: number;
  url: string;
  thumb: string;
  mime: string;
  ext: string;
  size: number;
  width: number | null;
  height: number | null;
  name: string;
}

/** A photo as a phone takes it: EXIF with a place and a maker, turned by its orientation tag. */
function photo(width = 3000, height = 1000, seed = 1): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: seed * 40, g: 120, b: 200 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretPhone', Copyright: 'GPS 31.2304N 121.4737E' } })
    .toBuffer();
}

/** A picture that does not compress: random pixels. */
function noise(side: number): Promise<Buffer> {
  const raw = Buffer.alloc(side * side * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = Math.floor(Math.random() * 256);
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();
}

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>',
);
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120, 1)]);
const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58, 0),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(64, 0),
  Buffer.from('PE\0\0'),
  Buffer.alloc(200, 0),
]);
const HTML = Buffer.from('<!DOCTYPE html><html><script>alert(document.cookie)</script></html>');

describe.each(DB_KINDS)('uploads on %s', (kind: DbKind) => {
  let t: TestApp;
  let admin: Client;
  let clerk: Client;
  beforeAll(async () => {
    t = await startApp(kind);
    admin = await signedIn(t, 'salt_admin');
    clerk = await signedIn(t, 'clerk', 'xinyan');
  });
  afterAll(() => t?.close());

  it('stores a photo re-encoded, upright, scaled down, without its metadata, with a thumbnail', async () => {
    const r = await admin.upload<Uploaded>(IMAGE, 'IMG_0001.JPG', await photo());
    expect(r.status).toBe(200);
    const up = r.body.data as Uploaded;
    expect(up).toMatchObject({ mime: 'image/jpeg', ext: 'jpg', width: 2048, name: 'IMG_0001.JPG' });
    expect(up.height).toBe(683);
    expect(up.url).toMatch(/^\/uploads\/u\/\d+\/\d{6}\/[\w-]{22}\.jpg$/);
    expect(up.thumb).toBe(up.url.replace(/\.jpg$/, '_t.webp'));

    const file = await t.app.inject({ method: 'GET', url: up.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toBe('inline');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from('SecretPhone'))).toBe(false);
    expect(meta.width).toBe(2048);

    const thumb = await t.app.inject({ method: 'GET', url: up.thumb });
    expect(thumb.headers['content-type']).toBe('image/webp');
    const small = await sharp(thumb.rawPayload).metadata();
    expect(Math.max(small.width ?? 0, small.height ?? 0)).toBe(320);
  });

  it('reads the type from the bytes: a PNG named .exe is a PNG, an SVG named .png is refused', async () => {
    const png = await sharp({ create: { width: 40, height: 40, channels: 4, background: '#ff000080' } })
      .png()
      .toBuffer();
    const asExe = await admin.upload<Uploaded>(IMAGE, 'logo.exe', png);
    expect(asExe.body).toMatchObject({ status: true, data: { mime: 'image/png', ext: 'png', width: 40 } });

    for (const [name, bytes] of [
      ['logo.png', SVG],
      ['logo.svg', SVG],
      ['a.jpg', HTML],
    ] as const) {
      const r = await admin.upload(IMAGE, name, bytes);
      expect(r.status, name).toBe(400);
      expect(r.body.msg, name).toContain('SVG');
    }
    const fake = await admin.upload(
      IMAGE,
      'photo.jpg',
      Buffer.from('just some text, not a picture'),
      {},
      { lang: 'en' },
    );
    expect(fake.status).toBe(400);
    expect(fake.body.msg).toContain('Not an image we take');
  });

  it('drops what trails a picture (a polyglot JPEG carrying a page)', async () => {
    const polyglot = Buffer.concat([await photo(200, 100), HTML]);
    const r = await admin.upload<Uploaded>(IMAGE, 'poly.jpg', polyglot);
    expect(r.body.status).toBe(true);
    const file = await t.app.inject({ method: 'GET', url: data(r).url });
    expect(file.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
  });

  it('refuses programs and pages as files, takes documents and text, and serves them as downloads', async () => {
    for (const [name, bytes] of [
      ['setup.pdf', EXE],
      ['tool.zip', ELF],
      ['page.txt', HTML],
      ['icon.txt', SVG],
    ] as const) {
      const r = await admin.upload(FILE, name, bytes);
      expect(r.status, name).toBe(400);
      expect(r.body.msg, name).toMatch(/安全|SVG/);
    }
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const doc = await admin.upload<Uploaded>(FILE, '营业执照.pdf', pdf);
    expect(doc.body).toMatchObject({
      status: true,
      data: { mime: 'application/pdf', ext: 'pdf', thumb: '' },
    });
    const served = await t.app.inject({ method: 'GET', url: data(doc).url });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe('attachment');
    expect(served.headers['x-content-type-options']).toBe('nosniff');

    const csv = await admin.upload<Uploaded>(FILE, 'prices.csv', Buffer.from('名称,价格\n食用盐,3.5\n'));
    expect(csv.body.data).toMatchObject({ ext: 'csv', mime: 'text/csv; charset=utf-8' });
  });

  it('limits the size per kind, saying the limit', async () => {
    const big = Buffer.concat([await photo(100, 100), Buffer.alloc(11 * 1024 * 1024, 7)]);
    const r = await admin.upload(IMAGE, 'big.jpg', big);
    expect(r.status).toBe(413);
    expect(r.body.msg).toBe('图片过大：最大 10 MB');
  });

  it('keeps the same file once, lets every signed-in user upload, and nobody signed out', async () => {
    const bytes = await photo(300, 200, 3);
    const a = await admin.upload<Uploaded>(IMAGE, 'a.jpg', bytes);
    const b = await clerk.upload<Uploaded>(IMAGE, 'b.jpg', bytes);
    expect(b.body.status).toBe(true);
    expect(data(b).id).toBe(data(a).id);

    const anonymous = await t.app.inject({ method: 'POST', url: IMAGE, payload: bytes });
    expect(anonymous.statusCode).toBeGreaterThanOrEqual(400);
    expect(anonymous.statusCode).toBeLessThan(500);
  });

  it('answers 404 for a key that is not there or not a key', async () => {
    for (const url of [
      '/uploads/u/1/202601/nothere.jpg',
      '/uploads/../package.json',
      '/uploads/u/1/x.html',
    ]) {
      const r = await t.app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(404);
    }
  });
});

describe('the upload quota', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp('pglite', { env: { UPLOAD_QUOTA_MB: '1' } });
  });
  afterAll(() => t?.close());

  it('refuses a file that would pass the store’s quota, saying how much is used', async () => {
    const admin = await signedIn(t, 'salt_admin');
    const first = await admin.upload<Uploaded>(IMAGE, 'n1.png', await noise(400));
    expect(first.body.status).toBe(true);
    const second = await admin.upload(IMAGE, 'n2.png', await noise(500), {}, { lang: 'en' });
    expect(second.status).toBe(409);
    expect(second.body.msg).toMatch(/^The store’s storage is full: [\d.]+ MB of 1 MB used/);
    // Another store has its own quota.
    const grain = await signedIn(t, 'grain_admin');
    expect((await grain.upload(IMAGE, 'n3.png', await noise(400))).body.status).toBe(true);
  });
});

describe('uploads in an S3-compatible bucket', () => {
  let t: TestApp;
  let s3: S3rver;
  beforeAll(async () => {
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: mkdtempSync(join(tmpdir(), 'yanye-s3-')),
      configureBuckets: [{ name: 'console-files', configs: [] }],
    });
    const { port } = await s3.run();
    t = await startApp('pglite', {
      env: {
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_BUCKET: 'console-files',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_PREFIX: 'yanye/',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('puts the file in the bucket and serves it from there', async () => {
    const admin = await signedIn(t, 'salt_admin');
    const r = await admin.upload<Uploaded>(IMAGE, 'logo.jpg', await photo(500, 400));
    expect(r.body.status).toBe(true);
    const file = await t.app.inject({ method: 'GET', url: data(r).url });
    expect(file.statusCode).toBe(200);
    expect((await sharp(file.rawPayload).metadata()).width).toBe(500);
    // Straight from the bucket: the object is there under the prefix.
    const key = data(r).url.replace('/uploads/', '');
    const direct = await fetch(`${t.config.S3_ENDPOINT}/console-files/yanye/${key}`);
    expect(direct.status).toBe(200);
    expect(Buffer.from(await direct.arrayBuffer()).equals(file.rawPayload)).toBe(true);
  });
});
