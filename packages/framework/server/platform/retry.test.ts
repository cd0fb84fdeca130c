import { describe, expect, it } from 'vitest';
import { retrying } from './retry';

const dbError = (code: string) =>
  Object.assign(new Error('driver'), { cause: Object.assign(new Error(code), { code }) });

describe('retrying a transaction the database gave up', () => {
  it('runs it again after a deadlock or a serialization failure', async () => {
    let calls = 0;
    const result = await retrying(async () => {
      calls++;
      if (calls === 1) throw dbError('40P01');
      if (calls === 2) throw dbError('40001');
      return 'done';
    });
    expect(result).toBe('done');
    expect(calls).toBe(3);
  });

  it('gives up after three attempts, and never retries other errors', async () => {
    let calls = 0;
    await expect(
      retrying(async () => {
        calls++;
        throw dbError('40P01');
      }),
    ).rejects.toThrow('driver');
    expect(calls).toBe(3);
    calls = 0;
    await expect(
      retrying(async () => {
        calls++;
        throw dbError('23505');
      }),
    ).rejects.toThrow();
    expect(calls).toBe(1);
  });
});
