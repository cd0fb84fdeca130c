import { defineCallback } from '@yanye/addon-kit/server';
import { hmacHex, NOTIFY_HEADERS, notifyMessage, StatementNotify, sameSignature } from './provider';
import { API_KEY } from './service';
import { bookNotified } from './statements';

/**
 * The provider's push that a statement is ready (or has moved on: settled, failed), at
 * `POST /callback/addons/settlement/<store>/statement`. Signed with the merchant's API key over the bytes sent;
 * handled once per notification id. The statement waits for its trades (the details sweep), then is reconciled.
 */
export const statementCallback = defineCallback<StatementNotify>({
  name: 'statement',
  verify(raw, header, settings) {
    const key = settings.secrets[API_KEY] ?? '';
    const timestamp = header(NOTIFY_HEADERS.timestamp) ?? '';
    const nonce = header(NOTIFY_HEADERS.nonce) ?? '';
    const signature = header(NOTIFY_HEADERS.signature) ?? '';
    // No key, no trust: a store that has not set one accepts no push.
    if (!key || !timestamp || !nonce || !signature) return false;
    return sameSignature(hmacHex(key, notifyMessage(timestamp, nonce, raw.toString('utf8'))), signature);
  },
  schema: StatementNotify,
  eventKey: (event) => event.id,
  async handle(db, event) {
    const { id, created } = await bookNotified(db, event.resource);
    return { statement_no: event.resource.statement_no, id, created };
  },
  ack: () => ({ code: 'SUCCESS', message: '成功' }),
  nack: (reason) => ({ code: 'FAIL', message: reason }),
});
