import type { OptionItem, TreeOption } from '@yanye/protocol';
import { Form, Select, TreeSelect } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { call } from '../../api/client';

/** An option as `{api}Options` answers it: value, label, and values it suggests for sibling fields. */
export type RemoteOption = OptionItem & Readonly<Record<string, unknown>>;

type Value = string | number | (string | number)[] | undefined;

/**
 * An options API may carry parameters (`…/CustomerOptions?type=vendor`): they are sent, and signed. A value
 * `{field}` is the form's current value of that field (`…/WarehouseOperatorList?warehouse_id={warehouse_id}`:
 * the operators of the warehouse chosen), left out while the field is empty.
 */
function endpoint(api: string, fieldValue: (name: string) => unknown = () => undefined) {
  const [path = api, query = ''] = api.split('?');
  const params: Record<string, string> = {};
  for (const [key, raw] of new URLSearchParams(query)) {
    const field = /^\{(\w+)\}$/.exec(raw)?.[1];
    const value = field ? fieldValue(field) : raw;
    if (value !== undefined && value !== null && value !== '') params[key] = String(value);
  }
  return { path, fixed: params, dependent: /\{\w+\}/.test(query) };
}

const asList = (v: Value): (string | number)[] =>
  v === undefined || v === null ? [] : Array.isArray(v) ? v : [v];

/**
 * A select whose options come from an API a page at a time (`keyword` searched on the server, so 100,000
 * materials stay one request away); the labels of the values it already holds are asked for by `ids`.
 */
export function RemoteSelect(props: {
  readonly api: string;
  readonly value?: Value;
  readonly onChange?: (value: Value, picked: RemoteOption | undefined) => void;
  readonly multiple?: boolean;
  readonly id?: string;
  readonly placeholder?: string;
  readonly style?: React.CSSProperties;
}) {
  const { api, value } = props;
  const form = Form.useFormInstance();
  const [options, setOptions] = useState<RemoteOption[]>([]);
  const [known, setKnown] = useState<Map<string, RemoteOption>>(new Map());
  const [loading, setLoading] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const asked = useRef(0);

  const search = (keyword: string) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(async () => {
      const mine = ++asked.current;
      setLoading(true);
      const { path, fixed } = endpoint(api, (name) => form.getFieldValue(name));
      const found = await call<RemoteOption[]>('GET', path, { ...fixed, keyword }, { quiet: true }).catch(
        () => [],
      );
      if (mine !== asked.current) return;
      setOptions(found);
      setLoading(false);
    }, 250);
  };

  // Labels for the values held (an edit form), once per value.
  const missing = asList(value).filter((v) => !known.has(String(v)));
  const missingKey = missing.join(',');
  useEffect(() => {
    if (!missingKey) return;
    call<RemoteOption[]>('GET', endpoint(api).path, { ids: missingKey }, { quiet: true }).then(
      (found) => setKnown((k) => new Map([...k, ...found.map((o) => [String(o.value), o] as const)])),
      () => undefined,
    );
  }, [api, missingKey]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const merged = useMemo(() => {
    const all = new Map<string, RemoteOption>();
    for (const v of asList(value)) {
      const o = known.get(String(v));
      if (o) all.set(String(o.value), o);
    }
    for (const o of options) all.set(String(o.value), o);
    return [...all.values()];
  }, [options, known, value]);

  return (
    <Select
      id={props.id}
      showSearch
      allowClear
      mode={props.multiple ? 'multiple' : undefined}
      filterOption={false}
      loading={loading}
      value={value}
      placeholder={props.placeholder}
      style={props.style ?? { maxWidth: 360, minWidth: 200 }}
      options={merged.map((o) => ({ value: o.value, label: o.label }))}
      onSearch={search}
      // Options that depend on another field are asked for again each time, that field may have changed.
      onOpenChange={(open) => open && (options.length === 0 || endpoint(api).dependent) && search('')}
      onChange={(v: Value) => {
        const picked = merged.find((o) => String(o.value) === String(v));
        if (picked) setKnown((k) => new Map(k).set(String(picked.value), picked));
        props.onChange?.(v, picked);
      }}
    />
  );
}

interface TreeNode {
  readonly value: number;
  readonly title: string;
  readonly children?: TreeNode[];
}

const toTree = (nodes: readonly TreeOption[]): TreeNode[] =>
  nodes.map((n) => ({
    value: n.value,
    title: n.label,
    ...(n.children ? { children: toTree(n.children) } : {}),
  }));

/** A pick from a tree that an API answers whole (departments). */
export function RemoteTreeSelect(props: {
  readonly api: string;
  readonly value?: number;
  readonly onChange?: (value: number | undefined) => void;
  readonly id?: string;
}) {
  const [tree, setTree] = useState<readonly TreeOption[]>([]);
  useEffect(() => {
    call<TreeOption[]>('GET', props.api, {}, { quiet: true }).then(setTree, () => setTree([]));
  }, [props.api]);
  return (
    <TreeSelect
      id={props.id}
      allowClear
      showSearch
      treeDefaultExpandAll
      treeNodeFilterProp="title"
      value={props.value}
      onChange={(v) => props.onChange?.(v as number | undefined)}
      treeData={toTree(tree)}
      style={{ maxWidth: 360 }}
    />
  );
}
