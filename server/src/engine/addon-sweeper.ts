import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { rawRows } from '../db/client';
import type { Deps } from '../platform/context';
import { withTenant } from '../platform/tenancy';
import { pollingWorker, type Worker } from '../platform/worker';
import type { AddonOutsideSweep, AddonServer, AddonSweep } from './addon';

interface Due {
  readonly key: string;
  readonly sweep: AddonSweep | AddonOutsideSweep;
  next: number;
}

/**
 * Runs the add-ons' sweeps on their clocks: each in every store that has installed its add-on (even if it has
 * uninstalled it since: what is under way finishes), one transaction per store (a store's failure is logged and
 * the others go on). Several processes may each run this; the sweeps are written to be run twice (engine/addon.ts), so no lock is needed. `tick` runs whatever is due and answers
 * whether anything moved.
 */
export function startAddonSweeper(
  deps: Deps,
  addons: readonly AddonServer[],
  log: FastifyBaseLogger,
  pollMs = 1000,
): Worker {
  const db = deps.database.db;
  const due: Due[] = addons.flatMap((a) =>
    [...(a.sweeps ?? []), ...(a.outsideSweeps ?? [])].map((sweep) => ({ key: a.key, sweep, next: 0 })),
  );

  async function tick(): Promise<boolean> {
    const now = deps.now();
    let moved = 0;
    for (const d of due) {
      if (d.next > now) continue;
      d.next = now + d.sweep.every;
      moved += await sweepAll(d.key, d.sweep, now);
    }
    return moved > 0;
  }

  async function sweepAll(key: string, sweep: AddonSweep | AddonOutsideSweep, now: number): Promise<number> {
    const stores = await rawRows<{ supplier_id: number }>(
      db,
      sql`select supplier_id from addon_stores(${key})`,
    );
    let moved = 0;
    for (const { supplier_id } of stores) {
      try {
        moved += await runSweep(deps, sweep, supplier_id, now);
      } catch (error) {
        log.error({ err: error, addon: key, sweep: sweep.name, store: supplier_id }, 'add-on sweep failed');
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

/** A sweep in one store: in a transaction bound to it, or (one that calls a service) with none around it. */
function runSweep(
  deps: Deps,
  sweep: AddonSweep | AddonOutsideSweep,
  supplierId: number,
  now: number,
): Promise<number> {
  if ('outside' in sweep) return sweep.outside({ deps, supplierId, now });
  return withTenant(deps.database.db, supplierId, (tenant) => sweep.run(tenant, now));
}
