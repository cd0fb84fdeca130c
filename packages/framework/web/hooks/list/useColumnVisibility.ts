import { useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type ColumnSetting, type OutputOf, type TableMeta } from '@yanye/protocol';
import { useCallback, useEffect, useMemo } from 'react';
import { apiQuery } from '../../api/query';
import { useApiWrite } from '../useApi';
import {
  type ColumnChoice,
  forgetVisibleColumns,
  resolveColumns,
  saveVisibleColumns,
  settingsOf,
} from './visibility';

export interface ColumnVisibility {
  /** The order, the columns shown and the widths set (one object while they stay the same). */
  readonly choice: ColumnChoice;
  /** The user's setting is still being read: the list waits for it rather than shifting its columns. */
  readonly settling: boolean;
  /** Keeps a choice (order, columns shown, widths) on the server and in this browser, and shows it. */
  readonly choose: (choice: ColumnChoice) => void;
  /** Keeps one column's width (a header's edge dragged). */
  readonly setWidth: (name: string, width: number) => void;
  /** Forgets the user's choice: the list's defaults again. */
  readonly reset: () => void;
}

const NONE: ColumnChoice = { order: [], shown: [], widths: {} };

type Answer = OutputOf<typeof API.lists.columnSettings>;

/**
 * A user's columns of a list: the order, the columns shown and their widths, kept on the server
 * per user and list (`API.lists`); this browser's `showTableDataRows_` + route name keeps the visible columns
 * as their cache, and is the choice while the server keeps none.
 */
export function useColumnVisibility(meta: TableMeta | undefined, routeName: string): ColumnVisibility {
  const client = useQueryClient();
  const query = useMemo(() => apiQuery(API.lists.columnSettings, { list: routeName }), [routeName]);
  // Only this user changes it, through this hook: what was read stays true until a write here.
  const read = useQuery({ ...query, staleTime: Number.POSITIVE_INFINITY });
  const saved = read.data?.saved ? read.data.columns : undefined;
  const choice = useMemo(
    () => (meta ? resolveColumns(meta, routeName, saved) : NONE),
    [meta, routeName, saved],
  );

  // The server's choice is this browser's cache.
  useEffect(() => {
    if (meta && saved) saveVisibleColumns(routeName, choice.shown);
  }, [meta, saved, routeName, choice.shown]);

  const save = useApiWrite(API.lists.columnSettingsSave).mutateAsync;
  const forget = useApiWrite(API.lists.columnSettingsReset).mutateAsync;
  const keep = useCallback(
    (columns: ColumnSetting[]) => {
      // A read still on its way would land after the choice and put back what was kept before it.
      void client.cancelQueries({ queryKey: query.queryKey });
      client.setQueryData<Answer>(query.queryKey, { list: routeName, saved: true, columns });
      saveVisibleColumns(
        routeName,
        columns.filter((c) => c.shown).map((c) => c.name),
      );
      // A refusal is said by the error catalogue; the list then shows what the server keeps.
      save({ list: routeName, columns }).catch(() => client.invalidateQueries({ queryKey: query.queryKey }));
    },
    [client, query, routeName, save],
  );
  const choose = useCallback((next: ColumnChoice) => keep(settingsOf(next)), [keep]);
  const setWidth = useCallback(
    (name: string, width: number) =>
      keep(settingsOf({ ...choice, widths: { ...choice.widths, [name]: width } })),
    [keep, choice],
  );
  const reset = useCallback(() => {
    void client.cancelQueries({ queryKey: query.queryKey });
    client.setQueryData<Answer>(query.queryKey, { list: routeName, saved: false, columns: [] });
    forgetVisibleColumns(routeName);
    forget({ list: routeName }).catch(() => client.invalidateQueries({ queryKey: query.queryKey }));
  }, [client, query, routeName, forget]);

  return {
    choice,
    settling: read.isPending && !read.isError,
    choose,
    setWidth,
    reset,
  };
}
