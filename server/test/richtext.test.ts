import {
  type Client,
  DB_KINDS,
  type Reply,
  signedIn,
  startApp,
  type TestApp,
} from '@yanye/framework/testing';
import type { FormMeta } from '@yanye/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** A rich-text field (the notices' body) through the engine: what a Save or an import stores is sanitised. */

const API = '/v1/seller/content/Notification';
const UPLOADED = '/uploads/u/1/202611/AbCdEfGhIjKlMnOpQrStUv.png';
const HOSTILE =
  '<p>春季<strong>新盐</strong>到货<script>alert(1)</script></p>' +
  `<p><img src="${UPLOADED}" onerror="alert(1)" alt="盐"></p>` +
  '<p><a href="javascript:alert(1)">点我</a><a href="https://example.com">官网</a></p>' +
  '<p><img src="data:image/png;base64,iVBORw0KGgo="></p>';
const CLEAN =
  '<p>春季<strong>新盐</strong>到货</p>' +
  `<p><img src="${UPLOADED}" alt="盐" /></p>` +
  '<p><a rel="noopener noreferrer nofollow">点我</a>' +
  '<a rel="noopener noreferrer nofollow" href="https://example.com">官网</a></p><p></p>';

function ok<T>(reply: Reply<T>): T {
  if (!reply.body.status) throw new Error(`${reply.status} ${reply.body.msg}`);
  return reply.body.data;
}

describe.each(DB_KINDS)('rich text on %s', (kind) => {
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    t = await startApp(kind);
    admin = await signedIn(t, 'salt_admin');
  });
  afterAll(() => t?.close());

  const body = async (id: number) => ok(await admin.get<{ body: string }>(`${API}Info`, { id })).body;

  it('describes the field as richtext in the form metadata', async () => {
    const meta = ok(await admin.get<FormMeta>(`${API}Info`, { _meta: 1 }));
    expect(meta.fields.find((f) => f.name === 'body')).toMatchObject({ type: 'richtext', required: true });
  });

  it('stores a Save sanitised: no script, no handler, no javascript: or data: link survives', async () => {
    const { id } = ok(await admin.post<{ id: number }>(`${API}Save`, { title: '富文本', body: HOSTILE }));
    const stored = await body(id);
    expect(stored).toBe(CLEAN);
    expect(stored).not.toMatch(/script|onerror|javascript:|data:/i);
    // An update is sanitised the same way.
    ok(
      await admin.post(`${API}Save`, {
        id,
        body: '<p onclick="x()">改</p><iframe src="https://x"></iframe>',
      }),
    );
    expect(await body(id)).toBe('<p>改</p>');
  });

  it('refuses a required body that says nothing once sanitised, and one past its length, changing nothing', async () => {
    const { id } = ok(await admin.post<{ id: number }>(`${API}Save`, { title: '留着', body: '<p>原文</p>' }));
    for (const empty of ['<p></p>', '<script>alert(1)</script>', '<p>&nbsp;</p>']) {
      const refused = await admin.post(`${API}Save`, { id, body: empty });
      expect(refused.body.status, empty).toBe(false);
      expect(refused.body.msg).toContain('内容');
    }
    const long = await admin.post(`${API}Save`, { id, body: `<p>${'盐'.repeat(20_000)}</p>` });
    expect(long.status).toBe(400);
    expect(await body(id)).toBe('<p>原文</p>');
    const created = await admin.post(`${API}Save`, { title: '空的', body: '<p><br></p>' });
    expect(created.body.status).toBe(false);
  });

  it('sanitises what an import writes too', async () => {
    const csv = `标题,内容\n导入的公告,"<p>导入<img src=x onerror=alert(1)><a href=""javascript:alert(1)"">链</a></p>"\n`;
    const imported = await admin.upload(`${API}Manage`, 'notices.csv', Buffer.from(csv), {
      _excel_import: '1',
    });
    expect(imported.body.status, imported.body.msg).toBe(true);
    const rows = ok(
      await admin.get<{ id: number; title: string }[]>(`${API}Manage`, { title: '导入的公告' }),
    );
    expect(rows).toHaveLength(1);
    expect(await body(rows[0]!.id)).toBe('<p>导入<a rel="noopener noreferrer nofollow">链</a></p>');
  });
});
