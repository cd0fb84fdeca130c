import { createDeflateRaw, deflateRawSync } from 'node:zlib';
import { type InflateLimits, SHEET_ZIP_LIMITS, ZipRefused } from '@yanye/framework/server';

/**
 * Hostile files for the import's tests (zip-guard, sheet-read-limits, import-limits): zips built by hand, whose
 * headers may lie about their sizes, workbooks around a sheet's XML, deflate runs that inflate a thousandfold.
 */

export const MiB = 1024 * 1024;
export const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
export const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
export const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

export interface Part {
  readonly name: string;
  /** The part's bytes, deflated by the builder; or `deflated`, a raw deflate stream made elsewhere. */
  readonly data?: Buffer;
  readonly deflated?: Buffer;
  /** The uncompressed size the headers declare (the real one unless the zip lies). */
  readonly declared?: number;
  /** Stored as is rather than deflated. */
  readonly stored?: boolean;
}

/** A zip of the parts, with their local headers and central directory (CRCs left at 0: nobody checks them). */
export function makeZip(parts: readonly Part[]): Buffer {
  const out: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name);
    const data = p.deflated ?? (p.stored ? p.data! : deflateRawSync(p.data!));
    const method = p.stored ? 0 : 8;
    const size = p.declared ?? p.data!.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(method, 10);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    out.push(local, name, data);
    central.push(entry, name);
    offset += 30 + name.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...out, directory, end]);
}

export const xml = (body: string) =>
  Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${body}`);

/** A minimal xlsx around a sheet part (and a shared-strings part), as SheetJS reads it. */
export function workbook(sheet: Omit<Part, 'name'>, shared?: Omit<Part, 'name'>): Part[] {
  const sst = shared
    ? '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>'
    : '';
  const sstRel = shared
    ? `<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>`
    : '';
  return [
    {
      name: '[Content_Types].xml',
      data: xml(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
          '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
          `${sst}</Types>`,
      ),
    },
    {
      name: '_rels/.rels',
      data: xml(
        `<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: xml(
        `<workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="商品" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: xml(
        `<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>${sstRel}</Relationships>`,
      ),
    },
    { name: 'xl/worksheets/sheet1.xml', ...sheet },
    ...(shared ? [{ name: 'xl/sharedStrings.xml', ...shared }] : []),
  ];
}

/** A raw deflate stream of `head`, `count` bytes of `byte`, then `tail`, made without holding it inflated. */
export function deflateRun(head: string, byte: number, count: number, tail: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const z = createDeflateRaw({ level: 9 });
    const out: Buffer[] = [];
    z.on('data', (c: Buffer) => out.push(c));
    z.on('end', () => resolve(Buffer.concat(out)));
    z.on('error', reject);
    z.write(head);
    const chunk = Buffer.alloc(MiB, byte);
    let left = count;
    const pump = () => {
      while (left > 0) {
        const n = Math.min(left, chunk.length);
        left -= n;
        if (!z.write(chunk.subarray(0, n))) return void z.once('drain', pump);
      }
      z.end(tail);
    };
    pump();
  });
}

/** The red team's file: an xlsx under 1 MB whose sheet inflates to `size` bytes, its headers declaring 2,000. */
export async function lyingBomb(size: number): Promise<Buffer> {
  const sheet = await deflateRun(
    `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${NS}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>`,
    0x41,
    size,
    '</t></is></c></row></sheetData></worksheet>',
  );
  return makeZip(workbook({ deflated: sheet, declared: 2000 }));
}

/** XML rows: text that deflates about ten times, as a real sheet does. */
export function sheetLike(bytes: number): Buffer {
  const rows: string[] = [];
  let length = 0;
  for (let r = 1; length < bytes; r++) {
    const row = `<row r="${r}"><c r="A${r}"><v>${(r * 7919) % 100003}</v></c><c r="B${r}" t="s"><v>${r % 97}</v></c></row>`;
    rows.push(row);
    length += row.length;
  }
  return Buffer.from(rows.join('')).subarray(0, bytes);
}

export const limits = (o: Partial<InflateLimits>): InflateLimits => ({ ...SHEET_ZIP_LIMITS, ...o });

export function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof ZipRefused) return error.verdict;
    throw error;
  }
  return 'ok';
}

/**
 * The parts stored, padded with trailing blanks so that every size and offset, hence every byte of the zip, is
 * below 0x80: a zip that decodes as UTF-8 text.
 */
export function asciiZip(parts: readonly Part[]): Buffer {
  const low = (n: number) => (n & 0x80) === 0 && n < 0x8000;
  let offset = 0;
  const padded = parts.map((p) => {
    let data = Buffer.from(p.data!.toString().replace('商品', 'S'));
    while (!low(data.length) || !low(offset + 30 + p.name.length + data.length)) {
      data = Buffer.concat([data, Buffer.from(' ')]);
    }
    offset += 30 + p.name.length + data.length;
    return { name: p.name, data, stored: true };
  });
  return makeZip(padded);
}

export const sheetOf = (body: string) =>
  makeZip(workbook({ data: xml(`<worksheet xmlns="${NS}">${body}</worksheet>`) }));
