import { keepPreviousData, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { resourceCalls } from '@yanye/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import { call } from '../../api/client';
import { keys } from '../../api/query';
import { endpoint, type HeldValue, heldValues, optionQuery, type RemoteOption } from './remoteOptions';

type Ask = Readonly<Record<string, string>>;

export interface RemoteOptions {
  /** The options found, and those of the values held. */
  readonly options: readonly RemoteOption[];
  readonly loading: boolean;
  /** Searches the server (after a pause in typing). */
  readonly search: (keyword: string) => void;
  /** The list is opened: the first search, or again when it depends on a field that may have changed. */
  readonly opened: () => void;
  /** Keeps the options of the values just picked as theirs; answers the option of a single one. */
  readonly pick: (value: HeldValue) => RemoteOption | undefined;
}

/**
 * A pick from an options API, without UI: options searched on the server a page at a time (`keyword`), so
 * 100,000 materials stay one request away, and the options of the values held asked by `ids`, never for an
 * id of 0 or less, which means none.
 */
export function useRemoteOptions(
  api: string,
  value: HeldValue,
  fieldValue: (name: string) => unknown,
): RemoteOptions {
  const client = useQueryClient();
  const { path, dependent } = endpoint(api);
  const contract = resourceCalls.options(path);
  const [ask, setAsk] = useState<Ask>();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const found = useQuery({
    queryKey: keys.call(contract, ask ?? {}),
    queryFn: () => call(contract, ask ?? {}, { quiet: true }) as Promise<RemoteOption[]>,
    enabled: ask !== undefined,
    placeholderData: keepPreviousData,
  });
  const held = heldValues(value);
  const labels = useQueries({ queries: held.map((v) => optionQuery(path, v)) });

  const search = useCallback(
    (keyword: string) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setAsk({ ...endpoint(api, fieldValue).fixed, keyword }), 250);
    },
    [api, fieldValue],
  );

  const all = new Map<string, RemoteOption>();
  for (const l of labels) if (l.data) all.set(String(l.data.value), l.data);
  for (const o of found.data ?? []) all.set(String(o.value), o);
  const options = [...all.values()];

  const pick = (picked: HeldValue) => {
    const chosen = heldValues(picked).map((v) => options.find((o) => String(o.value) === String(v)));
    for (const option of chosen) {
      if (option) client.setQueryData(optionQuery(path, option.value).queryKey, [option]);
    }
    return Array.isArray(picked) ? undefined : chosen[0];
  };

  return {
    options,
    loading: found.isFetching,
    search,
    opened: () => {
      if (ask === undefined || dependent) search('');
    },
    pick,
  };
}

/** The option of the value a select holds (what a picked unit says of its decimals), from the same cache. */
export function useOptionOf(api: string, value: unknown): RemoteOption | undefined {
  return useQuery(optionQuery(endpoint(api).path, value)).data;
}
