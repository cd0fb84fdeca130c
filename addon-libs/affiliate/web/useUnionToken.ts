import {
  type InputOf,
  type UnionTokenView,
  unionCalls,
  useApiQuery,
  useApiWrite,
  useClickGuard,
  useNotify,
} from '@yanye/addon-kit/web';
import { useCallback, useMemo } from 'react';
import { affiliateText } from './texts';

/** The token form as the screen holds it: secrets blank unless retyped, the expiry in unix seconds (0: none). */
export interface TokenForm {
  readonly app_key: string;
  readonly pid: string;
  readonly app_secret: string;
  readonly access_token: string;
  readonly refresh_token: string;
  readonly expires_at: number;
}

type TokenSave = InputOf<ReturnType<typeof unionCalls>['tokenSave']>;

const SECRETS = ['app_secret', 'access_token', 'refresh_token'] as const;

/** What a save sends: the plain values, and a secret only when something was typed into it. */
export function tokenBody(form: TokenForm): TokenSave {
  const body: Record<string, string | number> = {
    app_key: form.app_key.trim(),
    pid: form.pid.trim(),
    expires_at: form.expires_at,
  };
  for (const name of SECRETS) if (form[name].trim() !== '') body[name] = form[name];
  return body as TokenSave;
}

/** Whether a save would change nothing the store holds (refused before sending, as every form's). */
export function tokenUnchanged(view: UnionTokenView, body: TokenSave): boolean {
  return (
    body.app_key === view.app_key &&
    body.pid === view.pid &&
    body.expires_at === view.expires_at &&
    SECRETS.every((name) => body[name] === undefined)
  );
}

/** The token page without its layout: the union's authorization, its save and its refresh. */
export function useUnionToken(key: string) {
  const calls = useMemo(() => unionCalls(key), [key]);
  const info = useApiQuery(calls.tokenInfo, {}, { enabled: key !== '' });
  const save = useApiWrite(calls.tokenSave);
  const refresh = useApiWrite(calls.tokenRefresh);
  const notify = useNotify();
  const guard = useClickGuard();
  const view = info.data;
  const { mutateAsync: sendSave } = save;
  const { mutateAsync: sendRefresh } = refresh;

  const submit = useCallback(
    async (form: TokenForm): Promise<boolean> => {
      if (!view) return false;
      const body = tokenBody(form);
      if (tokenUnchanged(view, body)) {
        notify.warning(affiliateText('unchanged'));
        return false;
      }
      const done = await sendSave(body).catch(() => undefined);
      if (done) notify.success(done.msg);
      return done !== undefined;
    },
    [view, sendSave, notify],
  );

  const renew = useCallback(async () => {
    const done = await sendRefresh({}).catch(() => undefined);
    if (done) notify.success(done.msg);
  }, [sendRefresh, notify]);

  return {
    view,
    loading: info.isLoading,
    error: info.error,
    submit,
    renew,
    saving: save.isPending,
    refreshing: refresh.isPending,
    guard,
  };
}
