import { centsToYuanText, type FieldMeta, formatMoney, parseYuan, yuanDigits } from '@yanye/protocol';
import { useState } from 'react';
import { moneyRange } from './moneyField';
import { NumericInput } from './NumericInput';

/**
 * A money field's input: yuan with two decimals at most, a minus only where its range goes below zero (an
 * adjustment that deducts), and at most one whole digit more than its largest amount has: enough for an amount too
 * large to stay on screen and be refused by the rule (`moneyRule`, which says the range), never a digit dropped
 * into an amount that would pass. An amount bounded by its row (a refund) shows the bound as its placeholder: left
 * blank, that is what it takes. Read only (a record's details), or while it is not being typed in, the amount reads
 * as every list shows it: `250,000.00`; typing shows it plain (`250000.00`).
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
      price
      negative={min < 0}
      intDigits={yuanDigits(Math.max(max, -min)) + 1}
      placeholder={f.max_key ? centsToYuanText(max) : undefined}
      width={props.width}
      onFocusChange={setTyping}
    />
  );
}
