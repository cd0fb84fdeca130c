import { centsToYuanText, type FieldMeta, formatMoney, parseYuan } from '@yanye/protocol';
import { useState } from 'react';
import { moneyRange } from './moneyField';
import { NumericInput } from './NumericInput';

/**
 * A money field's input: yuan, a minus only where its range goes below zero (an adjustment that deducts). What is
 * typed stays as typed: a third decimal or an amount past the field's range is refused by its rule (`moneyRule`,
 * which says the limit), never cut. An amount bounded by its row (a refund) shows the bound as its placeholder:
 * left blank, that is what it takes. Read only (a record's details), or while it is not being typed in, an amount
 * reads as every list shows it: `250,000.00`; typing shows it plain (`250000.00`).
 */
export function MoneyInput(props: {
  readonly field: FieldMeta;
  readonly width?: number;
  readonly value?: string;
  readonly onChange?: (v: string) => void;
  readonly id?: string;
}) {
  const { field: f } = props;
  const { min, max } = moneyRange(f);
  const [typing, setTyping] = useState(false);
  const cents = !typing && props.value ? parseYuan(props.value) : undefined;
  return (
    <NumericInput
      id={props.id}
      value={cents === undefined ? props.value : formatMoney(cents)}
      onChange={props.onChange}
      decimals={Math.min(f.decimal ?? 2, 2)}
      negative={min < 0}
      placeholder={f.max_key ? centsToYuanText(max) : undefined}
      width={props.width}
      onFocusChange={setTyping}
    />
  );
}
