import { performance } from 'node:perf_hooks';
import { deflateRawSync } from 'node:zlib';
import { checkZip, inflateZip, MAX_INFLATED_BYTES, SHEET_ZIP_LIMITS } from '@yanye/framework/server';
import { describe, expect, it } from 'vitest';
import { deflateRun, limits, lyingBomb, MiB, makeZip, refusal, sheetLike } from './hostile-files';

/** The zip guard an import's xlsx goes through before it is read: it counts the bytes it really inflates. */
describe('the zip guard counts the bytes it really inflates', () => {
  it('reads the real size of an entry whose headers lie, which the declared check alone cannot see', () => {
    const data = sheetLike(3 * MiB);
    const zip = makeZip([{ name: 'a.xml', data, declared: 10 }]);
    expect(checkZip(zip, SHEET_ZIP_LIMITS)).toBe('ok');
    const [entry] = inflateZip(zip, SHEET_ZIP_LIMITS);
    expect(entry!.data.length).toBe(3 * MiB);
    expect(Buffer.from(entry!.data).equals(data)).toBe(true);
    // Below the total by its headers, above it by its bytes.
    expect(refusal(() => inflateZip(zip, limits({ maxUncompressed: 2 * MiB })))).toBe('too-big');
  });

  it('stops inflating at the cap: the damaged rest of the entry is never reached', () => {
    const data = sheetLike(8 * MiB);
    const deflated = deflateRawSync(data);
    // The last third of the stream is garbage: inflating it all would fail as damaged.
    deflated.fill(0xff, Math.floor((deflated.length * 2) / 3));
    const zip = makeZip([{ name: 'a.xml', deflated, declared: 100 }]);
    expect(refusal(() => inflateZip(zip, SHEET_ZIP_LIMITS))).toBe('not-zip');
    expect(refusal(() => inflateZip(zip, limits({ maxUncompressed: 2 * MiB })))).toBe('too-big');
    expect(refusal(() => inflateZip(zip, limits({ maxEntry: 2 * MiB })))).toBe('too-big');
    // Nor the entries after it.
    const two = makeZip([
      { name: 'a.xml', data: sheetLike(3 * MiB), declared: 100 },
      { name: 'b.xml', deflated: Buffer.from([0xff, 0xff, 0xff, 0xff]), declared: 100 },
    ]);
    expect(refusal(() => inflateZip(two, limits({ maxUncompressed: 2 * MiB })))).toBe('too-big');
    expect(refusal(() => inflateZip(two, SHEET_ZIP_LIMITS))).toBe('not-zip');
  });

  it('counts all entries together against the total', () => {
    const parts = [1, 2, 3].map((n) => ({ name: `${n}.xml`, data: sheetLike(MiB), declared: 100 }));
    const zip = makeZip(parts);
    expect(inflateZip(zip, limits({ maxUncompressed: 3 * MiB })).map((e) => e.data.length)).toEqual([
      MiB,
      MiB,
      MiB,
    ]);
    expect(refusal(() => inflateZip(zip, limits({ maxUncompressed: 3 * MiB - 1 })))).toBe('too-big');
  });

  it('refuses a ratio of inflated to compressed bytes no spreadsheet has, once past 1 MiB', async () => {
    const run = await deflateRun('', 0x20, 4 * MiB, '');
    const zip = makeZip([{ name: 'a.xml', deflated: run, declared: 100 }]);
    expect(run.length).toBeLessThan(8 * 1024);
    expect(refusal(() => inflateZip(zip, SHEET_ZIP_LIMITS))).toBe('too-big');
    expect(inflateZip(zip, limits({ maxRatio: 2000 }))[0]!.data.length).toBe(4 * MiB);
    // A small part may be that regular.
    const small = makeZip([{ name: 'a.xml', data: Buffer.alloc(512 * 1024, 0x20) }]);
    expect(inflateZip(small, SHEET_ZIP_LIMITS)[0]!.data.length).toBe(512 * 1024);
  });

  it('refuses too many entries, overlapping entries, unknown methods, and what the headers declare too big', () => {
    const parts = Array.from({ length: 5 }, (_, i) => ({ name: `${i}.xml`, data: Buffer.from('x') }));
    expect(refusal(() => inflateZip(makeZip(parts), limits({ maxEntries: 4 })))).toBe('too-big');
    expect(inflateZip(makeZip(parts), limits({ maxEntries: 5 }))).toHaveLength(5);
    // Two directory entries pointing at the same data (the overlapping-files bomb).
    const overlap = makeZip([
      { name: 'a.xml', data: sheetLike(64 * 1024) },
      { name: 'b.xml', data: sheetLike(64 * 1024) },
    ]);
    const eocd = overlap.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    const first = overlap.readUInt32LE(eocd + 16);
    const second = first + 46 + 'a.xml'.length;
    overlap.writeUInt32LE(overlap.readUInt32LE(first + 42), second + 42);
    overlap.writeUInt32LE(overlap.readUInt32LE(first + 20), second + 20);
    expect(refusal(() => inflateZip(overlap, SHEET_ZIP_LIMITS))).toBe('not-zip');
    // Method 12 (bzip2).
    const bzip = makeZip([{ name: 'a.xml', data: Buffer.from('x') }]);
    bzip.writeUInt16LE(12, bzip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 10);
    expect(refusal(() => inflateZip(bzip, SHEET_ZIP_LIMITS))).toBe('not-zip');
    const declared = makeZip([{ name: 'a.xml', data: Buffer.from('x'), declared: MAX_INFLATED_BYTES + 1 }]);
    expect(checkZip(declared, SHEET_ZIP_LIMITS)).toBe('too-big');
    expect(refusal(() => inflateZip(declared, SHEET_ZIP_LIMITS))).toBe('too-big');
    expect(checkZip(Buffer.from('not a zip at all'), SHEET_ZIP_LIMITS)).toBe('not-zip');
  });

  it('refuses the red team’s 300 MB bomb after inflating a few MiB, in milliseconds', async () => {
    const bomb = await lyingBomb(300 * MiB);
    expect(bomb.length).toBeLessThan(MiB);
    expect(checkZip(bomb, SHEET_ZIP_LIMITS)).toBe('ok');
    const started = performance.now();
    expect(refusal(() => inflateZip(bomb, SHEET_ZIP_LIMITS))).toBe('too-big');
    expect(performance.now() - started).toBeLessThan(500);
  });
});
