import type { RegionNode } from '@yanye/protocol';
import { Cascader } from 'antd';
import type { DefaultOptionType } from 'antd/es/cascader';
import { useMemo } from 'react';
import { regionOfPath, regionPathIn } from '../../hooks/form/regionPath';
import { useRegionTree } from '../../hooks/form/useRegionTree';

const toOptions = (nodes: readonly RegionNode[]): DefaultOptionType[] =>
  nodes.map((n) => ({
    value: n.value,
    label: n.label,
    ...(n.children ? { children: toOptions(n.children) } : {}),
  }));

/** The tree as the cascader takes it, made once per tree read (every region field of the session shares it). */
const made = new WeakMap<readonly RegionNode[], DefaultOptionType[]>();
function optionsOf(tree: readonly RegionNode[]): DefaultOptionType[] {
  let options = made.get(tree);
  if (!options) {
    options = toOptions(tree);
    made.set(tree, options);
  }
  return options;
}

/** A place picked province → city → district, held as the district's six-digit code. */
export function RegionCascader(props: {
  readonly api: string | null;
  readonly value?: string;
  readonly onChange?: (value: string) => void;
  readonly id?: string;
}) {
  const tree = useRegionTree(props.api);
  const path = useMemo(() => regionPathIn(tree, props.value), [tree, props.value]);
  return (
    <Cascader
      id={props.id}
      options={optionsOf(tree)}
      value={path}
      onChange={(picked) => props.onChange?.(regionOfPath(picked))}
      showSearch
      allowClear
      loading={tree.length === 0}
      style={{ maxWidth: 360 }}
    />
  );
}
