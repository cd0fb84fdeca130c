/** What the customer-service widget is started with. */
export interface KefuParams {
  readonly uuid: string;
  readonly name: string;
  readonly customerAppID: string;
  /** The customer variant (chatting on behalf of a buyer) needs these three as well. */
  readonly customerUuid?: string;
  readonly customerAvatar?: string;
  readonly customerName?: string;
}

const REQUIRED = ['uuid', 'name', 'customerAppID'] as const;
const CUSTOMER_REQUIRED = ['customerUuid', 'customerAvatar', 'customerName'] as const;

/** The values the widget lacks to start, in a fixed order; empty when it may start. */
export function missingKefuParams(params: KefuParams, customer = false): string[] {
  const keys: readonly (keyof KefuParams)[] = customer ? [...REQUIRED, ...CUSTOMER_REQUIRED] : REQUIRED;
  return keys.filter((k) => !params[k]?.trim());
}

/** The widget is not loaded on the landing, sign-in and registration pages. */
export function kefuAllowedOn(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return !['/', '/login', '/index'].includes(path) && !path.includes('/business');
}

/** The chat page's address: the host from GetKefuConfig with who is asking. */
export function kefuUrl(host: string, params: KefuParams): string {
  const query = new URLSearchParams({ uuid: params.uuid, name: params.name, appid: params.customerAppID });
  return `${host}${host.includes('?') ? '&' : '?'}${query}`;
}

/**
 * How the customer-service window is shown: `closed` (only its button in the header), `docked` (a panel at the
 * right edge, the console making room for it, so it covers nothing; on a phone, over the page until closed), or
 * `max` (the whole screen).
 */
export const KEFU_MODES = ['closed', 'docked', 'max'] as const;
export type KefuMode = (typeof KEFU_MODES)[number];

const KEY = 'kefuWindow';

/** The mode chosen last in this browser, closed by default (what local storage holds, if it is one). */
export function savedKefuMode(stored: string | null): KefuMode {
  return KEFU_MODES.find((m) => m === stored) ?? 'closed';
}

/** Reads the last choice. */
export function loadKefuMode(): KefuMode {
  try {
    return savedKefuMode(localStorage.getItem(KEY));
  } catch {
    return 'closed';
  }
}

/** Keeps the choice for the next page load. */
export function storeKefuMode(mode: KefuMode): void {
  try {
    localStorage.setItem(KEY, mode);
  } catch (error) {
    console.warn('localStorage unavailable', error);
  }
}
