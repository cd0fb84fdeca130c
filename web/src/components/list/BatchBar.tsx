import type { RowAction } from '@yanye/protocol';
import { Button, Space, Typography } from 'antd';
import { t } from '../../i18n/texts';

/** The actions on the selected rows, above the table, with how many are selected. */
export function BatchBar(props: {
  readonly actions: readonly RowAction[];
  readonly selected: number;
  readonly onRun: (action: RowAction) => void;
}) {
  if (props.actions.length === 0) return null;
  return (
    <Space className="list-batch" wrap>
      <Typography.Text type="secondary">{`${t('selected')} ${props.selected}`}</Typography.Text>
      {props.actions.map((a) => (
        <Button
          key={a.name}
          danger={a.danger === true}
          disabled={props.selected === 0}
          onClick={() => props.onRun(a)}
        >
          {a.title}
        </Button>
      ))}
    </Space>
  );
}
