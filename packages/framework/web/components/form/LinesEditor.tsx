import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { message } from '@yanye/i18n';
import {
  centsToYuanText,
  decimalsRefusal,
  type FieldMeta,
  formatMoney,
  parseYuan,
  qtyDecimalsRefusal,
} from '@yanye/protocol';
import { Button, DatePicker, Form, Input, Select } from 'antd';
import type { RuleRender } from 'antd/es/form';
import type { ReactNode } from 'react';
import type { Values } from '../../hooks/form/formValues';
import { LINE, qtyDecimals } from '../../hooks/form/lineDecimals';
import { endpoint, isNone, optionQuery } from '../../hooks/form/remoteOptions';
import { useOptionOf } from '../../hooks/form/useRemoteOptions';
import { currentLang } from '../../i18n/lang';
import { t } from '../../i18n/texts';
import { decimalsOver } from '../../lib/numeric';
import { SideScroll } from '../SideScroll';
import { fieldRules } from './fieldRules';
import { MoneyInput } from './MoneyInput';
import { NumericInput } from './NumericInput';
import { type RemoteOption, RemoteSelect } from './RemoteSelect';

/**
 * Each column's width, px: what it takes when there is room, and what it keeps when there is not. The columns
 * share the form's width between the two, so a document's five columns and its amount fit beside the menu at
 * 1366 px; narrower, the table scrolls in its box with the amount held at its right edge, except where the box has
 * no room for the first column beside it (a phone, styles.css): there the whole line scrolls.
 */
interface ColumnWidth {
  readonly wide: number;
  readonly least: number;
}
const WIDTH: Readonly<Partial<Record<FieldMeta['type'], ColumnWidth>>> = {
  select: { wide: 320, least: 180 },
  number: { wide: 100, least: 80 },
  money: { wide: 110, least: 90 },
  text: { wide: 160, least: 110 },
  date: { wide: 140, least: 130 },
};
const OTHER: ColumnWidth = { wide: 140, least: 90 };
/** A unit's name is a word or two (袋, 吨, 25 kg 袋). */
const UNIT: ColumnWidth = { wide: 110, least: 80 };

const widthOf = (c: FieldMeta): ColumnWidth => (c.name === LINE.unit ? UNIT : (WIDTH[c.type] ?? OTHER));

const FULL = { width: '100%' } as const;

/** Quantity × price in cents, as the server will work it out; the server's figure is the one saved. */
function lineAmount(line: Values | undefined): number {
  const qty = Number(line?.[LINE.qty]);
  const price = parseYuan(String(line?.[LINE.price] ?? ''));
  return Number.isFinite(qty) && price !== undefined ? Math.round(qty * price) : 0;
}

const isQty = (c: FieldMeta) => c.name === LINE.qty && c.type === 'number';

/**
 * A line's quantity in its unit's places (`qtyDecimals`): 3.5 of a bag counted whole is refused where it is typed,
 * `袋(50kg)只能填整数`, and stays as typed; the server refuses it the same way. Checked again when the line's unit
 * changes (the item's dependencies).
 */
function qtyRule(
  column: FieldMeta,
  unitOf: (value: unknown) => Promise<RemoteOption | undefined>,
  list: string,
  row: number,
): RuleRender {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === null || value === '') return;
      const unit = await unitOf(getFieldValue([list, row, LINE.unit]));
      const places = qtyDecimals(unit, column.decimal);
      if (!decimalsOver(String(value), places)) return;
      const said = unit ? qtyDecimalsRefusal(unit.label, places) : decimalsRefusal(column.title, places);
      throw new Error(message(currentLang(), said.key, said.params));
    },
  });
}

/** A line's quantity, typed with its unit's decimals when the unit's option says them. */
function QtyInput(props: {
  readonly column: FieldMeta;
  readonly unitApi: string | undefined;
  readonly unit: unknown;
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
    />
  );
}

/**
 * The lines of a document as an editable table (material, unit, quantity, price, remark), with the amount of
 * each line and the totals under them. Picking an option (a material) fills the line's empty fields that it
 * names (its unit and price); a unit whose option says its decimals sets the quantity's. The table scrolls
 * sideways inside the form when the form is narrower than it, the amount and the remove button held in sight.
 */
export function LinesEditor({ field }: { readonly field: FieldMeta }) {
  const form = Form.useFormInstance();
  const columns = (field.columns ?? []).filter((c) => !c.hidden);
  const priced = columns.some((c) => c.name === LINE.qty) && columns.some((c) => c.name === LINE.price);
  const unitApi = columns.find((c) => c.name === LINE.unit)?.options_api ?? undefined;
  const lines = (Form.useWatch(field.name, form) as Values[] | undefined) ?? [];
  const client = useQueryClient();
  // A line's unit's option (its name and places), as the quantity's rule needs it.
  const unitOf = async (value: unknown): Promise<RemoteOption | undefined> => {
    if (!unitApi || isNone(value)) return undefined;
    const found = await client.fetchQuery(optionQuery(endpoint(unitApi).path, value));
    return found.find((o) => String(o.value) === String(value));
  };

  const picked = (index: number, name: string, value: unknown, option: RemoteOption | undefined) => {
    const before = (form.getFieldValue([field.name, index]) as Values | undefined) ?? {};
    const line = { ...before, [name]: value };
    // What the option suggests fills what the line does not say yet.
    for (const sibling of field.columns ?? []) {
      const suggested = option?.[sibling.name];
      if (sibling.name === name || suggested === undefined) continue;
      const empty = line[sibling.name] === undefined || line[sibling.name] === '';
      if (!empty) continue;
      line[sibling.name] = sibling.type === 'money' ? centsToYuanText(suggested) : suggested;
    }
    // A unit counted in fewer places does not cut the quantity typed: its rule, checked again, says so.
    form.setFieldValue([field.name, index], line);
    // A field the option filled is checked again where it shows a refusal (请选择单位 goes once the unit is in);
    // one never refused stays quiet until the form is sent.
    const refused = (field.columns ?? [])
      .filter((s) => s.name !== name && line[s.name] !== before[s.name])
      .map((s) => [field.name, index, s.name])
      .filter((path) => form.getFieldError(path).length > 0);
    if (refused.length) void form.validateFields(refused).catch(() => undefined);
  };

  // Each input is as wide as its column (the text boxes are by themselves).
  const cell = (c: FieldMeta, index: number): ReactNode => {
    if (c.type === 'select' && c.options_api) {
      return (
        <RemoteSelect
          api={c.options_api}
          style={FULL}
          scope={[field.name, index]}
          onChange={(value, option) => picked(index, c.name, value, option)}
        />
      );
    }
    if (c.type === 'select')
      return <Select style={FULL} allowClear options={(c.options ?? []).map((o) => ({ ...o }))} />;
    if (isQty(c)) return <QtyInput column={c} unitApi={unitApi} unit={lines[index]?.[LINE.unit]} />;
    if (c.type === 'number') return <NumericInput decimals={c.decimal ?? 0} />;
    // A day on the store's clock (a lot's production date): the form holds it as the picker's day.
    if (c.type === 'date') return <DatePicker style={FULL} />;
    if (c.type === 'money') return <MoneyInput field={c} />;
    return <Input maxLength={c.rules.max ?? undefined} />;
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
                      <th
                        key={c.name}
                        className={c.required ? 'is-required' : undefined}
                        style={{ width: widthOf(c).wide }}
                      >
                        {c.title}
                      </th>
                    ))}
                    {priced && <th className="lines-amount">{t('amount')}</th>}
                    <th className="lines-remove" />
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row, index) => (
                    <tr key={row.key}>
                      <td className="lines-index">{index + 1}</td>
                      {columns.map((c) => (
                        <td key={c.name}>
                          {/* The least width as content: a table cell does not keep a min-width of its own. */}
                          <div className="lines-cell" style={{ minWidth: widthOf(c).least }}>
                            <Form.Item
                              name={[row.name, c.name]}
                              rules={
                                isQty(c)
                                  ? [
                                      ...fieldRules(c, { places: false }),
                                      qtyRule(c, unitOf, field.name, row.name),
                                    ]
                                  : fieldRules(c)
                              }
                              dependencies={
                                isQty(c) && unitApi ? [[field.name, row.name, LINE.unit]] : undefined
                              }
                              noStyle={false}
                              style={{ margin: 0 }}
                            >
                              {cell(c, row.name)}
                            </Form.Item>
                          </div>
                        </td>
                      ))}
                      {priced && <td className="lines-amount">{formatMoney(lineAmount(lines[index]))}</td>}
                      <td className="lines-remove">
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
                      <td className="lines-remove" />
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
