/**
 * Reads a zip's central directory (xlsx files are zips) to refuse a bomb before anything inflates it:
 * too many entries, too much uncompressed data, or a compression ratio no spreadsheet has.
 */
export interface ZipLimits {
  readonly maxEntries: number;
  readonly maxUncompressed: number;
  readonly maxRatio: number;
}

export type ZipVerdict = 'ok' | 'not-zip' | 'too-big';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;

export function checkZip(buf: Buffer, limits: ZipLimits): ZipVerdict {
  // The end-of-central-directory record sits in the last 22 bytes plus an optional comment of up to 64 KiB.
  const floor = Math.max(0, buf.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = buf.length - 22; i >= floor; i--) {
    if (buf.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return 'not-zip';
  const entries = buf.readUInt16LE(eocd + 10);
  const offset = buf.readUInt32LE(eocd + 16);
  // 0xffff / 0xffffffff mean zip64, which no spreadsheet of ours needs.
  if (entries === 0xffff || offset === 0xffffffff || entries > limits.maxEntries) return 'too-big';
  let pos = offset;
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (pos + 46 > buf.length || buf.readUInt32LE(pos) !== CENTRAL) return 'not-zip';
    const compressed = buf.readUInt32LE(pos + 20);
    const uncompressed = buf.readUInt32LE(pos + 24);
    if (uncompressed === 0xffffffff || compressed === 0xffffffff) return 'too-big';
    total += uncompressed;
    if (total > limits.maxUncompressed) return 'too-big';
    if (uncompressed > 1024 * 1024 && uncompressed / Math.max(1, compressed) > limits.maxRatio)
      return 'too-big';
    pos += 46 + buf.readUInt16LE(pos + 28) + buf.readUInt16LE(pos + 30) + buf.readUInt16LE(pos + 32);
  }
  return 'ok';
}
