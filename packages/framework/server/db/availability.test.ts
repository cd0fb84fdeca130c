import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type AvailabilityChange,
  ConnectFailed,
  isConnectionLoss,
  isDatabaseUnavailable,
  refusedForNow,
  watchAvailability,
} from './availability';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** As Drizzle wraps the driver's error. */
const wrapped = (cause: Error) => new Error('Failed query: select 1', { cause });

describe('what says the database is away', () => {
  it.each([
    [
      'a session ended by an administrator (57P01)',
      withCode('terminating connection due to administrator command', '57P01'),
    ],
    ['a server starting or stopping (57P03)', withCode('the database system is shutting down', '57P03')],
    ['a connection exception (08006)', withCode('connection failure', '08006')],
    ['no connection slot left (53300)', withCode('sorry, too many clients already', '53300')],
    ['a refused socket', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset socket', withCode('read ECONNRESET', 'ECONNRESET')],
    ['pg: a connection ended under a query', new Error('Connection terminated unexpectedly')],
    [
      'pg: a connection that failed before',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['pg: a connection that timed out', new Error('Connection terminated due to connection timeout')],
    [
      'the same wrapped by Drizzle',
      wrapped(withCode('terminating connection due to administrator command', '57P01')),
    ],
    [
      'any connection that could not be made (a database not taking connections, 55000)',
      wrapped(new ConnectFailed(withCode('database "x" is not currently accepting connections', '55000'))),
    ],
    ['both of localhost refused', Object.assign(new AggregateError([withCode('x', 'ECONNREFUSED')], ''), {})],
  ])('%s', (_what, error) => {
    expect(isConnectionLoss(error)).toBe(true);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('a start waits for a database refusing connections for now, not for a wrong password', () => {
    expect(refusedForNow(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(refusedForNow(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(refusedForNow(withCode('database "x" is not currently accepting connections', '55000'))).toBe(
      true,
    );
    expect(refusedForNow(withCode('password authentication failed for user "x"', '28P01'))).toBe(false);
    expect(refusedForNow(withCode('database "x" does not exist', '3D000'))).toBe(false);
  });

  it('a full pool is unavailable, but says nothing of the database', () => {
    const busy = new Error('timeout exceeded when trying to connect');
    expect(isDatabaseUnavailable(busy)).toBe(true);
    expect(isConnectionLoss(busy)).toBe(false);
  });

  it.each([
    ['a unique violation', withCode('duplicate key', '23505')],
    ['a protocol violation (a bug, not the database away)', withCode('protocol', '08P01')],
    ['a statement cancelled', withCode('canceling statement due to statement timeout', '57014')],
    ['an error of our own', new Error('no resource serves /v1/x')],
    ['not an error', 'ECONNREFUSED'],
  ])('%s is not', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('watching the database', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says it went away once and back once, however many errors came between, looking until it answers', async () => {
    vi.useFakeTimers();
    let answers = false;
    let looks = 0;
    const watch = watchAvailability(async () => {
      looks++;
      if (!answers) throw withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
    });
    const changes: AvailabilityChange[] = [];
    watch.subscribe((c) => changes.push(c));

    const madeBefore = Date.now();
    expect(watch.noticed(new Error('duplicate key'))).toBe(false);
    expect(watch.awaySince).toBeUndefined();
    const cut = withCode('terminating connection due to administrator command', '57P01');
    for (let i = 0; i < 20; i++) expect(watch.noticed(cut)).toBe(true);
    expect(changes).toEqual([
      { state: 'away', reason: 'terminating connection due to administrator command' },
    ]);
    expect(watch.awaySince).toBeTypeOf('number');

    await vi.advanceTimersByTimeAsync(5000);
    expect(looks).toBeGreaterThan(3);
    // Once a second at most once it has been away a while.
    const before = looks;
    await vi.advanceTimersByTimeAsync(3000);
    expect(looks - before).toBeLessThanOrEqual(3);
    expect(watch.reason).toBe('connect ECONNREFUSED 127.0.0.1:5432');
    expect(changes).toHaveLength(1);

    answers = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(changes).toHaveLength(2);
    expect(changes[1]).toMatchObject({ state: 'back' });
    expect((changes[1] as { awayMs: number }).awayMs).toBeGreaterThanOrEqual(8000);
    expect(watch.awaySince).toBeUndefined();
    const settled = looks;
    await vi.advanceTimersByTimeAsync(5000);
    expect(looks).toBe(settled);

    // A connection made before it went away, failing late: the same absence, not told again.
    expect(watch.noticed(cut, madeBefore)).toBe(true);
    expect(watch.awaySince).toBeUndefined();
    // Away again later (a connection made since): told again.
    watch.noticed(cut, Date.now());
    await vi.advanceTimersByTimeAsync(100);
    expect(changes.map((c) => c.state)).toEqual(['away', 'back', 'away', 'back']);
    watch.close();
  });

  it('stops looking when closed', async () => {
    vi.useFakeTimers();
    let looks = 0;
    const watch = watchAvailability(async () => {
      looks++;
      throw withCode('refused', 'ECONNREFUSED');
    });
    watch.noticed(withCode('refused', 'ECONNREFUSED'));
    await vi.advanceTimersByTimeAsync(2000);
    watch.close();
    const seen = looks;
    await vi.advanceTimersByTimeAsync(5000);
    expect(looks).toBe(seen);
  });
});
