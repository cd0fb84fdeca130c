import type { Config } from '../config';
import { httpSender, localSender, type Sender } from './sender';

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
export type ErpClient = Sender<ErpDocument>;

/** Development: the document lands in the outbox table, for an operator to read at /dev/outbox?channel=erp. */
export const localErp: ErpClient = localSender((doc) => ({
  channel: 'erp',
  recipient: doc.store,
  template: doc.type,
  body: JSON.stringify(doc.payload),
  params: { no: doc.no },
}));

/**
 * Production: `POST ERP_URL` with the document as JSON, `Idempotency-Key: <store>:<no>` and the bearer token.
 * Any 2xx is delivered; 409 means the ERP has that number already, which is delivered too.
 */
export function httpErp(url: string, token: string | undefined): ErpClient {
  return httpSender((doc) => ({
    service: 'erp',
    url,
    token,
    idempotencyKey: `${doc.store}:${doc.no}`,
    body: { store: doc.store, type: doc.type, ...doc.payload },
    alsoAccepted: [409],
  }));
}

export function createErp(config: Config): ErpClient {
  return config.ERP_MODE === 'http' && config.ERP_URL ? httpErp(config.ERP_URL, config.ERP_TOKEN) : localErp;
}
