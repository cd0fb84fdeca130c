import { useApiQuery } from '@yanye/framework/web';
import { API } from '@yanye/protocol';
import { useEffect, useMemo } from 'react';
import { type KefuParams, missingKefuParams } from './kefu';
import type { ConsoleUser } from './routeSet';

/** What the customer-service window starts with: the chat host and who is asking. */
export interface KefuStart {
  readonly host: string;
  readonly params: KefuParams;
}

/**
 * Whether the customer-service window starts, and with what: `GetKefuConfig` names the host and
 * the app id. Without a host, or with uuid, name or customerAppID missing, it says why in the console and
 * answers undefined: the window does not start.
 */
export function useKefu(user: ConsoleUser): KefuStart | undefined {
  const read = useApiQuery(API.session.kefuConfig);
  const answer = read.data;
  const uuid = `${user.suid}-${user.uid}`;
  const name = user.nick_name || user.username;
  const start = useMemo(() => {
    if (!answer?.host) return undefined;
    const params: KefuParams = { uuid, name, customerAppID: answer.appid };
    return missingKefuParams(params).length === 0 ? { host: answer.host, params } : undefined;
  }, [answer, uuid, name]);
  // What keeps the window from starting is said in the console, once per answer.
  useEffect(() => {
    if (read.error) console.warn('customer service not started: GetKefuConfig failed', read.error);
    else if (answer && !answer.host)
      console.info('customer service not configured: GetKefuConfig answered no host');
    else if (answer && !start) {
      const missing = missingKefuParams({ uuid, name, customerAppID: answer.appid });
      console.error(`customer service not started: missing ${missing.join(', ')}`);
    }
  }, [read.error, answer, start, uuid, name]);
  return start;
}
