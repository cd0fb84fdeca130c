import { performance } from 'node:perf_hooks';
import { SHEET_POOL, SheetPool } from '@yanye/framework/server';
import { describe, expect, it } from 'vitest';

/**
 * The threads that read uploaded sheets (engine/import-export/sheet-pool.ts): reused, one kept ready, a sheet that needs too
 * much heap or time refused with the worker stopped and the process unharmed, and a short queue past which an
 * upload is refused as busy.
 */

describe('the sheet workers', () => {
  const csv = (text: string) => ({ bytes: Buffer.from(text), csv: true, maxRows: 50_000 });
  // A CSV of one giant line: 4.5 million cells, which take SheetJS over 500 MB of heap.
  const giantLine = () => csv('a,'.repeat(4_500_000));

  it('read a sheet in a worker thread, reused for the next', async () => {
    const pool = new SheetPool();
    try {
      expect(await pool.read(csv('a,b\n1,2\n'))).toEqual({
        ok: true,
        rows: [
          ['a', 'b'],
          [1, 2],
        ],
      });
      expect(await pool.read(csv('c\n3\n'))).toEqual({ ok: true, rows: [['c'], [3]] });
      expect(pool.workers).toBe(1);
    } finally {
      await pool.close();
    }
  });

  it('keep one worker ready once warmed, and stop the others when idle', async () => {
    const idleMs = 300;
    const pool = new SheetPool({ ...SHEET_POOL, size: 2, keep: 1, idleMs });
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    try {
      pool.warm();
      expect(pool.workers).toBe(1);
      // Two at once take both workers (the second is started for it); idle again, the second stops and the
      // first stays ready, however long it sits.
      const reads = [pool.read(csv('a\n1\n')), pool.read(csv('b\n2\n'))];
      expect(pool.workers).toBe(2);
      expect((await Promise.all(reads)).every((o) => o.ok)).toBe(true);
      for (let i = 0; i < 100 && pool.workers > 1; i++) await sleep(50);
      expect(pool.workers).toBe(1);
      await sleep(idleMs * 3);
      expect(pool.workers).toBe(1);
      expect(await pool.read(csv('c\n3\n'))).toEqual({ ok: true, rows: [['c'], [3]] });
    } finally {
      await pool.close();
    }
  });

  it('refuse a sheet needing more than the heap limit, the process unharmed, and go on', async () => {
    const pool = new SheetPool({ ...SHEET_POOL, heapMb: 64, youngMb: 8 });
    try {
      const started = performance.now();
      expect(await pool.read(giantLine())).toMatchObject({ ok: false, refusal: 'too-big' });
      expect(performance.now() - started).toBeLessThan(SHEET_POOL.timeoutMs);
      expect(await pool.read(csv('a\n1\n'))).toEqual({ ok: true, rows: [['a'], [1]] });
    } finally {
      await pool.close();
    }
  });

  it('terminate a sheet taking longer than the time limit', async () => {
    const pool = new SheetPool({ ...SHEET_POOL, heapMb: 2048, timeoutMs: 1500 });
    try {
      // Started and warm, so the limit falls on the reading (the limit counts a worker's start too).
      await pool.read(csv('a\n1\n'));
      const started = performance.now();
      expect(await pool.read(giantLine())).toMatchObject({ ok: false, refusal: 'timeout' });
      expect(performance.now() - started).toBeLessThan(2500);
      expect(pool.workers).toBe(0);
    } finally {
      await pool.close();
    }
  });

  it('refuse as busy past a small queue, never queueing forever', async () => {
    const pool = new SheetPool({ ...SHEET_POOL, size: 1, queue: 1 });
    try {
      await pool.read(csv('a\n1\n'));
      const slow = pool.read(csv(`a\n${'1\n'.repeat(40_000)}`));
      const waiting = pool.read(csv('b\n2\n'));
      expect(await pool.read(csv('c\n3\n'))).toMatchObject({ ok: false, refusal: 'busy' });
      expect(await slow).toMatchObject({ ok: true });
      expect(await waiting).toEqual({ ok: true, rows: [['b'], [2]] });
    } finally {
      await pool.close();
    }
  });
});
