import type { Config } from '../config';

/** Where the local chat page is served (dev-pages.ts). */
export const LOCAL_KEFU_PATH = '/dev/kefu/';

/**
 * The customer-service chat window the console embeds (GetKefuConfig): an outside chat host, or the local
 * chat page when none is configured and the /dev pages are served, or nothing (the widget then does not start).
 */
export interface KefuSettings {
  readonly mode: 'http' | 'local' | 'off';
  readonly appid: string;
  readonly host: string;
}

export function kefuSettings(config: Config): KefuSettings {
  if (config.KEFU_HOST) return { mode: 'http', appid: config.KEFU_APPID ?? '', host: config.KEFU_HOST };
  if (config.DEV_PAGES === 'off') return { mode: 'off', appid: '', host: '' };
  return { mode: 'local', appid: config.KEFU_APPID ?? 'local', host: LOCAL_KEFU_PATH };
}
