import { Input } from 'antd';
import { useState } from 'react';
import {
  type NumericRefusal,
  numericChange,
  sanitizeNumeric,
  sanitizePrice,
  truncateDecimals,
} from '../../lib/numeric';
import { numericText } from './texts';

/**
 * A numeric text box: digits, a leading minus where the number may be negative, and one decimal point; truncated
 * to its decimals on blur. What is not a number (a letter, a second dot, a pasted `12.3.4`) or a negative where
 * none may go is refused whole and said under the box, never turned into another number (`numericChange`); the
 * grouping and currency of a copied amount (`¥1,234.50`) are dropped.
 */
export function NumericInput(props: {
  value?: string;
  onChange?: (v: string) => void;
  decimals: number;
  price?: boolean;
  /** A price that may be negative (an amount that deducts). */
  negative?: boolean;
  /** A price's most digits before the dot (its largest amount's). */
  intDigits?: number;
  id?: string;
  width?: number;
  placeholder?: string;
  /** Told when the box is entered and left (a money box shows its amount grouped while not typed in). */
  onFocusChange?: (focused: boolean) => void;
}) {
  const [refused, setRefused] = useState<NumericRefusal>();
  // A price goes below zero only where it is said to; any other number may (the server holds it to its range).
  const mayBeNegative = props.price ? props.negative === true : true;
  const clean = (text: string) =>
    props.price
      ? sanitizePrice(text, props.decimals, props.negative, props.intDigits)
      : sanitizeNumeric(text);
  return (
    <>
      <Input
        id={props.id}
        value={props.value ?? ''}
        inputMode="decimal"
        placeholder={props.placeholder}
        status={refused ? 'error' : undefined}
        style={props.width ? { width: props.width } : { maxWidth: 240 }}
        onChange={(e) => {
          const change = numericChange(props.value ?? '', e.target.value, clean, mayBeNegative);
          setRefused(change.refused);
          if (!change.refused) props.onChange?.(change.value);
        }}
        onFocus={() => props.onFocusChange?.(true)}
        onBlur={() => {
          setRefused(undefined);
          props.onFocusChange?.(false);
          props.onChange?.(truncateDecimals(props.value ?? '', props.decimals));
        }}
      />
      {refused && (
        <div className="numeric-refused" role="alert">
          {numericText(refused)}
        </div>
      )}
    </>
  );
}
