import type { RowAction } from '@yanye/protocol';
import { Button, Space, Typography } from 'antd';
import { prt } from '../../hooks/print/texts';
import type { Printer } from '../../hooks/print/usePrint';
import { t } from '../../i18n/texts';

/** The actions on the selected rows, above the table, with how many are selected; printing them into one file. */
export function BatchBar(props: {
  readonly actions: readonly RowAction[];
  readonly selected: number;
  readonly onRun: (action: RowAction) => void;
  /** Prints the selected rows, when the list's documents print. */
  readonly printer?: Printer;
  readonly onPrint?: () => void;
}) {
  const printable = props.printer?.can === true;
  if (props.actions.length === 0 && !printable) return null;
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
      {printable && (
        <Button
          data-testid="print-selected"
          disabled={props.selected === 0}
          loading={props.printer?.busy}
          onClick={props.onPrint}
        >
          {prt('printSelected')}
        </Button>
      )}
    </Space>
  );
}
