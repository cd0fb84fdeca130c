/** What the customer-service widget is started with (SPEC.md §1). */
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

/** The values the widget lacks to start, in the order SPEC.md names them; empty when it may start. */
export function missingKefuParams(params: KefuParams, customer = false): string[] {
  const keys: readonly (keyof KefuParams)[] = customer ? [...REQUIRED, ...CUSTOMER_REQUIRED] : REQUIRED;
  return keys.filter((k) => !params[k]?.trim());
}

/** The widget is not loaded on the landing, sign-in and registration pages (SPEC.md §1). */
export function kefuAllowedOn(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return !['/', '/login', '/index'].includes(path) && !path.includes('/business');
}

/** The chat page's address: the host from GetKefuConfig with who is asking. */
export function kefuUrl(host: string, params: KefuParams): string {
  const query = new URLSearchParams({ uuid: params.uuid, name: params.name, appid: params.customerAppID });
  return `${host}${host.includes('?') ? '&' : '?'}${query}`;
}

/** Keeps the window's top-left corner on screen with at least its title bar showing. */
export function clampPosition(
  x: number,
  y: number,
  width: number,
  viewport: { readonly width: number; readonly height: number },
  bar = 56,
): { x: number; y: number } {
  return {
    x: Math.min(Math.max(0, x), Math.max(0, viewport.width - Math.min(width, viewport.width))),
    y: Math.min(Math.max(0, y), Math.max(0, viewport.height - bar)),
  };
}
