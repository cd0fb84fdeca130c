import type { FieldMeta } from '@yanye/protocol';
import { Select, Space, Typography } from 'antd';
import { type Pick, pickOf, withPick } from '../../hooks/form/groupedValues';
import { gst } from './texts';

/**
 * A grouped select (a goods' properties): one pick per group, each group a select of its own values, the
 * field's value being the picks together. A required group is marked as the form marks a required field.
 */
export function GroupedSelect(props: {
  readonly groups: readonly FieldMeta[];
  readonly id?: string;
  readonly value?: unknown;
  readonly onChange?: (value: Pick[]) => void;
}) {
  const { groups } = props;
  if (groups.length === 0) return <Typography.Text type="secondary">{gst('none')}</Typography.Text>;
  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }} id={props.id}>
      {groups.map((g) => (
        <Space key={g.name} size={8} wrap>
          <span className="grouped-select-label" style={{ display: 'inline-block', minWidth: 88 }}>
            {g.required && <span style={{ color: '#ff4d4f', marginInlineEnd: 4 }}>*</span>}
            {g.title}
          </span>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            aria-label={g.title}
            style={{ width: 240 }}
            value={pickOf(props.value, g)}
            options={(g.options ?? []).map((o) => ({ ...o }))}
            onChange={(pick: Pick | undefined) => props.onChange?.(withPick(props.value, groups, g, pick))}
          />
        </Space>
      ))}
    </Space>
  );
}
