import { PAGES } from '@yanye/catalog';
import type { RowAction } from '@yanye/protocol';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { currentLang } from '../i18n/lang';
import { askt } from './askTexts';
import { useNotify } from './notify';

/**
 * What an address leads a page to do: ask one of its actions, by its call's last segment (a record's page, or a
 * list's: shell/routing.ts `actionAddress`).
 */
export interface AskState {
  readonly ask: string;
}

/** An action's title by the last segment of its call, from the catalogue page that names that call. */
function actionTitle(call: string): string {
  const page = PAGES.find((p) => p.view === 'action' && p.api.some((a) => a.endsWith(`/${call}`)));
  return page?.title[currentLang()] ?? call;
}

/**
 * The action the address asked for (`/job/record/set/12` leads to the record's page with `{ ask: 'JobRecordSet' }`
 * as the navigation's state): started once the page's actions are known, or, when it does not offer it, said
 * so. Asked once: the state is cleared, so going back or refreshing does not ask again.
 */
export function useAskedByAddress(
  offered: readonly RowAction[],
  ready: boolean,
  start: (a: RowAction) => void,
): void {
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const asked = (location.state as AskState | null)?.ask;
  const done = useRef(false);
  useEffect(() => {
    if (!asked || !ready || done.current) return;
    done.current = true;
    const action = offered.find((a) => a.api.endsWith(`/${asked}`));
    if (action) start(action);
    else notify.warning(askt('notOffered', { action: actionTitle(asked) }));
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [asked, ready, offered, start, notify, navigate, location.pathname, location.search]);
}
