import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { FieldMeta } from '@yanye/protocol';
import { Button, Form, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { t } from '../../i18n/texts';
import { centsToYuan, yuanToCents } from '../../lib/numeric';
import type { Values } from './fieldInputs';
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
  const qty = Number(line?.qty);
  const price = yuanToCents(String(line?.price ?? ''));
  return Number.isFinite(qty) && price !== undefined ? Math.round(qty * price) : 0;
}

/**
 * The lines of a document as an editable table (material, unit, quantity, price, remark), with the amount of
 * each line and the totals under them. Picking an option (a material) fills the line's empty fields that it
 * names (its unit and price).
 */
export function LinesEditor({ field }: { readonly field: FieldMeta }) {
  const form = Form.useFormInstance();
  const columns = (field.columns ?? []).filter((c) => !c.hidden);
  const priced = columns.some((c) => c.name === 'qty') && columns.some((c) => c.name === 'price');
  const lines = (Form.useWatch(field.name, form) as Values[] | undefined) ?? [];

  const cell = (c: FieldMeta, index: number): ReactNode => {
    const width = WIDTH[c.type] ?? 140;
    if (c.type === 'select' && c.options_api) {
      const api = c.options_api;
      return (
        <RemoteSelect
          api={api}
          style={{ width }}
          onChange={(value: unknown, picked: RemoteOption | undefined) => {
            const line = { ...(form.getFieldValue([field.name, index]) as Values), [c.name]: value };
            // What the option suggests fills what the line does not say yet.
            for (const sibling of field.columns ?? []) {
              const suggested = picked?.[sibling.name];
              if (sibling.name === c.name || suggested === undefined) continue;
              const empty = line[sibling.name] === undefined || line[sibling.name] === '';
              if (!empty) continue;
              line[sibling.name] = sibling.type === 'money' ? centsToYuan(suggested) : suggested;
            }
            form.setFieldValue([field.name, index], line);
          }}
        />
      );
    }
    if (c.type === 'select')
      return <Select style={{ width }} allowClear options={(c.options ?? []).map((o) => ({ ...o }))} />;
    if (c.type === 'number') return <NumericInput decimals={c.decimal ?? 0} width={width} />;
    if (c.type === 'money') return <NumericInput decimals={c.decimal ?? 2} price width={width} />;
    return <Input style={{ width }} maxLength={c.rules.max ?? undefined} />;
  };

  const totalQty = lines.reduce((n, l) => n + (Number(l?.qty) || 0), 0);
  const totalAmount = lines.reduce((n, l) => n + lineAmount(l), 0);

  return (
    <div className="lines-editor">
      <Form.List name={field.name}>
        {(rows, { add, remove }) => (
          <>
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
                          rules={c.required ? [{ required: true, message: t('required', c.title) }] : []}
                          noStyle={false}
                          style={{ margin: 0 }}
                        >
                          {cell(c, row.name)}
                        </Form.Item>
                      </td>
                    ))}
                    {priced && <td className="lines-amount">{centsToYuan(lineAmount(lines[index]))}</td>}
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
                      <td key={c.name}>{c.name === 'qty' ? Number(totalQty.toFixed(3)) : ''}</td>
                    ))}
                    <td className="lines-amount">{centsToYuan(totalAmount)}</td>
                    <td />
                  </tr>
                </tfoot>
              )}
            </table>
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
