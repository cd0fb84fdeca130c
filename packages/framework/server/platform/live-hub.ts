import type { Database } from '../db/client';

/** The channel the database's live-event triggers notify, with the store's id as the payload (tenancy.sql). */
export const LIVE_CHANNEL = 'live_events';

/**
 * One process's ear on the database's live events (docs/live.md): a single LISTEN, shared by every open stream
 * of the process. PostgreSQL delivers a NOTIFY to every process listening, and only once the transaction that
 * raised it commits, so an event written by another server process, the storefront or a trigger of any write
 * reaches the streams here as soon as it can be read. What it hears is a store's id: each stream of that store
 * then reads what it has not sent, so a lost notification costs a delay, never an event.
 */
export interface LiveHub {
  /** Calls `wake` whenever the store may have new events (and after a lost connection). Answers the stop. */
  watch(store: number, wake: () => void): () => void;
  /** Calls `end` as the server closes (a stream ends, so the server is not kept waiting). Answers the undo. */
  onClose(end: () => void): () => void;
  close(): Promise<void>;
}

export function createLiveHub(database: Database, onError: (error: unknown) => void): LiveHub {
  const watchers = new Map<number, Set<() => void>>();
  const enders = new Set<() => void>();
  let listening: Promise<(() => Promise<void>) | undefined> | undefined;
  let closed = false;
  const wakeAll = () => {
    for (const set of watchers.values()) for (const wake of set) wake();
  };
  const start = () => {
    listening ??= database
      .listen(
        LIVE_CHANNEL,
        (payload) => {
          const store = Number(payload);
          for (const wake of watchers.get(store) ?? []) wake();
        },
        wakeAll,
      )
      .then((stop) => {
        // A stream's first read may come before the LISTEN is in place: an event committed between the two
        // raised no notification here. Each stream reads once more now, so none waits for its own clock.
        wakeAll();
        return stop;
      })
      .catch((error: unknown) => {
        // The streams still read on their own clock (live.routes.ts); the next watch tries again.
        onError(error);
        listening = undefined;
        return undefined;
      });
  };
  // The database back after it went away: a LISTEN that could not be made is made now, and every stream reads
  // what it missed (its reads failed meanwhile; the LISTEN's own reconnection wakes them too, on PostgreSQL).
  const unwatch = database.availability.subscribe((change) => {
    if (change.state !== 'back' || closed) return;
    if (watchers.size > 0) start();
    wakeAll();
  });
  return {
    watch(store, wake) {
      if (closed) return () => {};
      start();
      let set = watchers.get(store);
      if (!set) {
        set = new Set();
        watchers.set(store, set);
      }
      set.add(wake);
      return () => {
        set.delete(wake);
        if (set.size === 0 && watchers.get(store) === set) watchers.delete(store);
      };
    },
    onClose(end) {
      enders.add(end);
      return () => enders.delete(end);
    },
    async close() {
      closed = true;
      unwatch();
      for (const end of [...enders]) end();
      enders.clear();
      watchers.clear();
      const stop = await listening;
      await stop?.();
    },
  };
}
