import { formatYuan, type Quote } from '@yanye/protocol';
import { Space, Typography } from 'antd';
import { recycleOrderText } from './texts';

/** Hundredths of a percent as a signed percentage: `-30%`, `+12.5%`. */
const percent = (hundredths: number) => `${hundredths > 0 ? '+' : ''}${hundredths / 100}%`;

/** Cents as a signed amount: `+¥20.00`, `−¥36.00`. */
const signed = (cents: number) => (cents < 0 ? formatYuan(cents) : `+${formatYuan(cents)}`);

/**
 * How the server priced one item: the base (the category's price times the brand's factor), each chosen answer's
 * effect, and the price of one.
 */
export function QuoteBreakdown({ quote, testId }: { readonly quote: Quote; readonly testId?: string }) {
  return (
    <Space direction="vertical" size={0} style={{ width: '100%' }}>
      <Typography.Text type="secondary">
        {recycleOrderText('base')} {formatYuan(quote.category_price)}
        {quote.brand_factor !== 100 &&
          ` × ${recycleOrderText('brandFactor', { factor: quote.brand_factor })} = ${formatYuan(quote.base)}`}
      </Typography.Text>
      {quote.lines.map((l) => (
        <Typography.Text key={l.answer_id} type="secondary">
          {`${l.question}: ${l.answer} ${l.kind === 'percent' ? `(${percent(l.value)}) ` : ''}${signed(l.amount)}`}
        </Typography.Text>
      ))}
      <Typography.Text strong data-testid={testId}>
        {recycleOrderText('unitPrice')} {formatYuan(quote.total)}
      </Typography.Text>
    </Space>
  );
}
