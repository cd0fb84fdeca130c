import type { TreeOption } from '@yanye/protocol';
import { TreeSelect } from 'antd';
import { useRemoteTree } from '../../hooks/form/useRemoteTree';

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
  const tree = useRemoteTree(props.api);
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
