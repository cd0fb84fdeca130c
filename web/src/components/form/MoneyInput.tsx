import { centsToYuanText, type FieldMeta, yuanDigits } from '@yanye/protocol';
import { moneyRange } from './moneyField';
import { NumericInput } from './NumericInput';

/**
 * A money field's input: yuan with two decimals at most, a minus only where its range goes below zero (an
 * adjustment that deducts), and no more whole digits than its largest amount has; the range itself is checked by
 * its rule (`moneyRule`). An amount bounded by its row (a refund) shows the bound as its placeholder: left blank,
 * that is what it takes.
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
  return (
    <NumericInput
      id={props.id}
      value={props.value}
      onChange={props.onChange}
      decimals={Math.min(f.decimal ?? 2, 2)}
      price
      negative={min < 0}
      intDigits={yuanDigits(Math.max(max, -min))}
      placeholder={f.max_key ? centsToYuanText(max) : undefined}
      width={props.width}
    />
  );
}
