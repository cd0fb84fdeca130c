import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { centsToYuanText, type FieldMeta, formatMoney, parseYuan } from '@yanye/protocol';
import { Button, Form, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import type { Values } from '../../hooks/form/formValues';
import { LINE, qtyDecimals } from '../../hooks/form/lineDecimals';
import { useOptionOf } from '../../hooks/form/useRemoteOptions';
import { t } from '../../i18n/texts';
import { truncateDecimals } from '../../lib/numeric';
import { SideScroll } from '../SideScroll';
import { fieldRules } from './fieldRules';
import { MoneyInput } from './MoneyInput';
import { NumericInput } from './NumericInput';
import { type RemoteOption, RemoteSelect } from './RemoteSelect';

const WIDTH: Readonly<Partial<Record<FieldMeta['type'], number>>> = {
  select: 240,
  number: 120,
  money: 120,
  text: 180,
};

/** Quantity × price in cents, as the server will work it out; the server's figure is the one saved. */
function lineAmount(line: Values | undefined): number {
  const qty = Number(line?.[LINE.qty]);
  const price = parseYuan(String(line?.[LINE.price] ?? ''));
  return Number.isFinite(qty) && price !== undefined ? Math.round(qty * price) : 0;
}

/** A line's quantity, typed with its unit's decimals when the unit's option says them. */
function QtyInput(props: {
  readonly column: FieldMeta;
  readonly unitApi: string | undefined;
  readonly unit: unknown;
  readonly width: number;
  readonly value?: string;
  readonly onChange?: (v: string) => void;
  readonly id?: string;
}) {
  const unit = useOptionOf(props.unitApi ?? '', props.unitApi ? props.unit : undefined);
  return (
    <NumericInput
      id={props.id}
      value={props.value}
      onChange={props.onChange}
      decimals={qtyDecimals(unit, props.column.decimal)}
      width={props.width}
    />
  );
}

/**
 * The lines of a document as an editable table (material, unit, quantity, price, remark), with the amount of
 * each line and the totals under them. Picking an option (a material) fills the line's empty fields that it
 * names (its unit and price); a unit whose option says its decimals sets the quantity's. The table scrolls
 * sideways inside the form when the form is narrower than it.
 */
export function LinesEditor({ field }: { readonly field: FieldMeta }) {
  const form = Form.useFormInstance();
  const columns = (field.columns ?? []).filter((c) => !c.hidden);
  const priced = columns.some((c) => c.name === LINE.qty) && columns.some((c) => c.name === LINE.price);
  const unitApi = columns.find((c) => c.name === LINE.unit)?.options_api ?? undefined;
  const lines = (Form.useWatch(field.name, form) as Values[] | undefined) ?? [];

  const picked = (index: number, name: string, value: unknown, option: RemoteOption | undefined) => {
    const line = { ...(form.getFieldValue([field.name, index]) as Values), [name]: value };
    // What the option suggests fills what the line does not say yet.
    for (const sibling of field.columns ?? []) {
      const suggested = option?.[sibling.name];
      if (sibling.name === name || suggested === undefined) continue;
      const empty = line[sibling.name] === undefined || line[sibling.name] === '';
      if (!empty) continue;
      line[sibling.name] = sibling.type === 'money' ? centsToYuanText(suggested) : suggested;
    }
    // A unit counted in fewer places cuts the quantity typed.
    const qty = line[LINE.qty];
    if (name === LINE.unit && typeof option?.decimals === 'number' && typeof qty === 'string' && qty !== '')
      line[LINE.qty] = truncateDecimals(qty, option.decimals);
    form.setFieldValue([field.name, index], line);
  };

  const cell = (c: FieldMeta, index: number): ReactNode => {
    const width = WIDTH[c.type] ?? 140;
    if (c.type === 'select' && c.options_api) {
      return (
        <RemoteSelect
          api={c.options_api}
          style={{ width }}
          onChange={(value, option) => picked(index, c.name, value, option)}
        />
      );
    }
    if (c.type === 'select')
      return <Select style={{ width }} allowClear options={(c.options ?? []).map((o) => ({ ...o }))} />;
    if (c.name === LINE.qty && c.type === 'number')
      return <QtyInput column={c} unitApi={unitApi} unit={lines[index]?.[LINE.unit]} width={width} />;
    if (c.type === 'number') return <NumericInput decimals={c.decimal ?? 0} width={width} />;
    if (c.type === 'money') return <MoneyInput field={c} width={width} />;
    return <Input style={{ width }} maxLength={c.rules.max ?? undefined} />;
  };

  const totalQty = lines.reduce((n, l) => n + (Number(l?.[LINE.qty]) || 0), 0);
  const totalAmount = lines.reduce((n, l) => n + lineAmount(l), 0);

  return (
    <div className="lines-editor">
      <Form.List name={field.name}>
        {(rows, { add, remove }) => (
          <>
            <SideScroll className="lines-scroll">
              <table className="lines-table">
                <thead>
                  <tr>
                    <th className="lines-index">#</th>
                    {columns.map((c) => (
                      <th key={c.name} className={c.required ? 'is-required' : undefined}>
                        {c.title}
                      </th>
                    ))}
                    {priced && <th>{t('amount')}</th>}
                    <th />
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row, index) => (
                    <tr key={row.key}>
                      <td className="lines-index">{index + 1}</td>
                      {columns.map((c) => (
                        <td key={c.name}>
                          <Form.Item
                            name={[row.name, c.name]}
                            rules={fieldRules(c)}
                            noStyle={false}
                            style={{ margin: 0 }}
                          >
                            {cell(c, row.name)}
                          </Form.Item>
                        </td>
                      ))}
                      {priced && <td className="lines-amount">{formatMoney(lineAmount(lines[index]))}</td>}
                      <td>
                        <Button
                          type="text"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={`${t('del')} ${index + 1}`}
                          onClick={() => remove(row.name)}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
                {priced && rows.length > 0 && (
                  <tfoot>
                    <tr>
                      <td className="lines-index">{t('total')}</td>
                      {columns.map((c) => (
                        <td key={c.name}>{c.name === LINE.qty ? Number(totalQty.toFixed(3)) : ''}</td>
                      ))}
                      <td className="lines-amount">{formatMoney(totalAmount)}</td>
                      <td />
                    </tr>
                  </tfoot>
                )}
              </table>
            </SideScroll>
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add({})}
              disabled={field.rules.max !== null && rows.length >= field.rules.max}
              style={{ marginTop: 8 }}
            >
              {t('addLine')}
            </Button>
          </>
        )}
      </Form.List>
    </div>
  );
}
