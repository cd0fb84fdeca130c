import { Inflate } from 'fflate';

/**
 * Guards on zips (xlsx files are zips), in two steps.
 *
 * `checkZip` reads the central directory only and refuses what the zip itself declares too big: too many entries,
 * too much uncompressed data, or a compression ratio no spreadsheet has. It is cheap, but a zip may lie about its
 * sizes.
 *
 * `inflateZip` then inflates every entry itself, streaming, counting the bytes that actually come out, and stops
 * the moment a limit is passed (total, per entry, ratio of inflated to compressed bytes), so a zip whose headers
 * lie is refused after inflating at most a few MiB past the limit it broke. What it hands back is the inflated
 * entries, for the spreadsheet parser to read without inflating anything again.
 */
export interface ZipLimits {
  readonly maxEntries: number;
  /** Total uncompressed bytes of all entries. */
  readonly maxUncompressed: number;
  /** Uncompressed bytes over compressed bytes of one entry, once it is past `RATIO_FLOOR`. */
  readonly maxRatio: number;
}

export interface InflateLimits extends ZipLimits {
  /** Uncompressed bytes of one entry. */
  readonly maxEntry: number;
}

export type ZipVerdict = 'ok' | 'not-zip' | 'too-big';

/** A zip refused: damaged or not a zip (`not-zip`), or bigger than the limits (`too-big`). */
export class ZipRefused extends Error {
  constructor(
    readonly verdict: Exclude<ZipVerdict, 'ok'>,
    detail: string,
  ) {
    super(`${verdict}: ${detail}`);
  }
}

export interface ZipEntry {
  /** The name as stored, one character per byte (as SheetJS reads it). */
  readonly name: string;
  readonly data: Uint8Array;
}

/** The most bytes an uploaded spreadsheet (xlsx) may inflate to, counted as they come out: all parts, and any one. */
export const MAX_INFLATED_BYTES = 100 * 1024 * 1024;

/** The limits on an uploaded spreadsheet's zip, declared (`checkZip`) and real (`inflateZip`). */
export const SHEET_ZIP_LIMITS: InflateLimits = {
  maxEntries: 2000,
  maxUncompressed: MAX_INFLATED_BYTES,
  maxEntry: MAX_INFLATED_BYTES,
  // Spreadsheets deflate 5 to 20 times (measured on 50,000-row sheets); a run of one repeated byte, 1,000 times.
  maxRatio: 200,
};

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** Below this many inflated bytes an entry's ratio is not judged (a small, very regular XML part). */
export const RATIO_FLOOR = 1024 * 1024;
/** Compressed bytes handed to the inflater at a time: at most ~1032 times this comes out before the next check. */
const STEP = 4096;

/** Whether the bytes start as SheetJS takes a zip to start (`PK` and two small bytes), whatever the file name. */
export function looksLikeZip(buf: Uint8Array): boolean {
  return buf.length >= 4 && buf[0] === 0x50 && buf[1] === 0x4b && buf[2]! < 0x09 && buf[3]! < 0x09;
}

interface DirectoryEntry {
  readonly name: string;
  readonly flags: number;
  readonly method: number;
  readonly compressed: number;
  readonly uncompressed: number;
  readonly offset: number;
}

function latin1(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return s;
}

/** The central directory's entries; refuses a zip that is damaged, zip64, or lists more than `maxEntries`. */
function readDirectory(buf: Uint8Array, maxEntries: number): DirectoryEntry[] {
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  // The end-of-central-directory record sits in the last 22 bytes plus an optional comment of up to 64 KiB.
  const floor = Math.max(0, buf.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = buf.length - 22; i >= floor; i--) {
    if (view.getUint32(i, true) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new ZipRefused('not-zip', 'no end of central directory');
  const count = view.getUint16(eocd + 10, true);
  const start = view.getUint32(eocd + 16, true);
  // 0xffff / 0xffffffff mean zip64, which no spreadsheet of ours needs.
  if (count === 0xffff || start === 0xffffffff) throw new ZipRefused('too-big', 'zip64');
  if (count > maxEntries) throw new ZipRefused('too-big', `${count} entries`);
  const entries: DirectoryEntry[] = [];
  let pos = start;
  for (let n = 0; n < count; n++) {
    if (pos + 46 > buf.length || view.getUint32(pos, true) !== CENTRAL) {
      throw new ZipRefused('not-zip', 'bad central directory');
    }
    const nameLength = view.getUint16(pos + 28, true);
    if (pos + 46 + nameLength > buf.length) throw new ZipRefused('not-zip', 'bad central directory');
    entries.push({
      flags: view.getUint16(pos + 8, true),
      method: view.getUint16(pos + 10, true),
      compressed: view.getUint32(pos + 20, true),
      uncompressed: view.getUint32(pos + 24, true),
      offset: view.getUint32(pos + 42, true),
      name: latin1(buf.subarray(pos + 46, pos + 46 + nameLength)),
    });
    pos += 46 + nameLength + view.getUint16(pos + 30, true) + view.getUint16(pos + 32, true);
  }
  return entries;
}

/** Refuses what the central directory itself declares too big. */
function checkDeclared(entries: readonly DirectoryEntry[], limits: ZipLimits): void {
  let total = 0;
  for (const e of entries) {
    if (e.uncompressed === 0xffffffff || e.compressed === 0xffffffff)
      throw new ZipRefused('too-big', 'zip64');
    total += e.uncompressed;
    if (total > limits.maxUncompressed) throw new ZipRefused('too-big', `declares ${total} bytes`);
    if (e.uncompressed > RATIO_FLOOR && e.uncompressed / Math.max(1, e.compressed) > limits.maxRatio) {
      throw new ZipRefused('too-big', `declares a ratio of ${Math.round(e.uncompressed / e.compressed)}`);
    }
  }
}

/** The cheap first look: what the central directory declares, nothing inflated. */
export function checkZip(buf: Uint8Array, limits: ZipLimits): ZipVerdict {
  try {
    checkDeclared(readDirectory(buf, limits.maxEntries), limits);
    return 'ok';
  } catch (error) {
    if (error instanceof ZipRefused) return error.verdict;
    throw error;
  }
}

/** Where an entry's compressed bytes are, read from its local header. */
function dataRange(buf: Uint8Array, view: DataView, e: DirectoryEntry): [number, number] {
  const at = e.offset;
  if (at + 30 > buf.length || view.getUint32(at, true) !== LOCAL) {
    throw new ZipRefused('not-zip', `no local header for ${e.name}`);
  }
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  // The central directory's compressed size: the local header's is 0 when a data descriptor follows.
  const end = start + e.compressed;
  if (end > buf.length) throw new ZipRefused('not-zip', `${e.name} runs past the end`);
  return [start, end];
}

/**
 * Inflates every entry of the zip, counting the bytes that really come out: refuses (`ZipRefused`) as soon as
 * the total, one entry, or one entry's ratio of inflated to compressed bytes passes its limit, without inflating
 * the rest. The declared sizes are checked first. Entries whose data overlap (a known bomb shape), encrypted
 * entries and methods other than stored and deflate are refused as damaged.
 */
export function inflateZip(buf: Uint8Array, limits: InflateLimits): ZipEntry[] {
  const entries = readDirectory(buf, limits.maxEntries);
  checkDeclared(entries, limits);
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  const ranges = entries.map((e) => dataRange(buf, view, e));
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i]![0] < sorted[i - 1]![1]) throw new ZipRefused('not-zip', 'entries overlap');
  }
  const out: ZipEntry[] = [];
  let total = 0;
  for (const [i, e] of entries.entries()) {
    const [start, end] = ranges[i]!;
    if (e.flags & 0x0001) throw new ZipRefused('not-zip', `${e.name} is encrypted`);
    let data: Uint8Array;
    if (e.method === 0) {
      data = buf.subarray(start, end);
      total += data.length;
      if (data.length > limits.maxEntry) throw new ZipRefused('too-big', `${e.name} is over the limit`);
      if (total > limits.maxUncompressed) throw new ZipRefused('too-big', 'over the total limit');
    } else if (e.method === 8) {
      data = inflateEntry(buf.subarray(start, end), e.name, limits, (n) => {
        total += n;
        if (total > limits.maxUncompressed) throw new ZipRefused('too-big', 'over the total limit');
      });
    } else {
      throw new ZipRefused('not-zip', `${e.name} uses method ${e.method}`);
    }
    out.push({ name: e.name, data });
  }
  return out;
}

/** One deflated entry, fed to the inflater `STEP` bytes at a time, each output chunk counted before the next. */
function inflateEntry(
  compressed: Uint8Array,
  name: string,
  limits: InflateLimits,
  count: (bytes: number) => void,
): Uint8Array {
  const chunks: Uint8Array[] = [];
  let inflated = 0;
  let fed = 0;
  let done = false;
  const inflater = new Inflate((chunk, final) => {
    inflated += chunk.length;
    if (inflated > limits.maxEntry) throw new ZipRefused('too-big', `${name} is over the limit`);
    if (inflated > RATIO_FLOOR && inflated / Math.max(1, fed) > limits.maxRatio) {
      throw new ZipRefused('too-big', `${name} inflates ${Math.round(inflated / fed)} times`);
    }
    count(chunk.length);
    if (chunk.length > 0) chunks.push(chunk);
    if (final) done = true;
  });
  try {
    do {
      const next = Math.min(compressed.length, fed + STEP);
      const piece = compressed.subarray(fed, next);
      fed = next;
      inflater.push(piece, fed === compressed.length);
    } while (fed < compressed.length);
  } catch (error) {
    if (error instanceof ZipRefused) throw error;
    throw new ZipRefused('not-zip', `${name}: ${(error as Error).message}`);
  }
  if (!done) throw new ZipRefused('not-zip', `${name} is cut short`);
  if (chunks.length === 1) return chunks[0]!;
  const data = new Uint8Array(inflated);
  let at = 0;
  for (const c of chunks) {
    data.set(c, at);
    at += c.length;
  }
  return data;
}
