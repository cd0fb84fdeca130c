import { defineCallback } from '@yanye/addon-kit/server';
import { HEADERS, OK_CODE, signedBy, TrxNotify } from './bank';
import { bookNotice } from './logs';
import { SIGN_KEY } from './service';

/**
 * The bank's notice of a transaction on the store's account (动账通知), at
 * `POST /callback/addons/abcbank/<store>/trade`: the body signed with the shared key (`X-ABC-Signature`), handled
 * once per bank serial number, so a notice sent again books nothing more.
 */
export const tradeCallback = defineCallback<TrxNotify>({
  name: 'trade',
  verify: (raw, header, settings) =>
    signedBy(settings.secrets[SIGN_KEY] ?? '', raw.toString('utf8'), header(HEADERS.signature)),
  schema: TrxNotify,
  eventKey: (event) => event.SerialNo,
  handle: (db, event, now) => bookNotice(db, event, now),
  ack: () => ({ ReturnCode: OK_CODE, ErrorMessage: '' }),
  nack: (reason) => ({ ReturnCode: '9999', ErrorMessage: reason }),
});
