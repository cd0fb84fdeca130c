import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CatalogPage, PAGES } from '@yanye/catalog';
import { resourceCalls, type TableMeta } from '@yanye/protocol';
import { Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { call } from '../../api/client';
import { keys } from '../../api/query';
import type { Row } from '../../hooks/list/row';
import { currentLang } from '../../i18n/lang';

type Picked = number | number[] | undefined;

/** How many records one search offers: a store's shops, its departments, a day's lines. */
const OFFERED = 50;

/**
 * The records an action acts on, picked in its dialog when it was opened with none chosen (by its address): the
 * list's own rows, by the name it gives them (`record_name`), searched by that name's filter when the list has
 * one. Read from the list's page call, so it offers what the user may see there and nothing else.
 */
export function RecordPicker(props: {
  readonly api: string;
  readonly meta: TableMeta;
  readonly multiple: boolean;
  readonly value?: Picked;
  readonly onChange?: (value: Picked) => void;
  readonly id?: string;
}) {
  const { meta } = props;
  const nameKey = meta.record_name ?? 'id';
  const searchable = meta.top_search.some((f) => f.name === nameKey && f.type === 'text');
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setKeyword(typed.trim()), 250);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const contract = resourceCalls.page(props.api);
  const input = { page: 1, limit: OFFERED, ...(searchable && keyword ? { [nameKey]: keyword } : {}) };
  const found = useQuery({
    queryKey: keys.call(contract, input),
    queryFn: () => call(contract, input, { quiet: true }) as Promise<Row[]>,
    placeholderData: keepPreviousData,
  });
  // The names of records picked stay known while a search offers others.
  const names = useRef(new Map<number, string>());
  for (const row of found.data ?? []) names.current.set(Number(row.id), String(row[nameKey] ?? row.id));
  // What the search found, and the records already picked, which a search must not drop.
  const picked = props.value === undefined ? [] : Array.isArray(props.value) ? props.value : [props.value];
  const shown = new Set([...(found.data ?? []).map((r) => Number(r.id)), ...picked]);
  const options = [...shown].map((value) => ({ value, label: names.current.get(value) ?? String(value) }));
  return (
    <Select
      id={props.id}
      mode={props.multiple ? 'multiple' : undefined}
      showSearch
      allowClear
      // Searched by the server where the list has a filter of the name, else among the records offered.
      filterOption={searchable ? false : (text, option) => String(option?.label ?? '').includes(text)}
      onSearch={setTyped}
      loading={found.isFetching}
      value={props.value}
      onChange={(value: Picked) => props.onChange?.(value)}
      options={options}
      style={{ width: '100%' }}
    />
  );
}

/** What a list's records are called (门店), for the dialog asking which of them an action acts on. */
export function recordsNoun(page: CatalogPage, meta: TableMeta): string {
  // The noun is written for running text (English "shop"); a field's label starts with a capital.
  const noun = PAGES.find((p) => p.name === page.parent)?.entity?.noun[currentLang()];
  const label =
    noun ?? (meta.record_name ? meta.rows[meta.record_name]?.title : undefined) ?? page.title[currentLang()];
  return label.charAt(0).toLocaleUpperCase() + label.slice(1);
}
