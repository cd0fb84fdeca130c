import { addonByKey } from '@yanye/catalog';
import type { Contract } from '@yanye/protocol';
import type { Deps, UserContext } from '../../platform/context';
import { route } from '../../platform/route';
import type { ApiRoute, AuditNote, Outcome, RouteInput, RouteOptions } from '../../platform/route-def';
import { type StoreDb, withStore } from '../../platform/tenancy';
import { readAddonSettings } from '../addons/addon-settings';
import { CallLog } from './call-log';
import { ServiceClient, type ServiceSettings, type ServiceSpec } from './service';

/** Where the local development receiver of `key` answers on this server, while it listens. */
export function receiverUrl(deps: Deps, key: string): string | undefined {
  if (deps.config.DEV_PAGES === 'off') return undefined;
  const self = deps.selfUrl();
  return self ? `${self}/dev/receiver/${key}` : undefined;
}

/** The store's settings of a service add-on with its secrets opened: read in a transaction, used after it. */
export async function readServiceSettings(db: StoreDb, deps: Deps, key: string): Promise<ServiceSettings> {
  const addon = addonByKey(key);
  if (!addon) throw new Error(`no add-on ${key}`);
  const s = await readAddonSettings(db, addon, deps.sealKey);
  const secrets: Record<string, string> = {};
  for (const f of addon.settings) if (f.type === 'secret') secrets[f.name] = await s.secret(f.name);
  return { values: s.values, secrets };
}

/** A client of `spec` for one store's settings, logging into `log`. */
export function serviceClient(
  deps: Deps,
  spec: ServiceSpec,
  settings: ServiceSettings,
  log: CallLog,
): ServiceClient {
  return new ServiceClient({ spec, settings, receiverUrl: receiverUrl(deps, spec.key), now: deps.now, log });
}

/**
 * Calls a service for a store outside any transaction: reads its settings, runs `fn` with a client, and writes
 * the call log whatever happened (a sweep's scheduled sync, a test).
 */
export async function withService<T>(
  deps: Deps,
  supplierId: number,
  spec: ServiceSpec,
  fn: (client: ServiceClient) => Promise<T>,
): Promise<T> {
  const db = deps.database.db;
  const settings = await withStore(db, supplierId, (store) => readServiceSettings(store, deps, spec.key));
  const log = new CallLog();
  try {
    return await fn(serviceClient(deps, spec, settings, log));
  } finally {
    await log.write(db, supplierId);
  }
}

/**
 * A call whose work reaches an outside service, in three steps: `plan` reads and checks in a transaction (a
 * refusal there calls nothing), `call` talks to the service with no transaction open, and `book` writes what it
 * answered in a second transaction. The call log is written between the two, so a refused call is logged too.
 * A repeated request (same sign or Idempotency-Key) is answered from its first run and calls nothing.
 */
export function serviceRoute<C extends Contract, Plan, Got>(
  contract: C,
  spec: ServiceSpec,
  def: {
    plan(ctx: UserContext, input: RouteInput<C>): Promise<Plan>;
    call(client: ServiceClient, plan: Plan): Promise<Got>;
    book(ctx: UserContext, input: RouteInput<C>, plan: Plan, got: Got): Promise<Outcome<C>>;
    audit?(input: RouteInput<C>, result: never): AuditNote;
  },
  o: RouteOptions = {},
): ApiRoute {
  return route<C, undefined, { plan: Plan; got: Got }>(
    contract,
    {
      async outside(stage) {
        const { plan, settings } = await stage.inStore(async (ctx) => ({
          plan: await def.plan(ctx, stage.input),
          settings: await readServiceSettings(ctx.db, stage.deps, spec.key),
        }));
        const log = new CallLog();
        try {
          return { plan, got: await def.call(serviceClient(stage.deps, spec, settings, log), plan) };
        } finally {
          await log.write(stage.deps.database.db, stage.principal.supplierId);
        }
      },
      handler: (ctx, input, _prepared, outside) =>
        def.book(ctx as UserContext, input, outside.plan, outside.got),
      audit: def.audit as never,
    },
    o,
  );
}
