import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { LIST_COLUMN_WIDTH } from '@yanye/protocol';
import { Button, Checkbox, message, Typography } from 'antd';
import { useState } from 'react';
import type { ColumnChoice } from '../../hooks/list/visibility';
import { t } from '../../i18n/texts';
import { useOpenedOnce, useWhenOpened } from '../../lib/useOpenedOnce';
import { NumberBox, numberProblem } from '../form/NumberBox';
import { Modal } from '../Modal';
import { columnText } from './columnTexts';

/** Moves the item at `from` one place up (-1) or down (+1). */
function moved<T>(items: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (to < 0 || to >= items.length) return [...items];
  const out = [...items];
  [out[from], out[to]] = [out[to] as T, out[from] as T];
  return out;
}

/**
 * The column settings of a list (显示列): which columns show, in what order (up and down), and their widths
 * (blank: sized by the column's kind), with a reset to the list's defaults.
 */
export function ColumnSettingsDialog(props: {
  readonly open: boolean;
  readonly choice: ColumnChoice;
  readonly titleOf: (name: string) => string;
  readonly onOk: (choice: ColumnChoice) => void;
  readonly onReset: () => void;
  readonly onCancel: () => void;
}) {
  const [draft, setDraft] = useState<ColumnChoice>(props.choice);
  useWhenOpened(props.open, () => setDraft(props.choice));
  const built = useOpenedOnce(props.open);
  if (!built) return null;

  const { order, shown, widths } = draft;
  const all = order.length > 0 && shown.length === order.length;
  const some = shown.length > 0 && !all;
  const show = (name: string, on: boolean) =>
    setDraft({ ...draft, shown: order.filter((n) => (n === name ? on : shown.includes(n))) });
  const move = (index: number, step: -1 | 1) => {
    const next = moved(order, index, step);
    setDraft({ ...draft, order: next, shown: next.filter((n) => shown.includes(n)) });
  };
  const size = (name: string, width: number | null) => {
    const { [name]: _, ...rest } = widths;
    setDraft({ ...draft, widths: width === null ? rest : { ...rest, [name]: width } });
  };
  // A width the list cannot take is refused by name, and kept as typed until it is put right.
  const WIDTH = { ...LIST_COLUMN_WIDTH, decimals: 0 };
  const problemOf = (name: string) =>
    numberProblem(`${props.titleOf(name)} ${columnText('width')}`, widths[name], WIDTH);
  const problem = order.map(problemOf).find((p) => p !== undefined);

  return (
    <Modal
      open={props.open}
      title={t('columnsTitle')}
      width={640}
      onCancel={props.onCancel}
      className="column-settings"
      footer={[
        <Button key="reset" onClick={props.onReset} style={{ float: 'left' }}>
          {columnText('reset')}
        </Button>,
        <Button key="cancel" onClick={props.onCancel}>
          {t('cancel')}
        </Button>,
        <Button
          key="ok"
          type="primary"
          onClick={() => {
            if (shown.length === 0) {
              void message.warning(t('atLeastOneColumn'));
              return;
            }
            if (problem) {
              void message.warning(problem);
              return;
            }
            props.onOk(draft);
          }}
        >
          {t('apply')}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">{columnText('hint')}</Typography.Paragraph>
      <Checkbox
        indeterminate={some}
        checked={all}
        onChange={(e) => setDraft({ ...draft, shown: e.target.checked ? [...order] : [] })}
      >
        {t('selectAll')}
      </Checkbox>
      <ol className="column-settings-list">
        {order.map((name, i) => {
          const title = props.titleOf(name);
          return (
            <li key={name} data-column={name}>
              <Checkbox
                checked={shown.includes(name)}
                onChange={(e) => show(name, e.target.checked)}
                className="column-settings-title"
              >
                {title}
              </Checkbox>
              <NumberBox
                {...WIDTH}
                value={widths[name] ?? null}
                placeholder={columnText('auto')}
                suffix="px"
                aria-label={`${title} ${columnText('width')}`}
                invalid={problemOf(name) !== undefined}
                onChange={(v) => size(name, v)}
                width={80}
              />
              <Button
                size="small"
                type="text"
                icon={<ArrowUpOutlined />}
                aria-label={`${title} ${columnText('moveUp')}`}
                title={columnText('moveUp')}
                disabled={i === 0}
                onClick={() => move(i, -1)}
              />
              <Button
                size="small"
                type="text"
                icon={<ArrowDownOutlined />}
                aria-label={`${title} ${columnText('moveDown')}`}
                title={columnText('moveDown')}
                disabled={i === order.length - 1}
                onClick={() => move(i, 1)}
              />
            </li>
          );
        })}
      </ol>
    </Modal>
  );
}
