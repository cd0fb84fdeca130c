import type { Lang } from '@yanye/i18n';
import type { Deps } from '../../platform/context';
import type { SaveContext } from '../form/save-context';

/** Who saves, and when, for a request's saves and imports. */
export function saveContext(deps: Deps, accountId: number, lang: Lang): SaveContext {
  return { now: deps.now(), accountId, lang, timeZone: deps.config.TIME_ZONE, sealKey: deps.sealKey };
}
