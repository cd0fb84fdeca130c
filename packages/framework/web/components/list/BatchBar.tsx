import { Button, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { askingOf, namesOf } from '../../hooks/ask';
import type { Row } from '../../hooks/list/row';
import type { BatchOffer } from '../../hooks/list/rowActions';
import { prt } from '../../hooks/print/texts';
import type { Printer } from '../../hooks/print/usePrint';
import { t } from '../../i18n/texts';
import { AskFirst } from '../ask/AskFirst';

/**
 * The actions on the selected rows, above the table, with how many are selected; printing them into one file. An
 * action that asks first asks naming the rows it runs on (下架商品「雪花盐、海盐」？).
 */
export function BatchBar(props: {
  readonly offers: readonly BatchOffer[];
  readonly selected: number;
  /** What a row is called (its `record_name`), for the question before an action. */
  readonly nameOf: (row: Row) => string | undefined;
  readonly onRun: (offer: BatchOffer) => void;
  /** Prints the selected rows, when the list's documents print. */
  readonly printer?: Printer;
  readonly onPrint?: () => void;
}) {
  const printable = props.printer?.can === true;
  if (props.offers.length === 0 && !printable) return null;
  const button = (offer: BatchOffer): ReactNode => {
    const idle = offer.rows.length === 0;
    const shown = (
      <Button
        key={offer.key}
        danger={offer.action.danger === true}
        disabled={idle}
        onClick={offer.action.confirm && !offer.action.fields?.length ? undefined : () => props.onRun(offer)}
      >
        {offer.action.title}
      </Button>
    );
    if (idle || !offer.action.confirm || offer.action.fields?.length) return shown;
    return (
      <AskFirst
        key={offer.key}
        {...askingOf(offer.action, namesOf(offer.rows.map(props.nameOf)))}
        onConfirm={() => props.onRun(offer)}
      >
        {shown}
      </AskFirst>
    );
  };
  return (
    <Space className="list-batch" wrap>
      <Typography.Text type="secondary">{`${t('selected')} ${props.selected}`}</Typography.Text>
      {props.offers.map(button)}
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
