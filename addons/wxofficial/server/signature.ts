import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * WeChat's signature of a push (plaintext mode): sha1 of the store's token, the timestamp and the nonce, sorted
 * as strings and joined. It is carried in the address (`?signature=&timestamp=&nonce=`), not over the body.
 */
export function wxSignature(token: string, timestamp: string, nonce: string): string {
  return createHash('sha1').update([token, timestamp, nonce].sort().join(''), 'utf8').digest('hex');
}

/** Whether `signature` is the store's, for a push's query; a store without a token accepts nothing. */
export function verifyWxSignature(token: string, query: (name: string) => string | undefined): boolean {
  const signature = query('signature') ?? '';
  const timestamp = query('timestamp') ?? '';
  const nonce = query('nonce') ?? '';
  if (token === '' || !/^\d{1,12}$/.test(timestamp) || !/^[0-9A-Za-z]{1,64}$/.test(nonce)) return false;
  if (!/^[0-9a-f]{40}$/.test(signature)) return false;
  const expected = Buffer.from(wxSignature(token, timestamp, nonce), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** A push's signed query, as WeChat sends it (the receiver's pushes, the tests). */
export function signedQuery(token: string, timestamp: number, nonce: string): Record<string, string> {
  const ts = String(timestamp);
  return { signature: wxSignature(token, ts, nonce), timestamp: ts, nonce };
}
