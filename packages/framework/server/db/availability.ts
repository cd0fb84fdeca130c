import { sqlState } from './errors';

/**
 * Whether the database answers, as this process sees it (docs/operations.md, "When the database goes away"): a
 * restart, a failover, a pooler's restart or an administrator ending the console's sessions cuts its
 * connections. The console then answers 503 instead of dying, tells the log once that the database went away
 * and once that it is back, and carries on when it is.
 */

/** Node's socket errors that say the server is not there (refused, reset, unreachable, timed out, not found). */
const SOCKET_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that ends or refuses sessions: class 08 (connection exceptions, but 08P01, a protocol
 * violation, which is a bug), 57P01 to 57P03 (shut down by an administrator, after a crash, or not taking
 * connections while it starts or stops), 53300 (no connection slot left).
 */
function refusesSessions(state: string | undefined): boolean {
  if (state === undefined) return false;
  if (state.startsWith('08')) return state !== '08P01';
  return state === '57P01' || state === '57P02' || state === '57P03' || state === '53300';
}

/** pg's own words for a connection that broke or could not be made (these errors carry no code). */
const LOST_CONNECTION =
  /^(Connection terminated|Client has encountered a connection error and is not queryable|Client was closed and is not queryable)/;
/** pg-pool's words when no connection of its own came free in time: the database may be well, the pool is full. */
const POOL_BUSY = /^timeout exceeded when trying to connect/;

/** The errors of `error` and its causes (Drizzle wraps the driver's error as `cause`), outermost first. */
function* chain(error: unknown): Generator<Error & { code?: unknown }> {
  for (let e = error, depth = 0; e instanceof Error && depth < 4; depth++) {
    yield e as Error & { code?: unknown };
    e = e.cause;
  }
}

/**
 * A connection the pool could not make, whatever the reason (refused, timed out, a database not taking
 * connections, a password changed under the console): there is no database to work with until one can be made.
 */
export class ConnectFailed extends Error {
  constructor(cause: unknown) {
    super(`could not connect to the database: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'ConnectFailed';
  }
}

/** The error says the connection to the database was lost or could not be made: the database is away. */
export function isConnectionLoss(error: unknown): boolean {
  if (refusesSessions(sqlState(error))) return true;
  for (const e of chain(error)) {
    if (e instanceof ConnectFailed) return true;
    if (typeof e.code === 'string' && SOCKET_CODES.has(e.code)) return true;
    if (LOST_CONNECTION.test(e.message)) return true;
    // A connection that failed several ways at once (both of localhost's addresses refused).
    if (e instanceof AggregateError && e.errors.some(isConnectionLoss)) return true;
  }
  return false;
}

/**
 * A connection refused for now, not for good: the server is not up, is starting or stopping, has no slot left,
 * or takes no connections to this database for a while (55000, `allow_connections` off during maintenance). A
 * wrong password or a database that does not exist is for good.
 */
export function refusedForNow(error: unknown): boolean {
  return isConnectionLoss(error) || sqlState(error) === '55000';
}

/**
 * The request could not be served for want of the database, and nothing of it was kept unless its answer was
 * lost on the way (a write's COMMIT sent as its connection broke): a 503, to be asked again later. A write asked
 * again with its Idempotency-Key is done once either way.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return isConnectionLoss(error) || [...chain(error)].some((e) => POOL_BUSY.test(e.message));
}

/** A change of the database's availability, as the log tells it. */
export type AvailabilityChange =
  | { readonly state: 'away'; readonly reason: string }
  | { readonly state: 'back'; readonly awayMs: number };

export interface Availability {
  /** The database did not answer the last look: since when (ms since the epoch), else undefined. */
  readonly awaySince: number | undefined;
  /** Why it is away, in the driver's words. */
  readonly reason: string | undefined;
  /** Hears each change, once each: gone away, back. Answers the undo. */
  subscribe(listener: (change: AvailabilityChange) => void): () => void;
  /**
   * Told of an error from the database: a lost connection marks the database away (unless it is already) and
   * starts looking until it answers again. `connectedAt` (ms since the epoch) is when the connection that failed
   * was made: one made before the database last went away only echoes that absence, already told. Answers
   * whether the error was such a loss.
   */
  noticed(error: unknown, connectedAt?: number): boolean;
  /** Stops looking, as the database is closed. */
  close(): void;
}

/** The database in this process (PGlite): it never goes away. */
export const ALWAYS_THERE: Availability = {
  awaySince: undefined,
  reason: undefined,
  subscribe: () => () => {},
  noticed: () => false,
  close: () => {},
};

/**
 * The pauses before each look while the database is away: soon at first (the errors of its other connections
 * arrive meanwhile), then once a second.
 */
const LOOK_AFTER_MS = [50, 100, 250, 500, 1000] as const;

/**
 * Watches a database that can go away: `look` tries it afresh (a new connection of its own, not one of the pool,
 * which may be full of work) and throws while it does not answer.
 */
export function watchAvailability(look: () => Promise<void>): Availability {
  const listeners = new Set<(change: AvailabilityChange) => void>();
  let awaySince: number | undefined;
  let reason: string | undefined;
  let timer: NodeJS.Timeout | undefined;
  let looks = 0;
  let closed = false;
  /** When the database last went away (ms since the epoch). */
  let wentAt = Number.NEGATIVE_INFINITY;
  const tell = (change: AvailabilityChange) => {
    for (const listener of [...listeners]) {
      try {
        listener(change);
      } catch {
        // A listener's fault is its own; the others are still told.
      }
    }
  };
  const lookLater = () => {
    if (closed) return;
    const pause = LOOK_AFTER_MS[Math.min(looks, LOOK_AFTER_MS.length - 1)]!;
    looks++;
    timer = setTimeout(() => {
      look().then(
        () => {
          if (closed || awaySince === undefined) return;
          const awayMs = Date.now() - awaySince;
          awaySince = undefined;
          reason = undefined;
          timer = undefined;
          tell({ state: 'back', awayMs });
        },
        (error: unknown) => {
          if (error instanceof Error) reason = error.message;
          lookLater();
        },
      );
    }, pause);
    timer.unref();
  };
  return {
    get awaySince() {
      return awaySince;
    },
    get reason() {
      return reason;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    noticed(error, connectedAt) {
      if (!isConnectionLoss(error)) return false;
      if (awaySince !== undefined || closed) return true;
      if (connectedAt !== undefined && connectedAt <= wentAt) return true;
      awaySince = Date.now();
      wentAt = awaySince;
      reason = error instanceof Error ? error.message : String(error);
      looks = 0;
      tell({ state: 'away', reason });
      lookLater();
      return true;
    },
    close() {
      closed = true;
      clearTimeout(timer);
      listeners.clear();
    },
  };
}
