import { describe, expect, it } from 'vitest';
import { ALWAYS_THERE, type AvailabilityChange } from '../db/availability';
import type { Database } from '../db/client';
import { createLiveHub } from './live-hub';

/** A database whose LISTEN is put in place when the test says so, and which notifies when it is told to. */
function slowListener() {
  let ready!: () => void;
  let notify: ((payload: string) => void) | undefined;
  const database = {
    listen: (_channel: string, onNotify: (payload: string) => void) =>
      new Promise<() => Promise<void>>((resolve) => {
        ready = () => {
          notify = onNotify;
          resolve(async () => {});
        };
      }),
    availability: ALWAYS_THERE,
  } as unknown as Database;
  return { database, listening: () => ready(), notify: (store: number) => notify?.(String(store)) };
}

const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the live hub', () => {
  it('wakes every stream once its LISTEN is in place: an event committed before it raised no notification here', async () => {
    const db = slowListener();
    const hub = createLiveHub(db.database, (error) => {
      throw error;
    });
    let wakes = 0;
    hub.watch(7, () => wakes++);
    await turn();
    expect(wakes).toBe(0);
    db.listening();
    await turn();
    expect(wakes).toBe(1);
    // From then on, a store's notification wakes its streams only.
    let others = 0;
    hub.watch(8, () => others++);
    db.notify(7);
    expect([wakes, others]).toEqual([2, 0]);
    await hub.close();
  });

  it('wakes every stream when the database is back, and makes the LISTEN that failed while it was away', async () => {
    let tell: ((change: AvailabilityChange) => void) | undefined;
    let attempts = 0;
    const database = {
      listen: async () => {
        attempts++;
        if (attempts === 1) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
        return async () => {};
      },
      availability: {
        ...ALWAYS_THERE,
        subscribe: (listener: (change: AvailabilityChange) => void) => {
          tell = listener;
          return () => {
            tell = undefined;
          };
        },
      },
    } as unknown as Database;
    const failures: unknown[] = [];
    const hub = createLiveHub(database, (error) => failures.push(error));
    let wakes = 0;
    hub.watch(7, () => wakes++);
    await turn();
    expect([attempts, failures.length, wakes]).toEqual([1, 1, 0]);
    tell?.({ state: 'back', awayMs: 1200 });
    await turn();
    // Woken as it came back, and again once the LISTEN made anew is in place.
    expect(attempts).toBe(2);
    expect(wakes).toBe(2);
    await hub.close();
    expect(tell).toBeUndefined();
  });
});
