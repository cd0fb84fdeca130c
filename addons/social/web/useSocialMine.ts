import { API, call, pageByName, useApiQuery, useApiWrite, useNotify } from '@yanye/addon-kit/web';
import { useCallback, useState } from 'react';
import { type Provider, socialBindByCode, socialMine, socialMineUnbind } from '../contract';
import { socialText } from './texts';

/** Where the provider sends the user back: this page. */
export const MINE = pageByName('SocialMine')!;
const LINKS = pageByName('SocialBindManage')!;

const KEY = 'socialPending';

/** What the tab remembers across the trip to the provider: which one, and the state to check on return. */
interface Pending {
  readonly provider: Provider;
  readonly state: string;
}

/**
 * The code a provider sent back, when it answers a trip this tab started (the state must match: a forged or
 * replayed return is refused); the trip is forgotten either way. Alipay names the code `auth_code`.
 */
export function takeReturn(
  search: URLSearchParams,
): { provider: Provider; code: string } | 'stale' | undefined {
  const code = search.get('code') ?? search.get('auth_code');
  const state = search.get('state');
  if (!code || !state) return undefined;
  let pending: Pending | null = null;
  try {
    pending = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Pending | null;
    sessionStorage.removeItem(KEY);
  } catch {
    pending = null;
  }
  return pending && pending.state === state ? { provider: pending.provider, code } : 'stale';
}

/**
 * The signed-in user's links without the layout: which of the store's apps are on, the user's link to each,
 * leaving for a provider's page to link one, linking by the code it sends back, and unlinking.
 */
export function useSocialMine() {
  const notify = useNotify();
  const read = useApiQuery(socialMine);
  const bindWrite = useApiWrite(socialBindByCode, [LINKS.api[0]!]);
  const unbindWrite = useApiWrite(socialMineUnbind, [LINKS.api[0]!]);
  const [leaving, setLeaving] = useState(false);

  const start = useCallback(
    async (provider: Provider) => {
      const store = read.data?.store;
      if (!store) return;
      setLeaving(true);
      try {
        const auth = await call(API.session.socialAuthData, {
          type: 'bind',
          provider,
          store,
          redirect: MINE.path,
        });
        if (!auth.url) {
          notify.error(socialText('noPage'));
          setLeaving(false);
          return;
        }
        sessionStorage.setItem(KEY, JSON.stringify({ provider, state: auth.state } satisfies Pending));
        window.location.assign(auth.url);
      } catch {
        // Said by the error catalogue.
        setLeaving(false);
      }
    },
    [read.data?.store, notify],
  );

  const bind = useCallback(
    async (provider: Provider, code: string) => {
      const done = await bindWrite.mutateAsync({ provider, code }).catch(() => undefined);
      if (done) notify.success(done.msg);
    },
    [bindWrite, notify],
  );

  const unbind = useCallback(
    async (provider: Provider) => {
      const done = await unbindWrite.mutateAsync({ provider }).catch(() => undefined);
      if (done) notify.success(done.msg);
    },
    [unbindWrite, notify],
  );

  return {
    mine: read.data,
    loading: read.isLoading,
    error: read.error,
    start,
    bind,
    unbind,
    busy: leaving || bindWrite.isPending || unbindWrite.isPending,
  };
}
