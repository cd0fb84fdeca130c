import type { FieldMeta } from '@yanye/protocol';
import { DatePicker, Input, Radio, Select, Switch } from 'antd';
import type { ReactNode } from 'react';
import { FileUpload } from '../upload/FileUpload';
import { ImageUpload } from '../upload/ImageUpload';
import { CardNumberInput } from './CardNumberInput';
import { GroupedSelect } from './GroupedSelect';
import { LinesEditor } from './LinesEditor';
import { MoneyInput } from './MoneyInput';
import { NumericInput } from './NumericInput';
import { RegionCascader } from './RegionCascader';
import { RemoteSelect } from './RemoteSelect';
import { RemoteTreeSelect } from './RemoteTreeSelect';
import { RichTextField } from './RichTextField';

/**
 * A select: its options in the metadata, or asked of `options_api` as the user types; one pick per group for a
 * grouped select (its `columns`). With nothing to pick from it takes what is typed: a text, or with `multiple`
 * several (tags), as a store's own list of values is written.
 */
function selectInput(f: FieldMeta): ReactNode {
  if (f.options_api) return <RemoteSelect api={f.options_api} multiple={f.multiple} />;
  if (f.columns) return <GroupedSelect groups={f.columns} />;
  if (f.options === null && f.multiple)
    return (
      <Select
        mode="tags"
        open={false}
        suffixIcon={null}
        tokenSeparators={['\n', '、']}
        style={{ maxWidth: 600 }}
      />
    );
  if (f.options === null)
    return <Input maxLength={f.rules.max ?? undefined} allowClear style={{ maxWidth: 360 }} />;
  // A long list (the banks) is searched by what its options say.
  const long = (f.options ?? []).length > 10;
  return (
    <Select
      allowClear
      showSearch={long}
      optionFilterProp={long ? 'label' : undefined}
      mode={f.multiple ? 'multiple' : undefined}
      options={(f.options ?? []).map((o) => ({ ...o }))}
      style={{ maxWidth: 360 }}
    />
  );
}

/** The input of each field type, a lookup rather than a chain of ifs. */
export const inputs: Readonly<Record<FieldMeta['type'], (f: FieldMeta) => ReactNode>> = {
  text: (f) => <Input maxLength={f.rules.max ?? undefined} allowClear />,
  textarea: (f) => (
    <Input.TextArea rows={5} maxLength={f.rules.max ?? undefined} showCount={f.rules.max !== null} />
  ),
  richtext: (f) => <RichTextField maxLength={f.rules.max} />,
  number: (f) => <NumericInput decimals={f.decimal ?? 0} />,
  money: (f) => <MoneyInput field={f} />,
  select: selectInput,
  radio: (f) => <Radio.Group options={(f.options ?? []).map((o) => ({ ...o }))} />,
  switch: () => <Switch />,
  image: () => <ImageUpload />,
  images: () => <ImageUpload max={9} />,
  file: () => <FileUpload />,
  date: () => <DatePicker />,
  datetime: () => <DatePicker showTime />,
  tree: (f) => (f.options_api ? <RemoteTreeSelect api={f.options_api} /> : <Input disabled />),
  phone: () => <Input maxLength={30} allowClear inputMode="tel" placeholder="13800010001 / 0371-12345678" />,
  bankcard: () => <CardNumberInput />,
  lines: (f) => <LinesEditor field={f} />,
  region: (f) => <RegionCascader api={f.options_api} />,
};
