import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from '../../db/availability';
import { rawRows } from '../../db/client';
import type { Deps } from '../../platform/context';
import { type StoreDb, withStore } from '../../platform/tenancy';
import { pollingWorker, type Worker } from '../../platform/worker';
import type { AddonOutsideSweep, AddonServer, AddonSweep } from './addon';

/**
 * The key the core's own sweeps keep their clocks under in `addon_sweep_clocks` (the bell's lot-expiry watch): no
 * add-on may be keyed so.
 */
export const CORE_SWEEP_KEY = 'core';

interface Due {
  readonly key: string;
  readonly sweep: AddonSweep | AddonOutsideSweep;
  /** The stores it runs in: those that installed the add-on, or, for the core's, every open store. */
  readonly stores: SQL;
  next: number;
}

/**
 * Runs the add-ons' sweeps on their clocks: each in every store that has installed its add-on (even if it has
 * uninstalled it since: what is under way finishes), one transaction per store (a store's failure is logged and
 * the others go on; a database gone away stops the round, which is due again until it is back). Several processes may each run this: a process runs a sweep in a store only once it has
 * moved the store's clock of that sweep on (`addon_sweep_clocks`), in the sweep's own transaction, so each period
 * exactly one process runs it and the stores spread over the processes. (The sweeps are also safe to run twice,
 * engine/addons/addon.ts, which a clock set back by hand would do.) `tick` runs whatever is due and answers whether
 * anything moved. The core's own sweeps (`core`) run the same way in every open store (`open_stores()`), their
 * clocks kept under `CORE_SWEEP_KEY`. Every sweep is due at the first look after the process starts.
 */
export function startAddonSweeper(
  deps: Deps,
  addons: readonly AddonServer[],
  log: FastifyBaseLogger,
  pollMs = 1000,
  core: readonly AddonSweep[] = [],
): Worker {
  const db = deps.database.db;
  if (addons.some((a) => a.key === CORE_SWEEP_KEY))
    throw new Error(`an add-on may not be keyed '${CORE_SWEEP_KEY}': the core's sweeps keep their clocks so`);
  const due: Due[] = [
    ...core.map((sweep) => ({
      key: CORE_SWEEP_KEY,
      sweep,
      stores: sql`select supplier_id from open_stores()`,
      next: 0,
    })),
    ...addons.flatMap((a) =>
      [...(a.sweeps ?? []), ...(a.outsideSweeps ?? [])].map((sweep) => ({
        key: a.key,
        sweep,
        stores: sql`select supplier_id from addon_stores(${a.key})`,
        next: 0,
      })),
    ),
  ];

  async function tick(): Promise<boolean> {
    const now = deps.now();
    let moved = 0;
    for (const d of due) {
      if (d.next > now) continue;
      const was = d.next;
      d.next = now + d.sweep.every;
      try {
        moved += await sweepAll(d, now);
      } catch (error) {
        // The database away: the sweep is due again, and runs once it is back (the stores it reached committed
        // their clocks, so they are not swept twice).
        if (isDatabaseUnavailable(error)) d.next = was;
        throw error;
      }
    }
    return moved > 0;
  }

  async function sweepAll({ key, sweep, stores }: Due, now: number): Promise<number> {
    let moved = 0;
    for (const { supplier_id } of await rawRows<{ supplier_id: number }>(db, stores)) {
      try {
        moved += await runClaimed(deps, key, sweep, supplier_id, now);
      } catch (error) {
        if (isDatabaseUnavailable(error)) throw error;
        log.error({ err: error, addon: key, sweep: sweep.name, store: supplier_id }, 'sweep failed');
      }
    }
    return moved;
  }

  return pollingWorker('add-on sweeps', tick, log, pollMs);
}

/** Runs every sweep of `addon` once in one store now: what tests and the demo use instead of waiting. */
export async function sweepStore(
  deps: Deps,
  addon: AddonServer,
  supplierId: number,
  now: number,
): Promise<number> {
  let moved = 0;
  for (const sweep of [...(addon.sweeps ?? []), ...(addon.outsideSweeps ?? [])])
    moved += await runSweep(deps, sweep, supplierId, now);
  return moved;
}

/**
 * Moves the clock of `sweep` in the store on to its next period if it is due, and answers whether it was: of
 * several processes, the first to commit the move runs the sweep; the others wait on the row, then find it
 * not due.
 */
async function claimSweep(
  db: StoreDb,
  key: string,
  sweep: string,
  every: number,
  now: number,
): Promise<boolean> {
  const rows = await rawRows(
    db.tx,
    sql`insert into addon_sweep_clocks (supplier_id, key, sweep, next_at)
        values (${db.supplierId}, ${key}, ${sweep}, ${now + every})
        on conflict (supplier_id, key, sweep) do update set next_at = excluded.next_at
        where addon_sweep_clocks.next_at <= ${now}
        returning 1`,
  );
  return rows.length > 0;
}

/** A sweep in one store if this process claims its period there (`claimSweep`). */
async function runClaimed(
  deps: Deps,
  key: string,
  sweep: AddonSweep | AddonOutsideSweep,
  supplierId: number,
  now: number,
): Promise<number> {
  const db = deps.database.db;
  if ('outside' in sweep) {
    // The claim commits before the call: a service call never runs with a transaction open.
    const mine = await withStore(db, supplierId, (store) =>
      claimSweep(store, key, sweep.name, sweep.every, now),
    );
    return mine ? sweep.outside({ deps, supplierId, now }) : 0;
  }
  // The claim and the sweep commit together: a sweep that fails leaves its clock due.
  return withStore(db, supplierId, async (store) =>
    (await claimSweep(store, key, sweep.name, sweep.every, now)) ? sweep.run(store, now) : 0,
  );
}

/** A sweep in one store: in a transaction bound to it, or (one that calls a service) with none around it. */
function runSweep(
  deps: Deps,
  sweep: AddonSweep | AddonOutsideSweep,
  supplierId: number,
  now: number,
): Promise<number> {
  if ('outside' in sweep) return sweep.outside({ deps, supplierId, now });
  return withStore(deps.database.db, supplierId, (store) => sweep.run(store, now));
}
