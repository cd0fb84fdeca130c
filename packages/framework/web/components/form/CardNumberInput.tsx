import { groupCardNo } from '@yanye/protocol';
import { Input } from 'antd';

/** The most digits a card number has (ISO/IEC 7812), and so what the input takes. */
const MAX_DIGITS = 19;

/**
 * A bank card number as it is read off the card: digits only, in groups of four as they are typed
 * (`6222 0212 3456 7890 128`); the server keeps the digits alone.
 */
export function CardNumberInput(props: {
  readonly value?: string;
  readonly onChange?: (v: string) => void;
  readonly id?: string;
}) {
  return (
    <Input
      id={props.id}
      value={props.value ?? ''}
      inputMode="numeric"
      autoComplete="off"
      allowClear
      placeholder="6222 0000 0000 0000 000"
      style={{ maxWidth: 280, fontVariantNumeric: 'tabular-nums' }}
      onChange={(e) => props.onChange?.(groupCardNo(e.target.value.replace(/\D/g, '').slice(0, MAX_DIGITS)))}
    />
  );
}
