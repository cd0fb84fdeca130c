import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { inlined, type Statement } from './inline-sql';
import { AS_TEXT, shaped } from './message-results';

/** How a store's work runs (`Database.inStore`). */
export interface StoreOptions {
  /**
   * A read: no BEGIN or COMMIT; each statement runs in the implicit transaction of its own message, read only,
   * with the store set in front of it in that message. Under READ COMMITTED each statement of a transaction takes
   * its own snapshot anyway, so a read gives up nothing by it; a write in it fails.
   */
  readonly readOnly: boolean;
  /**
   * A statement that must pass before anything else of the work counts (the caller's principal check): sent in
   * the same message as the work's first statement, in front of it, so an error in it skips that statement.
   */
  readonly guard?: SQL | undefined;
  /** Told once the guard has passed. */
  onGuarded?(): void;
}

/** What a store's work may ask of its session besides statements (`Database.inStore` hands it over). */
export interface StoreSession {
  /**
   * Runs `fn` with PostgreSQL's setting `name` at `value` for each statement `fn` sends, written as a local
   * setting in the prefix of the statement's own message, so it costs no message of its own and lasts no longer
   * than the statement. Only a read on PostgreSQL has it (each statement there is a transaction of its own, where
   * nothing set before would last); in a transaction the caller sets it in a savepoint instead.
   */
  readonly locally?: <T>(name: string, value: string, fn: () => Promise<T>) => Promise<T>;
  /**
   * Sends `query`, whose answer nobody waits for (the operator log's row), in front of the work's next statement,
   * in that statement's message, or in its COMMIT's: it costs no message of its own, and an error of it fails
   * that statement (or the COMMIT), so the work, as its own would. Only a write on PostgreSQL has it; false when
   * the query's values cannot be written into its text: then it is for the caller to run.
   */
  readonly later?: (query: SQL | Statement) => boolean;
  /**
   * Sends a statement already in text, with its values as the driver takes them (platform/insert-rows.ts: an
   * insert compiled once per shape), as any statement of the work: no query builder turns it into text again.
   * Only a write on PostgreSQL has it.
   */
  readonly run?: (text: string, values: readonly unknown[]) => Promise<unknown>;
}

type QueryArgs = [config: string | pg.QueryConfig, values?: unknown[]];

/** A write's statement waiting for its message (`StoreClient.send`). */
interface Waiting {
  readonly text: string;
  readonly config: pg.QueryConfig;
  readonly resolve: (result: pg.QueryResult) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * The client drizzle is given for one store's work, on a pooled connection in pg's pipeline mode (client.ts).
 * The store setting and the guard travel in the same message as a statement, in front of it: one message of
 * the simple protocol whose statements run in one implicit transaction (or in the explicit one a write's BEGIN
 * at its head opens), each value written in as a literal escaped by pg (`pg.escapeLiteral`). A message is one
 * write to the socket and one Sync: an error in a statement of it skips those after it. So a read costs one
 * message a statement. A write's statements issued together (`Promise.all`) go in one message, sent once the
 * current turn of the event loop is done: the first with BEGIN, the store and the guard in front; the COMMIT
 * goes behind what `later` holds. A statement whose values cannot be written as literals goes with its
 * parameters, behind its prefix sent alone just before it.
 */
export class StoreClient {
  /** A write's opening (BEGIN, the store, the guard), until it has gone with a statement. */
  private opening: string[] | undefined;
  /** The guard, until it has passed; a read sends it with each statement until then. */
  private guard: string | undefined;
  /** The opening's answer once it has gone, alone or with a statement; rejected with its error. */
  private opened: Promise<unknown> | undefined;
  /** A read that had to open a transaction for a statement sent with its parameters. */
  private readOpen = false;
  /** A write's statements held by `later`, to go in front of its next statement or its COMMIT. */
  private held: string[] = [];
  /** A read's settings for its statements while a `locally` runs: `set_config(...)` calls of the prefix. */
  private readonly local = new Map<string, string>();
  /** A write's statements issued in this turn of the event loop, to go in one message at its end. */
  private waiting: Waiting[] = [];
  /** The work has ended (committed or rolled back): a statement now would run outside its transaction. */
  private ended = false;

  constructor(
    private readonly client: pg.PoolClient,
    private readonly store: string,
    private readonly o: StoreOptions,
    guard: Statement | undefined,
  ) {
    this.guard = guard && inlined(guard);
    if (!o.readOnly)
      this.opening = [
        'begin',
        `select set_config('app.supplier_id', ${pg.escapeLiteral(store)}, true)`,
        ...(this.guard ? [this.guard] : []),
      ];
  }

  /**
   * What a read's statement carries in front of it: the store (read only), the settings of a `locally` running,
   * and the guard until it passed.
   */
  private readPrefix(): string[] {
    let settings = '';
    for (const call of this.local.values()) settings += `, ${call}`;
    return [
      `select set_config('app.supplier_id', ${pg.escapeLiteral(this.store)}, true), set_config('transaction_read_only', 'on', true)${settings}`,
      ...(this.guard ? [this.guard] : []),
    ];
  }

  /** `StoreSession.locally` for a read. */
  async locally<T>(name: string, value: string, fn: () => Promise<T>): Promise<T> {
    if (!this.o.readOnly) throw new Error('a local setting of a statement in a transaction');
    if (this.local.has(name)) throw new Error(`${name} is set locally already`);
    this.local.set(name, `set_config(${pg.escapeLiteral(name)}, ${pg.escapeLiteral(value)}, true)`);
    try {
      return await fn();
    } finally {
      this.local.delete(name);
      // A statement sent with its parameters opened a transaction, where the setting lasts till it ends: undone.
      // (A transaction a cancelled statement aborted takes no statement: its error is the one that counts.)
      if (this.readOpen)
        await this.client.query(`set local ${pg.escapeIdentifier(name)} to default`).catch(() => undefined);
    }
  }

  private passed(): void {
    if (this.guard === undefined) return;
    this.guard = undefined;
    this.o.onGuarded?.();
  }

  /** `StoreSession.later` for a write. */
  later(statement: Statement): boolean {
    if (this.o.readOnly) throw new Error('a statement held in a read');
    const text = inlined(statement);
    if (text === undefined) return false;
    // Before the work's first statement, it joins the opening, which goes with that statement.
    if (this.opening) this.opening.push(text);
    else this.held.push(text);
    return true;
  }

  /** What drizzle calls: a read's statement goes on the wire now, a write's at the end of this turn. */
  query(...[config, values]: QueryArgs): Promise<pg.QueryResult> {
    const c: pg.QueryConfig = typeof config === 'string' ? { text: config } : config;
    if (this.ended) return Promise.reject(new Error("a statement after the store's work ended"));
    return this.o.readOnly ? this.read(c, values) : this.write(c, values);
  }

  private async read(c: pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    const prefix = this.readPrefix();
    const text = inlined({ text: c.text, values: values ?? c.values ?? [] });
    if (text === undefined) return this.withParameters(prefix, c, values);
    const guarded = this.guard !== undefined;
    // No values and no name: pg sends it as one message of the simple protocol.
    const results = (await this.client.query({
      ...c,
      name: undefined,
      text: [...prefix, text].join(';\n'),
      values: [],
    })) as unknown as pg.QueryResult | pg.QueryResult[];
    if (guarded) this.passed();
    return Array.isArray(results) ? results[results.length - 1]! : results;
  }

  private write(c: pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    const text = inlined({ text: c.text, values: values ?? c.values ?? [] });
    if (text === undefined) {
      // What waits goes first, in the order it was issued.
      this.send();
      const head = [...(this.opening ?? []), ...this.held];
      this.held = [];
      return this.withParameters(head, c, values);
    }
    return new Promise((resolve, reject) => {
      if (this.waiting.push({ text, config: c, resolve, reject }) === 1) setImmediate(() => this.send());
    });
  }

  /**
   * Sends the statements waiting, in one message of the simple protocol, behind the opening (if it has not gone)
   * and what `later` held. They come back as text, and each is shaped as its own config asks (`shaped`): a
   * message has one row mode and one set of parsers for all its statements.
   */
  private send(): void {
    const batch = this.waiting;
    if (batch.length === 0) return;
    this.waiting = [];
    const opening = this.opening;
    this.opening = undefined;
    const head = [...(opening ?? []), ...this.held];
    this.held = [];
    const guarded = opening !== undefined && this.guard !== undefined;
    const before = this.opened;
    const sent = this.client.query({
      text: [...head, ...batch.map((w) => w.text)].join(';\n'),
      rowMode: 'array',
      types: AS_TEXT,
    }) as unknown as Promise<pg.QueryResult | pg.QueryResult[]>;
    if (opening) this.opened = sent;
    sent.then(
      (results) => {
        const all = Array.isArray(results) ? results : [results];
        // One result a statement; a text of several statements answers its last, and only when alone.
        if (batch.length > 1 && all.length !== head.length + batch.length) {
          const error = new Error('a text of several statements was issued together with others');
          for (const w of batch) w.reject(error);
          return;
        }
        const own = all.slice(all.length - batch.length);
        if (guarded) this.passed();
        batch.forEach((w, i) => {
          try {
            w.resolve(shaped(own[i]!, w.config));
          } catch (error) {
            w.reject(error);
          }
        });
      },
      async (error: unknown) => {
        // The opening's error, when it failed, is the one that counts (this message then found the
        // transaction aborted).
        const told = await Promise.resolve(before).then(
          () => error,
          (first: unknown) => first,
        );
        for (const w of batch) w.reject(told);
      },
    );
  }

  /**
   * A statement that keeps its parameters: its prefix goes alone just before it (a read's in a read-only
   * transaction of its own, which `end` commits; a write's only if its opening or held statements have not gone).
   */
  private async withParameters(
    prefix: string[],
    c: pg.QueryConfig,
    values?: unknown[],
  ): Promise<pg.QueryResult> {
    let head = prefix;
    if (this.o.readOnly && !this.readOpen) {
      head = ['begin read only', ...prefix];
      this.readOpen = true;
    }
    const guarded = this.guard !== undefined && (this.o.readOnly || this.opening !== undefined);
    if (head.length > 0) {
      const opened = this.client.query(head.join(';\n'));
      opened.catch(() => undefined);
      if (this.o.readOnly ? this.readOpen : this.opening !== undefined) this.opened = opened;
      if (!this.o.readOnly) this.opening = undefined;
    }
    const sent = this.client.query(c, values ?? c.values);
    sent.catch(() => undefined);
    // An error of the opening (or of a statement before this one) is the one that counts.
    await this.opened;
    if (guarded) this.passed();
    return sent;
  }

  /** A read that made no statement still has its guard checked before its answer counts. */
  async settle(): Promise<void> {
    if (this.guard) await this.query('select 1');
  }

  /**
   * The work's end: a write's COMMIT (its opening's error is the work's) or ROLLBACK; a read's COMMIT only if it
   * opened a transaction.
   */
  async end(outcome: 'commit' | 'rollback'): Promise<void> {
    if (outcome === 'commit') this.send();
    this.ended = true;
    const unsent = this.waiting;
    this.waiting = [];
    for (const w of unsent) w.reject(new Error("a statement after the store's work ended"));
    if (this.o.readOnly && !this.readOpen) return;
    if (outcome === 'rollback') {
      this.held = [];
      await this.client.query('rollback');
      return;
    }
    // A write that made no statement: its opening goes now, with nothing behind it.
    if (this.opening) await this.client.query(this.opening.join(';\n'));
    this.opening = undefined;
    await this.opened;
    // What `later` still holds goes with the COMMIT: an error in it skips the COMMIT, and the work rolls back.
    const held = this.held;
    this.held = [];
    await this.client.query([...held, 'commit'].join(';\n'));
  }
}
