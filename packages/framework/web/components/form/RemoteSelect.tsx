import { Form, Select } from 'antd';
import { useCallback } from 'react';
import { type HeldValue, isNone, type RemoteOption } from '../../hooks/form/remoteOptions';
import { useRemoteOptions } from '../../hooks/form/useRemoteOptions';

export type { RemoteOption };

/** 0 is how a record says "none": the select shows its placeholder rather than a bare 0. */
function shown(value: HeldValue): HeldValue {
  if (Array.isArray(value)) return value.filter((v) => !isNone(v));
  return isNone(value) ? undefined : value;
}

/**
 * A select whose options come from an API a page at a time, searched as the user types; the options of the
 * values it holds are asked for by id (useRemoteOptions).
 */
export function RemoteSelect(props: {
  readonly api: string;
  readonly value?: HeldValue;
  readonly onChange?: (value: HeldValue, picked: RemoteOption | undefined) => void;
  readonly multiple?: boolean;
  readonly id?: string;
  readonly placeholder?: string;
  readonly style?: React.CSSProperties;
  /**
   * Where the select stands in the form (a document's line: `['lines', 2]`): a `{field}` of its API is that
   * line's field first, the form's own after (a line's lot: its material, the document's warehouse).
   */
  readonly scope?: readonly (string | number)[];
}) {
  const form = Form.useFormInstance();
  const { scope } = props;
  const fieldValue = useCallback(
    (name: string) =>
      ((scope ? form.getFieldValue([...scope, name]) : undefined) ?? form.getFieldValue(name)) as unknown,
    [form, scope],
  );
  const remote = useRemoteOptions(props.api, props.value, fieldValue);
  return (
    <Select
      id={props.id}
      showSearch
      allowClear
      mode={props.multiple ? 'multiple' : undefined}
      filterOption={false}
      loading={remote.loading}
      value={shown(props.value)}
      placeholder={props.placeholder}
      style={props.style ?? { maxWidth: 360, minWidth: 200 }}
      options={remote.options.map((o) => ({ value: o.value, label: o.label }))}
      onSearch={remote.search}
      onOpenChange={(open) => open && remote.opened()}
      onChange={(v: HeldValue) => props.onChange?.(v, remote.pick(v))}
    />
  );
}
