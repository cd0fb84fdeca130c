import { Checkbox, message, Space } from 'antd';
import { useState } from 'react';
import { t } from '../../i18n/texts';
import { useOpenedOnce, useWhenOpened } from '../../lib/useOpenedOnce';
import { Modal } from '../Modal';

export interface ColumnChoice {
  readonly name: string;
  readonly title: string;
}

/**
 * A dialog of column checkboxes with a select-all box that is indeterminate when only some are checked.
 * Used for the export fields; the visible columns have their own dialog (ColumnSettingsDialog: order, widths).
 */
export function ColumnsDialog(props: {
  open: boolean;
  title: string;
  columns: readonly ColumnChoice[];
  checked: readonly string[];
  onOk: (checked: string[]) => void;
  /** What the confirming button does (导出, 异步导出). */
  readonly okText: string;
  onCancel: () => void;
}) {
  const [chosen, setChosen] = useState<string[]>([...props.checked]);
  useWhenOpened(props.open, () => setChosen([...props.checked]));
  const built = useOpenedOnce(props.open);
  const all = props.columns.map((c) => c.name);
  const some = chosen.length > 0 && chosen.length < all.length;

  if (!built) return null;
  return (
    <Modal
      open={props.open}
      title={props.title}
      width={960}
      okText={props.okText}
      cancelText={t('cancel')}
      onCancel={props.onCancel}
      onOk={() => {
        if (chosen.length === 0) {
          void message.warning(t('atLeastOneColumn'));
          return;
        }
        props.onOk(all.filter((name) => chosen.includes(name)));
      }}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Checkbox
          indeterminate={some}
          checked={chosen.length === all.length}
          onChange={(e) => setChosen(e.target.checked ? all : [])}
        >
          {t('selectAll')}
        </Checkbox>
        <Checkbox.Group
          value={chosen}
          onChange={(v) => setChosen(v as string[])}
          style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}
        >
          {props.columns.map((c) => (
            <Checkbox key={c.name} value={c.name} style={{ width: 200 }}>
              {c.title}
            </Checkbox>
          ))}
        </Checkbox.Group>
      </Space>
    </Modal>
  );
}
