// bench/list's import: 20,000 goods in one xlsx, its preview (the dry run) and its import, through the real HTTP
// stack. See bench/README.md for the recorded figures.
// The installed add-ons, into the catalogue before anything reads it (installed/index.ts).
import '@yanye/installed';
import { performance } from 'node:perf_hooks';
import { warmSheetReaders } from '@yanye/framework/server';
import ExcelJS from '@zlooun/exceljs';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { type Api, quantile } from '../support';

const ROWS = 20_000;
const LIST = '/v1/seller/goods/GoodsShowManage';

/** The sheet: 20,000 new goods of the demo store's category, each a name of its own. */
async function sheet(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('goods');
  ws.addRow(['商品分类', '商品名称', '单位', '售价', '库存']);
  for (let i = 0; i < ROWS; i++)
    ws.addRow(['食用盐', `导入基准盐 ${i}`, '袋', 3.5 + (i % 100) / 100, i % 500]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A multipart body as the import button sends it: the file, and `_dry` when it asks for a preview. */
function multipart(file: Buffer, boundary: string, dry: boolean): Buffer {
  const field = dry ? `--${boundary}\r\nContent-Disposition: form-data; name="_dry"\r\n\r\n1\r\n` : '';
  return Buffer.concat([
    Buffer.from(
      `${field}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.xlsx"\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const perSecond = (ms: number) => `${Math.round(ROWS / (ms / 1000)).toLocaleString('en')} rows/s`;

/**
 * The import of 20,000 rows and its preview, with the sheet reader the server starts once it listens (main.ts):
 * one of each to warm up, then `runs` of each in turns (a preview, then the import), so a busy moment of the
 * machine slows both sides rather than one side of the ratio; the medians reported, and the preview's as a ratio
 * of the import's. The imported rows are deleted after each import, so every run starts from the same store.
 */
export async function importLines(
  app: FastifyInstance,
  api: Api,
  owner: pg.Client,
  runs: number,
): Promise<string[]> {
  const file = await sheet();
  const boundary = '----yanyebench';
  const call = async (dry: boolean) => {
    const start = performance.now();
    const answer = await app.inject({
      method: 'POST',
      url: LIST,
      payload: multipart(file, boundary, dry),
      headers: { ...api.headers({}), 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    const ms = performance.now() - start;
    const data = (answer.json() as { data?: { inserted?: number; token?: string | null } }).data;
    if (answer.statusCode !== 200 || data?.inserted !== ROWS || (dry && !data.token))
      throw new Error(answer.body.slice(0, 300));
    if (!dry) await owner.query(`delete from goods where name like '导入基准盐 %'`);
    return ms;
  };
  warmSheetReaders();
  const firstPreview = await call(true);
  const firstImport = await call(false);
  const previews: number[] = [];
  const imports: number[] = [];
  for (let i = 0; i < runs; i++) {
    previews.push(await call(true));
    imports.push(await call(false));
  }
  const preview = quantile(previews, 0.5);
  const imported = quantile(imports, 0.5);
  const size = `xlsx, ${Math.round(file.length / 1024)} KiB`;
  const of = (first: number) => `median of ${runs}; the first, warming up: ${seconds(first)}`;
  return [
    `| import | 20,000 rows (${size}) in ${seconds(imported)} (${of(firstImport)}) | ${perSecond(imported)} | |`,
    `| import preview (dry run) | the same 20,000 rows in ${seconds(preview)} (${of(firstPreview)}) | ${perSecond(preview)} | ${(preview / imported).toFixed(2)}x the import's time in this run |`,
  ];
}
