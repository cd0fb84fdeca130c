import { type Contract, computeSign, type InputOf } from '@yanye/protocol';
import { currentLang } from '../i18n/lang';
import { apiHost, serverNow } from './client';
import { session } from './session';

/**
 * A download opened in a new window cannot send headers, so the credentials and the sign travel in the query.
 * The sign covers every query parameter, these included.
 */
export function signedDownloadUrl<C extends Contract>(contract: C, params: InputOf<C>): string {
  const timestamp = serverNow();
  const query: Record<string, string> = {
    ...Object.fromEntries(Object.entries(params ?? {}).map(([k, v]) => [k, String(v)])),
    accesstoken: session.token,
    supplieruid: session.suid,
    lang: currentLang(),
  };
  const sign = computeSign(query, timestamp, __SIGN_SALT__);
  const search = new URLSearchParams({ ...query, timestamp: String(timestamp), sign });
  return `${apiHost()}${contract.path}?${search.toString()}`;
}

/** Opens a file URL in a new window (the browser downloads it). */
export function openDownload(url: string): void {
  window.open(url.startsWith('/') ? `${apiHost()}${url}` : url, '_blank', 'noopener');
}
