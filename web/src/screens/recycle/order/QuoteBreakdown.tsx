import type { Quote } from '@yanye/protocol';
import { Space, Typography } from 'antd';
import { centsToYuan } from '../../../lib/numeric';
import { ot } from './texts';

/** Hundredths of a percent as a signed percentage: `-30%`, `+12.5%`. */
const percent = (hundredths: number) =>
  `${hundredths > 0 ? '+' : ''}${Number((hundredths / 100).toFixed(2))}%`;

/** Cents as a signed amount: `+¥20.00`, `-¥36.00`. */
const signed = (cents: number) => `${cents < 0 ? '-' : '+'}¥${centsToYuan(Math.abs(cents))}`;

/**
 * How the server priced one item: the base (the category's price times the brand's factor), each chosen answer's
 * effect, and the price of one.
 */
export function QuoteBreakdown({ quote, testId }: { readonly quote: Quote; readonly testId?: string }) {
  return (
    <Space direction="vertical" size={0} style={{ width: '100%' }}>
      <Typography.Text type="secondary">
        {ot('base')} ¥{centsToYuan(quote.category_price)}
        {quote.brand_factor !== 100 &&
          ` × ${ot('brandFactor', { factor: quote.brand_factor })} = ¥${centsToYuan(quote.base)}`}
      </Typography.Text>
      {quote.lines.map((l) => (
        <Typography.Text key={l.answer_id} type="secondary">
          {`${l.question}: ${l.answer} ${l.kind === 'percent' ? `(${percent(l.value)}) ` : ''}${signed(l.amount)}`}
        </Typography.Text>
      ))}
      <Typography.Text strong data-testid={testId}>
        {ot('unitPrice')} ¥{centsToYuan(quote.total)}
      </Typography.Text>
    </Space>
  );
}
