import { Input } from 'antd';
import { sanitizeNumeric, sanitizePrice, truncateDecimals } from '../../lib/numeric';

/** A numeric text box: only digits, '.', '-' and one decimal point; truncated to its decimals on blur. */
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
  return (
    <Input
      id={props.id}
      value={props.value ?? ''}
      inputMode="decimal"
      placeholder={props.placeholder}
      style={props.width ? { width: props.width } : { maxWidth: 240 }}
      onChange={(e) =>
        props.onChange?.(
          props.price
            ? sanitizePrice(e.target.value, props.decimals, props.negative, props.intDigits)
            : sanitizeNumeric(e.target.value),
        )
      }
      onFocus={() => props.onFocusChange?.(true)}
      onBlur={() => {
        props.onFocusChange?.(false);
        props.onChange?.(truncateDecimals(props.value ?? '', props.decimals));
      }}
    />
  );
}
