import { Input } from 'antd';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { type NumericRefusal, numericChange } from '../../lib/numeric';
import { numericText } from './texts';

/**
 * A numeric text box: digits, a leading minus where the number may be negative, and one decimal point. What is
 * not a number (a letter, a second dot, a pasted `12.3.4`) or a negative where none may go is refused whole and
 * said under the box, never turned into another number (`numericChange`); the grouping and currency of a copied
 * amount (`¥1,234.50`) are dropped. Nothing typed is cut: decimals beyond the field's stay as typed, and the
 * field's rule says the limit under it (`numberRule`, `moneyRule`, a line's quantity rule), so the form is not
 * sent with them and 3.5 bags is never saved as 3.
 */
export function NumericInput(props: {
  value?: string;
  onChange?: (v: string) => void;
  /** The decimals the field takes: a whole number box asks a phone for its digit keypad. */
  decimals: number;
  /** A minus may be typed (by default; an amount that may not go below zero says false). */
  negative?: boolean;
  id?: string;
  width?: number;
  placeholder?: string;
  'aria-label'?: string;
  /** The field's rule refused what the box holds (marked as a form marks a field it refuses). */
  invalid?: boolean;
  /** Told when the box is entered and left (a money box shows its amount grouped while not typed in). */
  onFocusChange?: (focused: boolean) => void;
}) {
  const [refused, setRefused] = useState<NumericRefusal>();
  return (
    <>
      <Input
        id={props.id}
        aria-label={props['aria-label']}
        value={props.value ?? ''}
        inputMode={props.decimals > 0 ? 'decimal' : 'numeric'}
        placeholder={props.placeholder}
        status={refused || props.invalid ? 'error' : undefined}
        style={props.width ? { width: props.width } : { maxWidth: 240 }}
        onChange={(e) => {
          const change = numericChange(props.value ?? '', e.target.value, props.negative ?? true);
          setRefused(change.refused);
          if (!change.refused) props.onChange?.(change.value);
        }}
        onFocus={(e) => {
          // A box whose text changes as it is entered (a money box drops its grouping: 12,345.00 becomes 12345)
          // changes it now, inside the focus, and selects the new text whole: what was selected on the way in
          // (a Tab selects all) went with the old text, and what is typed next must replace the amount, not go
          // after it (12,345.00 selected, 0.5 typed, read 123450.5). A click still places the caret after this.
          const box = e.target;
          const before = box.value;
          flushSync(() => props.onFocusChange?.(true));
          if (box.value !== before) box.select();
        }}
        onBlur={() => {
          setRefused(undefined);
          props.onFocusChange?.(false);
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
