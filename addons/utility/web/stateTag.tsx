import { Tag } from 'antd';
import type { OrderState } from '../contract';
import { utilityText } from './texts';

const STATE_COLORS: Readonly<Record<OrderState, string>> = {
  pending: 'gold',
  audit: 'orange',
  submitted: 'processing',
  success: 'green',
  failed: 'red',
  refunded: 'default',
};

/** An order's state as a coloured tag. */
export const stateTag = (state: OrderState) => (
  <Tag color={STATE_COLORS[state]}>{utilityText(`st_${state}`)}</Tag>
);
