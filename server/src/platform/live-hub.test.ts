import { describe, expect, it } from 'vitest';
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
});
