import {
  type Deps,
  erpOutbox,
  IntegrationError,
  pollingWorker,
  rawRows,
  suppliers,
  type Worker,
  withStore,
  workerName,
} from '@yanye/framework/server';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { inbounds } from './tables';

/** How long a worker holds a push it is delivering. */
const LEASE_SECONDS = 120;
/** Attempts before a push is given up as failed (the user may push again). */
export const MAX_ERP_ATTEMPTS = 8;

/** 30 s, 1 min, 2 min, ... up to an hour between attempts. */
export const retryDelay = (attempts: number): number => Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));

/**
 * Delivers the ERP outbox: claims one due push (several processes share the queue), sends it outside any
 * transaction, then records the outcome only while it still holds the claim, so a push is recorded once.
 * A failure is tried again later, with a growing delay, up to {@link MAX_ERP_ATTEMPTS}.
 */
export function startErpWorker(deps: Deps, log: FastifyBaseLogger, pollMs = 1000): Worker {
  const me = workerName();
  const db = deps.database.db;

  async function deliver(supplierId: number, id: number): Promise<void> {
    const push = await withStore(db, supplierId, async (store) => {
      const [row] = await store
        .select({
          docType: erpOutbox.docType,
          docId: erpOutbox.docId,
          docNo: erpOutbox.docNo,
          payload: erpOutbox.payload,
          attempts: erpOutbox.attempts,
          store: suppliers.loginName,
        })
        .from(erpOutbox)
        // Joined on the store alone, which the store handle adds: the claimed push's own store row.
        .innerJoin(suppliers, undefined)
        .where(and(eq(erpOutbox.id, id), eq(erpOutbox.lockedBy, me)));
      return row;
    });
    if (!push) return;
    let error: string | undefined;
    try {
      // No transaction is held while the ERP answers.
      await deps.integrations.erp.send(
        { store: push.store, type: push.docType, no: push.docNo, payload: push.payload },
        db,
        deps.now(),
      );
    } catch (e) {
      if (!(e instanceof IntegrationError)) throw e;
      error = e.message;
      log.warn({ err: e, doc: push.docNo }, 'ERP push failed');
    }
    const now = deps.now();
    const gaveUp = error !== undefined && push.attempts >= MAX_ERP_ATTEMPTS;
    await withStore(db, supplierId, async (store) => {
      const [held] = await store
        .update(erpOutbox)
        .set(
          error === undefined
            ? { status: 'sent', sentAt: now, lockedBy: null, lockedUntil: null, lastError: '' }
            : {
                status: gaveUp ? 'failed' : 'pending',
                nextAttemptAt: now + retryDelay(push.attempts),
                lockedBy: null,
                lockedUntil: null,
                lastError: error.slice(0, 500),
              },
        )
        .where(and(eq(erpOutbox.id, id), eq(erpOutbox.lockedBy, me)))
        .returning({ id: erpOutbox.id });
      if (!held || push.docType !== 'inbound') return;
      const sendStatus = error === undefined ? 'sent' : gaveUp ? 'failed' : 'pending';
      await store
        .update(inbounds)
        .set({ sendStatus, ...(error === undefined ? { sentAt: now } : {}) })
        .where(eq(inbounds.id, push.docId));
    });
  }

  async function tick(): Promise<boolean> {
    const [claimed] = await rawRows<{ supplier_id: number; id: number }>(
      db,
      sql`select supplier_id, id::int as id from claim_erp_delivery(${me}, ${deps.now()}, ${LEASE_SECONDS})`,
    );
    if (!claimed) return false;
    await deliver(claimed.supplier_id, claimed.id);
    return true;
  }

  return pollingWorker('ERP delivery', tick, log, pollMs);
}
