import type { Config } from '../config';
import type { Queryable } from '../db/client';
import { IntegrationError, OUTSIDE_TIMEOUT_MS } from './errors';
import { recordOutbox } from './outbox';

/** A document pushed to the external ERP: its number is the idempotency key, the payload what it says. */
export interface ErpDocument {
  readonly store: string;
  readonly type: string;
  readonly no: string;
  readonly payload: Readonly<Record<string, unknown>>;
}

/**
 * The external ERP that inbound documents are pushed to. `send` resolves once the ERP has the document (it
 * may have had it already: the number makes a push idempotent) and throws an {@link IntegrationError} otherwise.
 */
export interface ErpClient {
  readonly mode: 'local' | 'http';
  send(doc: ErpDocument, db: Queryable, now: number): Promise<void>;
}

/** Development: the document lands in the outbox table, for an operator to read at /dev/outbox?channel=erp. */
export const localErp: ErpClient = {
  mode: 'local',
  async send(doc, db, now) {
    await recordOutbox(
      db,
      {
        channel: 'erp',
        recipient: doc.store,
        template: doc.type,
        body: JSON.stringify(doc.payload),
        params: { no: doc.no },
      },
      now,
    );
  },
};

/**
 * Production: `POST ERP_URL` with the document as JSON, `Idempotency-Key: <store>:<no>` and the bearer token.
 * Any 2xx is delivered; 409 means the ERP has that number already, which is delivered too.
 */
export function httpErp(url: string, token: string | undefined): ErpClient {
  return {
    mode: 'http',
    async send(doc) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'idempotency-key': `${doc.store}:${doc.no}`,
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify({ store: doc.store, type: doc.type, ...doc.payload }),
          signal: AbortSignal.timeout(OUTSIDE_TIMEOUT_MS),
        });
      } catch (error) {
        throw new IntegrationError('erp', `unreachable: ${(error as Error).message}`);
      }
      const text = await response.text().catch(() => '');
      if (response.ok || response.status === 409) return;
      throw new IntegrationError('erp', `HTTP ${response.status}: ${text.slice(0, 200)}`);
    },
  };
}

export function createErp(config: Config): ErpClient {
  return config.ERP_MODE === 'http' && config.ERP_URL ? httpErp(config.ERP_URL, config.ERP_TOKEN) : localErp;
}
