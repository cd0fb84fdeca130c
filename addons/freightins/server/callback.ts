import { defineCallback } from '@yanye/addon-kit/server';
import { settleClaim } from './claim.service';
import { ClaimPush, HEADERS, pushText, signatureMatches, signingSecret } from './service';

/**
 * The insurer's claim notification (`POST /callback/addons/freightins/<store>/claim`): the body signed in
 * headers (HMAC-SHA256 of `timestamp\nnonce\nbody` with the store's AppSecret) and each event (`event_id`) taken
 * once: a paid claim is credited once, whatever repeats or races it. A replayed old push changes nothing, since a
 * settled claim stays settled.
 */
export const claimCallback = defineCallback({
  name: 'claim',
  verify(raw, header, settings) {
    const secret = signingSecret(settings);
    const timestamp = header(HEADERS.timestamp) ?? '';
    const nonce = header(HEADERS.nonce) ?? '';
    const signature = header(HEADERS.signature) ?? '';
    if (secret === undefined || !/^\d{9,12}$/.test(timestamp) || nonce === '') return false;
    return signatureMatches(secret, pushText(timestamp, nonce, raw.toString('utf8')), signature);
  },
  schema: ClaimPush,
  eventKey: (e) => e.event_id,
  handle: (db, e, now) => settleClaim(db, e, now),
  ack: () => ({ code: '0', msg: 'success' }),
  nack: (reason) => ({ code: 'E4010', msg: reason }),
});
