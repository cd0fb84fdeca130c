import { Descriptions } from 'antd';
import type { ReactNode } from 'react';
import type { Order, OrderReader } from './orderInfo';
import { workbenchText } from './texts';

/** One block of the order's details under its title, three to a row on a wide screen unless `column` says more. */
function Section({
  title,
  column = { xs: 1, sm: 2, lg: 3 },
  children,
}: {
  readonly title: string;
  readonly column?: { readonly xs: number; readonly sm: number; readonly lg: number };
  readonly children: ReactNode;
}) {
  return (
    <Descriptions className="order-info-section" size="small" column={column} title={title}>
      {children}
    </Descriptions>
  );
}

/** The order, its buyer and its amounts, labelled as the order list labels them. */
export function OrderSections({ order, read }: { readonly order: Order; readonly read: OrderReader }) {
  const { label, show, text, yuan } = read;
  return (
    <>
      <Section title={workbenchText('orderSection')}>
        <Descriptions.Item label={label('order_sn')}>{order.order_sn}</Descriptions.Item>
        <Descriptions.Item label={label('shop_id')}>{order.shop_name}</Descriptions.Item>
        <Descriptions.Item label={label('freight_mode')}>{show('freight_mode')}</Descriptions.Item>
        {Boolean(order.express_no) && (
          <Descriptions.Item label={label('express_no')}>
            {`${order.express_company} ${order.express_no}`}
          </Descriptions.Item>
        )}
        {Boolean(order.cancel_reason) && (
          <Descriptions.Item label={`${workbenchText('cancelTime')} · ${workbenchText('reason')}`}>
            {order.cancel_reason}
          </Descriptions.Item>
        )}
        <Descriptions.Item label={label('remark')}>{order.remark || '-'}</Descriptions.Item>
      </Section>
      <Section title={workbenchText('buyerSection')}>
        <Descriptions.Item label={label('buyer_name')}>{text('buyer_name')}</Descriptions.Item>
        <Descriptions.Item label={label('buyer_phone')}>{text('buyer_phone')}</Descriptions.Item>
        <Descriptions.Item label={label('address')}>{text('address')}</Descriptions.Item>
      </Section>
      <Section title={workbenchText('amountsSection')} column={{ xs: 2, sm: 3, lg: 5 }}>
        <Descriptions.Item label={label('goods_amount')}>{yuan('goods_amount')}</Descriptions.Item>
        <Descriptions.Item label={label('freight_amount')}>{yuan('freight_amount')}</Descriptions.Item>
        <Descriptions.Item label={label('discount_amount')}>{yuan('discount_amount')}</Descriptions.Item>
        <Descriptions.Item label={label('pay_amount')}>
          <strong>{yuan('pay_amount')}</strong>
        </Descriptions.Item>
        <Descriptions.Item label={label('refunded_amount')}>{yuan('refunded_amount')}</Descriptions.Item>
      </Section>
    </>
  );
}
