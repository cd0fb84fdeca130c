import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { crc32, createDeflateRaw, deflateRawSync, type ZlibOptions } from 'node:zlib';
import { Zip, type ZipInputFile } from 'fflate';

/**
 * A zip written to a stream as it grows. fflate (already ours: the import's zip guard inflates with it) lays out
 * the archive: headers, data descriptors, the central directory. The bytes of each part are deflated and summed by
 * Node's own zlib instead of fflate's JavaScript deflate: zlib deflates on libuv's threads beside the JavaScript
 * that writes the sheet, and its CRC-32 is ten times fflate's or yazl's, which on a million-row sheet is seconds.
 * fflate's `ZipInputFile` is the interface it offers for exactly this (a part compressed elsewhere).
 */

/** The most bytes a part or the whole zip may have: fflate writes no zip64, whose sizes start there. */
const ZIP32_LIMIT = 0xffff_ffff;

const DEFLATE = 8;
/** Bytes of text the deflater may hold before a writer waits for it. */
const PENDING = 1024 * 1024;

/** A part as fflate takes it: its sizes and checksum are filled in by the time its last chunk arrives. */
function inputFile(filename: string): ZipInputFile & { size: number; crc: number } {
  return { filename, size: 0, crc: 0, compression: DEFLATE, mtime: new Date() };
}

export interface ZipStream {
  /** Adds a part whole (the small XML parts of a package). */
  addPart(path: string, content: string): void;
  /**
   * Starts the part that is written as it comes, which must be the last (fflate holds later parts back until it
   * ends). Answers the functions that write to it and wait for room.
   */
  openPart(path: string, level: number): StreamedPart;
}

export interface StreamedPart {
  /** Writes bytes to the part (it keeps them); answers false when the caller should wait for `room()`. */
  write(bytes: Buffer): boolean;
  /** Waits until the deflater and `out` have taken what was written (rejects if `out` failed or closed). */
  room(): Promise<void>;
  /** Ends the part and the zip; resolves once `out` has been ended. */
  end(): Promise<void>;
}

/** Waits for `drain` on `stream`, unless it fails or closes first. */
async function drained(stream: Writable): Promise<void> {
  if (!stream.writableNeedDrain) return;
  const stop = new AbortController();
  try {
    await Promise.race([
      once(stream, 'drain', { signal: stop.signal }),
      once(stream, 'close', { signal: stop.signal }).then(() => {
        throw new Error('the stream closed before the file was written');
      }),
    ]);
  } finally {
    stop.abort();
  }
}

/** A zip written to `out`, which it ends once the last part is done. */
export function zipStream(out: Writable): ZipStream {
  let failure: Error | undefined;
  let total = 0;
  const zip = new Zip((error, chunk, final) => {
    // A reader gone away (a download cancelled) takes nothing more; the next write or wait reports it.
    if (out.destroyed) return;
    if (error) {
      failure = error;
      out.destroy(error);
      return;
    }
    total += chunk.length;
    if (total > ZIP32_LIMIT) {
      failure = new Error('the export is over 4 GiB, more than a zip without zip64 holds');
      out.destroy(failure);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });

  return {
    addPart(path, content) {
      const bytes = Buffer.from(content);
      const file = inputFile(path);
      zip.add(file);
      file.size = bytes.length;
      file.crc = crc32(bytes);
      file.ondata!(null, deflateRawSync(bytes), true);
    },

    openPart(path, level) {
      const file = inputFile(path);
      zip.add(file);
      // Room for a few chunks of text: zlib deflates one while the writer makes the next.
      const deflate = createDeflateRaw({ level, writableHighWaterMark: PENDING } as ZlibOptions);
      deflate.on('data', (chunk: Buffer<ArrayBuffer>) => file.ondata!(null, chunk, false));
      const ended = once(deflate, 'end').then(() => {
        if (file.size > ZIP32_LIMIT)
          throw new Error('the sheet is over 4 GiB, more than a zip without zip64 holds');
        file.ondata!(null, new Uint8Array(0), true);
        zip.end();
      });
      // Reported by `room` or `end`; a deflater that fails is no unhandled rejection meanwhile.
      ended.catch(() => undefined);
      return {
        write(text) {
          if (failure || out.destroyed)
            throw failure ?? new Error('the stream closed before the file was written');
          const bytes = Buffer.from(text);
          file.crc = crc32(bytes, file.crc);
          file.size += bytes.length;
          return deflate.write(bytes);
        },
        async room() {
          await drained(deflate);
          await drained(out);
        },
        async end() {
          deflate.end();
          await ended;
          if (failure) throw failure;
        },
      };
    },
  };
}
